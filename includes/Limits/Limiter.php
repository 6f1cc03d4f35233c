<?php
/**
 * The one limiter: counts hits against a Policy.
 *
 * @package PlayPal
 */

namespace PlayPal\Limits;

use PlayPal\Errors\Lock_Busy;
use PlayPal\Errors\Rate_Limited;
use PlayPal\Errors\Unavailable;
use PlayPal\Database\Atomic_Counter;
use PlayPal\Database\Named_Lock;

defined( 'ABSPATH' ) || exit;

/**
 * Two ways to hold a count: hit() and enforce() keep one Atomic_Counter per
 * key and fixed or daily window (one statement, so parallel requests cannot
 * pass a limit; refused hits count too: the write throttles); claim() counts
 * a person's own log of what passed (user meta, table rows) and adds to it
 * under their Named_Lock (refused attempts record nothing: daily downloads,
 * share codes).
 */
final class Limiter {

	/** What hit() answers when the count could not be taken: callers refuse. */
	public const FAILED = Atomic_Counter::FAILED;

	/**
	 * Constructor.
	 *
	 * @param Atomic_Counter $counter The counters.
	 */
	public function __construct( private Atomic_Counter $counter = new Atomic_Counter() ) {}

	/**
	 * Records one hit on a fixed or daily policy's counter.
	 *
	 * @param Policy   $policy The limit.
	 * @param string   $scope  What kind of hit, e.g. 'interest'.
	 * @param string   $who    Who is counted (unread when site-wide).
	 * @param int|null $now    When (default: now).
	 * @return int Hits in the window including this one; FAILED (0) when counting failed.
	 */
	public function hit( Policy $policy, string $scope, string $who, ?int $now = null ): int {
		[ $from, $to ] = $policy->window( $now ?? time() );
		// Kept until its window ends; limits with other windows share the table.
		return $this->counter->add( $policy->key( $scope, $who ), $to, $from );
	}

	/**
	 * Counts one hit; throws when it is past the limit or could not be counted.
	 *
	 * @param Policy   $policy  The limit.
	 * @param string   $scope   What kind of hit.
	 * @param string   $who     Who is counted.
	 * @param string   $code    Stable code of the refusal, e.g. 'playpal_interest_rate_limited'.
	 * @param string   $message Sentence of the refusal.
	 * @param int|null $now     When (default: now).
	 * @throws Rate_Limited Past the limit, with the seconds until the window ends.
	 * @throws Unavailable When counting failed: a limiter that cannot count lets nothing through.
	 */
	public function enforce( Policy $policy, string $scope, string $who, string $code, string $message, ?int $now = null ): void {
		$now  = $now ?? time();
		$hits = $this->hit( $policy, $scope, $who, $now );
		if ( self::FAILED === $hits ) {
			throw new Unavailable( 'playpal_rate_limit_unavailable', __( 'We cannot accept this just now. Please try again in a moment.', 'playpal' ) );
		}
		if ( $hits > $policy->limit ) {
			throw new Rate_Limited( $code, $message, $policy->retry_after( $now ) );
		}
	}

	/**
	 * Runs $record when the person's log has room under the policy, else
	 * nothing; count and record are one step under the lock `{topic}_{user}`
	 * (Named_Lock::run_on_meta: their meta read afresh), waiting 10 seconds.
	 *
	 * @template T
	 * @param Policy                  $policy  The limit.
	 * @param string                  $topic   The lock's topic, e.g. 'downloads'.
	 * @param int                     $user_id The person.
	 * @param callable(int, int): int $count   Their hits at times in [from, to).
	 * @param callable(): T           $record  Records one hit; claim() answers what it answers.
	 * @param int                     $now     Unix time.
	 * @return T|null Null when the limit is reached.
	 * @throws Lock_Busy When another request of the person holds the lock too long.
	 */
	public static function claim( Policy $policy, string $topic, int $user_id, callable $count, callable $record, int $now ): mixed {
		return Named_Lock::run_on_meta( $topic, 'user', $user_id, 10, static fn(): mixed => $policy->remaining( $count, $now ) > 0 ? $record() : null );
	}
}
