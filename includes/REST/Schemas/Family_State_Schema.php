<?php
/**
 * Response schema of `pp/v1/family/children/{id}/appadoos/{appadooId}/state`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use stdClass;

defined( 'ABSPATH' ) || exit;

/**
 * `{appadooId, state: object|null, progress: {score, completed}, lastPlayed,
 * updatedAt, revision}` (times ISO 8601 UTC or null; revision 0 when nothing
 * was saved, one more with each save). An empty saved state stays `{}`.
 */
final class Family_State_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-family-state';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'appadooId'  => self::read_only( 'integer' ),
			'state'      => self::read_only( array( 'object', 'null' ), __( 'What the package saved (a JSON object), or null.', 'playpal' ) ),
			'progress'   => self::read_only( 'object' ) + array(
				'properties' => array(
					'score'     => array( 'type' => array( 'number', 'null' ) ),
					'completed' => array( 'type' => 'boolean' ),
				),
			),
			'lastPlayed' => self::read_only( array( 'string', 'null' ) ),
			'updatedAt'  => self::read_only( array( 'string', 'null' ) ),
			'revision'   => self::read_only( 'integer', __( 'The saved state\'s revision: 0 when nothing was saved; a save sends it and adds one.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{appadooId: int, state: stdClass|null, score, completed, lastPlayed, updatedAt, revision}`.
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		return array(
			'appadooId'  => (int) ( $item['appadooId'] ?? 0 ),
			'state'      => ( $item['state'] ?? null ) instanceof stdClass ? $item['state'] : null,
			'progress'   => array(
				'score'     => isset( $item['score'] ) ? (float) $item['score'] : null,
				'completed' => (bool) ( $item['completed'] ?? false ),
			),
			'lastPlayed' => self::time( $item['lastPlayed'] ?? null ),
			'updatedAt'  => self::time( $item['updatedAt'] ?? null ),
			'revision'   => (int) ( $item['revision'] ?? 0 ),
		);
	}

	/**
	 * A Unix time as ISO 8601 UTC, or null.
	 *
	 * @param mixed $time Unix time or null.
	 */
	public static function time( mixed $time ): ?string {
		return is_int( $time ) && $time > 0 ? gmdate( 'Y-m-d\TH:i:s\Z', $time ) : null;
	}
}
