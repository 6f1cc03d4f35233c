<?php
/**
 * The Blog and Blog post routes as the server sees them.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend;

use PlayPal\Content\Content_Version;
use PlayPal\Frontend\First_Screen\Post_Fields;
use PlayPal\Routing\Route_Data;
use PlayPal\Routing\Route_Meta;

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
	 * Style handle of the full block library stylesheet (printed with the id "playpal-block-library-css").
	 */
	public const BLOCK_STYLES_HANDLE = 'playpal-block-library';

	/**
	 * @param Url_Router $router     The request's route.
	 * @param Route_Data $route_data The request's REST responses: status, head tags, preload and printed HTML read one post.
	 */
	public function __construct( private Url_Router $router, private Route_Data $route_data = new Route_Data() ) {}

	public function add_hooks(): void {
		add_filter( 'playpal_app_config', array( $this, 'app_config' ) );
		// After the shell's own styles (20), before it drops the theme's (PHP_INT_MAX).
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_block_styles' ), 30 );
		add_filter( 'playpal_routes', array( $this, 'routes' ) );
		add_filter( 'playpal_route_status', array( $this, 'status' ), 10, 3 );
		add_filter( 'playpal_route_meta', array( $this, 'meta' ), 10, 3 );
		add_filter( 'playpal_preload_paths', array( $this, 'preload_paths' ), 10, 2 );
		add_filter( 'playpal_page_last_modified', array( $this, 'last_modified' ), 10, 2 );
	}

	/**
	 * The Blog's pages change when published content does (Content_Version's time).
	 *
	 * @param int|null   $time  Time so far.
	 * @param array|null $route The matched route (Url_Router::current(); a filter argument, so any key may be missing).
	 * @phpstan-param array{pattern?: ?string, params?: array<string, string>, status?: int}|null $route
	 */
	public function last_modified( ?int $time, ?array $route ): ?int {
		$pattern = $route['pattern'] ?? null;
		if ( self::LIST_PATTERN !== $pattern && self::POST_PATTERN !== $pattern ) {
			return $time;
		}
		return Content_Version::current()['t'];
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
			$meta['title']       = Route_Meta::page_title( Post_Fields::text( $post['title']['rendered'] ?? '' ) );
			$excerpt             = Post_Fields::text( $post['excerpt']['rendered'] ?? '' );
			$meta['description'] = '' === $excerpt ? $meta['description'] : wp_html_excerpt( $excerpt, 160, '…' );
		}
		return $meta;
	}

	/**
	 * The responses the first render of the route reads.
	 *
	 * @param string[]   $paths REST paths.
	 * @param array|null $route The matched route (Url_Router::current(); a filter argument, so any key may be missing).
	 * @phpstan-param array{pattern?: ?string, params?: array<string, string>, status?: int}|null $route
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
	 * The published, non-password-protected post with this slug as the Blog
	 * post screen reads it (pp/v1/posts?slug=…&_embed), or null. The same
	 * response is embedded for the bundle and printed by the shell.
	 *
	 * @param string $slug Slug from the URL (decoded).
	 * @return array<string, mixed>|null
	 */
	public function post( string $slug ): ?array {
		if ( '' === sanitize_title( $slug ) ) {
			return null;
		}
		$body  = $this->route_data->body( self::post_path( $slug ) );
		$first = is_array( $body ) ? ( $body[0] ?? null ) : null;
		return is_array( $first ) ? $first : null;
	}
}
