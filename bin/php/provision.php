<?php
/**
 * Installs and configures a dev or test WordPress site for PlayPal.
 *
 * Run twice by bin/dev-site (through bin/lib/site.sh):
 *   --step=install  installs WordPress when the database is empty;
 *   --step=setup    activates the plugin, the store and the theme, turns on
 *                   pretty permalinks, sets the store up (--step=open-store, in
 *                   a second process once WooCommerce is loaded: its first
 *                   wp-admin visit's setup, then launched) and, with --seed,
 *                   adds sample content (the shop's catalogue in another
 *                   process, --step=seed-shop).
 *
 * The store is WooCommerce when the site has it in its plugins, else the
 * Store API test double (tests/woocommerce-double) that bin/lib/site.sh links
 * when no WooCommerce is present.
 * Both steps are idempotent: a second run reuses what is there.
 *
 * Usage: PLAYPAL_SITE=dev php bin/php/provision.php --step=install --url=http://127.0.0.1:8888 ...
 *
 * @package PlayPal
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$playpal_args = getopt( '', array( 'step:', 'url:', 'admin-user:', 'admin-password:', 'seed', 'no-sample-content' ) );
$playpal_step = $playpal_args['step'] ?? 'install';
$playpal_url  = $playpal_args['url'] ?? 'http://127.0.0.1:8888';

$_SERVER['HTTP_HOST']       = (string) parse_url( $playpal_url, PHP_URL_HOST ) . ':' . (string) parse_url( $playpal_url, PHP_URL_PORT );
$_SERVER['SERVER_NAME']     = (string) parse_url( $playpal_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';

if ( 'install' === $playpal_step ) {
	define( 'WP_INSTALLING', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own constant.
}
require dirname( __DIR__, 2 ) . '/.dev/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( 'install' !== $playpal_step ) {
	// Act as the site's administrator, as a site owner would in wp-admin:
	// WooCommerce, for one, approves a download folder only for an administrator.
	$playpal_admin = get_user_by( 'login', $playpal_args['admin-user'] ?? 'admin' );
	if ( ! $playpal_admin ) {
		fwrite( STDERR, "The administrator account is missing.\n" );
		exit( 1 );
	}
	wp_set_current_user( $playpal_admin->ID );
}

if ( 'open-store' === $playpal_step ) {
	// Every site, the PHPUnit one too: WooCommerce's first-visit setup (HPOS order
	// tables), launched, and the payment gateway where one is linked (dev-store.php).
	require __DIR__ . '/dev-store.php';
	exit( playpal_set_up_dev_store() ? 0 : 1 );
}

if ( 'seed-shop' === $playpal_step ) {
	require __DIR__ . '/dev-store.php';
	require __DIR__ . '/sample-products.php';
	exit( playpal_set_up_dev_store() && playpal_seed_sample_products() ? 0 : 1 );
}

if ( 'install' === $playpal_step ) {
	if ( is_blog_installed() ) {
		fwrite( STDERR, "WordPress is already installed.\n" );
		exit( 0 );
	}
	$playpal_result = wp_install( 'PlayPal', $playpal_args['admin-user'] ?? 'admin', 'admin@example.test', true, '', wp_slash( $playpal_args['admin-password'] ?? 'admin' ) );
	if ( is_wp_error( $playpal_result ) ) {
		fwrite( STDERR, $playpal_result->get_error_message() . "\n" );
		exit( 1 );
	}
	fwrite( STDERR, 'Installed WordPress ' . get_bloginfo( 'version' ) . "\n" );
	exit( 0 );
}

// Setup step: the site exists; make it a PlayPal site.
update_option( 'blogdescription', 'Print. Play. Done.' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'timezone_string', 'UTC' );

if ( wp_get_theme( 'twentytwentyfive' )->exists() && get_stylesheet() !== 'twentytwentyfive' ) {
	switch_theme( 'twentytwentyfive' );
}

if ( ! is_plugin_active( 'playpal/playpal-plugin.php' ) ) {
	$playpal_result = activate_plugin( 'playpal/playpal-plugin.php' );
	if ( is_wp_error( $playpal_result ) ) {
		fwrite( STDERR, 'Activating PlayPal failed: ' . $playpal_result->get_error_message() . "\n" );
		exit( 1 );
	}
}

// The store: a real WooCommerce when the site has one, else the test double.
$playpal_store = file_exists( WP_PLUGIN_DIR . '/woocommerce/woocommerce.php' ) ? 'woocommerce/woocommerce.php' : 'woocommerce-double/woocommerce-double.php';
if ( 'woocommerce/woocommerce.php' === $playpal_store && is_plugin_active( 'woocommerce-double/woocommerce-double.php' ) ) {
	deactivate_plugins( 'woocommerce-double/woocommerce-double.php' );
}
if ( file_exists( WP_PLUGIN_DIR . '/' . $playpal_store ) && ! is_plugin_active( $playpal_store ) ) {
	$playpal_result = activate_plugin( $playpal_store );
	if ( is_wp_error( $playpal_result ) ) {
		fwrite( STDERR, "Activating $playpal_store failed: " . $playpal_result->get_error_message() . "\n" );
		exit( 1 );
	}
	fwrite( STDERR, "Store: $playpal_store\n" );
}
// A fresh process, so the store plugin activated above is loaded (and has run woocommerce_init).
passthru( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __FILE__ ) . ' --step=open-store --url=' . escapeshellarg( $playpal_url ) . ' --admin-user=' . escapeshellarg( $playpal_admin->user_login ), $playpal_status );
if ( 0 !== $playpal_status ) {
	exit( 1 );
}

if ( isset( $playpal_args['seed'] ) ) {
	// The dev and e2e sites show everything: every feature flag on, once (a later
	// change in Settings → PlayPal stays). The plugin's own defaults stay all off.
	if ( ! get_option( 'playpal_dev_flags_on' ) ) {
		$playpal_settings          = (array) get_option( 'playpal_settings', array() );
		$playpal_settings['flags'] = array_fill_keys( PlayPal\Settings\Settings::FLAGS, true );
		update_option( 'playpal_settings', $playpal_settings );
		update_option( 'playpal_dev_flags_on', 1, false );
	}
	require __DIR__ . '/sample-content.php';
	playpal_seed_sample_content();
	// A fresh process, so the store plugin activated above is loaded.
	passthru( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __FILE__ ) . ' --step=seed-shop --url=' . escapeshellarg( $playpal_url ) . ' --admin-user=' . escapeshellarg( $playpal_admin->user_login ), $playpal_status );
	if ( 0 !== $playpal_status ) {
		exit( 1 );
	}
}

flush_rewrite_rules( false );
exit( 0 );
