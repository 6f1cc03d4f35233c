<?php
/**
 * Response schema of `pp/v1/family/overview`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use PlayPal\Family\Child;

defined( 'ABSPATH' ) || exit;

/**
 * `{children: [{id, nickname, avatar, today, weekSeconds, weekStart,
 * appadoos: [{id, title, seconds, progress: {score, completed}, lastPlayed}]}]}`.
 */
final class Family_Overview_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-family-overview';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'children' => self::read_only_object_list(
				__( 'Each child\'s play time, Appadoos played, progress and last play.', 'playpal' ),
				array(
					'id'          => array( 'type' => 'string' ),
					'nickname'    => array( 'type' => 'string' ),
					'avatar'      => array( 'type' => 'string' ),
					'today'       => self::object_of( Family_Child_Schema::today_properties() ),
					'weekSeconds' => array( 'type' => 'integer' ),
					'weekStart'   => array( 'type' => 'string' ),
					'appadoos'    => array(
						'type'  => 'array',
						'items' => array( 'type' => 'object' ),
					),
				)
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item As Family_Overview::for_parent() returns.
	 */
	public function get_item_response( mixed $item ): array {
		$children = array();
		foreach ( (array) $item as $entry ) {
			$child = $entry['child'];
			assert( $child instanceof Child );
			$children[] = array(
				'id'          => $child->public_id,
				'nickname'    => $child->nickname,
				'avatar'      => $child->avatar,
				'today'       => $entry['today'],
				'weekSeconds' => (int) $entry['weekSeconds'],
				'weekStart'   => (string) $entry['weekStart'],
				'appadoos'    => array_map(
					static fn( array $appadoo ): array => array(
						'id'         => (int) $appadoo['id'],
						'title'      => (string) $appadoo['title'],
						'seconds'    => (int) $appadoo['seconds'],
						'progress'   => array(
							'score'     => $appadoo['score'],
							'completed' => (bool) $appadoo['completed'],
						),
						'lastPlayed' => Family_State_Schema::time( $appadoo['lastPlayed'] ),
					),
					$entry['appadoos']
				),
			);
		}
		return array( 'children' => $children );
	}
}
