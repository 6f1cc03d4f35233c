<?php
/**
 * A guest who becomes a member keeps their purchases.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use PlayPal\Commerce\Store;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Links past guest orders to an account by e-mail, once the person has
 * proven they own that e-mail: when they set a password through the link
 * WordPress (or WooCommerce's "set your password" / lost-password form)
 * mailed to it — the `password_reset` action, which fires only after the
 * mailed key was checked. Creating an account proves nothing: anyone can type
 * anyone's address, and linking then would hand a stranger's paid files to
 * whoever registered first. The order of the same checkout needs no proof —
 * WooCommerce makes it the new account's itself (its checkout's "create an
 * account", or the order-received page's "Create an account", which only
 * the buyer holding the order key sees) — so only earlier guest orders wait
 * for the proof.
 *
 * A membership bought in such an order is granted by that save
 * (Member_Grants::follow_customer()), its term running from the day the order
 * was paid, not from the link: a card paid months ago may already be over.
 *
 * Linking sets the order's customer (Commerce\Store::link_guest_order());
 * WooCommerce moves the download permissions with their counts, expiry and
 * downloads left. WooCommerce's own wc_update_new_customer_past_orders() is
 * not used: it deletes the permissions and grants them afresh, which would
 * give back downloads a product's limit had used and restart their expiry.
 */
final class Guest_Order_Linker {

	/**
	 * Constructor.
	 *
	 * @param Store $store Store adapter.
	 */
	public function __construct( private Store $store = new Store() ) {}

	public function add_hooks(): void {
		add_action( 'password_reset', array( $this, 'on_password_reset' ), 10, 1 );
	}

	/**
	 * `password_reset`: the person followed the link mailed to the account's e-mail.
	 *
	 * @param mixed $user The user.
	 */
	public function on_password_reset( mixed $user ): void {
		if ( $user instanceof WP_User ) {
			$this->link_proven( $user );
		}
	}

	/**
	 * Links every guest order with the account's e-mail to it. Call only once the e-mail is proven.
	 *
	 * @param WP_User $user The account.
	 * @return int[] The orders linked.
	 */
	public function link_proven( WP_User $user ): array {
		$linked = array();
		foreach ( $this->store->guest_order_ids( (string) $user->user_email ) as $order_id ) {
			if ( $this->store->link_guest_order( $order_id, (int) $user->ID ) ) {
				$linked[] = $order_id;
			}
		}
		return $linked;
	}
}
