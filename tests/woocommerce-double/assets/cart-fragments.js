/* Stands in for WooCommerce's cart fragments and mini-cart: reads the cart on every page load. */
( function () {
	if ( window.wcDoubleCartUrl && window.fetch ) {
		window.fetch( window.wcDoubleCartUrl, { credentials: 'same-origin' } );
	}
} )();
