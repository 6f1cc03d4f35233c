<?php
/**
 * Tier and membership on the wp-admin profile screen.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Member_Meta;
use PlayPal\Members\Profile_Fields;

/**
 * Saving needs the nonce and `edit_users`.
 */
final class ProfileFieldsTest extends MemberTestCase {

	protected function tearDown(): void {
		$_POST = array();
		parent::tearDown();
	}

	/**
	 * Fills $_POST as the profile form does.
	 *
	 * @param bool $nonce Whether to include a valid nonce.
	 */
	private function post_form( bool $nonce ): void {
		$_POST = array(
			'playpal_tier'         => 'vip',
			'playpal_member'       => '1',
			'playpal_member_until' => '2099-12-31',
		);
		if ( $nonce ) {
			$_POST[ Profile_Fields::NONCE_FIELD ] = wp_create_nonce( Profile_Fields::NONCE_ACTION );
		}
	}

	public function test_a_site_owner_with_the_nonce_saves_tier_and_membership(): void {
		$user = $this->member();
		$this->log_in_as( 'administrator' );
		$this->post_form( true );
		do_action( 'edit_user_profile_update', $user ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own hook.
		$meta = new Member_Meta();
		$this->assertSame( 'vip', $meta->tier( $user ), 'The tier is saved.' );
		$this->assertTrue( $meta->is_member( $user ), 'The membership is saved.' );
		$this->assertSame( '2099-12-31', $meta->member_until( $user ), 'The last day is saved.' );

		$_POST = array(
			Profile_Fields::NONCE_FIELD => wp_create_nonce( Profile_Fields::NONCE_ACTION ),
			'playpal_tier'              => 'free',
		);
		do_action( 'edit_user_profile_update', $user ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own hook.
		$this->assertFalse( $meta->membership_on( $user ), 'Unticking switches the membership off.' );
		$this->assertNull( $meta->member_until( $user ), 'An empty date removes the last day.' );
	}

	public function test_without_the_nonce_nothing_is_saved(): void {
		$user = $this->member();
		$this->log_in_as( 'administrator' );
		$this->post_form( false );
		do_action( 'edit_user_profile_update', $user ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own hook.
		$this->assertSame( 'free', ( new Member_Meta() )->tier( $user ), 'No nonce, no change.' );
	}

	public function test_without_edit_users_nothing_is_saved_and_nothing_is_shown(): void {
		$user = $this->log_in_as( 'subscriber' );
		$this->post_form( true );
		// WordPress's own handler of this hook reads the profile form's email field.
		$_POST['email'] = wp_get_current_user()->user_email;
		do_action( 'personal_options_update', $user ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own hook.
		$this->assertSame( 'free', ( new Member_Meta() )->tier( $user ), 'A person cannot make themselves VIP.' );
		$this->assertFalse( ( new Member_Meta() )->membership_on( $user ), 'Nor a member.' );

		ob_start();
		( new Profile_Fields() )->render( wp_get_current_user() );
		$this->assertSame( '', ob_get_clean(), 'The fields are not shown to them.' );
	}

	public function test_the_fields_are_shown_to_site_owners_with_a_nonce(): void {
		$user = $this->member( 'vip' );
		$this->log_in_as( 'administrator' );
		ob_start();
		( new Profile_Fields() )->render( get_userdata( $user ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'name="playpal_tier"', $html, 'The tier field is shown.' );
		$this->assertStringContainsString( Profile_Fields::NONCE_FIELD, $html, 'The form carries the nonce.' );
		$this->assertMatchesRegularExpression( '/value="vip"\s+selected/', $html, 'The current tier is selected.' );
	}
}
