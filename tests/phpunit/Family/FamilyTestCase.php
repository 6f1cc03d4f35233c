<?php
/**
 * Base of the family tests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Family\Child;
use PlayPal\Family\Clock;
use PlayPal\Family\Consent_Record;
use PlayPal\Family\Family_Services;
use PlayPal\Settings\Settings;
use PlayPal\Database\Schema;
use PlayPal\Tests\Appadoos\AppadooTestCase;
use WP_REST_Response;
use WP_Session_Tokens;

/**
 * Parents (signed in as subscribers, with a WordPress session as a browser
 * has one, in parent mode unless asked otherwise), their children through
 * the REST routes (agreeing to the consent), play reports, and a snapshot of
 * every family row.
 */
abstract class FamilyTestCase extends AppadooTestCase {

	/** Every test parent's WordPress account password. */
	protected const ACCOUNT_PASSWORD = 'a grown-up\'s password 7';

	/**
	 * The logged_in cookie of the requests' session, if any.
	 *
	 * @var string|null
	 */
	private ?string $cookie = null;

	protected function tearDown(): void {
		// Filters and the cookie live in memory, not in the rolled-back database.
		remove_all_filters( 'playpal_family_pin_tries' );
		remove_all_filters( 'playpal_family_pin_window' );
		remove_all_filters( 'playpal_family_now' );
		remove_all_filters( 'playpal_family_consent_version' );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		parent::tearDown();
	}

	/**
	 * Creates a parent and signs them in, in a new WordPress session (as a browser signs in),
	 * in parent mode unless told otherwise (the tests of other things start unlocked, as a parent
	 * who has just typed the PIN).
	 *
	 * @param bool $unlocked Whether parent mode is open.
	 */
	protected function parent_signed_in( bool $unlocked = true ): int {
		$parent = $this->user( 'subscriber' );
		wp_set_password( self::ACCOUNT_PASSWORD, $parent );
		$this->sign_in( $parent, $unlocked );
		return $parent;
	}

	/**
	 * Signs a person in, in a new WordPress session (in parent mode unless told otherwise).
	 *
	 * @param int  $user_id  Person.
	 * @param bool $unlocked Whether parent mode is open.
	 */
	protected function sign_in( int $user_id, bool $unlocked = true ): void {
		wp_set_current_user( $user_id );
		$this->browser_session( $user_id );
		if ( $unlocked ) {
			$this->assertTrue( self::services()->parent_mode->open( $user_id, Clock::now() ), 'Parent mode opens in the new session.' );
		}
	}

	/**
	 * Starts a new WordPress session for a person and makes it the request's, as a browser's
	 * logged_in cookie names it (wp_get_session_token() reads the cookie).
	 *
	 * @param int $user_id Person.
	 * @return string The session's cookie value.
	 */
	protected function browser_session( int $user_id ): string {
		$expires = time() + 2 * DAY_IN_SECONDS;
		$token   = WP_Session_Tokens::get_instance( $user_id )->create( $expires );
		$cookie  = wp_generate_auth_cookie( $user_id, $expires, 'logged_in', $token );
		$this->use_session( $cookie );
		return $cookie;
	}

	/**
	 * Makes a session the request's (another device of the same parent, or back to the first).
	 *
	 * @param string|null $cookie A logged_in cookie value, or null for none (no cookie session).
	 */
	protected function use_session( ?string $cookie ): void {
		$this->cookie = $cookie;
		if ( null === $cookie ) {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
			return;
		}
		$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
	}

	/**
	 * The logged_in cookie the requests carry now (null: none).
	 */
	protected function current_session(): ?string {
		return $this->cookie;
	}

	/**
	 * Sets the first PIN through PUT pp/v1/family/pin, with the account password (needed once the
	 * family has children; ignored before).
	 *
	 * @param string $pin The PIN.
	 */
	protected function set_first_pin( string $pin ): WP_REST_Response {
		return $this->send_json(
			'PUT',
			'/pp/v1/family/pin',
			array(
				'pin'             => $pin,
				'accountPassword' => self::ACCOUNT_PASSWORD,
			)
		);
	}

