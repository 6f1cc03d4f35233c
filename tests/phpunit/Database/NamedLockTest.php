<?php
/**
 * The one named-lock helper every counter and index step runs under.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Database;

use PlayPal\Errors\Lock_Busy;
use PlayPal\Database\Named_Lock;
use PlayPal\Tests\TestCase;
use RuntimeException;
use wpdb;

/**
 * A second database connection stands for another web server worker.
 */
final class NamedLockTest extends TestCase {

	private ?wpdb $other = null;

	protected function tearDown(): void {
		if ( null !== $this->other ) {
			$this->other->close();
		}
		parent::tearDown();
	}

	public function test_a_lock_held_by_another_connection_makes_the_step_wait_then_refuse(): void {
		$this->other_connection_takes( 'unit_busy' );
		$ran = false;
		try {
			Named_Lock::run(
				'unit_busy',
				0,
				static function () use ( &$ran ): void {
					$ran = true;
				}
			);
			$this->fail( 'A taken lock must refuse.' );
		} catch ( Lock_Busy $busy ) {
			$this->assertInstanceOf( RuntimeException::class, $busy, 'Callers catching RuntimeException still see it.' );
		}
		$this->assertFalse( $ran, 'The step did not run without the lock.' );
	}

	public function test_the_lock_is_released_when_the_step_throws(): void {
		try {
			Named_Lock::run(
				'unit_throws',
				0,
				static function (): void {
					throw new RuntimeException( 'step failed' );
				}
			);
		} catch ( RuntimeException $failed ) {
			$this->assertSame( 'step failed', $failed->getMessage(), 'The step\'s own error comes through.' );
		}
		$this->assertTrue( $this->other_connection_takes( 'unit_throws' ), 'Another connection can take the lock at once.' );
	}

	public function test_the_step_answers_through_the_lock(): void {
		$this->assertSame( 42, Named_Lock::run( 'unit_answer', 0, static fn(): int => 42 ) );
	}

	public function test_a_meta_step_holds_the_topic_and_object_lock_and_reads_the_meta_afresh(): void {
		$user = $this->log_in_as( 'subscriber' );
		update_user_meta( $user, '_playpal_unit_list', array( 1 ) );
		get_user_meta( $user, '_playpal_unit_list', true );
		// Another request changed the meta behind this one's cached copy.
		global $wpdb;
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->usermeta,
			array( 'meta_value' => maybe_serialize( array( 1, 2 ) ) ), // phpcs:ignore WordPress.DB.SlowDBQuery
			array(
				'user_id'  => $user,
				'meta_key' => '_playpal_unit_list', // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
		$seen = Named_Lock::run_on_meta(
			'unit_downloads',
			'user',
			$user,
			0,
			function () use ( $user ): mixed {
				$this->assertFalse( $this->other_connection_takes( 'unit_downloads_' . $user ), 'The lock is `{topic}_{object id}`, as the callers\' locks have always been named.' );
				return get_user_meta( $user, '_playpal_unit_list', true );
			}
		);
		$this->assertSame( array( 1, 2 ), $seen, 'The step read what the database holds, not the cached copy.' );
		$this->assertTrue( $this->other_connection_takes( 'unit_downloads_' . $user ), 'Released after the step.' );
	}

	public function test_long_names_fit_mariadb_and_stay_apart(): void {
		$a = Named_Lock::full_name( str_repeat( 'x', 80 ) . 'a' );
		$b = Named_Lock::full_name( str_repeat( 'x', 80 ) . 'b' );
		$this->assertSame( 64, strlen( $a ), 'At most 64 characters.' );
		$this->assertNotSame( $a, $b, 'Names that differ only past the cut are different locks.' );
		$this->assertSame( 'wp_playpal_quota_7', Named_Lock::full_name( 'wp_playpal_quota_7' ), 'Short names are kept as they are.' );
	}

	/**
	 * Takes a lock on a second connection (no wait).
	 *
	 * @param string $name Name within PlayPal.
	 */
	private function other_connection_takes( string $name ): bool {
		global $wpdb;
		$this->other ??= new wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$lock          = Named_Lock::full_name( $wpdb->prefix . 'playpal_' . $name );
		return '1' === (string) $this->other->get_var( $this->other->prepare( 'SELECT GET_LOCK( %s, 0 )', $lock ) );
	}
}
