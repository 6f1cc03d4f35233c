<?php
/**
 * Two conversions at once cannot both fit into the room left for one.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Converter;

use PHPUnit\Framework\TestCase;
use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Appadoos\Storage_Quota;
use PlayPal\Settings\Settings;
use PlayPal\Database\Atomic_Counter;
use PlayPal\Tests\ParallelWorkers;
use ZipArchive;

/**
 * Issue 20, reproduction 4, in parallel: two worker processes
 * (tests/phpunit/fixtures/convert-worker.php), each on its own database
 * connection, send a zip that unpacks to 30 MB through `POST
 * pp/v1/appadoos/convert` at the same moment, for the same person, against a
 * 50 MB quota. A check that reads the usage and then writes would let both
 * through (each sees 0 MB used); the quota is checked and held through the
 * install under a per-owner lock, so exactly one is stored. No transaction
 * here: the workers must see committed rows, so this test removes its own.
 */
final class ConcurrentQuotaTest extends TestCase {

	private int $user = 0;

	/**
	 * The plugin settings before the test (the `portals` flag is switched on for the workers).
	 *
	 * @var mixed
	 */
	private mixed $settings = false;

	/**
	 * Zips made by the test.
	 *
	 * @var string[]
	 */
	private array $zips = array();

	protected function setUp(): void {
		parent::setUp();
		$this->settings               = get_option( Settings::OPTION, false );
		$settings                     = is_array( $this->settings ) ? $this->settings : array();
		$settings['flags']['portals'] = true;
		unset( $settings['storage'] ); // The default quota: 50 MB.
		update_option( Settings::OPTION, $settings );
		$this->user = (int) wp_insert_user(
			array(
				'user_login' => 'quota_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'quota_' . wp_generate_password( 6, false ) . '@example.test',
				'role'       => 'subscriber',
			)
		);
	}

	protected function tearDown(): void {
		foreach ( ( new Appadoo_Access() )->ids( $this->user ) as $id ) {
			wp_delete_post( $id, true );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->user );
		false === $this->settings ? delete_option( Settings::OPTION ) : update_option( Settings::OPTION, $this->settings );
		foreach ( $this->zips as $zip ) {
			if ( is_file( $zip ) ) {
				unlink( $zip );
			}
		}
		// The workers' rate-limit counts were committed.
		Atomic_Counter::clear_all();
		parent::tearDown();
	}

	/**
	 * A small zip that unpacks to 30 MB.
	 */
	private function zip_of_30_mb(): string {
		$path = (string) tempnam( sys_get_temp_dir(), 'ppquota' );
		unlink( $path );
		$zip = new ZipArchive();
		$this->assertTrue( $zip->open( $path, ZipArchive::CREATE ), 'The test zip opens.' );
		$zip->addFromString( 'index.html', '<!doctype html><title>Big</title><p>Big</p>' );
		$zip->addFromString( 'data.bin', str_repeat( "\0", 30 * 1048576 ) );
		$zip->close();
		$this->zips[] = $path;
		return $path;
	}

	public function test_reproduction_4_two_conversions_at_once_cannot_both_pass_the_quota(): void {
		$runs    = array(
			array( $this->user, $this->zip_of_30_mb() ),
			array( $this->user, $this->zip_of_30_mb() ),
		);
		$answers = array();
		foreach ( ParallelWorkers::run( dirname( __DIR__ ) . '/fixtures/convert-worker.php', $runs ) as $i => $result ) {
			$this->assertSame( 0, $result['exit'], "Worker {$i} finished cleanly: {$result['err']}" );
			$answers[] = trim( $result['out'] );
		}
		sort( $answers );

		$this->assertSame( array( '201 ok', '507 playpal_quota_exceeded' ), $answers, 'One conversion is stored, the other is refused by the quota.' );
		$ids = ( new Appadoo_Access() )->ids( $this->user );
		$this->assertCount( 1, $ids, 'One Appadoo exists.' );
		$this->assertLessThanOrEqual( 50 * 1048576, ( new Storage_Quota( new Settings() ) )->used_bytes( $this->user ), 'The person stays within 50 MB.' );
	}
}
