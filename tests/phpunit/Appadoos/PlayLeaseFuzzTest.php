<?php
/**
 * Fuzz test of POST pp/v1/appadoos/{key}/play-lease.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Player\Play_Lease;
use PlayPal\Appadoos\Player\Play_Token;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Settings\Settings;
use PlayPal\Tests\RandomBodies;

/**
 * Hundreds of malformed bodies at the public lease renewal: raw junk, JSON
 * that is no object, oversized bodies, the wrong content type, and a valid
 * renewal (one a real host page could send, and which would pass) with one to
 * three fields broken or an unknown one added. Each gets a 4xx JSON error with
 * a code, never a 500 or a PHP notice, and nothing is stored: the page's
 * lease is exactly as before, no lease appears for any token sent, and no
 * transient is written.
 */
final class PlayLeaseFuzzTest extends AppadooTestCase {

	use RandomBodies;

	private const CASES = 330;

	/**
	 * Strings near the valid ones.
	 *
	 * @return string[]
	 */
	protected static function domain_strings(): array {
		return array( str_repeat( 'f', 64 ) . "\n", str_repeat( 'F', 64 ), str_repeat( 'g', 64 ), 's1-' . str_repeat( 'a', 16 ) . '-' . str_repeat( 'b', 32 ), '1-2-' . str_repeat( 'a', 16 ) . '-' . str_repeat( 'b', 32 ) );
	}

	/**
	 * One malformed body.
	 *
	 * @param int    $i     Case number.
	 * @param string $token The page's token.
	 * @param string $renew Its key.
	 * @param string $other Another load's token (same Appadoo).
	 * @return array{0: string, 1: string} Body and content type.
	 */
	private static function malformed_body( int $i, string $token, string $renew, string $other ): array {
		$raw = array(
			'',
			'{',
			'[]',
			'{}',
			'null',
			'"' . $token . '"',
			'[{"token":"' . $token . '","renew":"' . $renew . '"}]',
			"\xFF\xFE\x00",
			str_repeat( '[', 3000 ) . str_repeat( ']', 3000 ),
			'{"token":"' . $token . '","renew":"' . $renew . '"' . str_repeat( ' ', 600 ) . '}',
			'token=' . $token . '&renew=' . $renew,
		);
		if ( 0 === $i % 6 ) {
			$pick = intdiv( $i, 6 ) % count( $raw );
			return array( $raw[ $pick ], 0 === $i % 4 || 10 === $pick ? 'application/x-www-form-urlencoded' : 'application/json' );
		}
		if ( 1 === $i % 11 ) {
			// The valid body under another content type.
			return array( (string) wp_json_encode( compact( 'token', 'renew' ) ), 0 === $i % 2 ? 'text/plain' : 'multipart/form-data' );
		}
		$body     = compact( 'token', 'renew' );
		$breakers = array(
			'token' => array( '', strtoupper( $token ), substr( $token, 1 ), $token . 'a', $token . "\n", ' ' . $token, $other, Play_Token::issue( 1, 1 ), 's' . $token, 12, null, array( $token ) ),
			'renew' => array( '', strtoupper( $renew ), substr( $renew, 1 ), $renew . '0', $renew . "\n", str_repeat( '0', 64 ), Play_Token::renew_key( $other ), hash( 'sha256', $token ), true, null, array( $renew ) ),
			'extra' => array( 'expires', 'user', 'load', 'ttl' ),
		);
		$fields   = array_keys( $breakers );
		shuffle( $fields );
		foreach ( array_slice( $fields, 0, mt_rand( 1, 3 ) ) as $field ) {
			$choices = $breakers[ $field ];
			if ( 'extra' === $field ) {
				$body[ $choices[ array_rand( $choices ) ] ] = static::junk();
				continue;
			}
			$value = 0 === mt_rand( 0, 4 ) ? static::junk() : $choices[ array_rand( $choices ) ];
			if ( null === $value ) {
				unset( $body[ $field ] );
			} else {
				$body[ $field ] = $value;
			}
		}
		if ( ( $body['token'] ?? null ) === $token && ( $body['renew'] ?? null ) === $renew && 2 === count( $body ) ) {
			$body['renew'] = strrev( $renew ); // The breakers happened to leave it valid: break it.
		}
		$json = wp_json_encode( $body, JSON_INVALID_UTF8_SUBSTITUTE );
		return array( false === $json ? '{' : $json, 'application/json' );
	}

