<?php
/**
 * Sample data of AI product discovery (SPEC §2 AI product discovery, §3 Discovery product, Collection).
 *
 * Play kits described by what they do for a family and collections of them;
 * the spec's discovery screen has no backend. Filter
 * `playpal_sample_discovery` ({ products: array[], collections: array[] }).
 * Products: id, name, description, price (number), rating, downloads, image
 * (URL, '' for none), smart_tags (id, name, type — one of emotional,
 * functional, outcome, behavioral — and emotional_trigger; written here as
 * rows in that order), emotional_hooks, urgency_triggers, outcome_promises
 * (lists of strings), funnel_copy (headline, subheadline, bullets,
 * cta_primary, urgency_text, social_proof), sample. Collections: id, name,
 * description, funnel_hook, products (product ids), sample. Items without
 * `sample => true` are shown as real content.
 *
 * @package PlayPal
 */

use PlayPal\Samples\Sample_Loader;

defined( 'ABSPATH' ) || exit;

return array(
	'products'    => array_map(
		static fn( array $product ): array => array_merge(
			$product,
			array( 'smart_tags' => array_map( static fn( array $tag ): array => array_combine( array( 'id', 'name', 'type', 'emotional_trigger' ), $tag ), $product['smart_tags'] ) )
		),
		array(
			array(
				'id'               => 'space-station-alpha',
				'name'             => __( 'Space Station Alpha', 'playpal' ),
				'description'      => __( 'A printable mission control, astronaut badges and planet cards for young explorers.', 'playpal' ),
				'price'            => 12.99,
				'rating'           => 4.9,
				'downloads'        => 3420,
				'image'            => Sample_Loader::picture( 'rocket', 'sky' ),
				'smart_tags'       => array(
					array( 'curiosity', __( 'Sparks curiosity', 'playpal' ), 'emotional', __( 'Wonder', 'playpal' ) ),
					array( 'print-and-play', __( 'Ready in 5 minutes', 'playpal' ), 'functional', __( 'Relief', 'playpal' ) ),
					array( 'stem-confidence', __( 'Builds STEM confidence', 'playpal' ), 'outcome', __( 'Pride', 'playpal' ) ),
				),
				'emotional_hooks'  => array( __( 'Watch their eyes light up at “lift-off!”', 'playpal' ) ),
				'urgency_triggers' => array( __( 'New mission cards this month', 'playpal' ) ),
				'outcome_promises' => array(
					__( 'Learns the planets in order', 'playpal' ),
					__( 'Practises counting and sequencing', 'playpal' ),
				),
				'funnel_copy'      => array(
					'headline'     => __( 'Blast off without leaving the living room', 'playpal' ),
					'subheadline'  => __( 'Everything a little astronaut needs, printed in minutes.', 'playpal' ),
					'bullets'      => array(
						__( '24 printable pages', 'playpal' ),
						__( 'Mission log for ages 5-8', 'playpal' ),
						__( 'Works offline, no screens needed', 'playpal' ),
					),
					'cta_primary'  => __( 'Start the mission', 'playpal' ),
					'urgency_text' => __( 'Free for VIP members this week', 'playpal' ),
					'social_proof' => __( 'Loved by 3,400+ families', 'playpal' ),
				),
			),
			array(
				'id'               => 'dinosaur-dig-site',
				'name'             => __( 'Dinosaur Dig Site Expedition', 'playpal' ),
				'description'      => __( 'Fossil cards, a field notebook and a dig map for budding palaeontologists.', 'playpal' ),
				'price'            => 10.99,
				'rating'           => 4.8,
				'downloads'        => 2875,
				'image'            => Sample_Loader::picture( 'star', 'meadow' ),
				'smart_tags'       => array(
					array( 'adventure', __( 'Feels like an adventure', 'playpal' ), 'emotional', __( 'Excitement', 'playpal' ) ),
					array( 'focus', __( 'Longer focus time', 'playpal' ), 'behavioral', __( 'Calm', 'playpal' ) ),
					array( 'science-words', __( 'New science words', 'playpal' ), 'outcome', __( 'Pride', 'playpal' ) ),
				),
				'emotional_hooks'  => array( __( 'Turn a quiet afternoon into a great discovery', 'playpal' ) ),
				'urgency_triggers' => array( __( 'Summer dig season edition', 'playpal' ) ),
				'outcome_promises' => array( __( 'Names ten dinosaurs with confidence', 'playpal' ) ),
				'funnel_copy'      => array(
					'headline'     => __( 'Dig up an afternoon of discovery', 'playpal' ),
					'subheadline'  => __( 'A printable expedition for curious minds aged 5-8.', 'playpal' ),
					'bullets'      => array(
						__( '30 fossil cards', 'playpal' ),
						__( 'Field notebook with stickers', 'playpal' ),
						__( 'Dig-site map to colour in', 'playpal' ),
					),
					'cta_primary'  => __( 'Begin the dig', 'playpal' ),
					'urgency_text' => __( 'Summer edition available until August', 'playpal' ),
					'social_proof' => __( 'Rated 4.8 by parents and teachers', 'playpal' ),
				),
			),
			array(
				'id'               => 'dr-pets-vet-clinic',
				'name'             => __( 'Dr. Pet’s Veterinary Clinic', 'playpal' ),
				'description'      => __( 'Role-play a caring vet with patient charts, bandage cards and a waiting room sign.', 'playpal' ),
				'price'            => 9.99,
				'rating'           => 4.7,
				'downloads'        => 1960,
				'image'            => Sample_Loader::picture( 'heart', 'berry' ),
				'smart_tags'       => array(
					array( 'kindness', __( 'Grows kindness', 'playpal' ), 'behavioral', __( 'Warmth', 'playpal' ) ),
					array( 'reuse', __( 'Reusable for weeks', 'playpal' ), 'functional', __( 'Value', 'playpal' ) ),
				),
				'emotional_hooks'  => array( __( 'See them care for their favourite teddy', 'playpal' ) ),
				'urgency_triggers' => array( __( 'Includes a new pet passport', 'playpal' ) ),
				'outcome_promises' => array( __( 'Practises empathy and gentle care', 'playpal' ) ),
				'funnel_copy'      => array(
					'headline'     => __( 'Open a clinic full of tiny patients', 'playpal' ),
					'subheadline'  => __( 'Pretend play that teaches gentle care.', 'playpal' ),
					'bullets'      => array(
						__( 'Patient charts and prescriptions', 'playpal' ),
						__( 'Pet passports', 'playpal' ),
					),
					'cta_primary'  => __( 'Open the clinic', 'playpal' ),
					'urgency_text' => __( 'New pet passport pages added', 'playpal' ),
					'social_proof' => __( 'A favourite in 1,900+ playrooms', 'playpal' ),
				),
			),
			array(
				'id'               => 'superhero-training-academy',
				'name'             => __( 'Superhero Training Academy', 'playpal' ),
				'description'      => __( 'Movement missions, a hero oath and a certificate for kids who need to wiggle.', 'playpal' ),
				'price'            => 11.99,
				'rating'           => 4.8,
				'downloads'        => 2210,
				'image'            => Sample_Loader::picture( 'star', 'coral' ),
				'smart_tags'       => array(
					array( 'energy', __( 'Burns off energy', 'playpal' ), 'behavioral', __( 'Relief', 'playpal' ) ),
					array( 'confidence', __( 'Feels brave', 'playpal' ), 'emotional', __( 'Pride', 'playpal' ) ),
					array( 'gross-motor', __( 'Gross motor skills', 'playpal' ), 'outcome', __( 'Growth', 'playpal' ) ),
				),
				'emotional_hooks'  => array( __( 'Every child deserves to feel like a hero', 'playpal' ) ),
				'urgency_triggers' => array( __( 'Certificate pack included this month', 'playpal' ) ),
				'outcome_promises' => array( __( 'Balance, coordination and following steps', 'playpal' ) ),
				'funnel_copy'      => array(
					'headline'     => __( 'Train like a hero, play like a kid', 'playpal' ),
					'subheadline'  => __( 'Twenty movement missions for indoor days.', 'playpal' ),
					'bullets'      => array(
						__( '20 mission cards', 'playpal' ),
						__( 'Hero oath poster', 'playpal' ),
						__( 'Graduation certificate', 'playpal' ),
					),
					'cta_primary'  => __( 'Join the academy', 'playpal' ),
					'urgency_text' => __( 'Certificate pack free this month', 'playpal' ),
					'social_proof' => __( 'Teachers use it for brain breaks', 'playpal' ),
				),
			),
			array(
				'id'               => 'ocean-adventure-discovery',
				'name'             => __( 'Ocean Adventure Discovery', 'playpal' ),
				'description'      => __( 'Sea creature cards, a coral reef colouring map and a tide-pool counting game.', 'playpal' ),
				'price'            => 10.99,
				'rating'           => 4.6,
				'downloads'        => 1540,
				'image'            => Sample_Loader::picture( 'wave', 'sky' ),
				'smart_tags'       => array(
					array( 'calm', __( 'Calming quiet time', 'playpal' ), 'emotional', __( 'Peace', 'playpal' ) ),
					array( 'no-prep', __( 'No prep needed', 'playpal' ), 'functional', __( 'Relief', 'playpal' ) ),
					array( 'turn-taking', __( 'Turn-taking practice', 'playpal' ), 'behavioral', __( 'Harmony', 'playpal' ) ),
				),
				'emotional_hooks'  => array( __( 'A gentle wind-down before bedtime', 'playpal' ) ),
				'urgency_triggers' => array( __( 'New reef map added', 'playpal' ) ),
				'outcome_promises' => array( __( 'Counts to twenty with sea friends', 'playpal' ) ),
				'funnel_copy'      => array(
					'headline'     => __( 'Dive into calm, curious play', 'playpal' ),
					'subheadline'  => __( 'Ocean friends for quiet afternoons.', 'playpal' ),
					'bullets'      => array(
						__( '18 sea creature cards', 'playpal' ),
						__( 'Counting game for ages 3-6', 'playpal' ),
					),
					'cta_primary'  => __( 'Explore the ocean', 'playpal' ),
					'urgency_text' => __( 'New reef map this week', 'playpal' ),
					'social_proof' => __( 'Parents call it “our calm-down kit”', 'playpal' ),
				),
			),
			array(
				'id'               => 'magical-forest-friends',
				'name'             => __( 'Magical Forest Friends', 'playpal' ),
				'description'      => __( 'Story cards and paper puppets of forest animals for imaginative storytelling.', 'playpal' ),
				'price'            => 8.99,
				'rating'           => 4.9,
				'downloads'        => 1875,
				'image'            => Sample_Loader::picture( 'house', 'meadow' ),
				'smart_tags'       => array(
					array( 'imagination', __( 'Fuels imagination', 'playpal' ), 'emotional', __( 'Joy', 'playpal' ) ),
					array( 'storytelling', __( 'Storytelling skills', 'playpal' ), 'outcome', __( 'Pride', 'playpal' ) ),
					array( 'printer-friendly', __( 'Printer friendly', 'playpal' ), 'functional', __( 'Ease', 'playpal' ) ),
				),
				'emotional_hooks'  => array( __( 'Hear the stories they make up themselves', 'playpal' ) ),
				'urgency_triggers' => array( __( 'Two new forest friends added', 'playpal' ) ),
				'outcome_promises' => array( __( 'Tells a story with a beginning, middle and end', 'playpal' ) ),
				'funnel_copy'      => array(
					'headline'     => __( 'Meet the friends of the magical forest', 'playpal' ),
					'subheadline'  => __( 'Puppets and story cards for little storytellers.', 'playpal' ),
					'bullets'      => array(
						__( '12 paper puppets', 'playpal' ),
						__( '36 story prompt cards', 'playpal' ),
					),
					'cta_primary'  => __( 'Enter the forest', 'playpal' ),
					'urgency_text' => __( 'Two new friends this month', 'playpal' ),
					'social_proof' => __( 'Rated 4.9 by storytelling families', 'playpal' ),
				),
			),
		)
	),
	'collections' => array(
		array(
			'id'          => 'rainy-day-rescue',
			'name'        => __( 'Rainy Day Rescue', 'playpal' ),
			'description' => __( 'Kits that turn a stuck-indoors day into an adventure.', 'playpal' ),
			'funnel_hook' => __( 'For the days when everyone needs to move and make something.', 'playpal' ),
			'products'    => array( 'superhero-training-academy', 'space-station-alpha', 'dinosaur-dig-site' ),
		),
		array(
			'id'          => 'calm-and-curious',
			'name'        => __( 'Calm and Curious', 'playpal' ),
			'description' => __( 'Gentle kits for quiet time and wind-downs.', 'playpal' ),
			'funnel_hook' => __( 'For peaceful afternoons and bedtime routines.', 'playpal' ),
			'products'    => array( 'ocean-adventure-discovery', 'magical-forest-friends', 'dr-pets-vet-clinic' ),
		),
	),
);
