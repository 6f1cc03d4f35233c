<?php
/**
 * Parallel requests cannot pass the daily cap on new share codes.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

use PHPUnit\Framework\TestCase;
use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Referrals\Share_Codes;
use PlayPal\Referrals\Share_Codes_Repository;
use PlayPal\Settings\Settings;
use PlayPal\Tests\ParallelWorkers;

/**
 * A person who has made 48 of their 50 codes today sends six requests for
 * another at the same moment (worker processes, tests/phpunit/fixtures/
 * share-create-worker.php). Counting the day's codes and then writing would
 * let all six see 48; the count and the write share a lock per person, so
 * exactly two are made. No transaction here: the workers must see committed
 * rows, so this test removes its own.
 */
final class ShareCodesConcurrencyTest extends TestCase {

	private int $user = 0;

	private int $appadoo = 0;

	/**
	 * The plugin settings before the test.
	 *
	 * @var mixed
	 */
	private mixed $settings = false;

	protected function setUp(): void {
		parent::setUp();
		$this->settings               = get_option( Settings::OPTION, false );
		$settings                     = is_array( $this->settings ) ? $this->settings : array();
		$settings['flags']['sharing'] = true;
		update_option( Settings::OPTION, $settings );
		$this->user    = (int) wp_insert_user(
			array(
				'user_login' => 'sharer_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'sharer_' . wp_generate_password( 6, false ) . '@example.test',
				'role'       => 'subscriber',
			)
		);
		$this->appadoo = ( new Appadoo_Repository() )->create( $this->user, 'Shared at once', 'ocean-adventure' );
	}

	protected function tearDown(): void {
		( new Share_Codes_Repository() )->delete_for_appadoo( $this->appadoo );
		wp_delete_post( $this->appadoo, true );
		( new Appadoo_Files() )->delete( $this->appadoo );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->user );
		false === $this->settings ? delete_option( Settings::OPTION ) : update_option( Settings::OPTION, $this->settings );
		parent::tearDown();
	}

	public function test_six_requests_at_once_with_two_codes_left_today_make_exactly_two(): void {
		$codes = new Share_Codes_Repository();
		$now   = time();
		for ( $i = 0; $i < Share_Codes::DAILY_CREATE_LIMIT - 2; $i++ ) {
			$codes->create( 'Made' . str_pad( (string) $i, 8, '0', STR_PAD_LEFT ), $this->appadoo, $this->user, $now + DAY_IN_SECONDS, 10, $now );
		}

		$statuses = array();
		foreach ( ParallelWorkers::run( dirname( __DIR__ ) . '/fixtures/share-create-worker.php', array_fill( 0, 6, array( $this->user, $this->appadoo ) ) ) as $i => $result ) {
			$this->assertSame( 0, $result['exit'], "Worker {$i} finished cleanly: {$result['err']}" );
			$statuses[] = (int) trim( $result['out'] );
		}
		$counts = array_count_values( $statuses );
		ksort( $counts );

		$this->assertSame(
			array(
				201 => 2,
				429 => 4,
			),
			$counts,
			'Two codes are made, four requests are over the daily cap.'
		);
		$this->assertSame( Share_Codes::DAILY_CREATE_LIMIT, $codes->count_since( $this->user, $now - DAY_IN_SECONDS ), 'The person has exactly 50 codes today.' );
	}
}
