<?php
/**
 * Plugin Name: PlayPal browser-test referral provider
 * Description: Linked into the e2e site only (bin/test-e2e). Points the referral provider at the stub server bin/test-e2e started (tests/doubles/referral-stub), whose address and programme it reads from wp-content/playpal-e2e-referral-stub.json. Other specs save the whole settings screen in parallel, so the address is applied on every read rather than stored once. A test can set the cookie `playpal_e2e_referral=down` to see, for its own requests only, a provider that does not answer. The API key is not here: the spec types it into Settings → PlayPal → Referrals, as a site owner would.
 *
 * @package PlayPal\Tests
 */

defined( 'ABSPATH' ) || exit;

$playpal_e2e_referral_file = WP_CONTENT_DIR . '/playpal-e2e-referral-stub.json';
$playpal_e2e_referral      = is_readable( $playpal_e2e_referral_file ) ? json_decode( (string) file_get_contents( $playpal_e2e_referral_file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
if ( is_array( $playpal_e2e_referral ) ) {
	$playpal_e2e_referral_down = isset( $_COOKIE['playpal_e2e_referral'] ) && 'down' === $_COOKIE['playpal_e2e_referral'];
	add_filter(
		'option_playpal_settings',
		static function ( $settings ) use ( $playpal_e2e_referral ) {
			$settings             = is_array( $settings ) ? $settings : array();
			$settings['referral'] = array(
				'baseUrl'   => (string) ( $playpal_e2e_referral['baseUrl'] ?? '' ),
				'programId' => (string) ( $playpal_e2e_referral['programId'] ?? '' ),
			);
			return $settings;
		}
	);
	if ( $playpal_e2e_referral_down ) {
		// Port 9 (discard) refuses connections on this machine: a provider that is down.
		add_filter( 'playpal_referral_base_url', static fn(): string => 'http://127.0.0.1:9' );
	}
	unset( $playpal_e2e_referral_down );
}
unset( $playpal_e2e_referral_file, $playpal_e2e_referral );