	/**
	 * Whether another database connection can take a PlayPal named lock now (false: this request holds it).
	 *
	 * @param string $name Lock name within PlayPal (as Storage\Named_Lock::run() is given it).
	 */
	protected static function lock_free_elsewhere( string $name ): bool {
		global $wpdb;
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$lock  = \PlayPal\Database\Named_Lock::full_name( $wpdb->prefix . 'playpal_' . $name );
		$got   = '1' === (string) $other->get_var( $other->prepare( 'SELECT GET_LOCK( %s, 0 )', $lock ) );
		if ( $got ) {
			$other->query( $other->prepare( 'SELECT RELEASE_LOCK( %s )', $lock ) );
		}
		$other->close();
		return $got;
	}

	/**
	 * Moves the family's clock to a moment (Family\Clock; the filter is removed after the test).
	 *
	 * @param int $now Unix time.
	 */
	protected static function clock_at( int $now ): void {
		remove_all_filters( 'playpal_family_now' );
		add_filter( 'playpal_family_now', static fn(): int => $now );
	}

	/**
	 * Adds a child through POST pp/v1/family/children and returns its answer.
	 *
	 * @param array<string, mixed> $fields Fields (nickname and avatar get defaults, and the
	 *                                     parent agrees to the current consent text).
	 * @return array<string, mixed>
	 */
	protected function add_child( array $fields = array() ): array {
		$response = $this->send_json(
			'POST',
			'/pp/v1/family/children',
			$fields + array(
				'nickname'       => 'Sam',
				'avatar'         => 'fox',
				'consentVersion' => Consent_Record::version(),
			)
		);
		$this->assertSame( 201, $response->get_status(), 'The child is added: ' . wp_json_encode( $response->get_data() ) );
		return (array) $response->get_data();
	}

	/**
	 * Reports play through POST pp/v1/family/children/{id}/play.
	 *
	 * @param string $child_id   Child's public id.
	 * @param int    $appadoo_id Appadoo.
	 * @param string $session    Session id.
	 * @param int    $seconds    Seconds so far.
	 */
	protected function play( string $child_id, int $appadoo_id, string $session, int $seconds ): WP_REST_Response {
		return $this->send_json(
			'POST',
			'/pp/v1/family/children/' . $child_id . '/play',
			array(
				'appadooId' => $appadoo_id,
				'session'   => $session,
				'seconds'   => $seconds,
			)
		);
	}

	/**
	 * A random session id, as the runtime makes one.
	 */
	protected static function session(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	/**
	 * The family services, as the routes build them.
	 */
	protected static function services(): Family_Services {
		return new Family_Services( new Settings() );
	}

	/**
	 * A child by public id (the parent given).
	 *
	 * @param int    $parent_id Parent.
	 * @param string $public_id Child's public id.
	 */
	protected static function child( int $parent_id, string $public_id ): Child {
		return self::services()->children->find( $parent_id, $public_id );
	}

	/**
	 * Every row of the family tables, and the family user meta, to compare before and after.
	 *
	 * @return array<string, mixed>
	 */
	protected static function family_snapshot(): array {
		global $wpdb;
		$snapshot = array();
		foreach ( array( Schema::children_table(), Schema::play_time_table(), Schema::child_appadoos_table() ) as $table ) {
			$snapshot[ $table ] = $wpdb->get_results( "SELECT * FROM {$table} ORDER BY id", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		}
		$snapshot['meta'] = $wpdb->get_results( "SELECT user_id, meta_key, meta_value FROM {$wpdb->usermeta} WHERE meta_key LIKE 'playpal\\_family\\_%' ORDER BY umeta_id", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return $snapshot;
	}

	/**
	 * Rows of a family table.
	 *
	 * @param string $table Table name.
	 */
	protected static function count_rows( string $table ): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}
}
