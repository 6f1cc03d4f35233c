<?php
/**
 * Tests for GET pp/v1/posts.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST\Routes;

use PHPUnit\Framework\Attributes\DataProvider;
use PlayPal\Tests\TestCase;

/**
 * Only public posts, in wp/v2's field names, lean, cached and never stale.
 */
final class PostsTest extends TestCase {

	private const ROUTE = '/pp/v1/posts';

	private int $author_id;

	private int $category_id;

	protected function setUp(): void {
		parent::setUp();
		// Start from an empty blog: the site's own "Hello world!" would muddle the counts.
		foreach ( get_posts(
			array(
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		) as $id ) {
			wp_delete_post( $id, true );
		}
		$this->author_id   = (int) wp_insert_user(
			array(
				'user_login'   => 'writer_' . wp_generate_password( 6, false ),
				'user_pass'    => wp_generate_password(),
				'display_name' => 'Maya Okafor',
				'role'         => 'author',
			)
		);
		$this->category_id = (int) wp_insert_term( 'Printable Play', 'category' )['term_id'];
	}

	/**
	 * Creates a post.
	 *
	 * @param array<string, mixed> $fields Post fields over the defaults.
	 */
	private function post( array $fields = array() ): int {
		static $day = 0;
		++$day;
		$id = wp_insert_post(
			$fields + array(
				'post_title'    => 'Post ' . $day,
				'post_name'     => 'post-' . $day . '-' . wp_generate_password( 4, false, false ),
				'post_status'   => 'publish',
				'post_excerpt'  => 'Excerpt ' . $day,
				'post_content'  => "<!-- wp:paragraph -->\n<p>Body $day</p>\n<!-- /wp:paragraph -->",
				'post_author'   => $this->author_id,
				'post_category' => array( $this->category_id ),
				'post_date'     => gmdate( 'Y-m-d H:i:s', strtotime( '2026-01-01' ) + $day * HOUR_IN_SECONDS ),
			),
			true
		);
		$this->assertIsInt( $id, 'The test post should be created.' );
		return $id;
	}

	/**
	 * An image attachment with alt text.
	 *
	 * @param string $file File name under uploads/2026/01.
	 * @param string $alt  Alt text.
	 */
	private function image( string $file, string $alt ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => $file,
				'post_status'    => 'inherit',
			),
			'2026/01/' . $file
		);
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		return (int) $id;
	}

	/**
	 * Counts the database queries a callable makes.
	 *
	 * @param callable $run What to measure.
	 */
	private function count_queries( callable $run ): int {
		$count   = 0;
		$counter = static function ( string $query ) use ( &$count ): string {
			++$count;
			if ( getenv( 'PLAYPAL_DEBUG_QUERIES' ) ) {
				fwrite( STDERR, $query . "\n" );
			}
			return $query;
		};
		add_filter( 'query', $counter );
		$run();
		remove_filter( 'query', $counter );
		return $count;
	}

	public function test_lists_published_posts_newest_first_with_totals(): void {
		$older = $this->post();
		$newer = $this->post();

		$response = $this->dispatch( 'GET', self::ROUTE );

		$this->assertSame( 200, $response->get_status(), 'Posts are public.' );
		$this->assertSame( array( $newer, $older ), array_column( $response->get_data(), 'id' ), 'Newest posts come first.' );
		$this->assertSame( '2', $response->get_headers()['X-WP-Total'] ?? null, 'X-WP-Total counts all matching posts.' );
		$this->assertSame( '1', $response->get_headers()['X-WP-TotalPages'] ?? null, 'X-WP-TotalPages counts the pages.' );
	}

	public function test_drafts_private_pending_future_and_password_protected_posts_never_appear(): void {
		$public = $this->post();
		$this->post( array( 'post_status' => 'draft' ) );
		$this->post( array( 'post_status' => 'private' ) );
		$this->post( array( 'post_status' => 'pending' ) );
		$this->post( array( 'post_password' => 'secret' ) );
		$this->post(
			array(
				'post_status' => 'future',
				'post_date'   => gmdate( 'Y-m-d H:i:s', time() + WEEK_IN_SECONDS ),
			)
		);

		$anonymous = $this->dispatch( 'GET', self::ROUTE, array( 'per_page' => 100 ) );
		$this->assertSame( array( $public ), array_column( $anonymous->get_data(), 'id' ), 'Visitors see only the published, public post.' );
		$this->assertSame( '1', $anonymous->get_headers()['X-WP-Total'], 'Hidden posts are not counted either.' );

		$this->log_in_as( 'administrator' );
		$admin = $this->dispatch( 'GET', self::ROUTE, array( 'per_page' => 100 ) );
		$this->assertSame( array( $public ), array_column( $admin->get_data(), 'id' ), 'Even a site owner gets only public posts from this public API.' );
	}

	public function test_a_protected_or_draft_post_is_not_found_by_its_slug_either(): void {
		$this->post(
			array(
				'post_name'     => 'locked',
				'post_password' => 'secret',
			)
		);
		$this->post(
			array(
				'post_name'   => 'unfinished',
				'post_status' => 'draft',
			)
		);

		$this->assertSame( array(), $this->dispatch( 'GET', self::ROUTE, array( 'slug' => 'locked' ) )->get_data(), 'A password-protected post is not returned by slug.' );
		$this->assertSame( array(), $this->dispatch( 'GET', self::ROUTE, array( 'slug' => 'unfinished' ) )->get_data(), 'A draft is not returned by slug.' );
	}

	public function test_items_carry_exactly_the_fields_the_storefront_reads_in_wp_v2_names(): void {
		$id = $this->post(
			array(
				'post_title'   => 'Rainy Days',
				'post_name'    => 'rainy-days',
				'post_excerpt' => 'Five-minute <strong>plans</strong>.',
				'post_date'    => '2026-10-30 09:00:00',
			)
		);

		$item = $this->dispatch( 'GET', self::ROUTE, array( 'slug' => 'rainy-days' ) )->get_data()[0];

		$this->assertSame( array( 'id', 'slug', 'date', 'title', 'excerpt', 'content' ), array_keys( $item ), 'Without _embed: the six fields and nothing else.' );
		$this->assertSame( $id, $item['id'], 'id is the post ID.' );
		$this->assertSame( 'rainy-days', $item['slug'], 'slug is the post name.' );
		$this->assertSame( '2026-10-30T09:00:00', $item['date'], 'date is in wp/v2’s format.' );
		$this->assertSame( 'Rainy Days', $item['title']['rendered'], 'title.rendered is the title.' );
		$this->assertStringContainsString( 'Five-minute <strong>plans</strong>.', $item['excerpt']['rendered'], 'excerpt.rendered is the rendered excerpt.' );
		$this->assertStringContainsString( '<p class="wp-block-paragraph">Body', $item['content']['rendered'], 'content.rendered is the block content rendered to HTML.' );
	}

	public function test_lists_leave_out_the_content_cards_never_show(): void {
		$this->post();

		$item = $this->dispatch( 'GET', self::ROUTE )->get_data()[0];

		$this->assertSame( array( 'id', 'slug', 'date', 'title', 'excerpt' ), array_keys( $item ), 'A list carries what the cards read, not the content.' );
	}

	public function test_embed_gives_the_author_featured_image_and_category(): void {
		$image = $this->image( 'castle.png', 'A cardboard castle' );
		$id    = $this->post( array( 'post_name' => 'castle' ) );
		set_post_thumbnail( $id, $image );

		$item = $this->dispatch(
			'GET',
			self::ROUTE,
			array(
				'slug'   => 'castle',
				'_embed' => '',
			)
		)->get_data()[0];

		$this->assertSame( array( array( 'name' => 'Maya Okafor' ) ), $item['_embedded']['author'], 'The author is embedded by display name.' );
		$this->assertSame( wp_get_attachment_url( $image ), $item['_embedded']['wp:featuredmedia'][0]['source_url'], 'The featured image URL is embedded.' );
		$this->assertStringEndsWith( '/2026/01/castle.png', $item['_embedded']['wp:featuredmedia'][0]['source_url'], 'source_url is the uploaded file.' );
		$this->assertSame( 'A cardboard castle', $item['_embedded']['wp:featuredmedia'][0]['alt_text'], 'The image’s alt text is embedded.' );
		$this->assertSame( 'Printable Play', $item['_embedded']['wp:term'][0][0]['name'], 'The category is the first term of the first taxonomy.' );
	}

	public function test_embed_can_name_what_to_embed_and_a_post_without_image_has_no_media(): void {
		$this->post( array( 'post_name' => 'plain' ) );

		$item = $this->dispatch(
			'GET',
			self::ROUTE,
			array(
				'slug'   => 'plain',
				'_embed' => 'author',
			)
		)->get_data()[0];

		$this->assertSame( array( 'author' ), array_keys( $item['_embedded'] ), 'Only the named embed is included.' );
		$all = $this->dispatch(
			'GET',
			self::ROUTE,
			array(
				'slug'   => 'plain',
				'_embed' => '1',
			)
		)->get_data()[0];
		$this->assertArrayNotHasKey( 'wp:featuredmedia', $all['_embedded'], 'A post without a featured image embeds no media (as wp/v2).' );
	}

	public function test_filters_by_category_slug_and_pages_through_results(): void {
		$other = (int) wp_insert_term( 'Family Tech', 'category' )['term_id'];
		$tech  = $this->post( array( 'post_category' => array( $other ) ) );
		$this->post();
		$this->post();

		$filtered = $this->dispatch( 'GET', self::ROUTE, array( 'category' => 'family-tech' ) );
		$this->assertSame( array( $tech ), array_column( $filtered->get_data(), 'id' ), 'Only posts in the category are listed.' );

		$page_two = $this->dispatch(
			'GET',
			self::ROUTE,
			array(
				'per_page' => 2,
				'page'     => 2,
			)
		);
		$this->assertCount( 1, $page_two->get_data(), 'The second page of two holds the third post.' );
		$this->assertSame( '2', $page_two->get_headers()['X-WP-TotalPages'], 'Three posts at two a page are two pages.' );

		$past_end = $this->dispatch( 'GET', self::ROUTE, array( 'page' => 5 ) );
		$this->assertSame( 400, $past_end->get_status(), 'A page past the last one is an error, as in wp/v2.' );
		$this->assertSame( 'rest_post_invalid_page_number', $past_end->as_error()->get_error_code(), 'It carries wp/v2’s code.' );
	}

	/**
	 * Out-of-range arguments.
	 *
	 * @return array<string, array{array<string, mixed>}>
	 */
	public static function bad_args(): array {
		return array(
			'per_page 0'      => array( array( 'per_page' => 0 ) ),
			'per_page 101'    => array( array( 'per_page' => 101 ) ),
			'page -1'         => array( array( 'page' => -1 ) ),
			'page 0'          => array( array( 'page' => 0 ) ),
			'per_page a word' => array( array( 'per_page' => 'many' ) ),
		);
	}

	/**
	 * @param array<string, mixed> $args Query arguments.
	 */
	#[DataProvider( 'bad_args' )]
	public function test_bad_arguments_get_400_rest_invalid_param( array $args ): void {
		$this->post();

		$response = $this->dispatch( 'GET', self::ROUTE, $args );

		$this->assertSame( 400, $response->get_status(), 'Bad arguments are rejected.' );
		$this->assertSame( 'rest_invalid_param', $response->as_error()->get_error_code(), 'WordPress’s own validation code.' );
	}

	public function test_a_repeat_request_with_the_etag_gets_304_and_the_last_modified_works_too(): void {
		$this->post();
		$first   = $this->dispatch( 'GET', self::ROUTE, array( '_embed' => '' ) );
		$headers = $first->get_headers();
		$this->assertMatchesRegularExpression( '/^"[0-9a-f]{32}"$/', $headers['ETag'] ?? '', 'A strong ETag is sent.' );
		$this->assertSame( 'public, no-cache', $headers['Cache-Control'] ?? null, 'Shared caches may keep it but must revalidate.' );
		$this->assertNotEmpty( $headers['Last-Modified'] ?? '', 'Last-Modified is sent.' );

		$again = $this->dispatch( 'GET', self::ROUTE, array( '_embed' => '' ), array( 'If-None-Match' => $headers['ETag'] ) );
		$this->assertSame( 304, $again->get_status(), 'A repeat request carrying the ETag gets 304.' );
		$this->assertNull( $again->get_data(), 'A 304 has no body.' );

		$since = $this->dispatch( 'GET', self::ROUTE, array( '_embed' => '' ), array( 'If-Modified-Since' => $headers['Last-Modified'] ) );
		$this->assertSame( 304, $since->get_status(), 'If-Modified-Since at Last-Modified gets 304.' );
	}

	public function test_editing_a_post_changes_the_next_response_and_its_etag(): void {
		$id     = $this->post( array( 'post_name' => 'changing' ) );
		$before = $this->dispatch( 'GET', self::ROUTE, array( '_embed' => '' ) );
		$this->dispatch( 'GET', self::ROUTE, array( '_embed' => '' ) ); // Warm.

		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'A brand new title',
			)
		);

		$after = $this->dispatch( 'GET', self::ROUTE, array( '_embed' => '' ), array( 'If-None-Match' => $before->get_headers()['ETag'] ) );
		$this->assertSame( 200, $after->get_status(), 'The old ETag no longer matches.' );
		$this->assertSame( 'A brand new title', $after->get_data()[0]['title']['rendered'], 'The new title shows at once.' );
		$this->assertNotSame( $before->get_headers()['ETag'], $after->get_headers()['ETag'], 'The ETag changes with the content.' );
	}

	public function test_unpublishing_renaming_the_category_or_the_author_shows_at_once(): void {
		$id = $this->post();
		$this->dispatch( 'GET', self::ROUTE, array( '_embed' => '' ) );

		wp_update_term( $this->category_id, 'category', array( 'name' => 'Paper Play' ) );
		$item = $this->dispatch( 'GET', self::ROUTE, array( '_embed' => '' ) )->get_data()[0];
		$this->assertSame( 'Paper Play', $item['_embedded']['wp:term'][0][0]['name'], 'A renamed category shows at once.' );

		wp_update_user(
			array(
				'ID'           => $this->author_id,
				'display_name' => 'Maya O.',
			)
		);
		$item = $this->dispatch( 'GET', self::ROUTE, array( '_embed' => '' ) )->get_data()[0];
		$this->assertSame( 'Maya O.', $item['_embedded']['author'][0]['name'], 'A renamed author shows at once.' );

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( array(), $this->dispatch( 'GET', self::ROUTE, array( '_embed' => '' ) )->get_data(), 'An unpublished post disappears at once.' );
	}

	public function test_a_warm_request_is_served_from_the_object_cache(): void {
		$this->post();
		$args = array(
			'_embed'   => '',
			'per_page' => 12,
		);
		$cold = $this->count_queries( fn() => $this->dispatch( 'GET', self::ROUTE, $args ) );
		$warm = $this->count_queries( fn() => $this->dispatch( 'GET', self::ROUTE, $args ) );

		$this->assertSame( 0, $warm, 'A warm request is one object cache read (persistent with a drop-in).' );
		$this->assertGreaterThan( $warm, $cold, 'The cold request did the real work.' );
	}

	public function test_a_content_change_makes_the_next_request_miss(): void {
		$id   = $this->post();
		$args = array( '_embed' => '' );
		$this->dispatch( 'GET', self::ROUTE, $args );

		wp_update_post(
			array(
				'ID'           => $id,
				'post_excerpt' => 'Changed.',
			)
		);
		$data = null;
		$miss = $this->count_queries(
			function () use ( $args, &$data ) {
				$data = $this->dispatch( 'GET', self::ROUTE, $args )->get_data();
			}
		);

		$this->assertGreaterThan( 0, $miss, 'The new version is a new key: the change is read from the database.' );
		$this->assertStringContainsString( 'Changed.', $data[0]['excerpt']['rendered'], 'The changed excerpt is served.' );
	}

	public function test_logged_in_requests_neither_read_nor_write_the_response_cache(): void {
		$this->post();
		$this->log_in_as( 'editor' );
		$args = array( '_embed' => '' );
		$this->dispatch( 'GET', self::ROUTE, $args );

		$again = $this->count_queries( fn() => $this->dispatch( 'GET', self::ROUTE, $args ) );

		$this->assertGreaterThan( 0, $again, 'A response rendered for a logged-in person is neither shared nor reused.' );
	}

	public function test_the_number_of_queries_does_not_grow_with_the_page_size(): void {
		for ( $i = 0; $i < 10; $i++ ) {
			set_post_thumbnail( $this->post(), $this->image( "image-$i.png", "Image $i" ) );
		}
		// Logged in: the response cache is bypassed, so the query itself is measured.
		$this->log_in_as( 'subscriber' );
		// The REST server and its routes first, for both runs: registering them reads every active
		// plugin's settings (WooCommerce's, for one) once per request, whatever the page size.
		rest_get_server();

		wp_cache_flush(); // Both runs start cold, as a new request would.
		$small = $this->count_queries(
			fn() => $this->dispatch(
				'GET',
				self::ROUTE,
				array(
					'_embed'   => '',
					'per_page' => 2,
				)
			)
		);
		wp_cache_flush();
		$large = $this->count_queries(
			fn() => $this->dispatch(
				'GET',
				self::ROUTE,
				array(
					'_embed'   => '',
					'per_page' => 10,
				)
			)
		);

		$this->assertSame( $small, $large, 'Ten posts cost as many queries as two: no per-post queries.' );
		$this->assertLessThanOrEqual( 12, $large, 'A page of embedded posts takes a handful of queries.' );
	}
}
