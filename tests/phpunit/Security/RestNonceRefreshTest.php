<?php
/**
 * What the storefront needs to heal a stale REST nonce.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Security;

use PlayPal\Security\Rest_Nonce_Refresh;
use PlayPal\Tests\TestCase;
use RuntimeException;

/**
 * The rest-nonce AJAX action answers guests too; the config says who the page was for.
 */
final class RestNonceRefreshTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'wp_die_ajax_handler' );
		parent::tearDown();
	}

	/**
	 * Runs the guest's AJAX action as admin-ajax.php would, returning what it printed.
	 */
	private function guest_ajax_answer(): string {
		add_filter(
			'wp_die_ajax_handler',
			static fn() => static function (): void {
				throw new RuntimeException( 'died' );
			}
		);
		add_filter( 'wp_doing_ajax', '__return_true' );
		ob_start();
		try {
			do_action( 'wp_ajax_nopriv_' . Rest_Nonce_Refresh::AJAX_ACTION ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own AJAX hook, as admin-ajax.php fires it.
		} catch ( RuntimeException $exception ) {
			unset( $exception ); // wp_die() ends the AJAX request here.
		} finally {
			remove_filter( 'wp_doing_ajax', '__return_true' );
		}
		return (string) ob_get_clean();
	}

	public function test_a_guest_gets_a_fresh_rest_nonce_from_the_ajax_action(): void {
		$answer = $this->guest_ajax_answer();

		$this->assertMatchesRegularExpression( '/^[0-9a-f]{10}$/', $answer, 'The answer is the nonce alone, as WordPress answers people signed in.' );
		$this->assertSame( 1, wp_verify_nonce( $answer, 'wp_rest' ), 'It is a current wp_rest nonce.' );
	}

	public function test_the_config_says_who_the_page_was_made_for_and_where_to_ask(): void {
		$guest = apply_filters( 'playpal_app_config', array() );
		$this->log_in_as( 'subscriber' );
		$member = apply_filters( 'playpal_app_config', array() );

		$this->assertFalse( $guest['loggedIn'], 'A guest page says so (the same for every guest).' );
		$this->assertTrue( $member['loggedIn'], 'A signed-in page says so.' );
		$this->assertSame( admin_url( 'admin-ajax.php?action=rest-nonce' ), $guest['restNonceUrl'], 'The nonce is read from WordPress’s own action.' );
	}
}
