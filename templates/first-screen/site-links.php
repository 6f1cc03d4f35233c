<?php
/**
 * The site's links in header order, as src/app/layout/nav-links.ts lists
 * them: path => label. Read by site-header.php and site-footer.php.
 *
 * @package PlayPal
 */

defined( 'ABSPATH' ) || exit;

return array(
	'/'                  => __( 'Home', 'playpal' ),
	'/blog'              => __( 'Blog', 'playpal' ),
	'/forum'             => __( 'The PlayBoard', 'playpal' ),
	'/play-ideas'        => __( 'Play Ideas', 'playpal' ),
	'/products'          => __( 'Products', 'playpal' ),
	'/shop'              => __( 'Shop', 'playpal' ),
	'/about'             => __( 'About', 'playpal' ),
	'/member-portal'     => __( 'Member Portal', 'playpal' ),
	'/cart'              => __( 'Cart', 'playpal' ),
	'/checkout'          => __( 'Checkout', 'playpal' ),
	'/create-it-forward' => __( 'Create It Forward', 'playpal' ),
	'/appadoo-portal'    => __( 'Appadoo Portal', 'playpal' ),
);
