<?php
/**
 * The limits every public write endpoint applies before it stores anything.
 *
 * @package PlayPal
 */

namespace PlayPal\Http;

use PlayPal\Errors\Rate_Limited;
use PlayPal\Errors\Unavailable;
use PlayPal\Storage\Rate_Limiter;

defined( 'ABSPATH' ) || exit;

/**
 * Two counters per write: one per client (its address, an IPv6 /64 as one),
 * and one for everybody per minute, so a crowd of addresses cannot fill the
 * table either. When a counter cannot be taken (the database refused) the
 * write is refused (Unavailable): a limiter that lets everything through when it
 * breaks is no limit.
 */
final class Write_Throttle {

	/**
	 * The global counter's window: a minute.
	 */
	public const GLOBAL_WINDOW = 60;

	private Rate_Limiter $limiter;

	private Client_Address $client;

	/**
	 * Constructor.
	 *
	 * @param Rate_Limiter   $limiter Hit counter.
	 * @param Client_Address $client  The client's address.
	 */
	public function __construct( Rate_Limiter $limiter, Client_Address $client ) {
		$this->limiter = $limiter;
		$this->client  = $client;
	}

	/**
	 * Counts this write; throws when a limit is used up or counting failed.
	 *
	 * The limits come from filters named after the scope (for 'interest':
	 * playpal_interest_rate_limit, playpal_interest_rate_window,
	 * playpal_interest_global_rate_limit), over the route's defaults.
	 *
	 * The per-client counter runs first, and only a write within it is
	 * counted for everybody: one client hammering a route uses up its own
	 * allowance, never the site's.
	 *
	 * @param string      $scope   What is counted: 'interest', 'submission', 'convert', ….
	 * @param int         $limit   Default writes per client per window.
	 * @param int         $window  Default client window, in seconds.
	 * @param int         $global  Default writes from everybody per minute.
	 * @param string      $message Sentence of the per-client refusal.
	 * @param string|null $who     Who the per-client limit counts (e.g. "user:7" for a signed-in
	 *                             person); null: the client's address (an IPv6 /64 as one).
	 * @throws Rate_Limited When a limit is used up (Unavailable when counting failed).
	 */
	public function enforce( string $scope, int $limit, int $window, int $global, string $message, ?string $who = null ): void {
		/**
		 * Filters how many writes of a kind one client (an address, an IPv6 /64) may send per window.
		 * The hook is playpal_{scope}_rate_limit: interest, submission, convert, appadoo_create, restore.
		 *
		 * @param int $limit Writes per window.
		 */
		$limit = (int) apply_filters( "playpal_{$scope}_rate_limit", $limit );
		/**
		 * Filters the window of that limit, in seconds.
		 * The hook is playpal_{scope}_rate_window (scopes as above).
		 *
		 * @param int $window Seconds.
		 */
		$window = max( 1, (int) apply_filters( "playpal_{$scope}_rate_window", $window ) );
		/**
		 * Filters how many writes of a kind the site takes from everybody per minute.
		 * The hook is playpal_{scope}_global_rate_limit (scopes as above).
		 *
		 * @param int $global Writes per minute.
		 */
		$global = (int) apply_filters( "playpal_{$scope}_global_rate_limit", $global );

		$hits = $this->limiter->hit( $scope . '|' . ( $who ?? $this->client->current_bucket() ), $window );
		self::refuse_when_failed( $hits );
		if ( $hits > $limit ) {
			throw new Rate_Limited( "playpal_{$scope}_rate_limited", $message, Rate_Limiter::retry_after( $window ) );
		}

		$all = $this->limiter->hit( $scope . '|everyone', self::GLOBAL_WINDOW );
		self::refuse_when_failed( $all );
		if ( $all > $global ) {
			throw new Rate_Limited(
				'playpal_rate_limited_everyone',
				__( 'Too many people are sending this right now. Please try again in a minute.', 'playpal' ),
				Rate_Limiter::retry_after( self::GLOBAL_WINDOW )
			);
		}
	}

	/**
	 * Refuses the write when a counter could not be taken.
	 *
	 * @param int $hits What the limiter answered.
	 * @throws Unavailable When it is Rate_Limiter::FAILED.
	 */
	public static function refuse_when_failed( int $hits ): void {
		if ( Rate_Limiter::FAILED === $hits ) {
			throw new Unavailable(
				'playpal_rate_limit_unavailable',
				__( 'We cannot accept this just now. Please try again in a moment.', 'playpal' )
			);
		}
	}

	/**
	 * Like enforce(), for a scope whose site-wide allowance shares the
	 * client's window and whose refusal is the same whichever allowance ran
	 * out (play-session reports: `playpal_sessions_rate_limited`). The same
	 * filters, playpal_{scope}_rate_limit, _rate_window and _global_rate_limit;
	 * the per-client counter runs first, as in enforce().
	 *
	 * @param string $scope   What is counted, e.g. 'sessions'.
	 * @param int    $limit   Default writes per client per window.
	 * @param int    $window  Default window of both allowances, in seconds.
	 * @param int    $global  Default writes from everybody per window.
	 * @param string $message Sentence of the refusal.
	 * @throws Rate_Limited When a limit is used up (Unavailable when counting failed).
	 */
	public function enforce_in_window( string $scope, int $limit, int $window, int $global, string $message ): void {
		/** This filter is documented in enforce(). */
		$window     = max( 1, (int) apply_filters( "playpal_{$scope}_rate_window", $window ) );
		$allowances = array(
			/** This filter is documented in enforce(). */
			$this->client->current_bucket() => (int) apply_filters( "playpal_{$scope}_rate_limit", $limit ),
			/** This filter is documented in enforce(). */
			'everyone'                      => (int) apply_filters( "playpal_{$scope}_global_rate_limit", $global ),
		);
		foreach ( $allowances as $who => $allowed ) {
			$hits = $this->limiter->hit( $scope . '|' . $who, $window );
			self::refuse_when_failed( $hits );
			if ( $hits > $allowed ) {
				throw new Rate_Limited( "playpal_{$scope}_rate_limited", $message, Rate_Limiter::retry_after( $window ) );
			}
		}
	}
}
