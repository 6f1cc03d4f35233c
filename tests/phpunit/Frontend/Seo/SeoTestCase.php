<?php
/**
 * Base for the search-engine and sharing tests: app pages requested in
 * process, a post and a product with pictures, and the printed head.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\Seo;

use PlayPal\Commerce\Store;
use PlayPal\Frontend\Blog_Routes;
use PlayPal\Frontend\Seo\Head_Tags;
use PlayPal\Frontend\Seo\Page_Subject;
use PlayPal\Routing\Route_Meta;
use PlayPal\Tests\Commerce\StoreTestCase;

/**
 * Helpers shared by the head-tag, structured-data and sitemap tests.
 */
abstract class SeoTestCase extends StoreTestCase {

	/**
	 * REQUEST_URI before the test.
	 *
	 * @var mixed
	 */
	private $request_uri;

	protected function setUp(): void {
		parent::setUp();
		$this->request_uri = $_SERVER['REQUEST_URI'] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Kept only to be put back as it was.
	}

	protected function tearDown(): void {
		$_SERVER['REQUEST_URI'] = $this->request_uri;
		remove_all_filters( 'redirect_canonical' );
		$GLOBALS['wp_query']->init();
		parent::tearDown();
	}


	/**
	 * An image in the media library, with a 1200×800 original and a 1024×683 "large" size (no file needed).
	 *
	 * @param string $alt Alternative text.
	 */
	protected function create_image( string $alt ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => 'Picture',
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			'2026/11/picture.png',
			0,
			true
		);
		$this->assertIsInt( $id, 'The test image should be created.' );
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 800,
				'file'   => '2026/11/picture.png',
				'sizes'  => array(
					'large' => array(
						'file'      => 'picture-1024x683.png',
						'width'     => 1024,
						'height'    => 683,
						'mime-type' => 'image/png',
					),
				),
			)
		);
		return $id;
	}

	/**
	 * Publishes a post with a featured image.
	 *
	 * @param string               $slug   Slug.
	 * @param array<string, mixed> $fields More post fields.
	 */
	protected function publish_post( string $slug, array $fields = array() ): int {
		$author = wp_insert_user(
			array(
				'user_login'   => 'writer-' . wp_generate_password( 6, false ),
				'user_pass'    => wp_generate_password(),
				'display_name' => 'Maya Writer',
				'role'         => 'author',
			)
		);
		$this->assertIsInt( $author, 'The author should be created.' );
		$id = wp_insert_post(
			$fields + array(
				'post_status'   => 'publish',
				'post_name'     => $slug,
				'post_title'    => 'Dinosaur Dig Day',
				'post_excerpt'  => 'Fossil cards & field notebooks.',
				'post_content'  => '<p>Dig in.</p>',
				'post_author'   => $author,
				'post_date'     => '2026-03-04 10:00:00',
				'post_date_gmt' => '2026-03-04 10:00:00',
			),
			true
		);
		$this->assertIsInt( $id, 'The test post should be created.' );
		set_post_thumbnail( $id, $this->create_image( 'Fossil cards on a table' ) );
		return $id;
	}

	/**
	 * Creates a product with a picture.
	 *
	 * @param string               $name  Name.
	 * @param string               $price Decimal price.
	 * @param array<string,string> $meta  More meta.
	 */
	protected function product_with_picture( string $name, string $price = '12.99', array $meta = array() ): int {
		$id = $this->create_product( $name, $price, $meta );
		set_post_thumbnail( $id, $this->create_image( $name . ' kit' ) );
		return $id;
	}

	/**
	 * Routes a request for the path as WordPress would and returns what the shell prints in the head.
	 *
	 * @param string $path Request path, e.g. "/blog/dinosaur-dig-day".
	 */
	protected function head_of( string $path ): string {
		$router                 = $this->router_with_base( '/' );
		$_SERVER['REQUEST_URI'] = $path;
		$router->route_current_request();
		$route = $router->current();
		$this->assertNotNull( $route, "The app answers {$path}." );
		$meta = ( new Route_Meta() )->for_route( $route['pattern'], $route['params'] );
		$head = new Head_Tags( $router, new Page_Subject( new Blog_Routes( $router ), new Store() ) );
		ob_start();
		$head->print( $meta );
		return (string) ob_get_clean();
	}

	/**
	 * The content of each `<meta property|name="…">` in the head, by its name.
	 *
	 * @param string $head Printed head.
	 * @return array<string, string>
	 */
	protected function meta_tags( string $head ): array {
		$tags      = array();
		$processor = new \WP_HTML_Tag_Processor( $head );
		while ( $processor->next_tag( 'meta' ) ) {
			$name = $processor->get_attribute( 'property' ) ?? $processor->get_attribute( 'name' );
			if ( is_string( $name ) ) {
				$this->assertArrayNotHasKey( $name, $tags, "{$name} is printed once." );
				$tags[ $name ] = (string) $processor->get_attribute( 'content' );
			}
		}
		return $tags;
	}

	/**
	 * The JSON-LD nodes in the head, decoded.
	 *
	 * @param string $head Printed head.
	 * @return list<array<string, mixed>>
	 */
	protected function json_ld( string $head ): array {
		$nodes     = array();
		$processor = new \WP_HTML_Tag_Processor( $head );
		while ( $processor->next_tag( 'script' ) ) {
			if ( 'application/ld+json' !== $processor->get_attribute( 'type' ) ) {
				continue;
			}
			$node = json_decode( $processor->get_modifiable_text(), true );
			$this->assertIsArray( $node, 'Each JSON-LD script holds one JSON object.' );
			$nodes[] = $node;
		}
		return $nodes;
	}

	/**
	 * The node of a type.
	 *
	 * @param list<array<string, mixed>> $nodes Nodes.
	 * @param string                     $type  Schema.org type.
	 * @return array<string, mixed>
	 */
	protected function node_of_type( array $nodes, string $type ): array {
		foreach ( $nodes as $node ) {
			if ( ( $node['@type'] ?? null ) === $type ) {
				return $node;
			}
		}
		$this->fail( "The page has a {$type} node." );
	}
}
