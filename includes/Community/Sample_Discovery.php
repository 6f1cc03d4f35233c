<?php
/**
 * Sample data of AI product discovery (SPEC §2 AI product discovery, §3 Discovery product, Collection).
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

defined( 'ABSPATH' ) || exit;

/**
 * Play kits described by what they do for a family (smart tags of four
 * types, hooks, promises, funnel copy) and collections of them. The spec's
 * discovery screen has no backend: these samples show until a site owner
 * replaces them through the `playpal_sample_discovery` filter.
 */
final class Sample_Discovery {

	public const FILTER = 'playpal_sample_discovery';

	/** Smart tag types (SPEC §3), one discovery tab each. */
	public const TAG_TYPES = array( 'emotional', 'functional', 'outcome', 'behavioral' );

	/**
	 * Products and collections, after the filter.
	 *
	 * @return array{products: array<int, array<string, mixed>>, collections: array<int, array<string, mixed>>}
	 */
	public function data(): array {
		$data = array(
			'products'    => $this->products(),
			'collections' => $this->collections(),
		);
		/**
		 * Filters the products and collections of AI product discovery (sample data by default).
		 *
		 * Products: id, name, description, price (number), rating, downloads,
		 * image (URL, '' for none), smart_tags (id, name, type — one of emotional,
		 * functional, outcome, behavioral — and emotional_trigger), emotional_hooks,
		 * urgency_triggers, outcome_promises (lists of strings), funnel_copy
		 * (headline, subheadline, bullets, cta_primary, urgency_text, social_proof),
		 * sample. Collections: id, name, description, funnel_hook, products (product
		 * ids), sample. Items without `sample => true` are shown as real content.
		 *
		 * @param array $data { products: array[], collections: array[] }.
		 */
		$filtered = apply_filters( 'playpal_sample_discovery', $data );
		return array(
			'products'    => is_array( $filtered['products'] ?? null ) ? $filtered['products'] : array(),
			'collections' => is_array( $filtered['collections'] ?? null ) ? $filtered['collections'] : array(),
		);
	}

	/**
	 * A smart tag.
	 *
	 * @param string $id      Tag id.
	 * @param string $name    Tag name.
	 * @param string $type    One of TAG_TYPES.
	 * @param string $trigger What the tag speaks to.
	 * @return array<string, string>
	 */
	private static function tag( string $id, string $name, string $type, string $trigger ): array {
		return array(
			'id'                => $id,
			'name'              => $name,
			'type'              => $type,
			'emotional_trigger' => $trigger,
		);
	}

