<?php
/**
 * Reads that decide a write, outside any lock, go to the primary behind a read/write splitter.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Database;

use PlayPal\Appadoos\Play_Sessions;
use PlayPal\Family\Parent_Pin;
use PlayPal\Family\Pin_Guess_Alert;
use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;
use wpdb;

/**
 * SCALING.md, "Read replicas": a play session's end reads the start another node wrote a
 * moment ago; a PIN check reads a PIN set or changed a moment ago; an upgrade compares the
 * tables with DESCRIBE. On a lagging replica each would act on the past (bench/replica shows
 * the session ends refused), so each pins the request's reads to the primary first.
 */
final class ReplicaReadAfterWriteTest extends TestCase {

	private ?wpdb $real = null;

	private ReadSplittingDb $splitting;

	/**
	 * The double's own connection, closed at the end (it runs on the site's meanwhile).
	 *
	 * @var mixed
	 */
	private mixed $own_connection = null;

	/**
	 * Posts and users this test made.
	 *
	 * @var array{posts: int[], users: int[]}
	 */
	private array $made = array(
		'posts' => array(),
		'users' => array(),
	);

	protected function tearDown(): void {
		global $wpdb;
		if ( null !== $this->real ) {
			$wpdb = $this->real; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restores the site's connection.
			self::give_connection( $this->splitting, $this->own_connection );
			$this->splitting->close();
		}
		foreach ( $this->made['posts'] as $post ) {
			wp_delete_post( $post, true );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->made['users'] as $user ) {
			wp_delete_user( $user );
		}
		parent::tearDown();
	}

	/**
	 * From now on the site's database calls go through the splitting double.
	 */
	private function split_reads(): void {
		global $wpdb;
		$this->real      = $wpdb;
		$this->splitting = new ReadSplittingDb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->splitting->set_prefix( $wpdb->prefix );
		// Both routes run on the site's own connection, inside the test's transaction (TestCase): the
		// double records where each statement would go, and every statement sees the test's rows.
		$this->own_connection = self::connection_of( $this->splitting );
		self::give_connection( $this->splitting, self::connection_of( $wpdb ) );
		$wpdb = $this->splitting; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The drop-in under test.
	}

	/**
	 * A wpdb's connection (a protected property, read in its own scope).
	 *
	 * @param wpdb $db Database object.
	 */
	private static function connection_of( wpdb $db ): mixed {
		return ( function (): mixed {
			return $this->dbh;
		} )->call( $db );
	}

	/**
	 * Makes a wpdb run on a connection.
	 *
	 * @param wpdb  $db         Database object.
	 * @param mixed $connection Connection.
	 */
	private static function give_connection( wpdb $db, mixed $connection ): void {
		( function () use ( $connection ): void {
			$this->dbh = $connection;
		} )->call( $db );
	}

	public function test_a_play_session_s_end_reads_its_start_on_the_primary(): void {
		$appadoo = (int) wp_insert_post(
			array(
				'post_type'   => 'post',
				'post_status' => 'draft',
				'post_title'  => 'Replica end',
			)
		);
		$this->assertGreaterThan( 0, $appadoo, 'A post stands for the Appadoo.' );
		$this->made['posts'][] = $appadoo;
		$sessions              = new Play_Sessions();
		$session               = bin2hex( random_bytes( 16 ) );
		$now                   = time();
		// The start, as another node's request wrote it.
		$this->assertTrue( $sessions->start( $appadoo, $session, $now ), 'The session starts.' );

		$this->split_reads();
		$this->assertSame( 5, $sessions->end( $appadoo, $session, 5, $now + 5 ), 'The end counts the seconds played.' );
		$this->assertSame( array( 'primary' ), $this->splitting->routes_of( '/SELECT started_at/' ), 'The end reads the start on the primary, not on a replica that may not hold it yet.' );
	}

	public function test_a_pin_is_checked_and_changed_against_the_primary(): void {
		$parent = wp_insert_user(
			array(
				'user_login' => 'replica-pin-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'replica-pin-' . wp_generate_password( 6, false ) . '@example.test',
			)
		);
		$this->assertIsInt( $parent, 'A parent exists.' );
		$this->made['users'][] = $parent;
		$pins                  = new Parent_Pin( new Pin_Guess_Alert() );
		$pins->set( $parent, '0427', null, time() );
		get_user_meta( $parent, Parent_Pin::META, true ); // A copy in the cache, as an earlier read leaves it.

		$this->split_reads();
		$pins->verify( $parent, '0427', time() );
		$reads = $this->splitting->routes_of( '/FROM \S*usermeta/' );
		$this->assertNotSame( array(), $reads, 'The check reads the PIN from the database, not from a cached copy a replica may have filled.' );
		$this->assertSame( array( 'primary' ), array_values( array_unique( $reads ) ), 'The check reads the PIN on the primary.' );

		$this->splitting->routed = array();
		$this->splitting->srtm   = false; // A new request.
		$pins->set( $parent, '5150', '0427', time() );
		$reads = $this->splitting->routes_of( '/FROM \S*usermeta/' );
		$this->assertNotSame( array(), $reads, 'Changing the PIN reads whether one is set from the database.' );
		$this->assertSame( array( 'primary' ), array_values( array_unique( $reads ) ), 'Whether a PIN is set (so the current one is asked for) is read on the primary.' );
	}

	public function test_a_table_upgrade_compares_the_tables_on_the_primary(): void {
		$this->split_reads();
		Schema::install();
		$reads = $this->splitting->routes_of( '/^\s*(DESCRIBE|SHOW)\s/i' );
		$this->assertNotSame( array(), $reads, 'The upgrade reads the tables\' layout.' );
		$this->assertSame( array( 'primary' ), array_values( array_unique( $reads ) ), 'Every layout read of the upgrade goes to the primary.' );
		$this->assertTrue( Schema::tables_exist(), 'The tables are all there afterwards.' );
	}
}
