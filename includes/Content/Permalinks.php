<?php
/**
 * Post permalinks that land in the app.
 *
 * @package PlayPal
 */

namespace PlayPal\Content;

use PlayPal\Frontend\Url_Router;
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
		// After Url_Router (0) has decided whether the app answers; before redirect_canonical (10).
		add_action( 'template_redirect', array( $this, 'redirect_old_permalink' ), 5 );
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
		$origin = (string) preg_replace( '#^(https?://[^/]+).*$#', '$1', home_url( '/' ) );
		return $origin . $base . 'blog/' . ( $leavename ? '%postname%' : $post->post_name );
	}

	/**
	 * Sends a request for WordPress's own permalink of a post to the app's.
	 */
	public function redirect_old_permalink(): void {
		if ( null !== $this->router->current() || ! is_singular( 'post' ) || is_preview() ) {
			return;
		}
		$post = get_queried_object();
		if ( ! $post instanceof WP_Post ) {
			return;
		}
		$target = get_permalink( $post );
		if ( is_string( $target ) && str_starts_with( (string) wp_parse_url( $target, PHP_URL_PATH ), $this->router->base_url_path() . 'blog/' ) ) {
			wp_safe_redirect( $target, 301, 'PlayPal' );
			exit;
		}
	}
}
