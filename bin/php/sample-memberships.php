<?php
/**
 * The three PlayPal memberships as products of the dev and test stores:
 * VIP Library Card ($24.99, 30 days; SPEC §9 "VIP from $24.99/month"),
 * Creator Monthly ($29, 30 days) and Creator Annual ($279, 365 days; SPEC §9),
 * marked as memberships (Members\Membership_Products) and hidden from the
 * shop's catalogue (they are sold from the member portal and the Create It
 * Forward gate). Virtual, so a paid order completes at once and grants.
 * Keyed by slug: running it again adds only what is missing.
 *
 * @package PlayPal
 */

use PlayPal\Members\Membership_Products;
use PlayPal\Members\Membership_Types;

/**
 * Seeds the membership products. Does nothing without WooCommerce's product classes.
 *
 * @return bool False when one could not be created (the reason is printed).
 */
function playpal_seed_membership_products(): bool {
	if ( ! class_exists( 'WC_Product_Simple' ) || ! class_exists( Membership_Products::class ) ) {
		return true;
	}
	require_once __DIR__ . '/sample-lookup.php';
	$plans  = array(
		array( 'vip-library-card', Membership_Types::VIP_LIBRARY_CARD, '24.99', 30, 'The core printable library and basic Appadoos free, discounts on premium items and unlimited downloads, for 30 days.' ),
		array( 'creator-monthly', Membership_Types::CREATOR_MONTHLY, '29.00', 30, 'Create It Forward for a month: sell your printable activities and keep 70% of every sale.' ),
		array( 'creator-annual', Membership_Types::CREATOR_ANNUAL, '279.00', 365, 'Create It Forward for a year ($23/month, save 20%): sell your printable activities and keep 70% of every sale.' ),
	);
	$failed = 0;
	foreach ( $plans as list( $slug, $type, $price, $days, $short ) ) {
		if ( playpal_sample_post_id( $slug, 'product' ) ) {
			continue;
		}
		try {
			$product = new WC_Product_Simple();
			$product->set_name( Membership_Types::label( $type ) );
			$product->set_slug( $slug );
			$product->set_status( 'publish' );
			$product->set_short_description( $short );
			$product->set_description( '<p>' . esc_html( $short ) . '</p>' );
			$product->set_regular_price( $price );
			$product->set_virtual( true );
			$product->set_sold_individually( true );
			$product->set_catalog_visibility( 'hidden' );
			$product_id = (int) $product->save();
		} catch ( Exception $e ) {
			fwrite( STDERR, Membership_Types::label( $type ) . ': ' . $e->getMessage() . "\n" );
			$product_id = 0;
		}
		if ( $product_id < 1 ) {
			++$failed;
			continue;
		}
		( new Membership_Products() )->set( $product_id, $type, $days );
	}
	return 0 === $failed;
}
