<?php
/**
 * Rate limits of the writes that put files on the site's disk.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Errors\Rate_Limited;
use PlayPal\Errors\Unavailable;
use PlayPal\Http\Client_Address;
use PlayPal\Http\Write_Throttle;
use PlayPal\Limits\Limiter;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Converting an upload, creating an Appadoo from a template and restoring a
 * backup each write files and cost the server work, so each is counted per
 * person (their user id, not their address: a signed-in write) and for
 * everybody per minute: Write_Throttle's policies, filters and refusals
 * (docs/APPADOOS.md).
 */
final class Appadoo_Write_Limits {

	public const CONVERT = 'convert';
	public const CREATE  = 'appadoo_create';
	public const RESTORE = 'restore';

	/**
	 * Defaults per scope: writes per person per window, the window in
	 * seconds, and writes from everybody per minute.
	 */
	private const DEFAULTS = array(
		self::CONVERT => array( 20, 600, 60 ),
		self::CREATE  => array( 30, 600, 120 ),
		self::RESTORE => array( 20, 600, 60 ),
	);

	private Write_Throttle $throttle;

	/**
	 * Constructor.
	 *
	 * @param Settings            $settings Plugin settings (trusted proxies of the counters' client address).
	 * @param Write_Throttle|null $throttle The counters.
	 */
	public function __construct( Settings $settings, ?Write_Throttle $throttle = null ) {
		$this->throttle = $throttle ?? new Write_Throttle( new Limiter(), new Client_Address( $settings ) );
	}

	/**
	 * Counts one write of a person; throws when a limit is used up.
	 *
	 * @param string $scope   One of the constants.
	 * @param int    $user_id The signed-in person.
	 * @throws Rate_Limited When a limit is used up.
	 * @throws Unavailable When counting failed.
	 */
	public function enforce( string $scope, int $user_id ): void {
		list( $limit, $window, $global ) = self::DEFAULTS[ $scope ];
		$message                         = match ( $scope ) {
			self::CONVERT => __( 'You have converted a lot of files in a short time. Please wait a few minutes and try again.', 'playpal' ),
			self::CREATE  => __( 'You have created a lot of Appadoos in a short time. Please wait a few minutes and try again.', 'playpal' ),
			default       => __( 'You have restored a lot of backups in a short time. Please wait a few minutes and try again.', 'playpal' ),
		};
		$this->throttle->enforce( $scope, $limit, $window, $global, $message, 'user:' . $user_id );
	}
}
