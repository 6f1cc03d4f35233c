<?php
/**
 * A creator's money in ISO 4217 minor units of its own currency, on every screen.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use DateTimeImmutable;
use PlayPal\Admin\Creator_Payouts_Page;
use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creation_Product;
use PlayPal\Creators\Creator_Statement;
use PlayPal\Creators\Earnings_Settings;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\Creators\Payout_Recorder;
use PlayPal\REST\Schemas\Creator_Dashboard_Schema;
use PlayPal\REST\Schemas\Creator_Earnings_Schema;
use PlayPal\Database\Schema;
use PlayPal\Tests\Members\MemberTestCase;

/**
 * A creator pack sold through WooCommerce's own order, its commission 40
 * days old (past the refund window), then read where a creator and a shop
 * manager read it: the dashboard route, the CSV statement, the payouts
 * screen and its payout form.
 */
final class CreatorMoneyUnitsTest extends MemberTestCase {

	private int $creator = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'creator_dashboard' => true ) );
		$this->creator = $this->member( 'free', true );
	}

	/**
	 * The store sells in $currency, showing $decimals decimals; a buyer pays
	 * for the creator's pack at $price, 40 days ago.
	 *
	 * @param string $currency ISO 4217 code.
	 * @param int    $decimals WooCommerce's "Number of decimals" (display only).
	 * @param string $price    The pack's price.
	 */
	private function sell( string $currency, int $decimals, string $price ): void {
		global $wpdb;
		update_option( 'woocommerce_currency', $currency );
		update_option( 'woocommerce_price_num_decimals', $decimals );
		$pack    = $this->downloadable_product();
		$product = wc_get_product( $pack['product'] );
		$product->set_regular_price( $price );
		$product->save();
		update_post_meta( $pack['product'], Creation_Product::CREATOR_META, $this->creator );
		$order = $this->completed_order( $this->member(), array( $pack['product'] ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::commissions_table() . ' SET created_at = %s WHERE order_id = %d', gmdate( 'Y-m-d H:i:s', time() - 40 * DAY_IN_SECONDS ), $order ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- Test: past the refund window; our own table.
	}

	/**
	 * The statement of the sale's month as CSV rows.
	 *
	 * @return list<list<string|null>>
	 */
	private function csv(): array {
		wp_set_current_user( $this->creator );
		$response = $this->dispatch(
			'GET',
			'/pp/v1/creator/earnings',
			array(
				'month'  => wp_date( 'Y-m', time() - 40 * DAY_IN_SECONDS ),
				'format' => 'csv',
			)
		);
		return array_map( 'str_getcsv', explode( "\n", trim( substr( (string) $response->get_data(), 3 ) ) ) );
	}

	private function page(): Creator_Payouts_Page {
		$statement = new Creator_Statement( new Commission_Ledger(), new Earnings_Settings(), new Payout_Ledger() );
		$admin     = $this->log_in_as( 'administrator' );
		get_userdata( $admin )->add_cap( 'manage_woocommerce' );
		wp_set_current_user( $admin );
		return new Creator_Payouts_Page( new Commission_Ledger(), $statement, new Payout_Ledger(), new Payout_Recorder( $statement, new Payout_Ledger(), new Commission_Ledger() ) );
	}

	private function payouts_screen(): string {
		$page = $this->page();
		ob_start();
		$page->render();
		return (string) ob_get_clean();
	}

	/**
	 * Records a payout through the screen's handler; its result code.
	 *
	 * @param string $amount As typed.
	 */
	private function pay( string $amount ): string {
		return $this->page()->record(
			array(
				'creator'   => $this->creator,
				'amount'    => $amount,
				'paid_on'   => wp_date( 'Y-m-d' ),
				'reference' => 'TR-1',
			)
		);
	}

	/**
	 * The dashboard route's answer for the creator.
	 *
	 * @return array<string, mixed>
	 */
	private function dashboard(): array {
		wp_set_current_user( $this->creator );
		$response = $this->dispatch( 'GET', '/pp/v1/creator/dashboard' );
		$this->assertSame( 200, $response->get_status() );
		return $response->get_data();
	}

	public function test_a_500_yen_pack_earns_350_yen_on_every_screen_and_the_form_takes_350(): void {
		$this->sell( 'JPY', 0, '500' );
		$yen = static fn( int $amount ): array => array(
			'amount'   => $amount,
			'currency' => 'JPY',
		);

		$data = $this->dashboard();
		$this->assertSame( array( $yen( 350 ) ), $data['totals']['earnings'], '70% of ¥500, in whole yen.' );
		$this->assertSame( 'JPY', $data['currency'] );
		$this->assertSame( $yen( 350 ), $data['balances'][0]['due'] );

		$rows = $this->csv();
		$this->assertSame( array( 'Sale', 'paid', '500', '350', 'JPY' ), array_slice( $rows[1], 3 ), 'The sale in yen, no decimal point.' );
		$this->assertContains( array( 'Closing balance', '', '', '', '', '', '350', 'JPY' ), $rows );

		$this->assertStringContainsString( '¥350', $this->payouts_screen(), 'What is due, in yen.' );
		$this->assertSame( 'playpal_payout_amount_invalid', $this->pay( '350.5' ), 'A yen has no fraction.' );
		$this->assertSame( 'recorded', $this->pay( '350' ) );
		$this->assertSame( array( $yen( 350 ) ), array_column( $this->dashboard()['payouts'], 'amount' ) );
		$this->assertSame( $yen( 0 ), $this->dashboard()['balances'][0]['due'], 'Paid in full.' );
	}

	public function test_a_dollar_store_showing_no_decimals_reads_the_same_figures(): void {
		$this->sell( 'USD', 0, '5' );
		$dollars = array(
			'amount'   => 350,
			'currency' => 'USD',
		);

		$data = $this->dashboard();
		$this->assertSame( array( $dollars ), $data['totals']['earnings'], '$3.50 whatever the store shows.' );
		$this->assertSame( $dollars, $data['balances'][0]['earned'] );

		$rows = $this->csv();
		$this->assertSame( array( 'Sale', 'paid', '5.00', '3.50', 'USD' ), array_slice( $rows[1], 3 ) );

		$this->assertStringContainsString( '$3.50', $this->payouts_screen() );
		$this->assertSame( 'playpal_payout_over_due', $this->pay( '350' ), '"350" is $350 here, more than is due.' );
		$this->assertSame( 'recorded', $this->pay( '3.50' ) );
	}

	public function test_earnings_in_two_currencies_keep_two_totals_and_are_never_added(): void {
		$this->sell( 'USD', 2, '5.00' );
		$this->sell( 'EUR', 2, '10.00' );
		$usd = static fn( int $amount ): array => array(
			'amount'   => $amount,
			'currency' => 'USD',
		);
		$eur = static fn( int $amount ): array => array(
			'amount'   => $amount,
			'currency' => 'EUR',
		);

		$data = $this->dashboard();
		$this->assertSame( array( $usd( 350 ), $eur( 700 ) ), $data['totals']['earnings'], 'One total per currency, not 1050 of anything.' );
		$this->assertSame( array( 'USD', 'EUR' ), array_column( $data['balances'], 'currency' ) );
		$this->assertSame( array( $usd( 350 ), $eur( 700 ) ), array_column( $data['balances'], 'due' ) );
		$month = array_column( $data['earningsByMonth'], 'earnings', 'month' )[ wp_date( 'Y-m', time() - 40 * DAY_IN_SECONDS ) ];
		$this->assertSame( array( $usd( 350 ), $eur( 700 ) ), $month );

		wp_set_current_user( $this->creator );
		$earnings = $this->dispatch( 'GET', '/pp/v1/creator/earnings', array( 'month' => wp_date( 'Y-m', time() - 40 * DAY_IN_SECONDS ) ) )->get_data();
		$this->assertSame( array( $usd( 350 ), $eur( 700 ) ), array_column( $earnings['statement']['totals'], 'closing' ) );
		$rows = $this->csv();
		$this->assertContains( array( 'Closing balance', '', '', '', '', '', '3.50', 'USD' ), $rows );
		$this->assertContains( array( 'Closing balance', '', '', '', '', '', '7.00', 'EUR' ), $rows );

		$screen = $this->payouts_screen();
		$this->assertSame( 2, substr_count( $screen, 'name="currency"' ), 'A payout form per currency.' );
		$this->assertStringNotContainsString( '10.50', $screen, 'No sum across currencies.' );
		$this->assertTrue( rest_validate_value_from_schema( $data, ( new Creator_Dashboard_Schema() )->get_item_schema() ), 'The dashboard answers as its schema says.' );
		$this->assertTrue( rest_validate_value_from_schema( $earnings, ( new Creator_Earnings_Schema() )->get_item_schema() ), 'The earnings route answers as its schema says.' );
		$this->assertSame( 'playpal_payout_currency_invalid', $this->pay( '3.50' ), 'With two currencies the form must say which.' );
	}
}
