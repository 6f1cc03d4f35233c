<?php
/**
 * Post permalinks that land in the app.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * When the app owns the front end where a post's permalink lives (the base
 * path covers it), the permalink becomes the app's /blog/{slug}: "View post"
 * in the editor, feeds, sitemaps and search all land in the app. The old
 * permalink answers 301 to the new one, so existing links keep working.
 *
 * Only posts the app can show change: drafts, private and password-protected
 * posts keep WordPress's permalink (and its previews).
 */
final class Permalinks {

	public function __construct( private Url_Router $router ) {}

	public function add_hooks(): void {
		add_filter( 'post_link', array( $this, 'post_link' ), 10, 3 );
		add_filter( 'preview_post_link', array( $this, 'preview_link' ), 10, 2 );
		// Before Url_Router (0) and redirect_canonical (10).
		add_action( 'template_redirect', array( $this, 'redirect_old_permalink' ), -1 );
	}

	/**
	 * The app's address of a published post.
	 *
	 * @param string  $permalink WordPress's permalink.
	 * @param WP_Post $post      Post.
	 * @param bool    $leavename Whether to keep the %postname% placeholder (the editor's slug field).
	 */
	public function post_link( string $permalink, WP_Post $post, bool $leavename = false ): string {
		if ( 'publish' !== $post->post_status || '' !== $post->post_password || '' === $post->post_name ) {
			return $permalink;
		}
		$base = $this->router->base_url_path();
		$path = (string) wp_parse_url( $permalink, PHP_URL_PATH );
		if ( ! str_starts_with( trailingslashit( $path ), $base ) ) {
			return $permalink; // The theme owns this part of the site.
		}
		return $this->router->origin() . $base . 'blog/' . ( $leavename ? '%postname%' : $post->post_name );
	}

	/**
	 * Previews stay with WordPress: the app shows only what is published, so
	 * "Preview" on a published post with unsaved changes would otherwise show
	 * the old text. The preview goes to WordPress's own permalink, which the
	 * theme renders (Url_Router leaves previews to WordPress).
	 *
	 * @param string  $link Preview link WordPress built from the permalink.
	 * @param WP_Post $post Post.
	 */
	public function preview_link( string $link, WP_Post $post ): string {
		$path = (string) wp_parse_url( $link, PHP_URL_PATH );
		if ( 'post' !== $post->post_type || ! str_starts_with( $path, $this->router->base_url_path() . 'blog/' ) ) {
			return $link;
		}
		remove_filter( 'post_link', array( $this, 'post_link' ) );
		$wordpress_link = (string) get_permalink( $post );
		add_filter( 'post_link', array( $this, 'post_link' ), 10, 3 );

		$query = array();
		wp_parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
		return add_query_arg( $query, $wordpress_link );
	}

	/**
	 * Sends a request for WordPress's own permalink of a post (pretty or
	 * ?p={id}) to the app's, with 301. Runs before Url_Router, which would
	 * otherwise answer "/?p={id}" as the app's Home.
	 */
	public function redirect_old_permalink(): void {
		if ( ! is_singular( 'post' ) || is_preview() ) {
			return;
		}
		$post = get_queried_object();
		if ( ! $post instanceof WP_Post ) {
			return;
		}
		$target      = (string) get_permalink( $post );
		$target_path = (string) wp_parse_url( $target, PHP_URL_PATH );
		$is_there    = untrailingslashit( $target_path ) === untrailingslashit( $this->router->request_path() ) && ! isset( $_GET['p'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Read-only routing.
		if ( ! $is_there && str_starts_with( $target_path, $this->router->base_url_path() . 'blog/' ) ) {
			wp_safe_redirect( $target, 301, 'PlayPal' );
			exit;
		}
	}
}
