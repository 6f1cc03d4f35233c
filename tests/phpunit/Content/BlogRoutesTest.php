<?php
/**
 * The Blog routes on the server: status, head tags, preloaded data, permalinks.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Content;

use PlayPal\Frontend\Blog_Routes;
use PlayPal\Routing\Route_Meta;
use PlayPal\Tests\TestCase;

/**
 * What the shell answers for /blog and /blog/{slug}, and where posts link to.
 */
final class BlogRoutesTest extends TestCase {


	private function publish( string $slug, array $fields = array() ): int {
		$id = wp_insert_post(
			$fields + array(
				'post_status'  => 'publish',
				'post_name'    => $slug,
				'post_title'   => 'Dinosaur Dig Day',
				'post_excerpt' => 'Fossil cards & field notebooks for <em>budding</em> palaeontologists.',
			),
			true
		);
		$this->assertIsInt( $id, 'The test post should be created.' );
		return $id;
	}

	public function test_the_blog_and_a_published_post_answer_200_and_an_unknown_slug_404(): void {
		$this->publish( 'dinosaur-dig-day' );
		$this->publish( 'locked-post', array( 'post_password' => 'secret' ) );
		$router = $this->router_with_base( '/' );

		$this->assertSame( 200, $router->decide( '/blog' )['status'] ?? null, '/blog is an app route.' );
		$this->assertSame( 200, $router->decide( '/blog/dinosaur-dig-day' )['status'] ?? null, 'A published post answers 200.' );
		$this->assertSame( 404, $router->decide( '/blog/no-such-post' )['status'] ?? null, 'An unknown slug answers 404.' );
		$this->assertSame( 404, $router->decide( '/blog/locked-post' )['status'] ?? null, 'A password-protected post is not shown by the app: 404.' );
	}

	public function test_a_post_page_takes_its_title_and_description_from_the_post(): void {
		$this->publish( 'dinosaur-dig-day' );

		$meta = ( new Route_Meta() )->for_route( 'blog/{slug}', array( 'slug' => 'dinosaur-dig-day' ) );

		$this->assertSame( 'Dinosaur Dig Day | PlayPal', $meta['title'], 'The title is the post’s.' );
		$this->assertSame( 'Fossil cards & field notebooks for budding palaeontologists.', $meta['description'], 'The description is the excerpt without HTML.' );
		$this->assertSame( 'Blog | PlayPal', ( new Route_Meta() )->for_route( 'blog', array() )['title'], 'The Blog has its own title.' );
	}

	public function test_the_first_render_data_is_preloaded_for_the_blog_and_a_post(): void {
		$blog = apply_filters(
			'playpal_preload_paths',
			array(),
			array(
				'pattern' => 'blog',
				'params'  => array(),
				'status'  => 200,
			)
		);
		$post = apply_filters(
			'playpal_preload_paths',
			array(),
			array(
				'pattern' => 'blog/{slug}',
				'params'  => array( 'slug' => 'dinosaur-dig-day' ),
				'status'  => 200,
			)
		);

		// Other features preload their own paths on every page (the cart, for the header badge).
		$this->assertContains( '/pp/v1/posts?_embed&per_page=12', $blog, 'The Blog preloads its first page of posts.' );
		$this->assertNotContains( '/pp/v1/posts?slug=dinosaur-dig-day&_embed', $blog, 'The Blog preloads no single post.' );
		$this->assertContains( '/pp/v1/posts?slug=dinosaur-dig-day&_embed', $post, 'A post page preloads that post.' );
		$this->assertNotContains( '/pp/v1/posts?_embed&per_page=12', $post, 'A post page does not preload the list.' );
	}

	public function test_a_preloaded_post_path_answers_with_the_post(): void {
		$id = $this->publish( 'dinosaur-dig-day' );

		$preloaded = rest_preload_api_request( array(), Blog_Routes::post_path( 'dinosaur-dig-day' ) );

		$entry = $preloaded[ Blog_Routes::post_path( 'dinosaur-dig-day' ) ] ?? null;
		$this->assertIsArray( $entry, 'The post’s response is embedded under its path.' );
		$this->assertSame( $id, $entry['body'][0]['id'] ?? null, 'The embedded body is the post.' );
	}

	public function test_published_posts_link_to_the_app_and_others_keep_wordpress_links(): void {
		$this->router_with_base( '/' );
		$published = $this->publish( 'dinosaur-dig-day' );
		$draft     = $this->publish( 'unfinished', array( 'post_status' => 'draft' ) );
		$protected = $this->publish( 'locked-post', array( 'post_password' => 'secret' ) );

		$this->assertSame( home_url( '/blog/dinosaur-dig-day' ), get_permalink( $published ), 'A published post links to /blog/{slug}.' );
		$this->assertStringNotContainsString( '/blog/', (string) get_permalink( $draft ), 'A draft keeps WordPress’s link (previews work).' );
		$this->assertStringNotContainsString( '/blog/', (string) get_permalink( $protected ), 'A protected post keeps WordPress’s link.' );
	}

	public function test_previews_of_published_posts_stay_with_wordpress(): void {
		$this->router_with_base( '/' );
		$published = $this->publish( 'dinosaur-dig-day' );

		$preview = get_preview_post_link( $published, array( 'preview_id' => $published ) );

		$this->assertStringNotContainsString( '/blog/', $preview, 'WordPress renders previews: the app shows only published text.' );
		$this->assertStringContainsString( '/dinosaur-dig-day/', $preview, 'The preview uses WordPress’s own permalink.' );
		$this->assertStringContainsString( 'preview=true', $preview, 'The preview flag is kept.' );
		$this->assertStringContainsString( 'preview_id=' . $published, $preview, 'Extra preview arguments are kept.' );
	}

	public function test_with_a_sub_path_base_posts_outside_it_keep_their_links(): void {
		$this->router_with_base( '/play' );
		$published = $this->publish( 'dinosaur-dig-day' );

		$this->assertStringNotContainsString( '/blog/', (string) get_permalink( $published ), 'The theme owns /dinosaur-dig-day/ when the app lives under /play.' );
	}
}
