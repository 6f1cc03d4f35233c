<?php
/**
 * Response schema of `pp/v1/health`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * Status and version for everyone; the environment only for site owners.
 */
final class Health_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-health';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$version = self::object_of( array( 'version' => array( 'type' => 'string' ) ) );
		return array(
			'status'      => self::field( 'string', __( 'Always "ok" when the plugin answers.', 'playpal' ), array( 'enum' => array( 'ok' ) ) ),
			'version'     => self::field( 'string', __( 'PlayPal version.', 'playpal' ) ),
			// phpcs:ignore WordPress.WP.CapitalPDangit -- A JSON key, not prose.
			'wordpress'   => $version + array( 'description' => __( 'WordPress version (site owners only).', 'playpal' ) ),
			'php'         => $version + array( 'description' => __( 'PHP version (site owners only).', 'playpal' ) ),
			'database'    => self::field( 'object', __( 'Database reachability and server (site owners only).', 'playpal' ) ) + array(
				'properties' => array(
					'ok'     => array( 'type' => 'boolean' ),
					'server' => array( 'type' => 'string' ),
				),
			),
			'woocommerce' => self::field( 'object', __( 'Whether WooCommerce is active, and its version (site owners only).', 'playpal' ) ) + array(
				'properties' => array(
					'active'  => array( 'type' => 'boolean' ),
					'version' => array( 'type' => array( 'string', 'null' ) ),
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Array with 'version' and 'environment': null, or (only
	 *                    when it may be shown) the WordPress and PHP versions,
	 *                    database_ok, database_server, woocommerce_active and
	 *                    woocommerce_version as collected by the Health route.
	 */
	public function get_item_response( mixed $item ): array {
		$response    = array(
			'status'  => 'ok',
			'version' => (string) $item['version'],
		);
		$environment = $item['environment'] ?? null;
		if ( ! is_array( $environment ) ) {
			return $response;
		}
		return $response + array(
			'wordpress'   => array( 'version' => (string) $environment['wordpress'] ),
			'php'         => array( 'version' => (string) $environment['php'] ),
			'database'    => array(
				'ok'     => (bool) $environment['database_ok'],
				'server' => (string) $environment['database_server'],
			),
			'woocommerce' => array(
				'active'  => (bool) $environment['woocommerce_active'],
				'version' => null === $environment['woocommerce_version'] ? null : (string) $environment['woocommerce_version'],
			),
		);
	}
}
