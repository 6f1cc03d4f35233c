<?php
/**
 * An outside provider (backup storage, referral partner) failed.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by the backup storage providers and the referral provider; the
 * message is for logs (it names the call and what went wrong, never a key or
 * a response body), never shown as is. The caller answers the person with a
 * kind of its own (Provider_Failed…); the reason says why, for callers that
 * answer differently.
 */
final class Provider_Error extends RuntimeException {

	public const REMOTE        = 'remote';
	public const QUOTA         = 'quota';
	public const NOT_CONNECTED = 'not_connected';
	public const NOT_FOUND     = 'not_found';

	/**
	 * Constructor.
	 *
	 * @param string $message Log message.
	 * @param string $reason  One of the constants.
	 */
	public function __construct( string $message, private string $reason = self::REMOTE ) {
		parent::__construct( $message );
	}

	/**
	 * Why it failed.
	 */
	public function reason(): string {
		return $this->reason;
	}
}
