<?php
/**
 * Locks and the reads they guard stay on the primary behind a read/write splitter.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Database;

use PlayPal\Checkout\Checkout_Lock;
use PlayPal\Database\Named_Lock;
use PlayPal\Tests\TestCase;
use wpdb;

/**
 * SCALING.md: GET_LOCK and RELEASE_LOCK are SELECTs, so a splitter would take
 * the lock on a replica, where no other node looks.
 */
final class NamedLockReplicaTest extends TestCase {

	private ?wpdb $real = null;

	private ReadSplittingDb $splitting;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->real      = $wpdb;
		$this->splitting = new ReadSplittingDb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->splitting->set_prefix( $wpdb->prefix );
		$wpdb = $this->splitting; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The drop-in under test.
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb = $this->real; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restores the site's connection.
		$this->splitting->close();
		parent::tearDown();
	}

	public function test_the_lock_the_step_s_reads_and_the_release_go_to_the_primary(): void {
		$read = Named_Lock::run(
			'unit_replica',
			0,
			static function (): string {
				global $wpdb;
				return (string) $wpdb->get_var( 'SELECT 42' );
			}
		);
		$this->assertSame( '42', $read, 'The step ran.' );
		$this->assertSame( array( 'primary' ), $this->splitting->routes_of( '/GET_LOCK/' ), 'GET_LOCK is sent to the primary.' );
		$this->assertSame( array( 'primary' ), $this->splitting->routes_of( '/^SELECT 42$/' ), 'A read under the lock is sent to the primary.' );
		$this->assertSame( array( 'primary' ), $this->splitting->routes_of( '/RELEASE_LOCK/' ), 'RELEASE_LOCK is sent to the primary.' );
	}

	public function test_a_read_before_any_lock_may_still_go_to_a_replica(): void {
		global $wpdb;
		$wpdb->get_var( 'SELECT 7' );
		$this->assertSame( array( 'replica' ), $this->splitting->routes_of( '/^SELECT 7$/' ), 'Ordinary reads keep the replica: only locked steps are pinned.' );
	}

	public function test_the_checkout_lock_is_taken_on_the_primary(): void {
		$request = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		// A guest's cart, named by its cart token as the Store API sees it.
		$request->set_header( 'Cart-Token', 'replica-test-cart' );
		$this->assertNotSame( '', Checkout_Lock::cart_session( $request ), 'The request names a cart.' );
		$lock = new Checkout_Lock( 0 );
		$this->assertNull( $lock->take( null, null, $request ), 'The lock is taken and the request goes on.' );
		$lock->release();
		$this->assertSame( array( 'primary' ), $this->splitting->routes_of( '/GET_LOCK/' ), 'The checkout\'s GET_LOCK is sent to the primary.' );
		$this->assertSame( array( 'primary' ), $this->splitting->routes_of( '/RELEASE_LOCK/' ), 'Its RELEASE_LOCK too.' );
	}
}
