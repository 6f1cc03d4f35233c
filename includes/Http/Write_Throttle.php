<?php
/**
 * The limits every public write endpoint applies before it stores anything.
 *
 * @package PlayPal
 */

namespace PlayPal\Http;

use PlayPal\Errors\Rate_Limited;
use PlayPal\Errors\Unavailable;
use PlayPal\Limits\Limiter;
use PlayPal\Limits\Policy;

defined( 'ABSPATH' ) || exit;

/**
 * Two fixed-window policies per write (Limits\Limiter): one per client (its
 * address, an IPv6 /64 as one) and one site-wide, so a crowd of addresses
 * cannot fill the table either. The per-client counter runs first, and only
 * a write within it is counted for everybody: one client hammering a route
 * uses up its own allowance, never the site's. When a counter cannot be
 * taken (the database refused) the write is refused (Unavailable): a limiter
 * that lets everything through when it breaks is no limit.
 *
 * The limits come from filters named after the scope, over the route's
 * defaults: playpal_{scope}_rate_limit (writes per client per window),
 * playpal_{scope}_rate_window (seconds) and playpal_{scope}_global_rate_limit
 * (writes from everybody per window); scopes are interest, submission,
 * sessions, convert, appadoo_create and restore.
 */
final class Write_Throttle {

	/** The window of enforce()'s site-wide counter: a minute. */
	public const GLOBAL_WINDOW = 60;

	/**
	 * Constructor.
	 *
	 * @param Limiter        $limiter Hit counter.
	 * @param Client_Address $client  The client's address.
	 */
	public function __construct( private Limiter $limiter, private Client_Address $client ) {}

	/**
	 * Counts this write per client, then (only when within that) for
	 * everybody per minute; throws when a limit is used up (everybody's:
	 * `playpal_rate_limited_everyone`).
	 *
	 * @param string      $scope   What is counted: 'interest', 'submission', 'convert', ….
	 * @param int         $limit   Default writes per client per window.
	 * @param int         $window  Default client window, in seconds.
	 * @param int         $global  Default writes from everybody per minute.
	 * @param string      $message Sentence of the per-client refusal.
	 * @param string|null $who     Who the per-client limit counts (e.g. "user:7" for a signed-in
	 *                             person); null: the client's address (an IPv6 /64 as one).
	 * @param bool        $shared  Whether everybody's allowance has the client's window and refusal instead.
	 * @throws Rate_Limited When a limit is used up.
	 * @throws Unavailable When counting failed.
	 */
	public function enforce( string $scope, int $limit, int $window, int $global, string $message, ?string $who = null, bool $shared = false ): void {
		// The filters are named in the class comment.
		$window = (int) apply_filters( "playpal_{$scope}_rate_window", $window );
		$code   = "playpal_{$scope}_rate_limited";
		$policy = Policy::fixed_window( (int) apply_filters( "playpal_{$scope}_rate_limit", $limit ), $window );
		$this->limiter->enforce( $policy, $scope, $who ?? $this->client->current_bucket(), $code, $message );
		$this->limiter->enforce(
			Policy::fixed_window( (int) apply_filters( "playpal_{$scope}_global_rate_limit", $global ), $shared ? $window : self::GLOBAL_WINDOW )->site_wide(),
			$scope,
			'',
			$shared ? $code : 'playpal_rate_limited_everyone',
			$shared ? $message : __( 'Too many people are sending this right now. Please try again in a minute.', 'playpal' )
		);
	}

	/**
	 * Like enforce(), for a scope whose site-wide allowance shares the
	 * client's window and whose refusal is the same whichever allowance ran
	 * out (play-session reports: `playpal_sessions_rate_limited`).
	 *
	 * @param string $scope   What is counted, e.g. 'sessions'.
	 * @param int    $limit   Default writes per client per window.
	 * @param int    $window  Default window of both allowances, in seconds.
	 * @param int    $global  Default writes from everybody per window.
	 * @param string $message Sentence of the refusal.
	 * @throws Rate_Limited When a limit is used up.
	 * @throws Unavailable When counting failed.
	 */
	public function enforce_in_window( string $scope, int $limit, int $window, int $global, string $message ): void {
		$this->enforce( $scope, $limit, $window, $global, $message, null, true );
	}
}
