<?php
/**
 * Base of the membership product tests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Membership_Products;
use PlayPal\Members\Membership_Types;
use PlayPal\Database\Schema;

/**
 * Products marked as memberships, the ledger's rows, moving a grant back in
 * time (the ledger keeps when each grant took effect), dates in site time and
 * the e-mails wp_mail() was asked to send.
 */
abstract class MembershipTestCase extends MemberTestCase {

	/**
	 * Messages caught by `pre_wp_mail`.
	 *
	 * @var list<array<string, mixed>>
	 */
	protected array $mails = array();

	protected function setUp(): void {
		parent::setUp();
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ) );
		parent::tearDown();
	}

	/**
	 * Keeps a message instead of sending it.
	 *
	 * @param null|bool            $short_circuit Null to send.
	 * @param array<string, mixed> $atts          wp_mail's arguments.
	 */
	public function catch_mail( $short_circuit, array $atts ): bool {
		$this->mails[] = $atts;
		return true;
	}

	/**
	 * The three memberships with the days their test product grants.
	 *
	 * @return array<string, array{string, int}>
	 */
	public static function memberships(): array {
		return array(
			'VIP Library Card' => array( Membership_Types::VIP_LIBRARY_CARD, 30 ),
			'Creator Monthly'  => array( Membership_Types::CREATOR_MONTHLY, 30 ),
			'Creator Annual'   => array( Membership_Types::CREATOR_ANNUAL, 365 ),
		);
	}

	/**
	 * A published virtual product marked as a membership.
	 *
	 * @param string $type Membership type.
	 * @param int    $days Days one unit lasts.
	 */
	protected function membership_product( string $type, int $days ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( Membership_Types::label( $type ) . ' ' . wp_generate_password( 4, false ) );
		$product->set_status( 'publish' );
		$product->set_regular_price( '29.00' );
		$product->set_virtual( true );
		$product_id = (int) $product->save();
		$this->assertGreaterThan( 0, $product_id, 'The membership product should be saved.' );
		( new Membership_Products() )->set( $product_id, $type, $days );
		return $product_id;
	}

	/**
	 * Whether the user has the membership of a type now, as pp/v1/me says it.
	 *
	 * @param int    $user_id User.
	 * @param string $type    Membership type.
	 * @return array{on: bool, until: string|null} The state and last day.
	 */
	protected function me( int $user_id, string $type ): array {
		wp_set_current_user( $user_id );
		$data = $this->dispatch( 'GET', '/pp/v1/me' )->get_data();
		wp_set_current_user( 0 );
		return Membership_Types::KIND_VIP === Membership_Types::kind( $type )
			? array(
				'on'    => 'vip' === $data['tier'],
				'until' => $data['vipUntil'],
			)
			: array(
				'on'    => $data['member'],
				'until' => $data['memberUntil'],
			);
	}

	/**
	 * Today plus some days, site time, YYYY-MM-DD.
	 *
	 * @param int $days Days (may be negative).
	 */
	protected static function day( int $days ): string {
		return ( new \DateTimeImmutable( 'now', wp_timezone() ) )->modify( ( $days >= 0 ? '+' : '' ) . $days . ' days' )->format( 'Y-m-d' );
	}

	/**
	 * Moves when an order's grants took effect back by some days.
	 *
	 * @param int $order_id Order.
	 * @param int $days     Days back.
	 */
	protected function backdate( int $order_id, int $days ): void {
		global $wpdb;
		$table = Schema::membership_grants_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET granted_at = granted_at - %d WHERE order_id = %d", $days * DAY_IN_SECONDS, $order_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- Test fixture, table from Schema.
	}

	/**
	 * The ledger's rows of an order, by status.
	 *
	 * @param int $order_id Order.
	 * @return array<string, int> Count by status.
	 */
	protected function rows_of( int $order_id ): array {
		global $wpdb;
		$table = Schema::membership_grants_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT status, COUNT(*) AS n FROM {$table} WHERE order_id = %d GROUP BY status", $order_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- Test fixture, table from Schema.
		$count = array();
		foreach ( (array) $rows as $row ) {
			$count[ (string) $row['status'] ] = (int) $row['n'];
		}
		return $count;
	}
}
