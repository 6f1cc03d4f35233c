<?php
/**
 * Recording payouts to creators, and the wp-admin screen that does it.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use DateTimeImmutable;
use DateTimeZone;
use PlayPal\Admin\Creator_Payouts_Page;
use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creator_Statement;
use PlayPal\Creators\Earnings_Settings;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\Creators\Payout_Recorder;
use PlayPal\Errors\Domain_Exception;
use PlayPal\REST\Domain_Error_Map;
use PlayPal\Database\Schema;
use PlayPal\Tests\RandomBodies;
use PlayPal\Tests\TestCase;

/**
 * A creator with $10.50 earned 40 days ago on one order line (payable) and
 * $3.50 earned yesterday on another (still in the refund window): $10.50 is
 * due.
 */
final class PayoutTest extends TestCase {

	use RandomBodies;

	private int $creator = 0;

	private DateTimeImmutable $now;

	private DateTimeZone $zone;

	protected function setUp(): void {
		parent::setUp();
		$this->creator = self::user( 'subscriber', 'Casey Creator' );
		$this->now     = new DateTimeImmutable( 'now', new DateTimeZone( 'UTC' ) );
		$this->zone    = wp_timezone();
		$this->earn( 1050, $this->now->modify( '-40 days' ), 1 );
		$this->earn( 350, $this->now->modify( '-1 day' ), 2 );
	}

	/**
	 * A new user.
	 *
	 * @param string $role Role.
	 * @param string $name Display name.
	 */
	private static function user( string $role, string $name = 'Someone' ): int {
		$login = 'p_' . wp_generate_password( 8, false );
		return (int) wp_insert_user(
			array(
				'user_login'   => $login,
				'user_pass'    => wp_generate_password(),
				'user_email'   => $login . '@example.test',
				'display_name' => $name,
				'role'         => $role,
			)
		);
	}

