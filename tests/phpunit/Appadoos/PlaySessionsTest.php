<?php
/**
 * POST pp/v1/appadoos/{key}/sessions
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Play_Sessions;

/**
 * Signed, bounded, rate-limited session reports that make usage real.
 */
final class PlaySessionsTest extends PlaySessionsTestCase {

	protected function tearDown(): void {
		remove_all_filters( 'playpal_sessions_rate_limit' );
		remove_all_filters( 'playpal_sessions_global_rate_limit' );
		remove_all_filters( 'playpal_client_address' );
		parent::tearDown();
	}

	public function test_a_start_and_an_end_count_one_session_and_its_time(): void {
		$id                  = $this->appadoo( $this->user() );
		list( $key, $token ) = $this->key_and_token( $id );
		$session             = self::session();

		$start = $this->report( $key, self::start_of( $token, $session ) );
		$this->assertSame( 200, $start->get_status(), 'A signed start is counted. Body: ' . wp_json_encode( $start->get_data() ) );
		$this->assertSame( array( 'success' => true ), $start->get_data(), 'The answer says nothing about the Appadoo.' );
		$usage = $this->usage( $id );
		$this->assertSame( 1, $usage['sessions'], 'The start counts a session.' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', (string) $usage['lastPlayed'], 'lastPlayed is set (ISO 8601 UTC).' );
		$this->assertSame( 1, $this->open_sessions(), 'The session is remembered until it ends.' );

		$again = $this->report( $key, self::start_of( $token, $session ) );
		$this->assert_error( $again, 409, 'playpal_session_already_started', 'A start sent twice' );
		$this->assertSame( 1, $this->usage( $id )['sessions'], 'A repeated start counts nothing.' );

		$end = $this->report(
			$key,
			self::end_of( $token, $session, 42 )
		);
		$this->assertSame( 200, $end->get_status(), 'A signed end is counted.' );
		$usage = $this->usage( $id );
		$this->assertSame( 42, $usage['totalSeconds'], 'The seconds played are added.' );
		$this->assertSame( 0, $usage['totalTime'], 'totalTime stays in whole minutes.' );
		$this->assertSame( 0, $this->open_sessions(), 'The ended session is forgotten.' );

		$twice = $this->report(
			$key,
			self::end_of( $token, $session, 42 )
		);
		$this->assert_error( $twice, 409, 'playpal_session_not_started', 'An end sent twice' );
		$this->assertSame( 42, $this->usage( $id )['totalSeconds'], 'A repeated end adds nothing.' );

		// The REST answer of the Appadoo shows the same usage.
		wp_set_current_user( (int) get_post( $id )->post_author );
		$read = $this->dispatch( 'GET', '/pp/v1/appadoos/' . $id )->get_data();
		$this->assertSame( 1, $read['appadoo']['usage']['sessions'], 'GET /appadoos/{id} shows the session.' );
	}

	public function test_a_reported_duration_is_trusted_only_as_far_as_the_server_saw_time_pass(): void {
		$id                  = $this->appadoo( $this->user() );
		list( $key, $token ) = $this->key_and_token( $id );
		$session             = self::session();
		$this->report( $key, self::start_of( $token, $session ) );
		$end = $this->report(
			$key,
			self::end_of( $token, $session, 80000 )
		);
		$this->assertSame( 200, $end->get_status(), 'The end is accepted.' );
		$this->assertLessThanOrEqual( Play_Sessions::SLACK_SECONDS + 5, $this->usage( $id )['totalSeconds'], 'Only the time since the start (plus the slack) counts.' );
		$this->assertGreaterThanOrEqual( Play_Sessions::SLACK_SECONDS, $this->usage( $id )['totalSeconds'], 'The slack itself counts.' );

		$unknown = $this->report(
			$key,
			self::end_of( $token, self::session(), 10 )
		);
		$this->assert_error( $unknown, 409, 'playpal_session_not_started', 'An end without a start' );

		// Minutes follow the seconds.
		$sessions = new Play_Sessions();
		$long     = self::session();
		$sessions->start( $id, $long, 1000 );
		$this->assertSame( 600, $sessions->end( $id, $long, 600, 1700 ), 'Ten minutes seen, ten counted.' );
		$this->assertSame( intdiv( $this->usage( $id )['totalSeconds'], 60 ), $this->usage( $id )['totalTime'], 'totalTime is the whole minutes of totalSeconds.' );
	}

	public function test_the_signature_is_required_and_belongs_to_one_appadoo(): void {
		$owner                 = $this->user();
		$id                    = $this->appadoo( $owner );
		$other                 = $this->appadoo( $owner, 'Other' );
		list( $key, $token )   = $this->key_and_token( $id );
		list( , $other_token ) = $this->key_and_token( $other );
		$session               = self::session();

		$missing = $this->report(
			$key,
			array(
				'event'   => 'start',
				'session' => $session,
			)
		);
		$this->assert_error( $missing, 400, 'rest_missing_callback_param', 'A report without a token' );
		$forged = $this->report(
			$key,
			array(
				'event'   => 'start',
				'session' => $session,
				'token'   => str_repeat(
					'a',
					64
				),
			)
		);
		$this->assert_error( $forged, 403, 'playpal_session_bad_signature', 'A forged token' );
		$borrowed = $this->report( $key, self::start_of( $other_token, $session ) );
		$this->assert_error( $borrowed, 403, 'playpal_session_bad_signature', 'Another Appadoo\'s token' );
		$flipped = $this->report( $key, self::start_of( strtoupper( $token ), $session ) );
		$this->assert_error( $flipped, 400, 'rest_invalid_param', 'A token of the wrong form' );

		$this->assertSame( 0, $this->usage( $id )['sessions'], 'No refused report counted.' );
		$this->assertSame( 0, $this->usage( $other )['sessions'], 'The other Appadoo is untouched.' );
		$this->assertSame( 0, $this->open_sessions(), 'No session is remembered.' );
		$this->assertNotSame( $token, $other_token, 'Each Appadoo has its own token.' );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $token, 'A token is 64 hex characters.' );
	}

