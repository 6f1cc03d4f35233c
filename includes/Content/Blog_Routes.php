<?php
/**
 * The Blog and Blog post routes as the server sees them.
 *
 * @package PlayPal
 */

namespace PlayPal\Content;

use PlayPal\Frontend\Url_Router;
use PlayPal\Frontend\Route_Meta;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Registers /blog and /blog/{slug} with the app shell (DESIGN §2), answers
 * 404 for a slug no published post has, prints the post's own head tags and
 * embeds the responses the first render needs, so it makes no request.
 */
final class Blog_Routes {

	public const LIST_PATTERN = 'blog';
	public const POST_PATTERN = 'blog/{slug}';

	/**
	 * The REST path of the Blog's first page. The client asks for exactly
	 * this path (src/features/content/api/paths.ts), so the preloading
	 * middleware finds it.
	 */
	public const LIST_PATH = '/pp/v1/posts?_embed&per_page=12';

	/**
	 * Posts looked up by slug during this request.
	 *
	 * @var array<string, WP_Post|null>
	 */
	private array $found = array();

	/**
	 * Style handle of the full block library stylesheet (printed with the id "playpal-block-library-css").
	 */
	public const BLOCK_STYLES_HANDLE = 'playpal-block-library';

	public function __construct( private Url_Router $router ) {}

	public function add_hooks(): void {
		add_filter( 'playpal_app_config', array( $this, 'app_config' ) );
		// After the shell's own styles (20), before it drops the theme's (PHP_INT_MAX).
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_block_styles' ), 30 );
		add_filter( 'wp_preload_resources', array( $this, 'preload_screen_chunk' ) );
		add_filter( 'playpal_routes', array( $this, 'routes' ) );
		add_filter( 'playpal_route_status', array( $this, 'status' ), 10, 3 );
		add_filter( 'playpal_route_meta', array( $this, 'meta' ), 10, 3 );
		add_filter( 'playpal_preload_paths', array( $this, 'preload_paths' ), 10, 2 );
	}

	/**
	 * The REST path of one post, as the Blog post screen asks for it.
	 *
	 * @param string $slug Post slug.
	 */
	public static function post_path( string $slug ): string {
		return '/pp/v1/posts?slug=' . rawurlencode( $slug ) . '&_embed';
	}

	/**
	 * @param string[] $routes Route patterns.
	 * @return string[]
	 */
	public function routes( array $routes ): array {
		$routes[] = self::LIST_PATTERN;
		$routes[] = self::POST_PATTERN;
		return $routes;
	}

	/**
	 * 404 for a post slug that no published, public post has.
	 *
	 * @param int                  $status  Status so far.
	 * @param string               $pattern Route pattern.
	 * @param array<string,string> $params  Route parameters.
	 */
	public function status( int $status, string $pattern, array $params ): int {
		if ( self::POST_PATTERN === $pattern && null === $this->post( $params['slug'] ?? '' ) ) {
			return 404;
		}
		return $status;
	}

