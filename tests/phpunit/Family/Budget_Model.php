<?php
/**
 * A tiny reference model of the daily play budget.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use DateTimeImmutable;
use DateTimeZone;

/**
 * What the budget must be, in plain arithmetic: per child, the seconds played
 * on each site day (a session's growth over its largest total so far, on the
 * day of its played-at time), the extra seconds granted each day, and the
 * budget in minutes for weekdays and weekend days. Knows nothing of tables,
 * locks or routes; the calendar is PHP's own, in the site's zone.
 */
final class Budget_Model {

	/** A played-at this far ahead of the server's clock is still taken (a fast device clock). */
	public const FUTURE_SKEW = 300;

	/** Days back a played-at may be. */
	public const WINDOW_DAYS = 7;

	/**
	 * Seconds played, by child then site day.
	 *
	 * @var array<string, array<string, int>>
	 */
	private array $played = array();

	/**
	 * Seconds granted, by child then site day.
	 *
	 * @var array<string, array<string, int>>
	 */
	private array $extra = array();

	/**
	 * Sessions by child then id: the Appadoo it belongs to and its largest total so far.
	 *
	 * @var array<string, array<string, array{appadoo: int, total: int}>>
	 */
	private array $sessions = array();

	/**
	 * Budgets by child: weekday and weekend minutes (null: unlimited).
	 *
	 * @var array<string, array{weekday: int|null, weekend: int|null}>
	 */
	private array $budgets = array();

	public function __construct( private DateTimeZone $zone ) {
	}

	/**
	 * A child joins, with its budgets.
	 *
	 * @param string   $child   Child id.
	 * @param int|null $weekday Weekday minutes.
	 * @param int|null $weekend Weekend minutes.
	 */
	public function add_child( string $child, ?int $weekday, ?int $weekend ): void {
		$this->budgets[ $child ] = array(
			'weekday' => $weekday,
			'weekend' => $weekend,
		);
	}

	/**
	 * A budget changes.
	 *
	 * @param string   $child Child id.
	 * @param string   $which 'weekday' or 'weekend'.
	 * @param int|null $minutes New minutes.
	 */
	public function set_budget( string $child, string $which, ?int $minutes ): void {
		$this->budgets[ $child ][ $which ] = $minutes;
	}

	/**
	 * Whether a report of this played-at time is taken at all.
	 *
	 * @param int $played_at Played-at.
	 * @param int $now       Server clock.
	 */
	public static function takes( int $played_at, int $now ): bool {
		return $played_at <= $now + self::FUTURE_SKEW && $played_at >= $now - self::WINDOW_DAYS * 86400;
	}

	/**
	 * A report: the session's total so far, played up to $played_at.
	 *
	 * @param string $child     Child id.
	 * @param int    $appadoo   Appadoo.
	 * @param string $session   Session id.
	 * @param int    $total     Seconds so far (0 to a day).
	 * @param int    $played_at Played-at.
	 */
	public function report( string $child, int $appadoo, string $session, int $total, int $played_at ): void {
		$known = $this->sessions[ $child ][ $session ] ?? null;
		if ( null !== $known && $known['appadoo'] !== $appadoo ) {
			return;
		}
		$before = $known['total'] ?? 0;
		if ( $total > $before ) {
			$day                            = $this->day( $played_at );
			$this->played[ $child ][ $day ] = ( $this->played[ $child ][ $day ] ?? 0 ) + $total - $before;
		}
		$this->sessions[ $child ][ $session ] = array(
			'appadoo' => $appadoo,
			'total'   => max( $before, $total ),
		);
	}

	/**
	 * Ten more minutes today.
	 *
	 * @param string $child   Child id.
	 * @param int    $seconds Seconds granted.
	 * @param int    $now     Clock.
	 */
	public function grant( string $child, int $seconds, int $now ): void {
		$day                           = $this->day( $now );
		$this->extra[ $child ][ $day ] = ( $this->extra[ $child ][ $day ] ?? 0 ) + $seconds;
	}

	/**
	 * Today's figures, as Daily_Budget::today() must give them.
	 *
	 * @param string $child Child id.
	 * @param int    $now   Clock.
	 * @return array{day: string, weekend: bool, budgetMinutes: int|null, playedSeconds: int, extraSeconds: int, remainingSeconds: int|null}
	 */
	public function today( string $child, int $now ): array {
		$day     = $this->day( $now );
		$weekend = (int) ( new DateTimeImmutable( $day, $this->zone ) )->format( 'N' ) >= 6;
		$minutes = $this->budgets[ $child ][ $weekend ? 'weekend' : 'weekday' ];
		$played  = $this->played[ $child ][ $day ] ?? 0;
		$extra   = $this->extra[ $child ][ $day ] ?? 0;
		return array(
			'day'              => $day,
			'weekend'          => $weekend,
			'budgetMinutes'    => $minutes,
			'playedSeconds'    => $played,
			'extraSeconds'     => $extra,
			'remainingSeconds' => null === $minutes ? null : max( 0, $minutes * 60 + $extra - $played ),
		);
	}

	/**
	 * Seconds played on every day the model knows of, for a child.
	 *
	 * @param string $child Child id.
	 * @return array<string, int>
	 */
	public function played_days( string $child ): array {
		$days = $this->played[ $child ] ?? array();
		ksort( $days );
		return $days;
	}

	/**
	 * Sessions of a child the model knows, with their Appadoo.
	 *
	 * @param string $child Child id.
	 * @return array<string, array{appadoo: int, total: int}>
	 */
	public function sessions( string $child ): array {
		return $this->sessions[ $child ] ?? array();
	}

	/**
	 * The site-local day of a moment.
	 *
	 * @param int $time Unix time.
	 */
	public function day( int $time ): string {
		return ( new DateTimeImmutable( '@' . $time ) )->setTimezone( $this->zone )->format( 'Y-m-d' );
	}
}
