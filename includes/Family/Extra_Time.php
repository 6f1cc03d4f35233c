<?php
/**
 * Ten more minutes today, with the parent's PIN.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Unavailable;

defined( 'ABSPATH' ) || exit;

/**
 * The child is looked up first (another parent's child is a 404 and costs
 * no PIN try), then the PIN is checked (counted), then one grant row of 10
 * minutes goes into the ledger for today: each right PIN adds exactly once.
 */
final class Extra_Time {

	public const SECONDS = 10 * MINUTE_IN_SECONDS;

	public function __construct( private Child_Repository $children, private Parent_Pin $pin, private Play_Time_Ledger $ledger ) {
	}

	/**
	 * Grants the extra time.
	 *
	 * @param int    $parent_id Parent's user id.
	 * @param string $public_id The child's public id.
	 * @param mixed  $pin       PIN, as sent.
	 * @param int    $now       Current time.
	 * @throws Not_Found When the child is not the parent's.
	 * @throws Unavailable When busy (and, from Parent_Pin::verify(): Conflict when no PIN is set,
	 *                     Forbidden when it is wrong, Rate_Limited while locked).
	 */
	public function grant( int $parent_id, string $public_id, mixed $pin, int $now ): Child {
		$child = $this->children->find( $parent_id, $public_id );
		$this->pin->verify( $parent_id, $pin, $now );
		$this->ledger->grant_extra( $child, self::SECONDS, $now );
		return $child;
	}
}
