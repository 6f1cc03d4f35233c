<?php
/**
 * Marking a product as a membership in wp-admin, and the products screens link to.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Membership_Daily_Job;
use PlayPal\Members\Membership_Product_Panel;
use PlayPal\Members\Membership_Products;
use PlayPal\Members\Membership_Types;

/**
 * The product data panel's fields (nonce and capability), the reminder
 * setting, and `GET pp/v1/membership-products`.
 */
final class MembershipAdminTest extends MembershipTestCase {

	protected function tearDown(): void {
		$_POST = array();
		parent::tearDown();
	}

	/**
	 * Posts the panel's fields for a product as the current user.
	 *
	 * @param int    $product_id Product.
	 * @param string $type       Submitted type.
	 * @param string $days       Submitted days.
	 * @param bool   $nonce      Whether the form's nonce is sent.
	 */
	private function save_panel( int $product_id, string $type, string $days, bool $nonce = true ): void {
		$_POST = array(
			Membership_Product_Panel::TYPE_FIELD => $type,
			Membership_Product_Panel::DAYS_FIELD => $days,
		);
		if ( $nonce ) {
			$_POST[ Membership_Product_Panel::NONCE_FIELD ] = wp_create_nonce( Membership_Product_Panel::NONCE_ACTION );
		}
		( new Membership_Product_Panel() )->save( $product_id );
	}

	public function test_a_site_owner_marks_a_product_as_a_membership_with_its_days(): void {
		$product = $this->downloadable_product()['product'];
		$this->log_in_as( 'administrator' );
		$this->save_panel( $product, Membership_Types::CREATOR_ANNUAL, '400' );
		$this->assertSame(
			array(
				array(
					'type' => Membership_Types::CREATOR_ANNUAL,
					'days' => 400,
				),
			),
			( new Membership_Products() )->grants_of( $product ),
			'Stored as product meta.'
		);

		$this->save_panel( $product, Membership_Types::VIP_LIBRARY_CARD, '' );
		$this->assertSame( 30, ( new Membership_Products() )->grants_of( $product )[0]['days'], 'Empty days: the type\'s default.' );

		$this->save_panel( $product, Membership_Types::CREATOR_MONTHLY, '99999' );
		$this->assertSame( Membership_Types::DAYS_MAX, ( new Membership_Products() )->grants_of( $product )[0]['days'], 'Days are capped.' );

		$this->save_panel( $product, '', '30' );
		$this->assertSame( array(), ( new Membership_Products() )->grants_of( $product ), 'Not a membership: the mark goes.' );

		$this->save_panel( $product, 'platinum', '30' );
		$this->assertSame( array(), ( new Membership_Products() )->grants_of( $product ), 'An unknown type marks nothing.' );
	}

	public function test_without_the_nonce_or_the_capability_nothing_changes(): void {
		$product = $this->downloadable_product()['product'];
		$this->log_in_as( 'administrator' );
		$this->save_panel( $product, Membership_Types::CREATOR_MONTHLY, '30', false );
		$this->assertSame( array(), ( new Membership_Products() )->grants_of( $product ), 'No nonce: nothing saved.' );

		$this->log_in_as( 'subscriber' );
		$this->save_panel( $product, Membership_Types::CREATOR_MONTHLY, '30' );
		$this->assertSame( array(), ( new Membership_Products() )->grants_of( $product ), 'A subscriber cannot mark a product.' );
	}

	public function test_the_panel_renders_the_fields_for_the_product(): void {
		$product = $this->membership_product( Membership_Types::CREATOR_ANNUAL, 365 );
		$this->log_in_as( 'administrator' );
		// WooCommerce loads its field helpers on its admin screens only.
		require_once WC()->plugin_path() . '/includes/admin/wc-meta-box-functions.php';
		$GLOBALS['post'] = get_post( $product ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- The edit screen's post.
		ob_start();
		( new Membership_Product_Panel() )->render();
		$html = (string) ob_get_clean();
		unset( $GLOBALS['post'] );
		$this->assertMatchesRegularExpression( '/<option value="creator_annual"\s+selected/', $html, 'The product\'s type is selected.' );
		$this->assertStringContainsString( 'value="365"', $html, 'Its days are filled in.' );
		$this->assertStringContainsString( 'name="' . Membership_Product_Panel::NONCE_FIELD . '"', $html, 'The form carries its nonce.' );
	}

	public function test_membership_products_lists_the_published_product_of_each_type(): void {
		$data = $this->dispatch( 'GET', '/pp/v1/membership-products' )->get_data();
		$this->assertSame( array( 'vipLibraryCard', 'creatorMonthly', 'creatorAnnual' ), array_keys( $data ), 'One key per membership.' );

		$monthly = $this->membership_product( Membership_Types::CREATOR_MONTHLY, 30 );
		$draft   = $this->membership_product( Membership_Types::CREATOR_ANNUAL, 365 );
		wp_update_post(
			array(
				'ID'          => $draft,
				'post_status' => 'draft',
			)
		);
		$data = $this->dispatch( 'GET', '/pp/v1/membership-products' )->get_data();
		$this->assertSame( $monthly, $data['creatorMonthly']['id'], 'The published Creator Monthly product.' );
		$this->assertSame( get_post_field( 'post_name', $monthly ), $data['creatorMonthly']['slug'], 'With its slug (the app\'s /product/<slug>).' );
		$this->assertSame( 30, $data['creatorMonthly']['days'], 'And its days.' );
		$this->assertSame(
			array(
				'amount'   => 2900,
				'currency' => get_woocommerce_currency(),
			),
			$data['creatorMonthly']['price'],
			'And its price, as money in minor units.'
		);
		$this->assertNull( $data['creatorAnnual'], 'A draft is not on sale.' );
	}

	public function test_the_reminder_setting_is_clamped_and_defaults_to_seven(): void {
		delete_option( Membership_Daily_Job::REMINDER_OPTION );
		$this->assertSame( 7, Membership_Daily_Job::reminder_days(), 'Seven days by default.' );
		$this->assertSame( 60, Membership_Daily_Job::sanitize_days( 500 ), 'At most 60.' );
		$this->assertSame( 0, Membership_Daily_Job::sanitize_days( -3 ), 'At least 0 (none).' );
		$this->assertSame( 7, Membership_Daily_Job::sanitize_days( 'soon' ), 'Not a number: the default.' );

		$this->log_in_as( 'administrator' );
		$response = $this->dispatch( 'POST', '/wp/v2/settings', array( Membership_Daily_Job::REMINDER_OPTION => 3 ) );
		$this->assertSame( 200, $response->get_status(), 'Site owners set it through /wp/v2/settings.' );
		$this->assertSame( 3, Membership_Daily_Job::reminder_days(), 'And it is used.' );
	}
}
