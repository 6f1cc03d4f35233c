<?php
/**
 * The community read routes: forum, play ideas, discovery, mentions and the example submissions.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Community;

use PlayPal\REST\Schemas\Discovery_Schema;
use PlayPal\REST\Schemas\Mentions_Schema;
use PlayPal\Samples\Sample_Loader;
use PlayPal\Tests\TestCase;

/**
 * Shape, sample marking, caching and owner filters of each public community read.
 */
final class CommunityReadRoutesTest extends TestCase {

	private const FILTERS = array(
		Sample_Loader::FILTERS['forum'],
		Sample_Loader::FILTERS['play-ideas'],
		Sample_Loader::FILTERS['discovery'],
		Sample_Loader::FILTERS['mentions'],
		Sample_Loader::FILTERS['submissions'],
	);

	protected function tearDown(): void {
		foreach ( self::FILTERS as $filter ) {
			remove_all_filters( $filter );
		}
		parent::tearDown();
	}

	/**
	 * Every item of every list in a response.
	 *
	 * @param array<string, mixed> $data Response data.
	 * @return array<int, array<string, mixed>>
	 */
	private static function all_items( array $data ): array {
		return array_merge( ...array_values( array_filter( $data, 'is_array' ) ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string[]}>
	 */
	public static function routes(): array {
		return array(
			'forum'             => array( '/pp/v1/forum', array( 'categories', 'posts' ) ),
			'play ideas'        => array( '/pp/v1/play-ideas', array( 'ideas' ) ),
			'discovery'         => array( '/pp/v1/discovery', array( 'products', 'collections' ) ),
			'mentions'          => array( '/pp/v1/mentions', array( 'mentions' ) ),
			'community samples' => array( '/pp/v1/community-samples', array( 'submissions' ) ),
		);
	}

	/**
	 * @dataProvider routes
	 *
	 * @param string   $route Route.
	 * @param string[] $keys  Top-level keys of the answer.
	 */
	public function test_each_read_answers_anyone_with_its_lists_of_sample_items_and_may_be_cached( string $route, array $keys ): void {
		$response = $this->dispatch( 'GET', $route );

		$this->assertSame( 200, $response->get_status(), "{$route} is public." );
		$data = $response->get_data();
		$this->assertSame( $keys, array_keys( $data ), "{$route} answers with exactly its lists." );
		foreach ( $keys as $key ) {
			$this->assertNotEmpty( $data[ $key ], "{$route} has sample {$key}." );
		}
		foreach ( self::all_items( $data ) as $item ) {
			$this->assertTrue( $item['sample'], "Every item of {$route} is marked as sample data: " . $item['id'] );
			$this->assertNotSame( '', $item['id'], "Every item of {$route} has an id." );
		}
		$this->assertSame( 'public, max-age=60', $response->get_headers()['Cache-Control'] ?? null, "{$route} may be cached for a minute." );
		$this->assertMatchesRegularExpression( '/^"[0-9a-f]{32}"$/', $response->get_headers()['ETag'] ?? '', "{$route} sends an ETag." );
	}

	/**
	 * @dataProvider routes
	 *
	 * @param string $route Route.
	 */
	public function test_a_client_with_the_current_copy_gets_304( string $route ): void {
		$etag = $this->dispatch( 'GET', $route )->get_headers()['ETag'];

		$response = $this->dispatch( 'GET', $route, array(), array( 'If-None-Match' => $etag ) );

		$this->assertSame( 304, $response->get_status(), "{$route} answers 304 to a current copy." );
	}

	/**
	 * @dataProvider routes
	 *
	 * @param string $route Route.
	 */
	public function test_each_read_refuses_writes( string $route ): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'POST', $route, array( 'title' => 'x' ) );

		$this->assertSame( 404, $response->get_status(), "{$route} registers no write method." );
		$this->assertSame( 'rest_no_route', $response->get_data()['code'], 'WordPress reports the missing method.' );
	}

