<?php
/**
 * Makes the dev and e2e sites' real WooCommerce a store a family can buy from:
 * set up as a site owner's first wp-admin visit leaves it, launched, with a
 * payment method. Run by bin/php/provision.php (--step=seed-shop, a process in
 * which the store plugin is loaded) before the catalogue is seeded.
 *
 * @package PlayPal
 */

/** The Dummy Payments gateway bin/lib/site.sh links into the dev and e2e sites. */
const PLAYPAL_DUMMY_GATEWAY = 'woocommerce-gateway-dummy/woocommerce-gateway-dummy.php';

/**
 * Does nothing on the Store API test double (it takes no payment and has no
 * coming-soon mode of its own).
 *
 * @return bool False when the gateway could not be activated (the reason is printed).
 */
function playpal_set_up_dev_store(): bool {
	if ( ! class_exists( 'WC_Install' ) ) {
		return true;
	}
	// WooCommerce finishes a new install on the first wp-admin page
	// (WC_Install::newly_installed: orders in its own tables, coming soon on).
	// Done here, so no later wp-admin visit in a test changes the store under
	// the tests that follow.
	WC_Install::newly_installed();
	// Launched, as "Launch your store" leaves it: the dev and e2e stores sell.
	// tests/e2e/store-coming-soon.spec.ts covers coming soon, per request.
	// Once per site, so a later choice in wp-admin stays (as the feature flags).
	if ( ! get_option( 'playpal_dev_store_launched' ) ) {
		update_option( 'woocommerce_coming_soon', 'no' );
		update_option( 'playpal_dev_store_launched', 1, false );
	}
	// A guest who has bought becomes a member on the order-received page (WooCommerce's "Create an account"
	// after checkout; the order comes with the account): tests/e2e/guest-purchase.spec.ts. Once per site.
	if ( ! get_option( 'playpal_dev_store_guest_accounts' ) ) {
		update_option( 'woocommerce_enable_delayed_account_creation', 'yes' );
		update_option( 'playpal_dev_store_guest_accounts', 1, false );
	}

	if ( ! file_exists( WP_PLUGIN_DIR . '/' . PLAYPAL_DUMMY_GATEWAY ) ) {
		return true;
	}
	if ( ! is_plugin_active( PLAYPAL_DUMMY_GATEWAY ) ) {
		$result = activate_plugin( PLAYPAL_DUMMY_GATEWAY );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, 'Activating the Dummy Payments gateway failed: ' . $result->get_error_message() . "\n" );
			return false;
		}
	}
	// Enabled for everyone, and every payment succeeds; added once, so a
	// change in WooCommerce → Settings → Payments stays.
	add_option(
		'woocommerce_dummy_settings',
		array(
			'enabled'                  => 'yes',
			'hide_for_non_admin_users' => 'no',
			'title'                    => 'Dummy Payments',
			'description'              => 'A test payment: no money changes hands.',
			'result'                   => 'success',
		)
	);
	fwrite( STDERR, "Store: launched, Dummy Payments enabled\n" );
	return true;
}
