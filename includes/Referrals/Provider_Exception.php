<?php
/**
 * A referral provider call that did not give a usable answer.
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by Referral_Provider implementations. Its message is safe to log:
 * it names the call and what went wrong (status, timeout, bad JSON), never
 * the key or a response body.
 */
final class Provider_Exception extends RuntimeException {
}
