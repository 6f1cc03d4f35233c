<?php
/**
 * Response schema of `GET pp/v1/offline/licences`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{downloads: string[], appadoos: number[]}`: of the ids asked, those the
 * person still holds.
 */
final class Offline_Licences_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-offline-licences';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'downloads' => self::read_only( 'array', __( 'Download file ids asked that are still the person\'s and Active.', 'playpal' ), array( 'items' => array( 'type' => 'string' ) ) ),
			'appadoos'  => self::read_only( 'array', __( 'Appadoo ids asked that the person may still play (their own, or Live).', 'playpal' ), array( 'items' => array( 'type' => 'integer' ) ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{downloads: string[], appadoos: int[]}`.
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		return array(
			'downloads' => array_values( array_map( 'strval', (array) $item['downloads'] ) ),
			'appadoos'  => array_values( array_map( 'intval', (array) $item['appadoos'] ) ),
		);
	}
}
