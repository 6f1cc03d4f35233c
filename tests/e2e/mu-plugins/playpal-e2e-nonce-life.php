<?php
/**
 * Plugin Name: PlayPal browser-test nonce clock
 * Description: Linked into the e2e site only (bin/test-e2e). A browser test can set the cookie `playpal_e2e_nonce_life` (seconds) to move its own requests past every nonce made before: a nonce belongs to the tick ceil( time / ( life / 2 ) ), and a lifetime of a different length puts every request on a tick no earlier nonce was made for, as if more than two lifetimes had passed. Nonces made afterwards are valid for that lifetime. Other tests' requests are untouched.
 *
 * @package PlayPal\Tests
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_COOKIE['playpal_e2e_nonce_life'] ) ) {
	$playpal_e2e_nonce_life = max( 60, absint( $_COOKIE['playpal_e2e_nonce_life'] ) );
	add_filter( 'nonce_life', static fn(): int => $playpal_e2e_nonce_life );
	unset( $playpal_e2e_nonce_life );
}