	public function test_the_forum_has_the_spec_categories_with_create_forward_vip_only(): void {
		$data = $this->dispatch( 'GET', '/pp/v1/forum' )->get_data();

		$this->assertSame( array( 'General Play', 'Appadoo', 'Create Forward', 'Parent Tech' ), array_column( $data['categories'], 'name' ), 'The categories of SPEC §9, after All.' );
		$vip = array_column( $data['categories'], 'isVIPOnly', 'id' );
		$this->assertSame( array( 'create-forward' => true ), array_filter( $vip ), 'Only the Create It Forward category is VIP only (SPEC §6).' );
		$ids = array_column( $data['categories'], 'id' );
		foreach ( $data['posts'] as $post ) {
			$this->assertContains( $post['category'], $ids, "Post {$post['id']} belongs to a known category." );
			$this->assertIsInt( $post['replies'], 'Replies are a number.' );
			$this->assertNotFalse( strtotime( $post['lastActivity'] ), 'Last activity is a date.' );
		}
		$this->assertContains( true, array_column( $data['posts'], 'isPinned' ), 'Some posts are pinned.' );
		$this->assertContains( true, array_column( $data['posts'], 'isVIP' ), 'Some posts are by VIP members.' );
	}

	public function test_play_ideas_cover_every_category_with_valid_difficulty_and_age_ranges(): void {
		$ideas = $this->dispatch( 'GET', '/pp/v1/play-ideas' )->get_data()['ideas'];

		$this->assertEqualsCanonicalizing( array( 'STEM Adventures', 'Creative Building', 'Sensory Play', 'Educational Games', 'Physical Activity', 'Science Experiments' ), array_values( array_unique( array_column( $ideas, 'category' ) ) ), 'Every play-idea category of SPEC §9 has an idea.' );
		foreach ( $ideas as $idea ) {
			$this->assertContains( $idea['difficulty'], array( 'easy', 'medium', 'advanced' ), 'Difficulty is one of SPEC §9.' );
			$this->assertContains( $idea['ageRange'], array( '2-4', '3-6', '5-8', '6-10', '8-12' ), 'Age range is one of SPEC §9.' );
			$this->assertNotEmpty( $idea['materialsNeeded'], 'Every idea lists its materials.' );
			$this->assertStringStartsWith( 'data:image/svg+xml;base64,', $idea['image'], 'Pictures are inline: no other host is referenced.' );
		}
		$this->assertGreaterThan( 3, max( array_map( 'count', array_column( $ideas, 'materialsNeeded' ) ) ), 'Some idea needs more than 3 materials (the "+N more" case).' );
		$this->assertContains( true, array_column( $ideas, 'playItForwardEligible' ), 'Some ideas are shareable.' );
	}

	public function test_discovery_products_carry_tags_of_each_of_the_four_types_and_collections_name_known_products(): void {
		$data = $this->dispatch( 'GET', '/pp/v1/discovery' )->get_data();

		$types = array();
		foreach ( $data['products'] as $product ) {
			$types = array_merge( $types, array_column( $product['smart_tags'], 'type' ) );
			$this->assertIsFloat( $product['price'], 'Price is a number.' );
			$this->assertNotSame( '', $product['funnel_copy']['headline'], 'Every product has funnel copy.' );
		}
		$this->assertEqualsCanonicalizing( Discovery_Schema::TAG_TYPES, array_values( array_unique( $types ) ), 'Each discovery tab has products.' );
		$ids = array_column( $data['products'], 'id' );
		foreach ( $data['collections'] as $collection ) {
			$this->assertSame( array(), array_diff( $collection['products'], $ids ), "Collection {$collection['id']} names only known products." );
		}
	}