	/**
	 * Adds an entry for the creator at a time: a sale, or below zero a refund's reversal.
	 *
	 * @param int               $amount Commission, cents.
	 * @param DateTimeImmutable $at     When.
	 * @param int               $item   The order line it belongs to.
	 */
	private function earn( int $amount, DateTimeImmutable $at, int $item ): void {
		global $wpdb;
		( new Commission_Ledger() )->add(
			array(
				'creator_id'  => $this->creator,
				'order_id'    => 1,
				'item_id'     => $item,
				'product_id'  => 1,
				'customer_id' => 2,
				'kind'        => $amount > 0 ? Commission_Ledger::SALE : Commission_Ledger::REVERSAL,
				'reason'      => $amount > 0 ? Commission_Ledger::PAID : Commission_Ledger::REFUND,
				'base'        => intdiv( $amount * 10, 7 ),
				'amount'      => $amount,
				'rate_bp'     => 7000,
				'currency'    => 'USD',
				'decimals'    => 2,
			)
		);
		$wpdb->update( Schema::commissions_table(), array( 'created_at' => $at->format( 'Y-m-d H:i:s' ) ), array( 'id' => (int) $wpdb->insert_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test: the entry's time.
	}

	private function statement(): Creator_Statement {
		return new Creator_Statement( new Commission_Ledger(), new Earnings_Settings(), new Payout_Ledger() );
	}

	private function recorder(): Payout_Recorder {
		return new Payout_Recorder( $this->statement(), new Payout_Ledger(), new Commission_Ledger() );
	}

	/**
	 * Records a payout with the given fields over valid defaults.
	 *
	 * @param array<string, mixed> $fields Fields to change.
	 */
	private function pay( array $fields = array() ): int {
		return $this->recorder()->record(
			$fields + array(
				'creator'   => (string) $this->creator,
				'amount'    => '10.50',
				'paid_on'   => $this->now->setTimezone( $this->zone )->format( 'Y-m-d' ),
				'reference' => 'TR-2026-11',
			),
			1,
			$this->now,
			$this->zone
		);
	}

	/**
	 * The refusal's code and HTTP status.
	 *
	 * @param array<string, mixed> $fields Fields to change.
	 * @return array{0: string, 1: int}
	 */
	private function refusal( array $fields ): array {
		try {
			$this->pay( $fields );
		} catch ( Domain_Exception $refused ) {
			return array( $refused->get_error_code(), Domain_Error_Map::status( $refused ) );
		}
		$this->fail( 'The payout was recorded.' );
	}

	public function test_a_payout_up_to_what_is_due_is_recorded_and_the_creator_sees_it(): void {
		$this->assertSame( 1050, $this->statement()->balance( $this->creator, $this->now, 'USD' )['due'], 'Yesterday\'s $3.50 is still in the refund window.' );
		$this->assertGreaterThan( 0, $this->pay( array( 'amount' => '4' ) ) );
		$this->assertSame( array( 'playpal_payout_over_due', 422 ), $this->refusal( array( 'amount' => '6.51' ) ), 'No more than the $6.50 still due.' );
		$this->pay( array( 'amount' => '6.5' ) );

		$balance = $this->statement()->balance( $this->creator, $this->now, 'USD' );
		$this->assertSame( array( 1400, 1050, 350, 1050, 0 ), array( $balance['earned'], $balance['payable'], $balance['pending'], $balance['paid'], $balance['due'] ) );
		$history = ( new Payout_Ledger() )->for_creator( $this->creator );
		$this->assertSame( array( 650, 400 ), array_column( $history, 'amount' ), 'Newest first.' );
		$this->assertSame( 'TR-2026-11', $history[0]['reference'] );
		$this->assertSame( array( 'USD', 'USD' ), array_column( $history, 'currency' ), 'Each payout records its currency.' );
	}

	public function test_a_payout_of_a_sale_refunded_after_its_window_is_refused(): void {
		// The $10.50 sale, payable since 10 days ago, was refunded yesterday.
		$this->earn( -1050, $this->now->modify( '-1 day' ), 1 );
		$this->assertSame( 0, $this->statement()->balance( $this->creator, $this->now, 'USD' )['due'], 'Nothing is due: the refunded sale earns nothing.' );
		$this->assertSame( array( 'playpal_payout_over_due', 422 ), $this->refusal( array( 'amount' => '10.50' ) ) );
		$this->assertSame( array( 'playpal_payout_over_due', 422 ), $this->refusal( array( 'amount' => '0.01' ) ) );
		$this->assertSame( array(), ( new Payout_Ledger() )->for_creator( $this->creator ), 'Nothing recorded.' );
	}

	public function test_a_refund_after_a_payout_carries_a_negative_balance_forward(): void {
		$this->pay( array( 'amount' => '10.50' ) );
		$this->earn( -400, $this->now->modify( '-1 hour' ), 1 ); // $4 of the paid sale's commission taken back.
		$balance = $this->statement()->balance( $this->creator, $this->now, 'USD' );
		$this->assertSame( array( 650, 1050, -400 ), array( $balance['payable'], $balance['paid'], $balance['due'] ), 'Owed back, and it reads so.' );
		$this->assertSame( array( 'playpal_payout_over_due', 422 ), $this->refusal( array( 'amount' => '0.01' ) ) );
		// Once yesterday's $3.50 settles, $4 comes off it: nothing is due yet.
		$this->assertSame( -50, $this->statement()->balance( $this->creator, $this->now->modify( '+31 days' ), 'USD' )['due'] );
	}

	public function test_each_field_is_refused_with_its_own_code(): void {
		$tomorrow = $this->now->setTimezone( $this->zone )->modify( '+1 day' )->format( 'Y-m-d' );
		$cases    = array(
			array( array( 'creator' => '0' ), 'playpal_payout_creator_invalid', 400 ),
			array( array( 'creator' => (string) self::user( 'subscriber' ) ), 'playpal_payout_creator_unknown', 404 ),
			array( array( 'amount' => '0.00' ), 'playpal_payout_amount_invalid', 400 ),
			array( array( 'amount' => '1,50' ), 'playpal_payout_amount_invalid', 400 ),
			array( array( 'amount' => '1.505' ), 'playpal_payout_amount_invalid', 400 ),
			array( array( 'amount' => '-2' ), 'playpal_payout_amount_invalid', 400 ),
			array( array( 'currency' => 'EUR' ), 'playpal_payout_currency_invalid', 400 ),
			array( array( 'currency' => 'usd!' ), 'playpal_payout_currency_invalid', 400 ),
			array( array( 'paid_on' => $tomorrow ), 'playpal_payout_date_invalid', 400 ),
			array( array( 'paid_on' => '2026-02-30' ), 'playpal_payout_date_invalid', 400 ),
			array( array( 'reference' => '<b>TR</b>' ), 'playpal_payout_reference_invalid', 400 ),
			array( array( 'reference' => str_repeat( 'x', 101 ) ), 'playpal_payout_reference_invalid', 400 ),
		);
		foreach ( $cases as [ $fields, $code, $status ] ) {
			$this->assertSame( array( $code, $status ), $this->refusal( $fields ), wp_json_encode( $fields ) );
		}
		$this->assertSame( array(), ( new Payout_Ledger() )->for_creator( $this->creator ), 'Nothing recorded.' );
	}

	public function test_300_malformed_forms_are_refused_with_4xx_and_store_nothing(): void {
		mt_srand( 2311 );
		$fields = array( 'creator', 'currency', 'amount', 'paid_on', 'reference' );
		for ( $i = 0; $i < 300; $i++ ) {
			$form = array();
			foreach ( $fields as $field ) {
				if ( mt_rand( 0, 3 ) > 0 ) {
					$form[ $field ] = self::junk();
				}
			}
			if ( 0 === $i % 3 ) {
				$form['creator'] = (string) $this->creator; // Reach the deeper checks too.
			}
			try {
				$this->recorder()->record( $form, 1, $this->now, $this->zone );
			} catch ( Domain_Exception $refused ) {
				$status = Domain_Error_Map::status( $refused );
				$this->assertTrue( $status >= 400 && $status < 500, "Form {$i} was refused with {$status}: " . wp_json_encode( $form ) );
				continue;
			}
			// A random form that happens to be valid would be a payout: junk never is one.
			$this->fail( "Form {$i} was recorded: " . wp_json_encode( $form ) );
		}
		$this->assertSame( array(), ( new Payout_Ledger() )->for_creator( $this->creator ), 'Nothing recorded.' );
	}

	public function test_the_screen_lists_what_is_due_for_shop_managers_only(): void {
		$page = new Creator_Payouts_Page( new Commission_Ledger(), $this->statement(), new Payout_Ledger(), $this->recorder() );

		wp_set_current_user( self::user( 'editor' ) );
		ob_start();
		$page->render();
		$this->assertSame( '', ob_get_clean(), 'Editors moderate creations; they do not see money.' );

		$admin = self::user( 'administrator' );
		get_userdata( $admin )->add_cap( 'manage_woocommerce' );
		wp_set_current_user( $admin );
		ob_start();
		$page->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Casey Creator', $html );
		$this->assertStringContainsString( '$10.50', $html, 'What is due.' );
		$this->assertStringContainsString( 'name="_wpnonce"', $html, 'The form carries a nonce.' );
		$this->assertSame(
			'recorded',
			$page->record(
				array(
					'creator'   => $this->creator,
					'amount'    => '10.50',
					'paid_on'   => '2026-01-01',
					'reference' => '',
				)
			)
		);
		$this->assertSame(
			'playpal_payout_over_due',
			$page->record(
				array(
					'creator'   => $this->creator,
					'amount'    => '0.01',
					'paid_on'   => '2026-01-01',
					'reference' => '',
				)
			)
		);
	}
}
