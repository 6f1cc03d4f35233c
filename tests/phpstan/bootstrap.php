<?php
/**
 * Constants PHPStan needs to read includes/ without loading WordPress.
 *
 * WordPress defines these at run time (wp-config.php, wp-settings.php,
 * playpal-plugin.php); the stubs declare functions and classes only. The
 * values are only there so the analyser knows each constant's type.
 *
 * @package PlayPal
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own constants.

define( 'ABSPATH', '/tmp/wordpress/' );
define( 'WP_PLUGIN_DIR', ABSPATH . 'wp-content/plugins' );
define( 'WP_DEBUG_LOG', false );
define( 'PLAYPAL_VERSION', '0.0.0' );
define( 'PLAYPAL_PLUGIN_FILE', __FILE__ );
define( 'PLAYPAL_PLUGIN_DIR', __DIR__ . '/' );
define( 'PLAYPAL_MIN_PHP', '8.1' );

// wp-includes/default-constants.php and wp-includes/wp-db.php.
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 60 * MINUTE_IN_SECONDS );
define( 'DAY_IN_SECONDS', 24 * HOUR_IN_SECONDS );
define( 'WEEK_IN_SECONDS', 7 * DAY_IN_SECONDS );
define( 'MONTH_IN_SECONDS', 30 * DAY_IN_SECONDS );
define( 'YEAR_IN_SECONDS', 365 * DAY_IN_SECONDS );
define( 'COOKIEPATH', '/' );
define( 'SITECOOKIEPATH', '/' );
define( 'COOKIE_DOMAIN', false );
define( 'SCRIPT_DEBUG', false );
define( 'WP_CONTENT_DIR', ABSPATH . 'wp-content' );
define( 'OBJECT', 'OBJECT' );
define( 'OBJECT_K', 'OBJECT_K' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'ARRAY_N', 'ARRAY_N' );