	public function test_mentions_use_the_spec_platforms_and_link_to_no_other_host(): void {
		$mentions = $this->dispatch( 'GET', '/pp/v1/mentions' )->get_data()['mentions'];

		$this->assertEqualsCanonicalizing( Mentions_Schema::PLATFORMS, array_values( array_unique( array_column( $mentions, 'platform' ) ) ), 'Every platform of SPEC §9 has a mention.' );
		$this->assertContains( true, array_column( $mentions, 'is_featured' ), 'Some mentions are featured.' );
		$this->assertGreaterThan( 3, max( array_map( 'count', array_column( $mentions, 'hashtags' ) ) ), 'Some mention has more than 3 hashtags (the "+N" case).' );
		foreach ( $mentions as $mention ) {
			$this->assertSame( '', $mention['post_url'], 'Made-up mentions link to no original post.' );
			$this->assertMatchesRegularExpression( '#^(|data:image/svg\+xml;base64,.+)$#', $mention['image_url'], 'Pictures are inline or absent.' );
		}
	}

	public function test_community_samples_never_carry_an_email_even_when_a_filter_adds_one(): void {
		add_filter(
			Sample_Loader::FILTERS['submissions'],
			static function ( array $submissions ): array {
				foreach ( $submissions as &$submission ) {
					$submission['submitter_email'] = 'parent@example.test';
				}
				return $submissions;
			}
		);

		$response = $this->dispatch( 'GET', '/pp/v1/community-samples' );

		$this->assertStringNotContainsString( '@example.test', (string) wp_json_encode( $response->get_data() ), 'No email reaches the public answer.' );
		foreach ( $response->get_data()['submissions'] as $submission ) {
			$this->assertArrayNotHasKey( 'submitter_email', $submission, 'The email field is never sent.' );
		}
	}

	public function test_community_samples_show_only_approved_or_featured_ones_with_the_featured_date_only_when_featured(): void {
		add_filter(
			Sample_Loader::FILTERS['submissions'],
			static fn(): array => array(
				array(
					'id'            => 'waiting',
					'type'          => 'photo',
					'status'        => 'pending',
					'title'         => 'Waiting',
					'sample'        => true,
					'featured_date' => '',
				),
				array(
					'id'            => 'kept',
					'type'          => 'video',
					'status'        => 'approved',
					'title'         => 'Kept',
					'sample'        => true,
					'featured_date' => '2025-05-01T00:00:00Z',
				),
				array(
					'id'            => 'star',
					'type'          => 'project',
					'status'        => 'featured',
					'title'         => 'Star',
					'sample'        => true,
					'featured_date' => '2025-05-02T00:00:00Z',
					'media_urls'    => array( 'javascript:alert(1)', 'https://cdn.example.test/a.jpg' ),
				),
			)
		);

		$submissions = $this->dispatch( 'GET', '/pp/v1/community-samples' )->get_data()['submissions'];

		$this->assertSame( array( 'kept', 'star' ), array_column( $submissions, 'id' ), 'A pending submission is never listed.' );
		$this->assertSame( '', $submissions[0]['featured_date'], 'An approved submission has no featured date.' );
		$this->assertSame( '2025-05-02T00:00:00Z', $submissions[1]['featured_date'], 'A featured one keeps its date.' );
		$this->assertSame( array( 'https://cdn.example.test/a.jpg' ), $submissions[1]['media_urls'], 'Only web addresses and inline pictures are kept.' );
	}

	public function test_the_built_in_samples_include_more_than_four_pictures_for_the_thumbnail_limit(): void {
		$submissions = $this->dispatch( 'GET', '/pp/v1/community-samples' )->get_data()['submissions'];

		$this->assertGreaterThan( 4, max( array_map( 'count', array_column( $submissions, 'media_urls' ) ) ), 'One example has more pictures than the 4 thumbnails shown.' );
		$this->assertContains( 'featured', array_column( $submissions, 'status' ), 'Some examples are featured.' );
		$products = array( 'Cinderella\'s Royal Rescue', 'Space Station Alpha', 'Dr. Pet\'s Veterinary Clinic', 'Dinosaur Dig Site Expedition', 'Princess Tea Party Palace', 'Superhero Training Academy', 'Ocean Adventure Discovery', 'Magical Forest Friends', 'Other' );
		foreach ( $submissions as $submission ) {
			$this->assertContains( $submission['product_used'], $products, 'Examples use a product of SPEC §5.' );
		}
	}

