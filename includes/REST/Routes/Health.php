<?php
/**
 * GET pp/v1/health
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Commerce\Store;

use PlayPal\REST\Schemas\Health_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Says the plugin is up. Site owners also see the environment, which helps
 * support and is not for strangers.
 *
 * @extends Abstract_Public_Read_Route<Health_Schema>
 */
final class Health extends Abstract_Public_Read_Route {

	public const IDENTIFIER = 'health';

	public const SCHEMA = Health_Schema::class;

	/**
	 * Shared caches must revalidate: a cached "ok" would hide an outage.
	 */
	protected const MAX_AGE = 0;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$show_environment = current_user_can( 'manage_options' );
		$data             = $this->schema->get_item_response(
			array(
				'version'     => PLAYPAL_VERSION,
				'environment' => $show_environment ? $this->environment() : null,
			)
		);
		// Private details: no browser or proxy may keep a copy.
		return $show_environment ? $this->private_response( $data ) : new WP_REST_Response( $data );
	}

	/**
	 * Facts about the server the plugin runs on.
	 *
	 * @return array<string, mixed>
	 */
	private function environment(): array {
		global $wpdb;
		// A live round trip is the point of the check, so no cache.
		$database_ok = '1' === (string) $wpdb->get_var( 'SELECT 1' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery

		return array(
			'wordpress'           => get_bloginfo( 'version' ),
			'php'                 => PHP_VERSION,
			'database_ok'         => $database_ok,
			'database_server'     => $database_ok ? (string) $wpdb->db_server_info() : '',
			'woocommerce_active'  => ( new Store() )->is_active(),
			'woocommerce_version' => defined( 'WC_VERSION' ) ? (string) WC_VERSION : null,
		);
	}
}
