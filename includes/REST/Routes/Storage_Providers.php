<?php
/**
 * GET pp/v1/storage/providers
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Storage_Provider_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The storage providers as the signed-in person has them: connected or not,
 * with their quota (SPEC §7 GET /api/storage/providers). Never credentials.
 */
final class Storage_Providers extends Abstract_Storage_Route {

	public const IDENTIFIER = 'storage-providers';

	public const SCHEMA = Storage_Provider_Schema::class;

	public function get_path(): string {
		return '/storage/providers';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function respond( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->user();
		$items   = array();
		foreach ( $this->providers->all() as $provider ) {
			$items[] = $this->provider_item( $provider, $user_id );
		}
		return $this->answer(
			array(
				'success'   => true,
				'providers' => $items,
			)
		);
	}
}
