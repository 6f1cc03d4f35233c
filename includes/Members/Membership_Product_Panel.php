<?php
/**
 * The "PlayPal membership" fields on a WooCommerce product's General tab.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

defined( 'ABSPATH' ) || exit;

/**
 * Adds a select (none, VIP Library Card, Creator Monthly, Creator Annual) and
 * a number of days to the product data panel (WooCommerce's
 * `woocommerce_product_options_general_product_data`), and saves them on
 * `woocommerce_process_product_meta` — which WooCommerce fires after checking
 * its own nonce and `edit_post`; the fields carry their own nonce too, and the
 * capability is checked again, so nothing else can set them.
 */
final class Membership_Product_Panel {

	public const NONCE_ACTION = 'playpal_membership_product';
	public const NONCE_FIELD  = 'playpal_membership_product_nonce';
	public const TYPE_FIELD   = 'playpal_membership';
	public const DAYS_FIELD   = 'playpal_membership_days';

	private Membership_Products $products;

	/**
	 * Constructor.
	 *
	 * @param Membership_Products|null $products Product meta.
	 */
	public function __construct( ?Membership_Products $products = null ) {
		$this->products = $products ?? new Membership_Products();
	}

	public function add_hooks(): void {
		add_action( 'woocommerce_product_options_general_product_data', array( $this, 'render' ) );
		add_action( 'woocommerce_process_product_meta', array( $this, 'save' ), 10, 1 );
	}

	/**
	 * Prints the fields for the product being edited.
	 */
	public function render(): void {
		$product_id = (int) get_the_ID();
		$type       = (string) get_post_meta( $product_id, Membership_Products::META_TYPE, true );
		$type       = Membership_Types::is_type( $type ) ? $type : '';
		$options    = array( '' => __( 'Not a membership', 'playpal' ) );
		foreach ( Membership_Types::all() as $each ) {
			$options[ $each ] = Membership_Types::label( $each );
		}
		echo '<div class="options_group">';
		wp_nonce_field( self::NONCE_ACTION, self::NONCE_FIELD );
		woocommerce_wp_select(
			array(
				'id'          => self::TYPE_FIELD,
				'label'       => __( 'PlayPal membership', 'playpal' ),
				'options'     => $options,
				'value'       => $type,
				'desc_tip'    => true,
				'description' => __( 'A completed order of this product grants the membership (VIP Library Card: the VIP tier; Creator Monthly or Annual: Create It Forward) or extends it; a refund or cancellation takes it back.', 'playpal' ),
			)
		);
		woocommerce_wp_text_input(
			array(
				'id'                => self::DAYS_FIELD,
				'label'             => __( 'Membership days', 'playpal' ),
				'type'              => 'number',
				'value'             => '' === $type ? '' : (string) $this->products->days_of( $product_id, $type ),
				'placeholder'       => __( '30 (Creator Annual: 365)', 'playpal' ),
				'custom_attributes' => array(
					'min'  => '1',
					'max'  => (string) Membership_Types::DAYS_MAX,
					'step' => '1',
				),
				'desc_tip'          => true,
				'description'       => __( 'How long one bought unit lasts. Empty: 30 days, 365 for Creator Annual.', 'playpal' ),
			)
		);
		echo '</div>';
	}

	/**
	 * Saves the fields when this form's nonce and the capability allow it.
	 *
	 * @param int $product_id The product being saved.
	 */
	public function save( int $product_id ): void {
		$nonce = isset( $_POST[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) || ! current_user_can( 'edit_post', $product_id ) ) {
			return;
		}
		$type = isset( $_POST[ self::TYPE_FIELD ] ) ? sanitize_key( wp_unslash( $_POST[ self::TYPE_FIELD ] ) ) : '';
		$raw  = isset( $_POST[ self::DAYS_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::DAYS_FIELD ] ) ) : '';
		$type = str_replace( '-', '_', $type );
		$days = is_numeric( $raw ) && (int) $raw >= 1 ? (int) $raw : ( Membership_Types::is_type( $type ) ? Membership_Types::default_days( $type ) : 0 );
		$this->products->set( $product_id, Membership_Types::is_type( $type ) ? $type : '', $days );
	}
}