	/**
	 * @return array<int, array<string, mixed>>
	 */
	private function products(): array {
		return array(
			array(
				'id'               => 'space-station-alpha',
				'name'             => __( 'Space Station Alpha', 'playpal' ),
				'description'      => __( 'A printable mission control, astronaut badges and planet cards for young explorers.', 'playpal' ),
				'price'            => 12.99,
				'rating'           => 4.9,
				'downloads'        => 3420,
				'image'            => Sample_Images::picture( 'rocket', 'sky' ),
				'smart_tags'       => array(
					self::tag( 'curiosity', __( 'Sparks curiosity', 'playpal' ), 'emotional', __( 'Wonder', 'playpal' ) ),
					self::tag( 'print-and-play', __( 'Ready in 5 minutes', 'playpal' ), 'functional', __( 'Relief', 'playpal' ) ),
					self::tag( 'stem-confidence', __( 'Builds STEM confidence', 'playpal' ), 'outcome', __( 'Pride', 'playpal' ) ),
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
				'sample'           => true,
			),
			array(
				'id'               => 'dinosaur-dig-site',
				'name'             => __( 'Dinosaur Dig Site Expedition', 'playpal' ),
				'description'      => __( 'Fossil cards, a field notebook and a dig map for budding palaeontologists.', 'playpal' ),
				'price'            => 10.99,
				'rating'           => 4.8,
				'downloads'        => 2875,
				'image'            => Sample_Images::picture( 'star', 'meadow' ),
				'smart_tags'       => array(
					self::tag( 'adventure', __( 'Feels like an adventure', 'playpal' ), 'emotional', __( 'Excitement', 'playpal' ) ),
					self::tag( 'focus', __( 'Longer focus time', 'playpal' ), 'behavioral', __( 'Calm', 'playpal' ) ),
					self::tag( 'science-words', __( 'New science words', 'playpal' ), 'outcome', __( 'Pride', 'playpal' ) ),
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
				'sample'           => true,
			),
			array(
				'id'               => 'dr-pets-vet-clinic',
				'name'             => __( 'Dr. Pet’s Veterinary Clinic', 'playpal' ),
				'description'      => __( 'Role-play a caring vet with patient charts, bandage cards and a waiting room sign.', 'playpal' ),
				'price'            => 9.99,
				'rating'           => 4.7,
				'downloads'        => 1960,
				'image'            => Sample_Images::picture( 'heart', 'berry' ),
				'smart_tags'       => array(
					self::tag( 'kindness', __( 'Grows kindness', 'playpal' ), 'behavioral', __( 'Warmth', 'playpal' ) ),
					self::tag( 'reuse', __( 'Reusable for weeks', 'playpal' ), 'functional', __( 'Value', 'playpal' ) ),
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
				'sample'           => true,
			),
			array(
				'id'               => 'superhero-training-academy',
				'name'             => __( 'Superhero Training Academy', 'playpal' ),
				'description'      => __( 'Movement missions, a hero oath and a certificate for kids who need to wiggle.', 'playpal' ),
				'price'            => 11.99,
				'rating'           => 4.8,
				'downloads'        => 2210,
				'image'            => Sample_Images::picture( 'star', 'coral' ),
				'smart_tags'       => array(
					self::tag( 'energy', __( 'Burns off energy', 'playpal' ), 'behavioral', __( 'Relief', 'playpal' ) ),
					self::tag( 'confidence', __( 'Feels brave', 'playpal' ), 'emotional', __( 'Pride', 'playpal' ) ),
					self::tag( 'gross-motor', __( 'Gross motor skills', 'playpal' ), 'outcome', __( 'Growth', 'playpal' ) ),
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
				'sample'           => true,
			),
			array(
				'id'               => 'ocean-adventure-discovery',
				'name'             => __( 'Ocean Adventure Discovery', 'playpal' ),
				'description'      => __( 'Sea creature cards, a coral reef colouring map and a tide-pool counting game.', 'playpal' ),
				'price'            => 10.99,
				'rating'           => 4.6,
				'downloads'        => 1540,
				'image'            => Sample_Images::picture( 'wave', 'sky' ),
				'smart_tags'       => array(
					self::tag( 'calm', __( 'Calming quiet time', 'playpal' ), 'emotional', __( 'Peace', 'playpal' ) ),
					self::tag( 'no-prep', __( 'No prep needed', 'playpal' ), 'functional', __( 'Relief', 'playpal' ) ),
					self::tag( 'turn-taking', __( 'Turn-taking practice', 'playpal' ), 'behavioral', __( 'Harmony', 'playpal' ) ),
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
				'sample'           => true,
			),
			array(
				'id'               => 'magical-forest-friends',
				'name'             => __( 'Magical Forest Friends', 'playpal' ),
				'description'      => __( 'Story cards and paper puppets of forest animals for imaginative storytelling.', 'playpal' ),
				'price'            => 8.99,
				'rating'           => 4.9,
				'downloads'        => 1875,
				'image'            => Sample_Images::picture( 'house', 'meadow' ),
				'smart_tags'       => array(
					self::tag( 'imagination', __( 'Fuels imagination', 'playpal' ), 'emotional', __( 'Joy', 'playpal' ) ),
					self::tag( 'storytelling', __( 'Storytelling skills', 'playpal' ), 'outcome', __( 'Pride', 'playpal' ) ),
					self::tag( 'printer-friendly', __( 'Printer friendly', 'playpal' ), 'functional', __( 'Ease', 'playpal' ) ),
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
				'sample'           => true,
			),
		);
	}

	/**
	 * @return array<int, array<string, mixed>>
	 */
	private function collections(): array {
		return array(
			array(
				'id'          => 'rainy-day-rescue',
				'name'        => __( 'Rainy Day Rescue', 'playpal' ),
				'description' => __( 'Kits that turn a stuck-indoors day into an adventure.', 'playpal' ),
				'funnel_hook' => __( 'For the days when everyone needs to move and make something.', 'playpal' ),
				'products'    => array( 'superhero-training-academy', 'space-station-alpha', 'dinosaur-dig-site' ),
				'sample'      => true,
			),
			array(
				'id'          => 'calm-and-curious',
				'name'        => __( 'Calm and Curious', 'playpal' ),
				'description' => __( 'Gentle kits for quiet time and wind-downs.', 'playpal' ),
				'funnel_hook' => __( 'For peaceful afternoons and bedtime routines.', 'playpal' ),
				'products'    => array( 'ocean-adventure-discovery', 'magical-forest-friends', 'dr-pets-vet-clinic' ),
				'sample'      => true,
			),
		);
	}
}
