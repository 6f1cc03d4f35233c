<?php
/**
 * GET pp/v1/downloads
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Commerce\Store;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The person's downloadable files from WooCommerce (empty without a store),
 * with their tier's daily allowance.
 */
final class Downloads extends Abstract_Download_Route {

	public const IDENTIFIER = 'downloads';

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->signed_in_user();
		$tier    = $this->meta->tier( $user_id );
		$files   = $this->downloads->for_user( $user_id, $this->now() );
		return $this->private_response( $this->schema->library_response( $files, ( new Store() )->is_active(), $tier, $this->allowance( $user_id, $tier ) ) );
	}
}
