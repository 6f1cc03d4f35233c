<?php
/**
 * The one limiter: counts hits against a Policy.
 *
 * @package PlayPal
 */

namespace PlayPal\Limits;

use PlayPal\Errors\Rate_Limited;
use PlayPal\Errors\Unavailable;
use PlayPal\Storage\Atomic_Counter;
use PlayPal\Storage\Lock_Busy;
use PlayPal\Storage\Named_Lock;

defined( 'ABSPATH' ) || exit;

/**
 * Two ways to hold the count, one policy arithmetic:
 *
 * - hit() and enforce(): one Atomic_Counter per key and fixed or daily window
 *   (the window's start is part of the key, its end the counter's expiry), so
 *   the count is taken in one statement and parallel requests cannot pass a
 *   limit. Every hit counts, refused ones too. A write throttle (Http\Write_Throttle).
 * - claim(): a person's own log of what was allowed (user meta, rows of a
 *   table), counted and added to under the person's Named_Lock; a refused
 *   attempt records nothing. The daily downloads and share codes.
 */
final class Limiter {

	/**
	 * What hit() answers when the count could not be taken. Callers treat it
	 * as "refuse": a limiter that cannot count must not let everything through.
	 */
	public const FAILED = Atomic_Counter::FAILED;

	/** Seconds claim() waits for another request of the same person. */
	private const LOCK_WAIT = 10;

	/**
	 * Constructor.
	 *
	 * @param Atomic_Counter $counter The counters.
	 */
	public function __construct( private Atomic_Counter $counter = new Atomic_Counter() ) {}

	/**
	 * Records one hit and says how many hits the key has in the current window
	 * of a fixed or daily policy (a sliding window needs a log: claim()).
	 *
	 * @param Policy   $policy The limit.
	 * @param string   $scope  What kind of hit, e.g. 'interest'.
	 * @param string   $who    Who is counted (not read by a site-wide policy).
	 * @param int|null $now    When the hit is counted (default: now).
	 * @return int Hits in the current window including this one; FAILED (0) when counting failed.
	 */
	public function hit( Policy $policy, string $scope, string $who, ?int $now = null ): int {
		[ $from, $to ] = $policy->window( $now ?? time() );
		// Kept until its window ends; limits with other windows share the table.
		return $this->counter->add( $policy->key( $scope, $who ), $to, $from );
	}

	/**
	 * Counts one hit; throws when it is past the policy's limit or could not be counted.
	 *
	 * @param Policy   $policy  The limit.
	 * @param string   $scope   What kind of hit.
	 * @param string   $who     Who is counted.
	 * @param string   $code    Stable code of the refusal, e.g. 'playpal_interest_rate_limited'.
	 * @param string   $message Sentence of the refusal.
	 * @param int|null $now     When the hit is counted (default: now).
	 * @throws Rate_Limited Past the limit, with the seconds until the window ends.
	 * @throws Unavailable When the count could not be taken.
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
	 * Runs $record when the person's log leaves room under the policy, or
	 * nothing when it does not: the count and the record are one step under
	 * the person's lock `{topic}_{user}` (Named_Lock::run_on_meta, so their
	 * meta is read afresh), and parallel requests never pass the limit.
	 *
	 * @template T
	 * @param Policy                  $policy  The limit.
	 * @param string                  $topic   The lock's topic, e.g. 'downloads'.
	 * @param int                     $user_id The person counted.
	 * @param callable(int, int): int $count   The person's recorded hits at times in [from, to).
	 * @param callable(): T           $record  Records one hit; what it answers, claim() answers.
	 * @param int                     $now     Unix time.
	 * @return T|null Null when the limit is reached (nothing recorded).
	 * @throws Lock_Busy When another request of the person holds the lock too long.
	 */
	public static function claim( Policy $policy, string $topic, int $user_id, callable $count, callable $record, int $now ): mixed {
		return Named_Lock::run_on_meta(
			$topic,
			'user',
			$user_id,
			self::LOCK_WAIT,
			static fn(): mixed => $policy->remaining( $count, $now ) > 0 ? $record() : null
		);
	}
}