	/**
	 * Our lease transients in the options table (none there with an object cache: then only the page's lease is compared).
	 */
	private static function stored_leases(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", '%' . $wpdb->esc_like( 'playpal_play_lease_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	public function test_hundreds_of_malformed_bodies_get_only_4xx_json_errors_and_store_nothing(): void {
		mt_srand( 20261207 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand -- Reproducible cases.
		$owner  = $this->user();
		$id     = $this->appadoo( $owner );
		$slug   = get_post( $id )->post_name;
		$player = new Player( new Settings() );
		// Two host pages opened a minute ago: a valid renewal would pass (no 429 from the lease's start).
		$pages = array();
		foreach ( array( 0, 1 ) as $n ) {
			$page = $player->respond( $slug . '/', $owner, time() - 60 );
			$this->assertSame( 1, preg_match( '#data-playpal-token="([^"]+)"#', $page->body, $match ), "Page {$n} carries its token." );
			$pages[] = $match[1];
		}
		list( $token, $other ) = $pages;
		$renew                 = Play_Token::renew_key( $token );
		$load                  = 'p' . Play_Token::read( $token, $id )['load'];
		$lease                 = get_transient( 'playpal_play_lease_' . $load );
		$this->assertIsArray( $lease, 'The page\'s lease is stored.' );
		$stored   = self::stored_leases();
		$statuses = array();

		for ( $i = 0; $i < self::CASES; $i++ ) {
			list( $body, $type ) = self::malformed_body( $i, $token, $renew, $other );
			$response            = $this->send_raw( 'POST', '/pp/v1/appadoos/' . $slug . '/play-lease', $body, $type );
			$status              = $response->get_status();
			$data                = $response->get_data();
			$excerpt             = substr( $body, 0, 160 );

			$this->assertGreaterThanOrEqual( 400, $status, "Case {$i} ({$excerpt}) must not succeed." );
			$this->assertLessThan( 500, $status, "Case {$i} ({$excerpt}) must not be a server error." );
			$this->assertIsArray( $data, "Case {$i} answers a JSON object." );
			$this->assertIsString( $data['code'] ?? null, "Case {$i} carries an error code." );
			$this->assertNotSame( '', (string) ( $data['message'] ?? '' ), "Case {$i} says what went wrong." );
			$this->assertNotFalse( wp_json_encode( $data ), "Case {$i}'s answer encodes as JSON." );
			$statuses[ $status ] = ( $statuses[ $status ] ?? 0 ) + 1;
		}

		$this->assertSame( $lease, get_transient( 'playpal_play_lease_' . $load ), 'The page\'s lease is exactly as before.' );
		$this->assertSame( $stored, self::stored_leases(), 'No lease was written.' );
		$this->assertSame( self::CASES, array_sum( $statuses ), 'Every case was sent.' );
		$this->assertArrayHasKey( 400, $statuses, 'The cases include invalid fields.' );
		$this->assertArrayHasKey( 403, $statuses, 'The cases include well-formed keys that are not this token\'s.' );
		$this->assertArrayHasKey( 413, $statuses, 'The cases include oversized bodies.' );
		$this->assertSame( 200, $this->send_raw( 'POST', '/pp/v1/appadoos/' . $slug . '/play-lease', (string) wp_json_encode( compact( 'token', 'renew' ) ) )->get_status(), 'The valid body passes: only the breakage refused the cases.' );
		$this->assertGreaterThan( $lease['e'], Play_Lease::expires( $load ), 'And renews the lease.' );
	}
}
