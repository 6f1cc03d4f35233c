<?php
/**
 * GET pp/v1/appadoos/analytics, and the player's side of play analytics.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Appadoos\Player\Session_Token;
use PlayPal\Settings\Settings;

/**
 * The figures of the Analytics tab and the stat tiles: whose Appadoos count,
 * and what they add up to; and what the player prints for the relay.
 */
final class PlayAnalyticsTest extends PlaySessionsTestCase {

	/**
	 * Plays an Appadoo: sessions and seconds through the real counters.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @param int $sessions   Sessions.
	 * @param int $seconds    Seconds each.
	 */
	private function played( int $appadoo_id, int $sessions, int $seconds ): void {
		$counter = new \PlayPal\Appadoos\Play_Sessions();
		for ( $i = 0; $i < $sessions; $i++ ) {
			$session = self::session();
			$counter->start( $appadoo_id, $session, 1000 );
			$counter->end( $appadoo_id, $session, $seconds, 1000 + $seconds );
		}
	}

	public function test_a_person_sees_the_figures_of_their_own_appadoos_only(): void {
		$ana    = $this->user( 'subscriber', 'Ana' );
		$ben    = $this->user( 'subscriber', 'Ben' );
		$quiet  = $this->appadoo( $ana, 'Quiet', 'space-station-alpha' );
		$busy   = $this->appadoo( $ana, 'Busy' );
		$long   = $this->appadoo( $ana, 'Long' );
		$theirs = $this->appadoo( $ben, 'Theirs' );
		$this->played( $busy, 3, 30 );
		$this->played( $long, 1, 600 );
		$this->played( $theirs, 9, 900 );
		unset( $quiet );

		wp_set_current_user( $ana );
		$response = $this->dispatch( 'GET', '/pp/v1/appadoos/analytics' );
		$this->assertSame( 200, $response->get_status(), 'The owner reads their analytics.' );
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? '', 'The answer is private.' );
		$data = $response->get_data();
		$this->assertTrue( $data['success'], 'success: true.' );
		$this->assertSame(
			array(
				'appadoos'     => 3,
				'activeUsers'  => 1,
				'sessions'     => 4,
				'totalTime'    => 11,
				'totalSeconds' => 690,
			),
			$data['totals'],
			'Totals over Ana\'s Appadoos only.'
		);
		$this->assertSame( array( 'Busy', 'Long' ), array_column( $data['topBySessions'], 'name' ), 'By sessions: played ones only, most first.' );
		$this->assertSame( array( 'Long', 'Busy' ), array_column( $data['topByTime'], 'name' ), 'By time: most first.' );
		$this->assertSame( 3, $data['topBySessions'][0]['sessions'], 'Sessions of the first.' );
		$this->assertSame( 600, $data['topByTime'][0]['totalSeconds'], 'Seconds of the first.' );
		$this->assertSame( 10, $data['topByTime'][0]['totalTime'], 'Minutes of the first.' );
		$this->assertSame(
			array(
				array(
					'id'    => self::TEMPLATE,
					'name'  => 'Ocean Adventure Discovery',
					'count' => 2,
				),
				array(
					'id'    => 'space-station-alpha',
					'name'  => 'Space Station Alpha',
					'count' => 1,
				),
			),
			$data['templates'],
			'How many of Ana\'s Appadoos came from each template.'
		);
		$this->assertNotContains( 'Theirs', array_column( $data['topBySessions'], 'name' ), 'Ben\'s Appadoo is not in Ana\'s figures.' );

		$this->assert_error( $this->dispatch( 'GET', '/pp/v1/appadoos/analytics', array( 'scope' => 'all' ) ), 403, 'playpal_forbidden_scope', 'scope=all from a person' );

		$manager = $this->user( 'administrator' );
		wp_set_current_user( $manager );
		$all = $this->dispatch( 'GET', '/pp/v1/appadoos/analytics', array( 'scope' => 'all' ) )->get_data();
		$this->assertSame( 4, $all['totals']['appadoos'], 'A manager sees every Appadoo with scope=all.' );
		$this->assertSame( 2, $all['totals']['activeUsers'], 'Two owners have played.' );
		$this->assertSame( 'Theirs', $all['topBySessions'][0]['name'], 'Ben\'s Appadoo leads everyone\'s.' );
		$this->assertSame( 0, $this->dispatch( 'GET', '/pp/v1/appadoos/analytics' )->get_data()['totals']['appadoos'], 'Without scope, a manager sees their own (none).' );

