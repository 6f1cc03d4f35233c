<?php
/**
 * The one place that turns a domain refusal into a REST error.
 *
 * @package PlayPal
 */

namespace PlayPal\REST;

use PlayPal\Errors\Conflict;
use PlayPal\Errors\Domain_Exception;
use PlayPal\Errors\Forbidden;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Not_Signed_In;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Provider_Failed;
use PlayPal\Errors\Quota_Exceeded;
use PlayPal\Errors\Rate_Limited;
use PlayPal\Errors\Too_Large;
use PlayPal\Errors\Unavailable;
use PlayPal\Errors\Unsupported_Type;
use PlayPal\Errors\Unusable;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Domain code says what kind of refusal it is (PlayPal\Errors); only here is
 * that kind given its HTTP status. The code, the message and the data pass
 * through unchanged, so an answer reads the same whichever layer refused.
 */
final class Domain_Error_Map {

	/**
	 * HTTP status of each kind of refusal.
	 */
	private const STATUS = array(
		Invalid_Input::class    => 400,
		Not_Signed_In::class    => 401,
		Forbidden::class        => 403,
		Not_Found::class        => 404,
		Conflict::class         => 409,
		Too_Large::class        => 413,
		Unsupported_Type::class => 415,
		Unusable::class         => 422,
		Rate_Limited::class     => 429,
		Operation_Failed::class => 500,
		Provider_Failed::class  => 502,
		Unavailable::class      => 503,
		Quota_Exceeded::class   => 507,
	);

	/**
	 * The HTTP status of a refusal; a kind missing from the map is the site's
	 * fault, so it answers 500 rather than pretend the request was wrong.
	 *
	 * @param Domain_Exception $exception The refusal.
	 */
	public static function status( Domain_Exception $exception ): int {
		return $exception instanceof Route_Exception ? $exception->get_status() : self::STATUS[ get_class( $exception ) ] ?? 500;
	}

	/**
	 * The REST error: the refusal's code and message, its data plus `status`.
	 *
	 * @param Domain_Exception $exception The refusal.
	 */
	public static function to_error( Domain_Exception $exception ): WP_Error {
		return new WP_Error(
			$exception->get_error_code(),
			$exception->getMessage(),
			array_merge( $exception->get_data(), array( 'status' => self::status( $exception ) ) )
		);
	}

	/**
	 * A WordPress callback that must answer with a WP_Error (a validate or
	 * permission callback, a REST filter) made from one that throws a refusal:
	 * what it returns passes through, a refusal becomes its REST error.
	 *
	 * @param callable $callback Callback that may throw a Domain_Exception.
	 * @return \Closure(mixed...): mixed
	 */
	public static function answering( callable $callback ): \Closure {
		return static function ( mixed ...$args ) use ( $callback ): mixed {
			try {
				return $callback( ...$args );
			} catch ( Domain_Exception $refusal ) {
				return self::to_error( $refusal );
			}
		};
	}
}
