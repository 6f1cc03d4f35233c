<?php
/**
 * Response schema of `GET pp/v1/appadoos/analytics`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{totals, topBySessions, topByTime, templates}` (Appadoos\Play_Analytics).
 */
final class Appadoo_Analytics_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-appadoo-analytics';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$ranked = array(
			'id'           => array( 'type' => 'integer' ),
			'name'         => array( 'type' => 'string' ),
			'sessions'     => array( 'type' => 'integer' ),
			'totalTime'    => self::field( 'integer', __( 'Whole minutes played.', 'playpal' ) ),
			'totalSeconds' => array( 'type' => 'integer' ),
			'lastPlayed'   => array( 'type' => array( 'string', 'null' ) ),
		);
		return array(
			'totals'        => self::read_only( 'object', __( 'Appadoos, active users, sessions and play time over the Appadoos asked for.', 'playpal' ) ) + array(
				'properties' => array(
					'appadoos'     => array( 'type' => 'integer' ),
					'activeUsers'  => array( 'type' => 'integer' ),
					'sessions'     => array( 'type' => 'integer' ),
					'totalTime'    => array( 'type' => 'integer' ),
					'totalSeconds' => array( 'type' => 'integer' ),
				),
			),
			'topBySessions' => self::read_only_object_list( __( 'The most played Appadoos by sessions.', 'playpal' ), $ranked ),
			'topByTime'     => self::read_only_object_list( __( 'The most played Appadoos by play time.', 'playpal' ), $ranked ),
			'templates'     => self::read_only_object_list(
				__( 'How many of the Appadoos came from each template.', 'playpal' ),
				array(
					'id'    => array( 'type' => 'string' ),
					'name'  => array( 'type' => 'string' ),
					'count' => array( 'type' => 'integer' ),
				)
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Play_Analytics::summary().
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		return array(
			'totals'        => array_map( 'intval', $item['totals'] ),
			'topBySessions' => array_map( array( self::class, 'ranked' ), $item['top_by_sessions'] ),
			'topByTime'     => array_map( array( self::class, 'ranked' ), $item['top_by_time'] ),
			'templates'     => array_map(
				static fn( array $template ): array => array(
					'id'    => (string) $template['id'],
					'name'  => (string) $template['name'],
					'count' => (int) $template['count'],
				),
				$item['templates']
			),
		);
	}

	/**
	 * One Appadoo of a ranking.
	 *
	 * @param array<string, mixed> $record Appadoo record.
	 * @return array<string, mixed>
	 */
	private static function ranked( array $record ): array {
		return array(
			'id'           => (int) $record['id'],
			'name'         => (string) $record['name'],
			'sessions'     => (int) $record['usage']['sessions'],
			'totalTime'    => (int) $record['usage']['totalTime'],
			'totalSeconds' => (int) $record['usage']['totalSeconds'],
			'lastPlayed'   => $record['usage']['lastPlayed'],
		);
	}
}
