<?php
/**
 * The shop against a reference model over seeded random order histories.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Money;

use DateTimeImmutable;
use PlayPal\Checkout\Download_Revocation;
use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creation_Product;
use PlayPal\Creators\Creator_Statement;
use PlayPal\Creators\Earnings_Settings;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\Creators\Payout_Recorder;
use PlayPal\Errors\Domain_Exception;
use PlayPal\Members\Membership_Ledger;
use PlayPal\Database\Schema;
use PlayPal\Tests\Members\MemberTestCase;
use PHPUnit\Framework\AssertionFailedError;

/**
 * Each history is a seed: a shop in JPY, USD or KWD, three creators with a
 * pack each, a kit and a VIP Library Card, then 6–14 steps — orders of 1–4
 * lines (with coupons and fees, bought by a member, a guest, a creator or a
 * creator as a guest), payment, refunds by line, by amount and through
 * wc/v3, refunds deleted on the order screen and through wc/v3, status flips,
 * payouts (some more than is due), a pack changing creator, the commission
 * rate changing, and time passing. The real WooCommerce and PlayPal take each
 * step; the reference model (Money_Model) takes it too; after every step each
 * creator's earned, refunded, payable, paid and due figures, the days each
 * VIP Library Card grants and whether each download is open must agree. A
 * failure names the seed and the steps up to the first disagreement (the
 * shortest failing prefix), with the command that replays it.
 *
 * `bin/test-money-model [HISTORIES] [FIRST_SEED]` runs any number;
 * `bin/test` runs 100 (PLAYPAL_MODEL_HISTORIES, PLAYPAL_MODEL_SEED).
 */
final class OrderHistoryModelTest extends MemberTestCase {

	private const DEFAULT_HISTORIES = 100;

	private Money_Model $model;

	private int $units = 2;

	private string $currency = 'USD';

	private int $admin = 0;

	private int $buyer = 0;

	/**
	 * Pack product ids, in creator order at the start.
	 *
	 * @var list<int>
	 */
	private array $packs = array();

	/**
	 * Ledger rows already stamped with the model's clock.
	 *
	 * @var int
	 */
	private int $stamped = 0;

	/**
	 * Steps taken so far, in words.
	 *
	 * @var list<string>
	 */
	private array $story = array();

	/**
	 * One seed per history.
	 *
	 * @return array<string, array{int}>
	 */
	public static function seeds(): array {
		$count = (int) getenv( 'PLAYPAL_MODEL_HISTORIES' );
		$count = $count > 0 ? $count : self::DEFAULT_HISTORIES;
		$first = (int) getenv( 'PLAYPAL_MODEL_SEED' );
		$first = $first > 0 ? $first : 1;
		$seeds = array();
		for ( $seed = $first; $seed < $first + $count; $seed++ ) {
			$seeds[ "seed {$seed}" ] = array( $seed );
		}
		return $seeds;
	}

	/**
	 * The shop's gateways before the test added its own.
	 *
	 * @var array<mixed>
	 */
	private array $gateways = array();

	private Refunding_Gateway $gateway;

	protected function setUp(): void {
		parent::setUp();
		// Users are made by the dozen here: the cheapest hash keeps them quick (these passwords are never used).
		add_filter( 'wp_hash_password_options', array( self::class, 'cheap_hash' ) );
		// Orders are paid with a gateway that refunds through its API when wc/v3 is asked to (api_refund).
		$this->gateway              = new Refunding_Gateway();
		$gateways                   = \WC_Payment_Gateways::instance();
		$this->gateways             = $gateways->payment_gateways;
		$gateways->payment_gateways = array_merge( $this->gateways, array( Refunding_Gateway::ID => $this->gateway ) );
	}

	protected function tearDown(): void {
		\WC_Payment_Gateways::instance()->payment_gateways = $this->gateways;
		remove_filter( 'wp_hash_password_options', array( self::class, 'cheap_hash' ) );
		parent::tearDown();
	}

	/**
	 * Bcrypt's lowest cost.
	 *
	 * @param array<string, mixed> $options Hash options.
	 * @return array<string, mixed>
	 */
	public static function cheap_hash( array $options ): array {
		return array( 'cost' => 4 ) + $options;
	}