	public function test_an_unknown_appadoo_is_404(): void {
		$id              = $this->appadoo( $this->user() );
		list( , $token ) = $this->key_and_token( $id );
		$response        = $this->report( 'appadoo-' . wp_generate_uuid4(), self::start_of( $token ) );
		$this->assert_error( $response, 404, 'playpal_appadoo_not_found', 'An unknown key' );
		$key = (string) get_post( $id )->post_name;
		wp_delete_post( $id, true );
		$this->assert_error(
			$this->report( $key, self::start_of( $token ) ),
			404,
			'playpal_appadoo_not_found',
			'A deleted Appadoo'
		);
		$this->assertSame( 0, $this->open_sessions(), 'Nothing is remembered.' );
	}

	public function test_the_payload_is_small_strict_json(): void {
		$id                  = $this->appadoo( $this->user() );
		list( $key, $token ) = $this->key_and_token( $id );
		$route               = '/pp/v1/appadoos/' . $key . '/sessions';
		$valid               = self::start_of( $token );

		$padded = substr( (string) wp_json_encode( $valid ), 0, -1 ) . str_repeat( ' ', 600 ) . '}';
		$this->assert_error( $this->send_raw( 'POST', $route, $padded ), 413, 'playpal_session_payload_too_large', 'A body over 512 bytes' );
		$this->assert_error( $this->report( $key, $valid + array( 'player' => 'Ana' ) ), 400, 'playpal_invalid_body', 'An unknown field' );
		// A form post: over HTTP WordPress reads its fields from $_POST, as set here.
		$form = new \WP_REST_Request( 'POST', $route );
		$form->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$form->set_body( http_build_query( $valid ) );
		$form->set_body_params( $valid );
		$this->assert_error( rest_ensure_response( rest_get_server()->dispatch( $form ) ), 415, 'playpal_json_required', 'A form body' );
		$this->assert_error( $this->report( $key, $valid + array( 'duration' => 5 ) ), 400, 'playpal_invalid_session_report', 'A start with a duration' );
		$this->assert_error( $this->report( $key, array( 'event' => 'end' ) + $valid ), 400, 'playpal_invalid_session_report', 'An end without a duration' );
		$this->assert_error(
			$this->report(
				$key,
				array(
					'duration' => '5',
					'event'    => 'end',
				) + $valid
			),
			400,
			'rest_invalid_param',
			'A duration as a string'
		);
		$this->assert_error(
			$this->report(
				$key,
				array(
					'duration' => Play_Sessions::MAX_SECONDS + 1,
					'event'    => 'end',
				) + $valid
			),
			400,
			'rest_invalid_param',
			'A duration over a day'
		);
		$this->assert_error( $this->report( $key, array( 'session' => $valid['session'] . "\n" ) + $valid ), 400, 'rest_invalid_param', 'A session id with a line break' );
		$this->assert_error( $this->report( $key, array( 'event' => 'pause' ) + $valid ), 400, 'rest_invalid_param', 'An unknown event' );
		$this->assertSame( 0, $this->usage( $id )['sessions'], 'No refused report counted.' );
		$this->assertSame( 0, $this->open_sessions(), 'No session is remembered.' );
	}

