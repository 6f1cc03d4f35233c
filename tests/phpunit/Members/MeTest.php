<?php
/**
 * GET pp/v1/me: tier and membership are server facts.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

/**
 * Guest, free, VIP, member and expired member.
 */
final class MeTest extends MemberTestCase {

	public function test_a_guest_gets_only_logged_in_false(): void {
		$response = $this->dispatch( 'GET', '/pp/v1/me' );
		$this->assertSame( 200, $response->get_status(), 'Anyone may ask who they are.' );
		$this->assertSame( array( 'loggedIn' => false ), $response->get_data(), 'A guest gets loggedIn false and nothing else.' );
	}

	public function test_a_free_user_is_free_and_not_a_member(): void {
		$user = $this->member();
		wp_set_current_user( $user );
		$data = $this->dispatch( 'GET', '/pp/v1/me' )->get_data();
		$this->assertSame( array( 'loggedIn', 'id', 'name', 'tier', 'vipUntil', 'member', 'memberUntil', 'memberPlan', 'canManageAllAppadoos', 'offlineKey' ), array_keys( $data ), 'The signed-in shape has every field.' );
		$this->assertSame( $user, $data['id'], 'The id is the asker\'s.' );
		$this->assertSame( 'free', $data['tier'], 'A user without a tier is free.' );
		$this->assertFalse( $data['member'], 'Not a member.' );
		$this->assertNull( $data['memberUntil'], 'No last day.' );
	}

	public function test_each_person_has_their_own_stable_offline_key(): void {
		$first = $this->member();
		wp_set_current_user( $first );
		$key = $this->dispatch( 'GET', '/pp/v1/me' )->get_data()['offlineKey'];
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $key, 'The offline key is 32 hex characters.' );
		$this->assertSame( $key, $this->dispatch( 'GET', '/pp/v1/me' )->get_data()['offlineKey'], 'A person keeps the same key.' );

		wp_set_current_user( $this->member() );
		$this->assertNotSame( $key, $this->dispatch( 'GET', '/pp/v1/me' )->get_data()['offlineKey'], 'Another person gets another key.' );
	}

	public function test_a_vip_is_vip(): void {
		wp_set_current_user( $this->member( 'vip' ) );
		$this->assertSame( 'vip', $this->dispatch( 'GET', '/pp/v1/me' )->get_data()['tier'], 'The tier comes from user meta.' );
	}

	public function test_a_member_without_or_with_a_future_last_day_is_a_member(): void {
		wp_set_current_user( $this->member( 'free', true ) );
		$this->assertTrue( $this->dispatch( 'GET', '/pp/v1/me' )->get_data()['member'], 'A membership without an end is active.' );

		$until = wp_date( 'Y-m-d', time() + 5 * DAY_IN_SECONDS );
		wp_set_current_user( $this->member( 'vip', true, $until ) );
		$data = $this->dispatch( 'GET', '/pp/v1/me' )->get_data();
		$this->assertTrue( $data['member'], 'A membership ending in the future is active.' );
		$this->assertSame( $until, $data['memberUntil'], 'The last day is shown.' );

		wp_set_current_user( $this->member( 'free', true, wp_date( 'Y-m-d' ) ) );
		$this->assertTrue( $this->dispatch( 'GET', '/pp/v1/me' )->get_data()['member'], 'A membership is active through its last day (site time).' );
	}

	public function test_an_expired_member_is_not_a_member(): void {
		$until = wp_date( 'Y-m-d', time() - DAY_IN_SECONDS );
		wp_set_current_user( $this->member( 'free', true, $until ) );
		$data = $this->dispatch( 'GET', '/pp/v1/me' )->get_data();
		$this->assertFalse( $data['member'], 'A membership whose last day has passed is not active.' );
		$this->assertSame( $until, $data['memberUntil'], 'The past last day is still shown.' );
	}

	public function test_me_cannot_be_written_and_ignores_browser_claims(): void {
		wp_set_current_user( $this->member() );
		$response = $this->dispatch(
			'POST',
			'/pp/v1/me',
			array(
				'tier'   => 'vip',
				'member' => true,
			)
		);
		$this->assertGreaterThanOrEqual( 400, $response->get_status(), 'Nobody can set their tier through the API.' );
		$data = $this->dispatch( 'GET', '/pp/v1/me', array( 'member' => 'true' ), array( 'Cookie' => 'playpal_member=true' ) )->get_data();
		$this->assertSame( 'free', $data['tier'], 'The tier is unchanged.' );
		$this->assertFalse( $data['member'], 'A browser flag does not make a member.' );
	}
}
