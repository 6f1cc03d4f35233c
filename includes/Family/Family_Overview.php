<?php
/**
 * The parent's view: each child's play time, Appadoos and progress.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Time\Site_Day;

defined( 'ABSPATH' ) || exit;

/**
 * Per child: today's figures (Daily_Budget), seconds played this week (from
 * the site's "Week Starts On" day to today), and each Appadoo played with its
 * seconds, progress and last play, most recent first. Built from the
 * family's own rows only.
 */
final class Family_Overview {

	public function __construct( private Child_Repository $children, private Daily_Budget $budget, private Play_Time_Ledger $ledger, private Child_Appadoo_State $states, private Playable_Appadoos $appadoos ) {
	}

	/**
	 * The view.
	 *
	 * @param int $parent_id Parent's user id.
	 * @param int $now       Current time.
	 * @return list<array{child: Child, today: array<string, mixed>, weekSeconds: int, weekStart: string, appadoos: list<array{id: int, title: string, seconds: int, score: float|null, completed: bool, lastPlayed: int|null}>}>
	 */
	public function for_parent( int $parent_id, int $now ): array {
		$view = array();
		foreach ( $this->children->for_parent( $parent_id ) as $child ) {
			$week    = Site_Day::week_start( $now );
			$seconds = $this->ledger->played_by_appadoo( $child );
			$played  = array();
			foreach ( $this->states->all( $child ) as $row ) {
				$played[] = array(
					'id'         => $row['appadooId'],
					'title'      => $this->appadoos->title( $row['appadooId'] ),
					'seconds'    => $seconds[ $row['appadooId'] ] ?? 0,
					'score'      => $row['score'],
					'completed'  => $row['completed'],
					'lastPlayed' => $row['lastPlayed'],
				);
			}
			$view[] = array(
				'child'       => $child,
				'today'       => $this->budget->today( $child, $now ),
				'weekSeconds' => $this->ledger->played_between( $child, $week, Site_Day::of( $now ) ),
				'weekStart'   => $week,
				'appadoos'    => $played,
			);
		}
		return $view;
	}
}
