<?php
/**
 * The figures of the Appadoo portal's Analytics tab and stat tiles.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

defined( 'ABSPATH' ) || exit;

/**
 * Sums and rankings over Appadoo records (Appadoo_Repository::list()), so
 * the Analytics tab and the stat tiles show the same numbers:
 *
 * - totals: Appadoos, active users (owners with at least one session),
 *   sessions, play time (seconds, and whole minutes);
 * - the top Appadoos by sessions and by play time (played ones only; ties go
 *   to the one played last);
 * - how many of the Appadoos came from each template.
 */
final class Play_Analytics {

	/** How many Appadoos each ranking shows. */
	public const TOP = 5;

	/**
	 * The summary of some Appadoo records.
	 *
	 * @param array<int, array<string, mixed>> $records Records.
	 * @return array{totals: array{appadoos: int, activeUsers: int, sessions: int, totalTime: int, totalSeconds: int}, top_by_sessions: array<int, array<string, mixed>>, top_by_time: array<int, array<string, mixed>>, templates: array<int, array{id: string, name: string, count: int}>}
	 */
	public function summary( array $records ): array {
		$owners    = array();
		$sessions  = 0;
		$seconds   = 0;
		$templates = array();
		foreach ( $records as $record ) {
			$usage     = $record['usage'];
			$sessions += $usage['sessions'];
			$seconds  += $usage['totalSeconds'];
			if ( $usage['sessions'] > 0 ) {
				$owners[ $record['owner_id'] ] = true;
			}
			$id               = (string) $record['template'];
			$templates[ $id ] = array(
				'id'    => $id,
				'name'  => (string) $record['template_name'],
				'count' => ( $templates[ $id ]['count'] ?? 0 ) + 1,
			);
		}
		$templates = array_values( $templates );
		usort( $templates, static fn( array $a, array $b ): int => array( $b['count'], $a['name'] ) <=> array( $a['count'], $b['name'] ) );

		return array(
			'totals'          => array(
				'appadoos'     => count( $records ),
				'activeUsers'  => count( $owners ),
				'sessions'     => $sessions,
				'totalTime'    => intdiv( $seconds, MINUTE_IN_SECONDS ),
				'totalSeconds' => $seconds,
			),
			'top_by_sessions' => self::top( $records, 'sessions' ),
			'top_by_time'     => self::top( $records, 'totalSeconds' ),
			'templates'       => $templates,
		);
	}

	/**
	 * The played records with the most of one usage figure.
	 *
	 * @param array<int, array<string, mixed>> $records Records.
	 * @param string                           $figure  `sessions` or `totalSeconds`.
	 * @return array<int, array<string, mixed>>
	 */
	private static function top( array $records, string $figure ): array {
		$played = array_values( array_filter( $records, static fn( array $record ): bool => $record['usage'][ $figure ] > 0 ) );
		usort(
			$played,
			static fn( array $a, array $b ): int => array( $b['usage'][ $figure ], (string) $b['usage']['lastPlayed'], $b['id'] )
				<=> array( $a['usage'][ $figure ], (string) $a['usage']['lastPlayed'], $a['id'] )
		);
		return array_slice( $played, 0, self::TOP );
	}
}
