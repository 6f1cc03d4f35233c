<?php
/**
 * Sessions reported at the same moment all count.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PHPUnit\Framework\TestCase;
use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Appadoo_Repository;

/**
 * Two worker processes (tests/phpunit/fixtures/session-worker.php), each on
 * its own database connection, play the same Appadoo at once. Without the
 * lock around the usage counters their read-add-write steps would overwrite
 * each other and sessions would be lost. No transaction here: the workers
 * must see each other's committed writes, so this test removes its own rows.
 */
final class PlaySessionsConcurrencyTest extends TestCase {

	private const SESSIONS_EACH = 25;

	private int $user = 0;

	private int $appadoo = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->user    = (int) wp_insert_user(
			array(
				'user_login' => 'concurrent_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'concurrent_' . wp_generate_password( 6, false ) . '@example.test',
				'role'       => 'subscriber',
			)
		);
		$this->appadoo = ( new Appadoo_Repository() )->create( $this->user, 'Played at once', 'ocean-adventure' );
	}

	protected function tearDown(): void {
		wp_delete_post( $this->appadoo, true );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->user );
		parent::tearDown();
	}

	public function test_two_players_at_once_lose_no_session_and_no_second(): void {
		$worker  = dirname( __DIR__ ) . '/fixtures/session-worker.php';
		$env     = getenv() + array( 'PLAYPAL_SITE' => 'phpunit' );
		$workers = array();
		for ( $i = 0; $i < 2; $i++ ) {
			$workers[] = proc_open(
				array( PHP_BINARY, $worker, (string) $this->appadoo, (string) self::SESSIONS_EACH ),
				array(
					0 => array( 'file', '/dev/null', 'r' ),
					1 => array( 'pipe', 'w' ),
					2 => array( 'pipe', 'w' ),
				),
				$pipes[ $i ],
				null,
				$env
			);
		}
		foreach ( $workers as $i => $process ) {
			$out = stream_get_contents( $pipes[ $i ][1] );
			$err = stream_get_contents( $pipes[ $i ][2] );
			fclose( $pipes[ $i ][1] );
			fclose( $pipes[ $i ][2] );
			$this->assertSame( 0, proc_close( $process ), "Worker {$i} finished cleanly: {$err}" );
			$this->assertSame( "done\n", $out, "Worker {$i} played every session." );
		}

		wp_cache_delete( $this->appadoo, 'post_meta' );
		$usage = Appadoo_Repository::usage_of( get_post_meta( $this->appadoo, Appadoo_Meta::USAGE, true ) );
		$this->assertSame( 2 * self::SESSIONS_EACH, $usage['sessions'], 'Every session of both players counted.' );
		$this->assertSame( 2 * self::SESSIONS_EACH * 3, $usage['totalSeconds'], 'Every second of both players counted.' );
	}
}
