<?php
/**
 * The player address a share link hands out stays bound to its code.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

use PlayPal\Appadoos\Player\Play_Response;
use PlayPal\Appadoos\Player\Play_Token;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Settings\Settings;
use PlayPal\Database\Schema;
use PlayPal\Tests\Appadoos\AppadooTestCase;

/**
 * Issue 20, reproduction 8: a share code's use limit counted opens of
 * `?share=`, while the 4-hour player address it handed out could be forwarded
 * to anyone, and began with the owner's user id. Now the address carries a
 * share token (no user id) checked against its code on every request: it
 * stops when the code expires, is deleted, changes owner or sharing is turned
 * off, and each new client it is forwarded to takes one use of the code.
 */
final class ShareLinkBindingTest extends AppadooTestCase {

	private int $owner;

	private int $appadoo;

	private string $address = '203.0.113.10';

	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'sharing' => true ) );
		$this->owner   = $this->user( 'subscriber', 'Ada' );
		$this->appadoo = $this->appadoo( $this->owner, 'Ocean for friends' );
		add_filter( 'playpal_client_address', fn(): string => $this->address );
	}

	protected function tearDown(): void {
		remove_all_filters( 'playpal_client_address' );
		parent::tearDown();
	}

	/**
	 * Shares the Appadoo as its owner; answers the code.
	 *
	 * @param int $days  Days.
	 * @param int $limit Uses.
	 */
	private function share( int $days = 7, int $limit = 10 ): string {
		wp_set_current_user( $this->owner );
		$response = $this->dispatch(
			'POST',
			'/pp/v1/share-codes',
			array(
				'appadooId'  => $this->appadoo,
				'days'       => $days,
				'usageLimit' => $limit,
			)
		);
		$this->assertSame( 201, $response->get_status(), 'The share is made: ' . wp_json_encode( $response->get_data() ) );
		wp_set_current_user( 0 );
		return $response->get_data()['item']['shareCode'];
	}

	/**
	 * A visitor (at the current address) opens the share link; answers the player address it hands out.
	 *
	 * @param string $code Code.
	 * @param int    $now  Time.
	 */
	private function open_link( string $code, int $now ): string {
		$response = ( new Player( new Settings() ) )->respond( get_post( $this->appadoo )->post_name . '/', 0, $now, $code );
		$this->assertSame( 200, $response->status, 'The share link opens.' );
		$this->assertSame( 1, preg_match( '#<iframe id="playpal-player" src="([^"]+)"#', $response->body, $match ), 'The host page frames the player address.' );
		return html_entity_decode( $match[1] );
	}

	/**
	 * Someone (at the current address, signed out) requests a player address.
	 *
	 * @param string $url Player address.
	 * @param int    $now Time.
	 */
	private function play( string $url, int $now ): Play_Response {
		$player = new Player( new Settings() );
		return $player->respond( (string) $player->path_under_player( (string) wp_parse_url( $url, PHP_URL_PATH ) ), 0, $now );
	}

	/**
	 * How many uses the owner's list shows.
	 */
	private function times_shared(): int {
		wp_set_current_user( $this->owner );
		$items = $this->dispatch( 'GET', '/pp/v1/share-codes' )->get_data()['items'];
		wp_set_current_user( 0 );
		return (int) $items[0]['timesShared'];
	}

	public function test_reproduction_8_the_address_names_no_user_id_and_stops_when_the_code_expires(): void {
		$code    = $this->share( 1 );
		$expires = time() + DAY_IN_SECONDS;
		// Opened half an hour before the code ends: an address good for hours would outlive it.
		$url   = $this->open_link( $code, $expires - 1800 );
		$token = explode( '/', (string) wp_parse_url( $url, PHP_URL_PATH ) )[3];

		$this->assertDoesNotMatchRegularExpression( '/(^|\D)' . $this->owner . '-/', $token, 'The address does not begin with, or carry, the owner\'s user id.' );
		$this->assertMatchesRegularExpression( '/^s\d+-[0-9a-f]{16}-[0-9a-f]{32}$/', $token, 'It is an opaque share token.' );
		$this->assertSame( 200, $this->play( $url, $expires - 1700 )->status, 'It plays while the code lasts.' );
		$this->assertSame( 404, $this->play( $url, $expires + 600 )->status, 'It stops when the code expires.' );
	}

	public function test_reproduction_8_forwarding_the_address_uses_up_the_code_like_the_link(): void {
		$code = $this->share( 7, 2 );
		$now  = time();
		$url  = $this->open_link( $code, $now );
		$this->assertSame( 1, $this->times_shared(), 'The open counted one use.' );
		$this->assertSame( 200, $this->play( $url, $now )->status, 'The visitor who opened it plays.' );
		$this->assertSame( 200, $this->play( str_replace( '/index.html', '/playpal-runtime/runtime.js', $url ), $now )->status, 'With its runtime, at no extra use.' );
		$this->assertSame( 1, $this->times_shared(), 'Its own requests take no more uses.' );

		$this->address = '198.51.100.20';
		$this->assertSame( 200, $this->play( $url, $now )->status, 'A friend it was forwarded to plays: the code\'s second use.' );
		$this->assertSame( 200, $this->play( $url, $now )->status, 'Again, at no extra use.' );
		$this->assertSame( 2, $this->times_shared(), 'The forward counted one use.' );

		$this->address = '192.0.2.30';
		$this->assertSame( 404, $this->play( $url, $now )->status, 'A third person gets nothing: the code is used up.' );
		$this->assertSame( 404, ( new Player( new Settings() ) )->respond( get_post( $this->appadoo )->post_name . '/', 0, $now, $code )->status, 'Nor does the link itself.' );
		$this->assertSame( 2, $this->times_shared(), 'Refusals use nothing.' );

		$this->address = '203.0.113.10';
		$this->assertSame( 200, $this->play( $url, $now )->status, 'Who was let in keeps playing.' );
	}

	public function test_reproduction_8_the_address_stops_when_the_code_is_revoked(): void {
		global $wpdb;
		$now = time();

		$deleted = $this->open_link( $this->share(), $now );
		$this->assertSame( 200, $this->play( $deleted, $now )->status, 'It plays.' );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::share_codes_table() . ' WHERE appadoo_id = %d', $this->appadoo ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( 404, $this->play( $deleted, $now )->status, 'A deleted code\'s address stops.' );

		$switched = $this->open_link( $this->share(), $now );
		$this->set_flags( array( 'sharing' => false ) );
		$this->assertSame( 404, $this->play( $switched, $now )->status, 'Sharing turned off stops it.' );
		$this->set_flags( array( 'sharing' => true ) );
		$this->assertSame( 200, $this->play( $switched, $now )->status, 'And back on, it plays again.' );

		wp_update_post(
			array(
				'ID'          => $this->appadoo,
				'post_author' => $this->user(),
			)
		);
		clean_post_cache( $this->appadoo );
		$this->assertSame( 404, $this->play( $switched, $now )->status, 'A code outlives no change of owner.' );
	}

	public function test_the_address_lives_an_hour_at_most_then_asks_for_the_link_again(): void {
		$code = $this->share();
		$now  = time();
		$url  = $this->open_link( $code, $now );
		// Its host page renews the load's lease while it plays (issue 38), never past the token's hour.
		$token  = explode( '/', (string) wp_parse_url( $url, PHP_URL_PATH ) )[3];
		$player = new Player( new Settings() );
		for ( $at = $now + 240; $at < $now + HOUR_IN_SECONDS; $at += 240 ) {
			$this->assertSame( 'ok', $player->renew_lease( get_post( $this->appadoo ), $token, Play_Token::renew_key( $token ), $at )['status'], "The page renews at +{$at}." );
		}

		$this->assertSame( 200, $this->play( $url, $now + HOUR_IN_SECONDS - 60 )->status, 'Within the hour it plays.' );
		$late = $this->play( $url, $now + HOUR_IN_SECONDS + 60 );
		$this->assertSame( 403, $late->status, 'After it, the address has expired.' );
		$this->assertStringContainsString( 'open the link you were sent again', $late->body, 'The page says what to do.' );
		$this->assertNotSame( $url, $this->open_link( $code, $now + HOUR_IN_SECONDS + 60 ), 'The link hands out a new address.' );
	}

	public function test_forged_or_borrowed_share_tokens_open_nothing(): void {
		$now   = time();
		$url   = $this->open_link( $this->share(), $now );
		$other = $this->appadoo( $this->owner, 'Not shared' );
		$path  = (string) wp_parse_url( $url, PHP_URL_PATH );
		$token = explode( '/', $path )[3];

		$tampered = str_replace( $token, substr( $token, 0, -1 ) . ( str_ends_with( $token, '0' ) ? '1' : '0' ), $url );
		$this->assertSame( 404, $this->play( $tampered, $now )->status, 'A tampered token.' );
		$longer = preg_replace( '/^s(\d+)-/', 's' . ( $now + 10 * DAY_IN_SECONDS ) . '-', $token );
		$this->assertSame( 404, $this->play( str_replace( $token, (string) $longer, $url ), $now )->status, 'A token with a later expiry written in.' );
		$borrowed = str_replace( '/' . get_post( $this->appadoo )->post_name . '/', '/' . get_post( $other )->post_name . '/', $url );
		$this->assertSame( 404, $this->play( $borrowed, $now )->status, 'The token on another Appadoo of the same owner.' );
		foreach ( array( 's', 's1-x-y', 's' . $now . '-' . str_repeat( '0', 16 ) . '-' . str_repeat( '0', 32 ) ) as $bad ) {
			$this->assertSame( 404, $this->play( str_replace( $token, $bad, $url ), $now )->status, "The token {$bad}." );
		}
	}
}