	/**
	 * @dataProvider seeds
	 * @param int $seed The history's seed.
	 */
	public function test_every_step_of_a_random_history_pays_what_the_reference_model_says( int $seed ): void {
		$generator   = new History_Generator( $seed );
		$shop        = $generator->shop();
		$creators    = $this->open_shop( $shop );
		$products    = array_merge( $this->packs, array( $this->product( 'kit', $shop['prices']['kit'], 0 ), $this->product( 'vip', $shop['prices']['vip'], 0 ) ) );
		$this->story = array( sprintf( 'shop in %s, commission %d%%, refund window %d days, packs %s by creators %s', $this->currency, $shop['percent'], $shop['window'], implode( '/', $this->packs ), implode( '/', $creators ) ) );

		for ( $i = 0; $i < $shop['steps']; $i++ ) {
			$step = $generator->next( $this->model, $products, $creators );
			try {
				$this->story[] = $this->take( $step );
			} catch ( AssertionFailedError $refused ) {
				// The shop refused a step the model takes (or the reverse): name the step, the seed and the steps before it.
				$this->story[] = 'failed: ' . wp_json_encode( $step );
				$this->fail( $refused->getMessage() . "\n" . $this->failure( $seed, 'the shop' ) );
			}
			$this->stamp_new_entries();
			$this->check( $seed, $creators );
		}

		// The store's display decimals say how prices look, never what the money is.
		update_option( 'woocommerce_price_num_decimals', ( $this->units + 1 ) % 4 );
		$this->story[] = 'display decimals changed to ' . get_option( 'woocommerce_price_num_decimals' );
		$this->check( $seed, $creators );
	}

