<?php
/**
 * Response schema of `POST pp/v1/appadoos/{key}/play-lease`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{success: true, expiresAt, renewEvery}`: the lease of the host page's load
 * now runs until `expiresAt` (ISO 8601 UTC); renew again in `renewEvery`
 * seconds. Nothing else about the Appadoo or the person comes back.
 */
final class Play_Lease_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-play-lease';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'success'    => self::read_only( 'boolean', __( 'Whether the lease was renewed.', 'playpal' ) ),
			'expiresAt'  => self::read_only( 'string', __( 'When the play address stops working unless renewed again (ISO 8601, UTC).', 'playpal' ), array( 'format' => 'date-time' ) ),
			'renewEvery' => self::read_only( 'integer', __( 'Seconds until the page should renew again.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{expires: int, every: int}`.
	 */
	public function get_item_response( mixed $item ): array {
		$item = is_array( $item ) ? $item : array();
		return array(
			'expiresAt'  => gmdate( 'Y-m-d\TH:i:s\Z', (int) ( $item['expires'] ?? 0 ) ),
			'renewEvery' => (int) ( $item['every'] ?? 0 ),
		);
	}
}