		wp_set_current_user( 0 );
		$this->assert_error( $this->dispatch( 'GET', '/pp/v1/appadoos/analytics' ), 401, 'playpal_not_signed_in', 'A guest' );
	}

	public function test_usage_from_before_the_seconds_counts_as_minutes(): void {
		$ana = $this->user();
		$old = $this->appadoo( $ana, 'Old' );
		update_post_meta(
			$old,
			Appadoo_Meta::USAGE,
			array(
				'sessions'   => 2,
				'totalTime'  => 5,
				'lastPlayed' => '2025-01-01T00:00:00Z',
			)
		);
		$this->played( $old, 1, 90 );
		wp_set_current_user( $ana );
		$totals = $this->dispatch( 'GET', '/pp/v1/appadoos/analytics' )->get_data()['totals'];
		$this->assertSame( 3, $totals['sessions'], 'Earlier sessions stay counted.' );
		$this->assertSame( 390, $totals['totalSeconds'], 'Five minutes are 300 seconds, plus the 90 played.' );
		$this->assertSame( 6, $totals['totalTime'], 'Six whole minutes.' );
	}

	public function test_the_player_prints_the_session_settings_and_hosts_a_window_of_its_own(): void {
		$owner = $this->user();
		$id    = $this->appadoo( $owner );
		$post  = get_post( $id );
		$token = Session_Token::for_appadoo( $id, $post->post_name );

		$player = new Player( new Settings() );
		$link   = $player->preview_url( $post, $owner );
		$js     = $player->respond( (string) $player->path_under_player( dirname( (string) wp_parse_url( $link['url'], PHP_URL_PATH ) ) . '/playpal-runtime/runtime.js' ), 0 );
		$this->assertSame( 200, $js->status, 'The runtime is served.' );
		$this->assertStringContainsString( '"token":"' . $token . '"', $js->body, 'The runtime settings carry the Appadoo\'s session token.' );
		$this->assertStringContainsString( '"key":"' . $post->post_name . '"', $js->body, 'And its public key.' );
		$this->assertStringContainsString( "connect-src 'none'", $js->headers['Content-Security-Policy'], 'The package keeps no network.' );

		$host = $player->respond( $post->post_name . '/', $owner );
		$this->assertSame( 200, $host->status, 'The owner\'s window gets the host page.' );
		$csp = $host->headers['Content-Security-Policy'];
		$this->assertStringContainsString( 'connect-src ' . rest_url( 'pp/v1/appadoos/' . $post->post_name . '/sessions' ), $csp, 'The host page may reach the sessions endpoint of this Appadoo.' );
		$this->assertStringNotContainsString( "'unsafe-inline'", $csp, 'Its script runs by nonce, not by unsafe-inline.' );
		$this->assertStringContainsString( "frame-ancestors 'none'", $csp, 'It cannot be framed.' );
		$this->assertStringContainsString( 'frame-src ' . home_url( '/play/' . $post->post_name . '/' ), $csp, 'It frames only this Appadoo\'s player path.' );
		$this->assertMatchesRegularExpression( '#<iframe id="playpal-player" src="[^"]*/play/' . preg_quote( $post->post_name, '#' ) . '/' . $owner . '-#', $host->body, 'It frames a tokenised address.' );
		$this->assertStringContainsString( 'sandbox="allow-scripts allow-forms allow-modals"', $host->body, 'The frame is sandboxed without allow-same-origin.' );
		preg_match( "#script-src 'nonce-([0-9a-f]+)'#", $csp, $nonce );
		$this->assertStringContainsString( '<script nonce="' . ( $nonce[1] ?? 'missing' ) . '">', $host->body, 'The relay runs under the answer\'s nonce.' );
		$this->assertSame( 404, $player->respond( $post->post_name . '/', 0 )->status, 'A guest gets no host page.' );
	}
}