	/**
	 * Sets the shop up as the history says and starts the model.
	 *
	 * @param array{currency: string, percent: int, window: int, prices: array{packs: list<int>}} $shop The history's shop.
	 * @return list<int> The creators.
	 */
	private function open_shop( array $shop ): array {
		$this->currency = $shop['currency'];
		$this->units    = array(
			'JPY' => 0,
			'USD' => 2,
			'KWD' => 3,
		)[ $this->currency ];
		update_option( 'woocommerce_currency', $this->currency );
		update_option( 'woocommerce_price_num_decimals', $this->units );
		update_option( Earnings_Settings::OPTION, $shop['percent'] );
		update_option( Earnings_Settings::WINDOW_OPTION, $shop['window'] );

		$statuses                 = Download_Revocation::permits_downloads( 'processing' ) ? array( 'completed', 'processing' ) : array( 'completed' );
		$this->model              = new Money_Model( time(), $statuses );
		$this->model->rate_bp     = $shop['percent'] * 100;
		$this->model->window_days = $shop['window'];
		$this->admin              = $this->log_in_as( 'administrator' );
		wp_set_current_user( 0 );
		$this->buyer = $this->member();
		$creators    = array();
		$this->packs = array();
		foreach ( $shop['prices']['packs'] as $price ) {
			$creator                           = $this->member( 'free', true );
			$creators[]                        = $creator;
			$this->model->creators[ $creator ] = (string) get_userdata( $creator )->user_email;
			$this->packs[]                     = $this->product( 'pack', $price, $creator );
		}
		global $wpdb;
		$this->stamped = (int) $wpdb->get_var( 'SELECT COALESCE( MAX( id ), 0 ) FROM ' . Schema::commissions_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		return $creators;
	}

	/**
	 * A product of the history's shop, in the model too.
	 *
	 * @param string $kind    pack, kit or vip.
	 * @param int    $price   Minor units.
	 * @param int    $creator Pack's creator.
	 */
	private function product( string $kind, int $price, int $creator ): int {
		$id      = $this->downloadable_product()['product'];
		$product = wc_get_product( $id );
		$product->set_regular_price( $this->decimal( $price ) );
		if ( 'vip' === $kind ) {
			$product->set_downloadable( false );
			$product->set_downloads( array() );
		}
		$product->save();
		if ( 'pack' === $kind ) {
			update_post_meta( $id, Creation_Product::CREATOR_META, $creator );
		}
		if ( 'vip' === $kind ) {
			update_post_meta( $id, '_playpal_membership', 'vip_library_card' );
			update_post_meta( $id, '_playpal_membership_days', 30 );
		}
		$this->model->products[ $id ] = array(
			'kind'    => $kind,
			'price'   => $price,
			'creator' => $creator,
		);
		return $id;
	}

	/**
	 * Takes one step in the shop and in the model.
	 *
	 * @param array<string, mixed> $step As History_Generator::next() makes it.
	 * @return string The step in words.
	 */
	private function take( array $step ): string {
		switch ( $step['do'] ) {
			case 'order':
				return $this->place_order( $step );
			case 'pay':
				wc_get_order( $step['order'] )->payment_complete();
				$this->follow_status( $step['order'] );
				return "order {$step['order']} paid → " . $this->model->orders[ $step['order'] ]['status'];
			case 'status':
				$before = count( wc_get_order( $step['order'] )->get_refunds() );
				wc_get_order( $step['order'] )->update_status( $step['to'] );
				$this->model->set_status( $step['order'], $step['to'] );
				// WooCommerce answers "Refunded" with a refund of what is left, no lines (wc_order_fully_refunded).
				if ( count( wc_get_order( $step['order'] )->get_refunds() ) > $before ) {
					$this->note_refund( $step['order'], $this->model->refundable( $step['order'] ), array() );
				}
				$this->model->settle( $step['order'] );
				return "order {$step['order']} set to {$step['to']}";
			case 'refund_lines':
				$lines = array();
				foreach ( $step['lines'] as $item_id => $amount ) {
					$lines[ $item_id ] = array(
						'qty'          => 0,
						'refund_total' => $this->decimal( $amount ),
					);
				}
				$this->refund( $step['order'], array_sum( $step['lines'] ), $lines, $step['lines'] );
				return "order {$step['order']} refunded by line " . wp_json_encode( array_map( array( $this, 'decimal' ), $step['lines'] ) );
			case 'refund_amount':
				$this->refund( $step['order'], $step['amount'], array(), array() );
				return "order {$step['order']} refunded " . $this->decimal( $step['amount'] ) . ' by amount';
			case 'refund_rest':
				// Half of them through the gateway's API (odd amounts: no draw from the seed, so histories stay as they were).
				$through_gateway = 1 === $step['amount'] % 2;
				$this->refund_through_rest( $step['order'], $step['amount'], $through_gateway );
				return "order {$step['order']} refunded " . $this->decimal( $step['amount'] ) . ' through wc/v3' . ( $through_gateway ? ' and the gateway\'s API' : '' );
			case 'delete_refund':
				return $this->delete_refund( $step['order'], $step['refund'], $step['via'] );
			case 'payout':
				return $this->pay_out( $step['creator'], $step['amount'] );
			case 'author':
				$pack = $this->packs[ $step['pack'] ];
				update_post_meta( $pack, Creation_Product::CREATOR_META, $step['creator'] );
				$this->model->products[ $pack ]['creator'] = $step['creator'];
				return "pack {$pack} now by creator {$step['creator']}";
			case 'rate':
				update_option( Earnings_Settings::OPTION, $step['percent'] );
				$this->model->rate_bp = $step['percent'] * 100;
				return "commission set to {$step['percent']}%";
			default:
				$this->model->now += $step['seconds'];
				return sprintf( 'clock +%.2f days', $step['seconds'] / DAY_IN_SECONDS );
		}
	}

	/**
	 * Places a pending order as the step says.
	 *
	 * @param array<string, mixed> $step The step.
	 */
	private function place_order( array $step ): string {
		$creator  = (int) $step['creator'];
		$customer = array(
			'buyer'         => $this->buyer,
			'guest'         => 0,
			'creator'       => $creator,
			'creator-guest' => 0,
		)[ $step['buyer'] ];
		$email    = array(
			'buyer'         => (string) get_userdata( $this->buyer )->user_email,
			'guest'         => 'guest@example.test',
			'creator'       => $this->model->creators[ $creator ],
			'creator-guest' => strtoupper( $this->model->creators[ $creator ] ),
		)[ $step['buyer'] ];
		$order    = wc_create_order( array( 'customer_id' => $customer ) );
		foreach ( $step['products'] as $product ) {
			$order->add_product( wc_get_product( $product ), 1 );
		}
		if ( $step['fee'] > 0 ) {
			$fee = new \WC_Order_Item_Fee();
			$fee->set_name( 'Handling' );
			$fee->set_tax_status( 'none' );
			$fee->set_amount( $this->decimal( $step['fee'] ) );
			$fee->set_total( $this->decimal( $step['fee'] ) );
			$order->add_item( $fee );
		}
		$order->set_billing_email( $email );
		$order->set_payment_method( Refunding_Gateway::ID );
		$order->calculate_totals( false );
		if ( $step['coupon'] > 0 ) {
			$coupon = new \WC_Coupon();
			$coupon->set_code( 'model-' . wp_generate_password( 8, false, false ) );
			$coupon->set_discount_type( 'percent' );
			$coupon->set_amount( $step['coupon'] );
			$coupon->save();
			$this->assertTrue( $order->apply_coupon( $coupon->get_code() ), 'The coupon applies.' );
		}
		$order->save();

		$items = array();
		foreach ( $order->get_items( array( 'line_item', 'fee' ) ) as $item_id => $item ) {
			$items[ (int) $item_id ] = array(
				'kind'    => $item instanceof \WC_Order_Item_Product ? $this->model->products[ $item->get_product_id() ]['kind'] : 'fee',
				'product' => $item instanceof \WC_Order_Item_Product ? (int) $item->get_product_id() : 0,
				'paid'    => $this->minor( $item->get_total() ),
			);
		}
		$total = $this->minor( $order->get_total() );
		$this->assertSame( $total, array_sum( array_column( $items, 'paid' ) ), 'No tax and no shipping: the order is its items.' );
		$this->model->orders[ $order->get_id() ] = array(
			'status'   => 'pending',
			'customer' => $customer,
			'email'    => $email,
			'total'    => $total,
			'granting' => false,
			'items'    => $items,
			'refunds'  => array(),
			'ledger'   => array_map(
				static fn(): array => array(
					'base'     => 0,
					'amount'   => 0,
					'reversed' => 0,
					'creator'  => null,
					'rate'     => null,
					'own'      => null,
					'first_at' => null,
				),
				$items
			),
		);
		return sprintf( 'order %d by %s (creator %d): %s%s%s, total %s', $order->get_id(), $step['buyer'], $creator, implode( ', ', $step['products'] ), $step['coupon'] ? " with {$step['coupon']}% off" : '', $step['fee'] ? ' + fee ' . $this->decimal( $step['fee'] ) : '', $this->decimal( $total ) );
	}

	/**
	 * A refund by wc_create_refund(), as the order screen and gateways make them.
	 *
	 * @param int                                               $order_id Order.
	 * @param int                                               $amount   Whole amount.
	 * @param array<int, array{qty: int, refund_total: string}> $lines    WooCommerce's line_items.
	 * @param array<int, int>                                   $named    The same in minor units.
	 */
	private function refund( int $order_id, int $amount, array $lines, array $named ): void {
		$refund = wc_create_refund(
			array(
				'order_id'   => $order_id,
				'amount'     => $this->decimal( $amount ),
				'line_items' => $lines,
			)
		);
		$this->assertInstanceOf( \WC_Order_Refund::class, $refund, 'WooCommerce takes the refund.' );
		$this->note_refund( $order_id, $amount, $named, $refund->get_id() );
	}

	/**
	 * A refund of an amount through `POST wc/v3/orders/{id}/refunds`.
	 *
	 * @param int  $order_id        Order.
	 * @param int  $amount          Amount.
	 * @param bool $through_gateway Whether the gateway's API refunds it too (`api_refund`).
	 */
	private function refund_through_rest( int $order_id, int $amount, bool $through_gateway ): void {
		wp_set_current_user( $this->admin );
		$asked = $this->gateway->refunds;
		$made  = $this->dispatch(
			'POST',
			"/wc/v3/orders/{$order_id}/refunds",
			array(
				'amount'     => $this->decimal( $amount ),
				'api_refund' => $through_gateway,
			)
		);
		wp_set_current_user( 0 );
		$this->assertSame( 201, $made->get_status(), 'wc/v3 takes the refund: ' . wp_json_encode( $made->get_data() ) );
		$this->assertSame( $asked + ( $through_gateway ? 1 : 0 ), $this->gateway->refunds, 'The gateway\'s API is asked exactly when api_refund says so.' );
		$this->note_refund( $order_id, $amount, array(), (int) $made->get_data()['id'] );
	}

	/**
	 * The model learns of a refund made; a refund of everything left marks
	 * the order refunded, as WooCommerce does.
	 *
	 * @param int             $order_id  Order.
	 * @param int             $amount    Amount.
	 * @param array<int, int> $named     Lines it named.
	 * @param int             $refund_id Its id (0: the newest of the order).
	 */
	private function note_refund( int $order_id, int $amount, array $named, int $refund_id = 0 ): void {
		if ( 0 === $refund_id ) {
			// The newest is the highest id: WooCommerce lists refunds by date, and two of one second in either order.
			$refund_id = max( array_map( static fn( \WC_Order_Refund $refund ): int => (int) $refund->get_id(), wc_get_order( $order_id )->get_refunds() ) );
		}
		$this->model->orders[ $order_id ]['refunds'][] = array(
			'id'     => $refund_id,
			'amount' => $amount,
			'lines'  => $named,
		);
		if ( $this->model->refundable( $order_id ) <= 0 ) {
			$this->model->set_status( $order_id, 'refunded' );
		}
		$this->assertSame( $this->model->orders[ $order_id ]['status'], wc_get_order( $order_id )->get_status(), 'The order\'s status after the refund.' );
		$this->model->settle( $order_id );
	}

	/**
	 * Deletes one of the order's refunds as the order screen or wc/v3 does.
	 *
	 * @param int    $order_id Order.
	 * @param int    $index    Which of its refunds (oldest first).
	 * @param string $via      "order screen" or "wc/v3".
	 */
	private function delete_refund( int $order_id, int $index, string $via ): string {
		$refund_id = $this->model->orders[ $order_id ]['refunds'][ $index ]['id'];
		if ( 'wc/v3' === $via ) {
			wp_set_current_user( $this->admin );
			$deleted = $this->dispatch( 'DELETE', "/wc/v3/orders/{$order_id}/refunds/{$refund_id}", array( 'force' => true ) );
			wp_set_current_user( 0 );
			$this->assertSame( 200, $deleted->get_status(), 'wc/v3 deletes the refund.' );
		} else {
			// WooCommerce's order screen (WC_AJAX::delete_refund): delete, then its action.
			wc_get_order( $refund_id )->delete( true );
			do_action( 'woocommerce_refund_deleted', $refund_id, $order_id ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own hook.
		}
		$this->model->delete_refund( $order_id, $index );
		$this->assertSame( $this->model->orders[ $order_id ]['status'], wc_get_order( $order_id )->get_status(), 'The order\'s status after the deletion.' );
		$this->model->settle( $order_id );
		return "refund {$refund_id} of order {$order_id} deleted ({$via})";
	}

	/**
	 * Records a payout through the payout form's recorder.
	 *
	 * @param int $creator Creator.
	 * @param int $amount  Amount.
	 */
	private function pay_out( int $creator, int $amount ): string {
		$due      = $this->model->creator( $creator )['due'];
		$recorder = new Payout_Recorder( self::statement(), new Payout_Ledger(), new Commission_Ledger() );
		$refused  = null;
		try {
			$recorder->record(
				array(
					'creator'   => (string) $creator,
					'amount'    => $this->decimal( $amount ),
					'currency'  => $this->currency,
					'paid_on'   => wp_date( 'Y-m-d', $this->model->now ),
					'reference' => 'model',
				),
				$this->admin,
				new DateTimeImmutable( '@' . $this->model->now ),
				wp_timezone()
			);
		} catch ( Domain_Exception $error ) {
			$refused = $error->getMessage();
		}
		if ( $amount <= $due ) {
			$this->assertNull( $refused, "A payout of {$amount} when {$due} is due is taken." );
			$this->model->paid_out[ $creator ] = ( $this->model->paid_out[ $creator ] ?? 0 ) + $amount;
			return "payout of {$this->decimal( $amount )} to creator {$creator} (due {$this->decimal( $due )})";
		}
		$this->assertNotNull( $refused, "A payout of {$amount} when {$due} is due is refused." );
		return "payout of {$this->decimal( $amount )} to creator {$creator} refused (due {$this->decimal( $due )})";
	}

	/**
	 * The model follows WooCommerce's status after a payment.
	 *
	 * @param int $order_id Order.
	 */
	private function follow_status( int $order_id ): void {
		$this->model->set_status( $order_id, wc_get_order( $order_id )->get_status() );
		$this->model->settle( $order_id );
	}

	/** Entries written by the step get the model's clock as their time. */
	private function stamp_new_entries(): void {
		global $wpdb;
		$table = Schema::commissions_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET created_at = %s WHERE id > %d", gmdate( 'Y-m-d H:i:s', $this->model->now ), $this->stamped ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$this->stamped = (int) $wpdb->get_var( "SELECT COALESCE( MAX( id ), 0 ) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Every creator's figures against the model's.
	 *
	 * @param int   $seed     The history's seed.
	 * @param int[] $creators Creators.
	 */
	private function check( int $seed, array $creators ): void {
		$now = new DateTimeImmutable( '@' . $this->model->now );
		foreach ( $creators as $creator ) {
			$entries = ( new Commission_Ledger() )->for_creator( $creator );
			$balance = self::statement()->balance( $creator, $now, $this->currency );
			$actual  = array(
				'earned'   => array_sum( array_column( $entries, 'amount' ) ),
				'reversed' => array_sum( array_column( array_filter( $entries, static fn( array $entry ): bool => Commission_Ledger::REVERSAL === $entry['kind'] ), 'amount' ) ),
				'payable'  => $balance['payable'],
				'paid'     => $balance['paid'],
				'due'      => $balance['due'],
			);
			$this->assertSame( $this->model->creator( $creator ), $actual, $this->failure( $seed, "creator {$creator}" ) );
		}
		foreach ( $this->model->orders as $order_id => $order ) {
			$rows = array_column( ( new Membership_Ledger() )->rows_of_order( $order_id ), null, 'item_id' );
			foreach ( $order['items'] as $item_id => $item ) {
				if ( 'pack' === $item['kind'] || 'kit' === $item['kind'] ) {
					$permissions = \WC_Data_Store::load( 'customer-download' )->get_downloads(
						array(
							'order_id'   => $order_id,
							'product_id' => $item['product'],
							'return'     => 'ids',
						)
					);
					$this->assertSame( $this->model->download_open( $order_id, $item_id ), array() !== $permissions, $this->failure( $seed, "the download of line {$item_id} of order {$order_id} (open or not)" ) );
				}
				if ( 'vip' !== $item['kind'] ) {
					continue;
				}
				$row    = $rows[ $item_id ] ?? null;
				$actual = null !== $row && 'active' === $row['status'] ? $row['days'] : 0;
				$this->assertSame( $this->model->membership_days( $order_id, $item_id, 30 ), $actual, $this->failure( $seed, "the VIP Library Card of order {$order_id} (days it grants)" ) );
			}
		}
	}

	/**
	 * What a failure says: the seed, the steps so far, how to replay it.
	 *
	 * @param int    $seed Seed.
	 * @param string $what What disagreed.
	 */
	private function failure( int $seed, string $what ): string {
		$steps = '';
		foreach ( $this->story as $n => $line ) {
			$steps .= sprintf( "\n  %2d. %s", $n, $line );
		}
		$orders = '';
		foreach ( $this->model->orders as $order_id => $order ) {
			$real     = array_column( ( new \PlayPal\Commerce\Order_Lines() )->read( $order_id )['lines'] ?? array(), 'refunded', 'item_id' );
			$refunded = $this->model->refunded( $order_id );
			$orders  .= "\n  order {$order_id} ({$order['status']}):";
			foreach ( $order['items'] as $item_id => $item ) {
				$orders .= sprintf( ' item %d %s paid %d refunded %d (shop: %s)', $item_id, $item['kind'], $item['paid'], $refunded[ $item_id ], $real[ $item_id ] ?? '-' );
			}
		}
		return "Seed {$seed}: {$what} disagrees with the model after the last of these steps (the shortest failing prefix):{$steps}\n"
			. "Orders as the model sees them:{$orders}\n"
			. "Replay: PLAYPAL_MODEL_SEED={$seed} bin/test-money-model 1";
	}

	private static function statement(): Creator_Statement {
		return new Creator_Statement( new Commission_Ledger(), new Earnings_Settings(), new Payout_Ledger() );
	}

	/**
	 * Minor units as WooCommerce's decimal text.
	 *
	 * @param int $minor Minor units.
	 */
	private function decimal( int $minor ): string {
		if ( 0 === $this->units ) {
			return (string) $minor;
		}
		$digits = str_pad( (string) abs( $minor ), $this->units + 1, '0', STR_PAD_LEFT );
		return ( $minor < 0 ? '-' : '' ) . substr( $digits, 0, -$this->units ) . '.' . substr( $digits, -$this->units );
	}

	/**
	 * WooCommerce's amount in minor units.
	 *
	 * @param mixed $amount Decimal text or number.
	 */
	private function minor( mixed $amount ): int {
		return (int) round( (float) $amount * ( 10 ** $this->units ) );
	}
}
