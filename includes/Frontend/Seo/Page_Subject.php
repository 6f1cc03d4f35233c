<?php
/**
 * What the current app page is about: a blog post, a product, or neither.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

use PlayPal\Commerce\Shop_Routes;
use PlayPal\Commerce\Store;
use PlayPal\Frontend\Blog_Routes;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Asks the routes' own lookups (each remembers its answer for the request),
 * so the share tags cost no query of their own.
 */
final class Page_Subject {

	public function __construct(
		private Blog_Routes $blog,
		private Store $store
	) {}

	/**
	 * The post of a /blog/{slug} page, or null.
	 *
	 * @param array{pattern: ?string, params: array<string, string>}|null $route Matched route.
	 */
	public function post( ?array $route ): ?WP_Post {
		if ( Blog_Routes::POST_PATTERN !== ( $route['pattern'] ?? null ) ) {
			return null;
		}
		// The post screen's response, dispatched once per request (Route_Data); its
		// query left the post in the object cache, so get_post() asks nothing more.
		$item = $this->blog->post( (string) ( $route['params']['slug'] ?? '' ) );
		$post = null === $item ? null : get_post( (int) ( $item['id'] ?? 0 ) );
		return $post instanceof WP_Post ? $post : null;
	}

	/**
	 * The Store API product of a /product/{slug} page, or null (also while the store is closed to this visitor).
	 *
	 * @param array{pattern: ?string, params: array<string, string>}|null $route Matched route.
	 * @return array<string, mixed>|null
	 */
	public function product( ?array $route ): ?array {
		if ( Shop_Routes::PRODUCT_ROUTE !== ( $route['pattern'] ?? null ) || ! $this->store->is_open() ) {
			return null;
		}
		return $this->store->product_by_slug( (string) ( $route['params']['slug'] ?? '' ) );
	}
}
