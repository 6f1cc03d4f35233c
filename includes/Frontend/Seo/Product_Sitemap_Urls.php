<?php
/**
 * Products in WordPress's sitemap, at the app's product pages.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

use PlayPal\Commerce\Store;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress lists products at the store's own permalink (/product/{slug}/ or
 * whatever base the store is set to); the page people and search engines
 * should land on is the app's /product/{slug}, whose canonical link is itself.
 */
final class Product_Sitemap_Urls {

	/** The store's product post type. */
	private const POST_TYPE = 'product';

	public function __construct(
		private App_Urls $urls,
		private Store $store
	) {}

	/**
	 * Filters an entry of the posts sitemap (`wp_sitemaps_posts_entry`).
	 *
	 * @param array<string, string> $entry     Sitemap entry: loc, lastmod.
	 * @param WP_Post               $post      The listed post.
	 * @param string                $post_type Its post type.
	 * @return array<string, string>
	 */
	public function entry( array $entry, WP_Post $post, string $post_type ): array {
		if ( self::POST_TYPE !== $post_type || ! $this->store->is_active() || '' === $post->post_name ) {
			return $entry;
		}
		// WordPress stores non-ASCII slugs percent-encoded; the URL encodes the decoded slug once.
		$entry['loc'] = $this->urls->product( rawurldecode( $post->post_name ) );
		return $entry;
	}
}
