<?php
/**
 * A write refused by the owner's storage quota.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Errors\Domain_Exception;
use PlayPal\Errors\Quota_Exceeded;
use PlayPal\Errors\Unavailable;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by Storage_Quota before anything is written: the write would take the
 * owner past their quota (EXCEEDED), or another write of the same owner held
 * the quota lock for too long (BUSY). Carries the figures for the answer,
 * never a path.
 */
final class Quota_Exception extends RuntimeException {

	public const EXCEEDED = 'quota';

	public const BUSY = 'busy';

	/**
	 * Constructor.
	 *
	 * @param string $reason EXCEEDED or BUSY.
	 * @param int    $used   Bytes the owner uses now.
	 * @param int    $quota  Bytes the owner may use.
	 * @param int    $needed Bytes the write would add (net of what it replaces).
	 */
	public function __construct( private string $reason, public readonly int $used = 0, public readonly int $quota = 0, public readonly int $needed = 0 ) {
		parent::__construct( self::BUSY === $reason ? 'The storage quota is busy.' : 'The storage quota would be exceeded.' );
	}

	/**
	 * EXCEEDED or BUSY.
	 */
	public function reason(): string {
		return $this->reason;
	}

	/**
	 * The refusal the person is given: Quota_Exceeded `playpal_quota_exceeded`
	 * with `data.reason: "quota"` (as a backup refused for the same cause says)
	 * and the figures in bytes, or Unavailable `playpal_quota_busy`.
	 */
	public function to_domain_exception(): Domain_Exception {
		if ( self::BUSY === $this->reason ) {
			return new Unavailable( 'playpal_quota_busy', __( 'Another change to your storage is still being saved. Please try again in a moment.', 'playpal' ) );
		}
		$mb = static fn( int $bytes ): string => number_format_i18n( $bytes / Storage_Quota::BYTES_PER_MB, 1 );
		return new Quota_Exceeded(
			'playpal_quota_exceeded',
			sprintf(
				/* translators: 1: megabytes needed, 2: megabytes in use, 3: megabytes allowed. */
				__( 'This needs %1$s MB, but your storage already holds %2$s MB of the %3$s MB allowed. Delete an Appadoo or a backup to make room, then try again.', 'playpal' ),
				$mb( $this->needed ),
				$mb( $this->used ),
				$mb( $this->quota )
			),
			array(
				'reason'      => self::EXCEEDED,
				'usedBytes'   => $this->used,
				'quotaBytes'  => $this->quota,
				'neededBytes' => $this->needed,
			)
		);
	}
}