	/**
	 * Sends starts that must all be counted.
	 *
	 * @param string $key   Public key.
	 * @param string $token Token.
	 * @param int    $count How many.
	 */
	private function assert_counted_starts( string $key, string $token, int $count ): void {
		for ( $i = 0; $i < $count; $i++ ) {
			$this->assertSame( 200, $this->report( $key, self::start_of( $token ) )->get_status(), "Report {$i} is within the limits." );
		}
	}

	public function test_each_client_is_rate_limited(): void {
		add_filter( 'playpal_sessions_rate_limit', static fn(): int => 3 );
		$address = '203.0.113.7';
		add_filter(
			'playpal_client_address',
			static function () use ( &$address ): string {
				return $address;
			}
		);
		$id                  = $this->appadoo( $this->user() );
		list( $key, $token ) = $this->key_and_token( $id );

		$this->assert_counted_starts( $key, $token, 3 );
		$limited = $this->report( $key, self::start_of( $token ) );
		$this->assert_error( $limited, 429, 'playpal_sessions_rate_limited', 'The fourth report from one client' );
		$this->assertGreaterThan( 0, $limited->get_data()['data']['retry_after'] ?? 0, 'The answer says when to retry.' );
		$this->assertSame( 3, $this->usage( $id )['sessions'], 'The limited report counted nothing.' );

		$address = '198.51.100.9';
		$this->assertSame(
			200,
			$this->report( $key, self::start_of( $token ) )->get_status(),
			'Another client is not limited by the first.'
		);
		$this->assertSame( 4, $this->usage( $id )['sessions'], 'Its report counts.' );
	}

	public function test_everyone_together_is_rate_limited(): void {
		add_filter( 'playpal_sessions_global_rate_limit', static fn(): int => 5 );
		$n = 0;
		add_filter(
			'playpal_client_address',
			static function () use ( &$n ): string {
				return '192.0.2.' . ( ++$n );
			}
		);
		$id                  = $this->appadoo( $this->user() );
		list( $key, $token ) = $this->key_and_token( $id );

		$this->assert_counted_starts( $key, $token, 5 );
		$this->assert_error(
			$this->report( $key, self::start_of( $token ) ),
			429,
			'playpal_sessions_rate_limited',
			'A sixth client over the global limit'
		);
		$this->assertSame( 5, $this->usage( $id )['sessions'], 'Only the reports within the limit counted.' );
	}

	public function test_reports_follow_the_portals_flag_and_refuse_reads(): void {
		$id                  = $this->appadoo( $this->user() );
		list( $key, $token ) = $this->key_and_token( $id );
		$this->assertSame( 404, $this->dispatch( 'GET', '/pp/v1/appadoos/' . $key . '/sessions' )->get_status(), 'There is nothing to read.' );
		$this->set_flags( array( 'portals' => false ) );
		$this->assert_error(
			$this->report( $key, self::start_of( $token ) ),
			404,
			'playpal_feature_off',
			'With the portals flag off'
		);
		$this->assertSame( 0, $this->usage( $id )['sessions'], 'Nothing counted.' );
	}
}
