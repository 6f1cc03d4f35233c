<?php
/**
 * Base of the family tests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Family\Child;
use PlayPal\Family\Family_Services;
use PlayPal\Settings\Settings;
use PlayPal\Storage\Schema;
use PlayPal\Tests\Appadoos\AppadooTestCase;
use WP_REST_Response;

/**
 * Parents (signed in as subscribers), their children through the REST
 * routes, play reports, and a snapshot of every family row.
 */
abstract class FamilyTestCase extends AppadooTestCase {

	protected function tearDown(): void {
		// Filters live in memory, not in the rolled-back database.
		remove_all_filters( 'playpal_family_pin_tries' );
		remove_all_filters( 'playpal_family_pin_window' );
		parent::tearDown();
	}

	/**
	 * Creates a parent and signs them in.
	 */
	protected function parent_signed_in(): int {
		$parent = $this->user( 'subscriber' );
		wp_set_current_user( $parent );
		return $parent;
	}

	/**
	 * Adds a child through POST pp/v1/family/children and returns its answer.
	 *
	 * @param array<string, mixed> $fields Fields (nickname and avatar get defaults).
	 * @return array<string, mixed>
	 */
	protected function add_child( array $fields = array() ): array {
		$response = $this->send_json(
			'POST',
			'/pp/v1/family/children',
			$fields + array(
				'nickname' => 'Sam',
				'avatar'   => 'fox',
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
