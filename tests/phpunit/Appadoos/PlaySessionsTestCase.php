<?php
/**
 * Base of the play-session tests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Appadoos\Player\Session_Token;
use PlayPal\Database\Schema;
use WP_REST_Response;

/**
 * Reports to `POST pp/v1/appadoos/{key}/sessions` and reads the usage back.
 */
abstract class PlaySessionsTestCase extends AppadooTestCase {

	/**
	 * The public key and session token of an Appadoo.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return array{0: string, 1: string}
	 */
	protected function key_and_token( int $appadoo_id ): array {
		$key = (string) get_post( $appadoo_id )->post_name;
		return array( $key, Session_Token::for_appadoo( $appadoo_id, $key ) );
	}

	/**
	 * Sends a report.
	 *
	 * @param string               $key  Public key.
	 * @param array<string, mixed> $body Body.
	 */
	protected function report( string $key, array $body ): WP_REST_Response {
		return $this->send_json( 'POST', '/pp/v1/appadoos/' . $key . '/sessions', $body );
	}

	/**
	 * The body of a start.
	 *
	 * @param string      $token   Token.
	 * @param string|null $session Session id (a new one when null).
	 * @return array<string, mixed>
	 */
	protected static function start_of( string $token, ?string $session = null ): array {
		return array(
			'event'   => 'start',
			'session' => $session ?? self::session(),
			'token'   => $token,
		);
	}

	/**
	 * The body of an end.
	 *
	 * @param string $token    Token.
	 * @param string $session  Session id.
	 * @param int    $duration Seconds.
	 * @return array<string, mixed>
	 */
	protected static function end_of( string $token, string $session, int $duration ): array {
		return array(
			'event'    => 'end',
			'session'  => $session,
			'token'    => $token,
			'duration' => $duration,
		);
	}

	/**
	 * A random session id.
	 */
	protected static function session(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	/**
	 * The usage as stored (fresh from the database).
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return array{sessions: int, totalTime: int, totalSeconds: int, lastPlayed: string|null}
	 */
	protected function usage( int $appadoo_id ): array {
		wp_cache_delete( $appadoo_id, 'post_meta' );
		return Appadoo_Repository::usage_of( get_post_meta( $appadoo_id, Appadoo_Meta::USAGE, true ) );
	}

	/**
	 * Open sessions remembered by the server (every Appadoo's), for "nothing stored".
	 */
	protected function open_sessions(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::play_sessions_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
	}
}