	public function test_site_owners_replace_each_kind_of_sample_data_through_its_filter(): void {
		add_filter(
			Sample_Loader::FILTERS['forum'],
			static fn(): array => array(
				'categories' => array(
					array(
						'id'   => 'ours',
						'name' => 'Our Corner',
					),
				),
				'posts'      => array(),
			)
		);
		add_filter(
			Sample_Loader::FILTERS['play-ideas'],
			static fn(): array => array(
				array(
					'id'         => 'real-idea',
					'title'      => 'Leaf rubbings',
					'difficulty' => 'easy',
				),
			)
		);
		add_filter(
			Sample_Loader::FILTERS['discovery'],
			static fn(): array => array(
				'products'    => array(
					array(
						'id'   => 'real-kit',
						'name' => 'Real Kit',
					),
				),
				'collections' => array(),
			)
		);
		add_filter(
			Sample_Loader::FILTERS['mentions'],
			static fn(): array => array(
				array(
					'id'       => 'real-mention',
					'platform' => 'instagram',
					'post_url' => 'https://social.example.test/p/1',
				),
				array(
					'id'       => 'elsewhere',
					'platform' => 'myspace',
				),
			)
		);
		add_filter( Sample_Loader::FILTERS['submissions'], '__return_empty_array' );

		$forum = $this->dispatch( 'GET', '/pp/v1/forum' )->get_data();
		$this->assertSame( array( 'Our Corner' ), array_column( $forum['categories'], 'name' ), 'The forum filter replaces the categories.' );
		$this->assertSame( array(), $forum['posts'], 'The forum filter replaces the posts.' );
		$this->assertFalse( $forum['categories'][0]['sample'], 'Items without the sample mark are real content.' );

		$ideas = $this->dispatch( 'GET', '/pp/v1/play-ideas' )->get_data()['ideas'];
		$this->assertSame( array( 'real-idea' ), array_column( $ideas, 'id' ), 'The play-ideas filter replaces the ideas.' );
		$this->assertSame( array(), $ideas[0]['materialsNeeded'], 'Missing fields get their empty value.' );

		$discovery = $this->dispatch( 'GET', '/pp/v1/discovery' )->get_data();
		$this->assertSame( array( 'real-kit' ), array_column( $discovery['products'], 'id' ), 'The discovery filter replaces the products.' );
		$this->assertSame( array(), $discovery['collections'], 'The discovery filter replaces the collections.' );

		$mentions = $this->dispatch( 'GET', '/pp/v1/mentions' )->get_data()['mentions'];
		$this->assertSame( array( 'real-mention' ), array_column( $mentions, 'id' ), 'The mentions filter replaces the mentions; unknown platforms are left out.' );
		$this->assertSame( 'https://social.example.test/p/1', $mentions[0]['post_url'], 'A real mention links to its post.' );

		$this->assertSame( array( 'submissions' => array() ), $this->dispatch( 'GET', '/pp/v1/community-samples' )->get_data(), 'The submissions filter replaces the examples.' );
	}

	public function test_a_filter_returning_nonsense_gives_empty_lists_not_an_error(): void {
		add_filter( Sample_Loader::FILTERS['forum'], '__return_false' );
		add_filter( Sample_Loader::FILTERS['mentions'], '__return_null' );

		$forum    = $this->dispatch( 'GET', '/pp/v1/forum' );
		$mentions = $this->dispatch( 'GET', '/pp/v1/mentions' );

		$this->assertSame(
			array(
				'categories' => array(),
				'posts'      => array(),
			),
			$forum->get_data(),
			'A broken forum filter leaves the lists empty.'
		);
		$this->assertSame( array( 'mentions' => array() ), $mentions->get_data(), 'A broken mentions filter leaves the list empty.' );
	}
}
