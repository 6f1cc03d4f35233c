<?php
/**
 * A storage provider could not do what was asked.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups\Providers;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by providers; the message is for logs, never shown as is. The
 * reason says why, for callers that answer differently.
 */
final class Storage_Exception extends RuntimeException {

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
