<?php
/**
 * GET pp/v1/creator/dashboard: figures from the ledger, WooCommerce's
 * download log and its product reviews.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Creators\Creation_Post_Type;
use PlayPal\Creators\Creation_Product;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\Database\Schema;
use PlayPal\Tests\Members\MemberTestCase;

/**
 * A creator with three creations: "Alphabet" (a $5 product, bought, its
 * sale 45 days old, downloaded twice, reviewed 5 and 4 stars plus an
 * unapproved 1 star), "Counting" (a $5 product bought and fully refunded
 * this month, downloaded once, reviewed 3 stars) and "Shapes" (pending, no
 * product). The shop's own product and another creator's product are
 * bought, downloaded and reviewed too, and must count for nobody here.
 * Everything goes through WooCommerce's own orders, refunds, download
 * permissions (track_download writes its log) and review comments.
 */
final class CreatorDashboardRouteTest extends MemberTestCase {

	/**
	 * Amounts as the route answers them: one per currency, in minor units.
	 *
	 * @param int $cents US cents.
	 * @return list<array{amount: int, currency: string}>
	 */
	private static function usd( int $cents ): array {
		return array(
			array(
				'amount'   => $cents,
				'currency' => 'USD',
			),
		);
	}

	private int $creator = 0;

	private int $buyer = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'creator_dashboard' => true ) );
		$this->creator = $this->member( 'free', true );
		$this->buyer   = $this->member();
	}

	private function creation( int $author, string $title, string $status ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => Creation_Post_Type::POST_TYPE,
				'post_status' => $status,
				'post_title'  => $title,
				'post_author' => $author,
			)
		);
		$this->assertGreaterThan( 0, $id, 'The test creation should be saved.' );
		return $id;
	}

	/**
	 * A $5 downloadable product selling a creation, linked both ways as the publishing side links them.
	 *
	 * @param int $creator  Creator.
	 * @param int $creation Creation, 0 for none.
	 * @return array{product: int, download: string}
	 */
	private function product_for( int $creator, int $creation ): array {
		$product = $this->downloadable_product();
		if ( $creator > 0 ) {
			update_post_meta( $product['product'], Creation_Product::CREATOR_META, $creator );
		}
		if ( $creation > 0 ) {
			update_post_meta( $product['product'], Creation_Product::CREATION_META, $creation );
			update_post_meta( $creation, Creation_Product::PRODUCT_META, $product['product'] );
		}
		return $product;
	}

	/**
	 * Downloads a bought file $times through WooCommerce's permission, as its download handler counts them.
	 *
	 * @param array{product: int, download: string} $product Product.
	 * @param int                                   $order   The order that granted it.
	 * @param int                                   $times   How many downloads.
	 */
	private function download( array $product, int $order, int $times ): void {
		$permission = $this->permission( $this->buyer, $order, $product['product'] . '-' . $product['download'] );
		for ( $i = 0; $i < $times; $i++ ) {
			$permission->track_download( $this->buyer, '192.0.2.1' );
		}
	}

	private function review( int $product, int $stars, bool $approved = true ): void {
		$id = wp_insert_comment(
			array(
				'comment_post_ID'  => $product,
				'comment_type'     => 'review',
				'comment_approved' => $approved ? 1 : 0,
				'comment_content'  => 'Lovely kit.',
				'user_id'          => $this->buyer,
				'comment_meta'     => array( 'rating' => $stars ),
			)
		);
		$this->assertIsInt( $id, 'The review should be saved.' );
	}

	private function refund_all( int $order_id ): void {
		$order  = wc_get_order( $order_id );
		$refund = wc_create_refund(
			array(
				'order_id'   => $order_id,
				'amount'     => $order->get_total(),
				'line_items' => array(
					array_key_first( $order->get_items() ) => array(
						'qty'          => 1,
						'refund_total' => $order->get_total(),
					),
				),
			)
		);
		$this->assertInstanceOf( \WC_Order_Refund::class, $refund, 'WooCommerce takes the refund.' );
	}

	public function test_the_creator_sees_their_real_figures_and_nobody_else_s(): void {
		global $wpdb;
		$alphabet = $this->creation( $this->creator, 'Alphabet', 'publish' );
		$counting = $this->creation( $this->creator, 'Counting', 'publish' );
		$shapes   = $this->creation( $this->creator, 'Shapes', 'pending' );
		$sells_a  = $this->product_for( $this->creator, $alphabet );
		$sells_c  = $this->product_for( $this->creator, $counting );
		$shop     = $this->product_for( 0, 0 );
		$other    = $this->member( 'free', true );
		$theirs   = $this->product_for( $other, $this->creation( $other, 'Theirs', 'publish' ) );

		$order_a = $this->completed_order( $this->buyer, array( $sells_a['product'], $shop['product'], $theirs['product'] ) );
		$order_c = $this->completed_order( $this->buyer, array( $sells_c['product'] ) );
		// The Alphabet sale is 45 days old: another month, and past the refund window.
		$sold_at = time() - 45 * DAY_IN_SECONDS;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::commissions_table() . ' SET created_at = %s WHERE order_id = %d', gmdate( 'Y-m-d H:i:s', $sold_at ), $order_a ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- Test: the entry's time; our own table.
		( new Payout_Ledger() )->add(
			array(
				'creator_id'  => $this->creator,
				'amount'      => 100,
				'currency'    => 'USD',
				'paid_on'     => '2026-11-02',
				'reference'   => 'TR-9',
				'recorded_by' => 1,
			)
		);

		$this->download( $sells_a, $order_a, 2 );
		$this->download( $sells_c, $order_c, 1 );
		// Refunded after its download: the order's permissions go (Checkout\Download_Revocation), and WooCommerce deletes their log with them.
		$this->refund_all( $order_c );
		$this->download( $shop, $order_a, 4 );
		$this->download( $theirs, $order_a, 3 );
		$this->review( $sells_a['product'], 5 );
		$this->review( $sells_a['product'], 4 );
		$this->review( $sells_a['product'], 1, false );
		$this->review( $sells_c['product'], 3 );
		$this->review( $shop['product'], 1 );
		$this->review( $theirs['product'], 2 );

		wp_set_current_user( $this->creator );
		$response = $this->dispatch( 'GET', '/pp/v1/creator/dashboard' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( 'no-store', (string) ( $response->get_headers()['Cache-Control'] ?? '' ), 'Private figures are never cached.' );
		$data = $response->get_data();

		$this->assertSame(
			array(
				'earnings'    => self::usd( 350 ),
				'downloads'   => 2,
				'creations'   => 3,
				'rating'      => 4.0,
				'ratingCount' => 3,
			),
			$data['totals'],
			'$3.50 kept after the refund; the 2 downloads of the paid order; (5 + 4 + 3) / 3 stars; the unapproved review, the shop\'s and the other creator\'s products left out.'
		);
		$by_id = array_column( $data['creations'], null, 'id' );
		$this->assertEqualsCanonicalizing( array( $alphabet, $counting, $shapes ), array_column( $data['creations'], 'id' ), 'Every creation once, and only the creator\'s.' );
		$this->assertSame(
			array(
				'id'          => $alphabet,
				'title'       => 'Alphabet',
				'downloads'   => 2,
				'earnings'    => self::usd( 350 ),
				'rating'      => 4.5,
				'ratingCount' => 2,
			),
			$by_id[ $alphabet ]
		);
		$this->assertSame( array( 0, self::usd( 0 ), 3.0, 1 ), array( $by_id[ $counting ]['downloads'], $by_id[ $counting ]['earnings'], $by_id[ $counting ]['rating'], $by_id[ $counting ]['ratingCount'] ), 'Refunded in full: nothing earned, its download went with the revoked permission; the review stays.' );
		$this->assertSame( array( 0, self::usd( 0 ), 0.0, 0 ), array( $by_id[ $shapes ]['downloads'], $by_id[ $shapes ]['earnings'], $by_id[ $shapes ]['rating'], $by_id[ $shapes ]['ratingCount'] ), 'No product yet: nothing.' );

		$months = array_column( $data['earningsByMonth'], 'earnings', 'month' );
		$this->assertCount( 12, $months, 'Twelve months, empty ones included.' );
		$this->assertSame( wp_date( 'Y-m' ), array_key_last( $months ), 'Ending with this month.' );
		$this->assertSame( self::usd( 0 ), $months[ wp_date( 'Y-m' ) ], 'This month: the Counting sale and its refund cancel out.' );
		$this->assertSame( self::usd( 350 ), $months[ wp_date( 'Y-m', $sold_at ) ], 'The Alphabet sale in its own month.' );
		$this->assertSame( 350, array_sum( array_map( static fn( array $sums ): int => array_sum( array_column( $sums, 'amount' ) ), $months ) ) );

		$this->assertSame( $alphabet, $data['downloadsByCreation'][0]['id'], 'Most downloaded first.' );
		$this->assertSame( array( 2, 0, 0 ), array_column( $data['downloadsByCreation'], 'downloads' ) );
		$this->assertSame(
			array(
				'currency' => 'USD',
				'earned'   => self::usd( 350 )[0],
				'payable'  => self::usd( 350 )[0],
				'pending'  => self::usd( 0 )[0],
				'paid'     => self::usd( 100 )[0],
				'due'      => self::usd( 250 )[0],
			),
			$data['balances'][0]
		);
		$this->assertCount( 1, $data['balances'], 'One currency, one balance.' );
		$this->assertSame( 'USD', $data['currency'] );
		$this->assertSame( array( 'TR-9' ), array_column( $data['payouts'], 'reference' ) );

		wp_set_current_user( $other );
		$theirs_data = $this->dispatch( 'GET', '/pp/v1/creator/dashboard', array( 'creator' => $this->creator ) )->get_data();
		$this->assertSame( array( self::usd( 350 ), 3, 1, 2.0, 1 ), array_values( $theirs_data['totals'] ), 'The other creator sees only their own product, whatever the request asks.' );
		$this->assertSame( array(), $theirs_data['payouts'] );
	}

	public function test_someone_without_creations_gets_zeros_and_twelve_empty_months(): void {
		wp_set_current_user( $this->member() );
		$data = $this->dispatch( 'GET', '/pp/v1/creator/dashboard' )->get_data();
		$this->assertSame(
			array(
				'earnings'    => self::usd( 0 ),
				'downloads'   => 0,
				'creations'   => 0,
				'rating'      => 0.0,
				'ratingCount' => 0,
			),
			$data['totals']
		);
		$this->assertSame( array(), $data['creations'] );
		$this->assertSame( array_fill( 0, 12, self::usd( 0 ) ), array_column( $data['earningsByMonth'], 'earnings' ) );
	}

	public function test_a_product_named_only_by_its_creation_still_counts_for_it(): void {
		$puzzle  = $this->creation( $this->creator, 'Puzzle', 'publish' );
		$product = $this->product_for( $this->creator, 0 );
		update_post_meta( $puzzle, Creation_Product::PRODUCT_META, $product['product'] );
		$order = $this->completed_order( $this->buyer, array( $product['product'] ) );
		$this->download( $product, $order, 1 );
		$this->review( $product['product'], 5 );

		wp_set_current_user( $this->creator );
		$row = $this->dispatch( 'GET', '/pp/v1/creator/dashboard' )->get_data()['creations'][0];
		$this->assertSame(
			array(
				'id'          => $puzzle,
				'title'       => 'Puzzle',
				'downloads'   => 1,
				'earnings'    => self::usd( 350 ),
				'rating'      => 5.0,
				'ratingCount' => 1,
			),
			$row
		);
	}

	public function test_guests_and_the_flag_are_refused(): void {
		$guest = $this->dispatch( 'GET', '/pp/v1/creator/dashboard' );
		$this->assertSame( 401, $guest->get_status() );
		$this->assertSame( 'playpal_not_signed_in', $guest->get_data()['code'] );
		wp_set_current_user( $this->creator );
		$this->set_flags( array( 'creator_dashboard' => false ) );
		$off = $this->dispatch( 'GET', '/pp/v1/creator/dashboard' );
		$this->assertSame( 404, $off->get_status() );
		$this->assertSame( 'playpal_feature_off', $off->get_data()['code'] );
	}
}
