<?php
/**
 * The limits every public write endpoint applies before it stores anything.
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

use PlayPal\REST\Route_Exception;
use PlayPal\Storage\Rate_Limiter;

defined( 'ABSPATH' ) || exit;

/**
 * Two counters per write: one per client (its address, an IPv6 /64 as one),
 * and one for everybody per minute, so a crowd of addresses cannot fill the
 * table either. When a counter cannot be taken (the database refused) the
 * write is refused with 503: a limiter that lets everything through when it
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
	 * @param string $scope        What is counted, e.g. 'interest'.
	 * @param int    $limit        Writes per client per window.
	 * @param int    $window       The client window, in seconds.
	 * @param int    $global_limit Writes from everybody per minute.
	 * @param string $code         Error code of the per-client refusal.
	 * @param string $message      Sentence of the per-client refusal.
	 * @throws Route_Exception 429 when a limit is used up, 503 when counting failed.
	 */
	public function enforce( string $scope, int $limit, int $window, int $global_limit, string $code, string $message ): void {
		$window = max( 1, $window );
		$hits   = $this->limiter->hit( $scope . '|' . $this->client->current_bucket(), $window );
		$this->refuse_when_failed( $hits );
		if ( $hits > $limit ) {
			throw new Route_Exception( $code, $message, 429, array( 'retry_after' => $window - ( time() % $window ) ) );
		}

		$all = $this->limiter->hit( $scope . '|everyone', self::GLOBAL_WINDOW );
		$this->refuse_when_failed( $all );
		if ( $all > $global_limit ) {
			throw new Route_Exception(
				'playpal_rate_limited_everyone',
				__( 'Too many people are sending this right now. Please try again in a minute.', 'playpal' ),
				429,
				array( 'retry_after' => self::GLOBAL_WINDOW - ( time() % self::GLOBAL_WINDOW ) )
			);
		}
	}

	/**
	 * Refuses the write when a counter could not be taken.
	 *
	 * @param int $hits What the limiter answered.
	 * @throws Route_Exception 503 when it is Rate_Limiter::FAILED.
	 */
	private function refuse_when_failed( int $hits ): void {
		if ( Rate_Limiter::FAILED === $hits ) {
			throw new Route_Exception(
				'playpal_rate_limit_unavailable',
				__( 'We cannot accept this just now. Please try again in a moment.', 'playpal' ),
				503
			);
		}
	}
}