	/**
	 * Head tags: the Blog's own, and a post's title and excerpt.
	 *
	 * @param array{title: string, description: string, robots: string} $meta    Tags so far.
	 * @param string|null                                               $pattern Route pattern.
	 * @param array<string,string>                                      $params  Route parameters.
	 * @return array{title: string, description: string, robots: string}
	 */
	public function meta( array $meta, ?string $pattern, array $params ): array {
		if ( self::LIST_PATTERN === $pattern ) {
			$meta['title']       = Route_Meta::page_title( __( 'Blog', 'playpal' ) );
			$meta['description'] = __( 'Parenting tips, printable play ideas and family technology from PlayPal.', 'playpal' );
		}
		$post = self::POST_PATTERN === $pattern ? $this->post( $params['slug'] ?? '' ) : null;
		if ( $post ) {
			$meta['title']       = Route_Meta::page_title( wp_strip_all_tags( html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ) ) );
			$excerpt             = wp_strip_all_tags( html_entity_decode( get_the_excerpt( $post ), ENT_QUOTES, 'UTF-8' ), true );
			$meta['description'] = '' === $excerpt ? $meta['description'] : wp_html_excerpt( $excerpt, 160, '…' );
		}
		return $meta;
	}

	/**
	 * The responses the first render of the route reads.
	 *
	 * @param string[]   $paths REST paths.
	 * @param array|null $route Matched route.
	 * @return string[]
	 */
	public function preload_paths( array $paths, ?array $route ): array {
		$pattern = $route['pattern'] ?? null;
		if ( self::LIST_PATTERN === $pattern ) {
			$paths[] = self::LIST_PATH;
		}
		if ( self::POST_PATTERN === $pattern ) {
			$paths[] = self::post_path( (string) ( $route['params']['slug'] ?? '' ) );
		}
		return $paths;
	}

	/**
	 * Where the full block library stylesheet is. WordPress loads each
	 * block's styles only when it renders that block on the page, but block
	 * content reaches the app through the REST API, so no block ever renders
	 * on the shell: the post screen needs all of them.
	 */
	public static function block_styles_url(): string {
		return includes_url( 'css/dist/block-library/style' . ( SCRIPT_DEBUG ? '' : '.min' ) . '.css' );
	}

	/**
	 * Blog posts render block content from their first paint.
	 */
	public function enqueue_block_styles(): void {
		if ( self::POST_PATTERN === ( $this->router->current()['pattern'] ?? null ) ) {
			wp_enqueue_style( self::BLOCK_STYLES_HANDLE, self::block_styles_url(), array(), get_bloginfo( 'version' ) );
		}
	}

	/**
	 * Screen chunks (webpackChunkName in src/app/router.tsx) by route pattern.
	 */
	private const SCREEN_CHUNKS = array(
		self::LIST_PATTERN => 'blog',
		self::POST_PATTERN => 'blog-post',
	);

	/**
	 * Asks the browser to fetch the screen's lazy chunk with the main bundle
	 * rather than after it has run: the first card or title shows one round
	 * trip sooner.
	 *
	 * @param array<int, array<string, string>> $resources Resources to preload.
	 * @return array<int, array<string, string>>
	 */
	public function preload_screen_chunk( array $resources ): array {
		$chunk = self::SCREEN_CHUNKS[ $this->router->current()['pattern'] ?? '' ] ?? null;
		if ( null === $chunk ) {
			return $resources;
		}
		// The file name carries a content hash; there is exactly one per build.
		foreach ( (array) glob( PLAYPAL_PLUGIN_DIR . 'build/chunks/' . $chunk . '.*.js' ) as $file ) {
			$resources[] = array(
				'href' => plugins_url( 'build/chunks/' . basename( (string) $file ), PLAYPAL_PLUGIN_FILE ),
				'as'   => 'script',
			);
		}
		return $resources;
	}

	/**
	 * Tells the app where the block styles are, so a post opened from
	 * another screen loads them too.
	 *
	 * @param array<string, mixed> $config App config.
	 * @return array<string, mixed>
	 */
	public function app_config( array $config ): array {
		$config['blockStylesUrl'] = add_query_arg( 'ver', get_bloginfo( 'version' ), self::block_styles_url() );
		return $config;
	}

	/**
	 * The published, non-password-protected post with this slug, or null.
	 * Looked up once per request and slug (status, head tags and share tags
	 * all ask).
	 *
	 * @param string $slug Slug from the URL (decoded).
	 */
	public function post( string $slug ): ?WP_Post {
		$slug = sanitize_title( $slug );
		if ( '' === $slug ) {
			return null;
		}
		if ( ! array_key_exists( $slug, $this->found ) ) {
			$posts                = get_posts(
				array(
					'name'                   => $slug,
					'post_type'              => 'post',
					'post_status'            => 'publish',
					'has_password'           => false,
					'posts_per_page'         => 1,
					'no_found_rows'          => true,
					'update_post_term_cache' => false,
				)
			);
			$this->found[ $slug ] = $posts[0] ?? null;
		}
		return $this->found[ $slug ];
	}
}
