<?php
/**
 * The shop's product lists leave out products hidden from the catalogue.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's own shop pages leave out a product whose catalogue
 * visibility is "Hidden" or "Search results only"; its Store API product
 * list, which PlayPal's shop reads, does not unless asked
 * (`catalog_visibility`). This asks for it on every list that does not say
 * otherwise, so a product a site owner hides — the membership products the
 * sample store seeds, sold from the member portal and the Create It Forward
 * gate — is not a shop card. A product looked up by slug (its page) or by id
 * is still found.
 */
final class Catalog_Visibility {

	private const PRODUCTS_ROUTE = '/wc/store/v1/products';

	public function add_hooks(): void {
		add_filter( 'rest_request_before_callbacks', array( $this, 'hide_from_lists' ), 10, 3 );
	}

	/**
	 * Adds `catalog_visibility=catalog` to a Store API product list request that names no visibility, slug or ids.
	 *
	 * @param mixed           $response Response so far (a WP_Error stops here).
	 * @param mixed           $handler  Route handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed The response, untouched.
	 */
	public function hide_from_lists( mixed $response, mixed $handler, WP_REST_Request $request ): mixed {
		if ( 'GET' !== $request->get_method() || self::PRODUCTS_ROUTE !== untrailingslashit( $request->get_route() ) ) {
			return $response;
		}
		foreach ( array( 'catalog_visibility', 'slug', 'include' ) as $asked ) {
			// `include` defaults to an empty list: only a value that names something counts.
			if ( ! in_array( $request->get_param( $asked ), array( null, '', array() ), true ) ) {
				return $response;
			}
		}
		$request->set_param( 'catalog_visibility', 'catalog' );
		return $response;
	}
}
