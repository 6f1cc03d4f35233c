<?php
/**
 * Plugin Name: PlayPal browser-test flags switch
 * Description: Linked into the e2e site only (bin/test-e2e). A browser test can set the cookie `playpal_e2e_flags_off` (flag names, comma separated) to see the site, for its own requests only, with those feature flags off — or `playpal_e2e_flags_on` to keep flags on whatever another spec saves meanwhile. Parallel tests never change each other's site; the stored settings are untouched.
 *
 * @package PlayPal\Tests
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_COOKIE['playpal_e2e_flags_off'] ) ) {
	$playpal_e2e_flags_off = array_filter( array_map( 'sanitize_key', explode( ',', sanitize_text_field( wp_unslash( $_COOKIE['playpal_e2e_flags_off'] ) ) ) ) );
	add_filter(
		'option_playpal_settings',
		static function ( $settings ) use ( $playpal_e2e_flags_off ) {
			$settings          = is_array( $settings ) ? $settings : array();
			$settings['flags'] = is_array( $settings['flags'] ?? null ) ? $settings['flags'] : array();
			foreach ( $playpal_e2e_flags_off as $flag ) {
				$settings['flags'][ $flag ] = false;
			}
			return $settings;
		}
	);
	unset( $playpal_e2e_flags_off );
}

if ( isset( $_COOKIE['playpal_e2e_flags_on'] ) ) {
	$playpal_e2e_flags_on = array_filter( array_map( 'sanitize_key', explode( ',', sanitize_text_field( wp_unslash( $_COOKIE['playpal_e2e_flags_on'] ) ) ) ) );
	add_filter(
		'option_playpal_settings',
		static function ( $settings ) use ( $playpal_e2e_flags_on ) {
			$settings          = is_array( $settings ) ? $settings : array();
			$settings['flags'] = is_array( $settings['flags'] ?? null ) ? $settings['flags'] : array();
			foreach ( $playpal_e2e_flags_on as $flag ) {
				$settings['flags'][ $flag ] = true;
			}
			return $settings;
		}
	);
	unset( $playpal_e2e_flags_on );
}
