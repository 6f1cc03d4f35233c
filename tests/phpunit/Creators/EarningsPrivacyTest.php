<?php
/**
 * Export and erase a creator's earnings and payouts.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Earnings_Privacy;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;

/**
 * Tools → Export / Erase Personal Data, through the registered callbacks.
 */
final class EarningsPrivacyTest extends TestCase {

	private function user( string $login ): int {
		return (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.test',
			)
		);
	}

	private function entry( int $creator, int $customer, int $amount ): void {
		( new Commission_Ledger() )->add(
			array(
				'creator_id'  => $creator,
				'order_id'    => 31,
				'item_id'     => 310,
				'product_id'  => 3100,
				'customer_id' => $customer,
				'kind'        => Commission_Ledger::SALE,
				'reason'      => Commission_Ledger::PAID,
				'base'        => 500,
				'amount'      => $amount,
				'rate_bp'     => 7000,
				'currency'    => 'USD',
				'decimals'    => 2,
			)
		);
	}

	/**
	 * The callback WordPress would call for a registered tool.
	 *
	 * @param string $filter `wp_privacy_personal_data_exporters` or `…_erasers`.
	 */
	private static function registered( string $filter ): callable {
		$tools = apply_filters( $filter, array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- WordPress's own filters.
		self::assertArrayHasKey( Earnings_Privacy::ID, $tools, 'Registered with WordPress.' );
		return $tools[ Earnings_Privacy::ID ]['callback'];
	}

	public function test_a_creators_earnings_and_payouts_are_exported_then_kept_without_them(): void {
		global $wpdb;
		$creator = $this->user( 'privacy_creator' );
		$buyer   = $this->user( 'privacy_buyer' );
		$this->entry( $creator, $buyer, 350 );
		$this->entry( $buyer, $creator, 700 ); // The creator once bought from another creator.
		( new Payout_Ledger() )->add(
			array(
				'creator_id'  => $creator,
				'amount'      => 350,
				'currency'    => 'USD',
				'paid_on'     => '2026-11-01',
				'reference'   => 'IBAN DE89 3704',
				'recorded_by' => 1,
			)
		);

		$export = call_user_func( self::registered( 'wp_privacy_personal_data_exporters' ), 'privacy_creator@example.test', 1 );
		$this->assertTrue( $export['done'] );
		$this->assertSame( array( 'Creator earnings', 'Creator payouts' ), array_column( $export['data'], 'group_label' ) );
		$this->assertContains( '3.50 USD', array_column( $export['data'][0]['data'], 'value' ) );
		$this->assertContains( 'IBAN DE89 3704', array_column( $export['data'][1]['data'], 'value' ) );

		$erased = call_user_func( self::registered( 'wp_privacy_personal_data_erasers' ), 'privacy_creator@example.test', 1 );
		$this->assertTrue( $erased['items_removed'] && $erased['items_retained'] && $erased['done'] );

		$commissions = Schema::commissions_table();
		$payouts     = Schema::payouts_table();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- Test reads of our own tables.
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$commissions} WHERE creator_id = %d OR customer_id = %d", $creator, $creator ) ), 'The ledger no longer names them.' );
		$this->assertSame( '1050', $wpdb->get_var( "SELECT SUM(amount) FROM {$commissions} WHERE order_id = 31" ), 'The amounts stay for the books.' );
		$this->assertSame( array( '0', '350', '' ), array_values( (array) $wpdb->get_row( "SELECT creator_id, amount, reference FROM {$payouts} ORDER BY id DESC LIMIT 1", ARRAY_A ) ), 'The payout stays, without them or its reference.' );
		// phpcs:enable
		$this->assertSame( array(), call_user_func( self::registered( 'wp_privacy_personal_data_exporters' ), 'privacy_creator@example.test', 1 )['data'], 'Nothing left to export.' );
		$this->assertCount( 1, ( new Commission_Ledger() )->for_creator( $buyer ), 'The other creator\'s entry is still theirs.' );
	}
}
