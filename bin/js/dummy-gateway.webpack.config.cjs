/**
 * Builds the block-checkout script of WooCommerce's Dummy Payments gateway
 * (../shared/vendor ships its source only) with the project's own build
 * tool, `@wordpress/scripts`, into the unpacked copy under .cache/vendor. The dev and
 * e2e stores use the gateway so an order can be placed end to end; the plugin
 * zip never carries it (bin/test-plugin-zip checks).
 *
 * Run by bin/lib/vendor.sh (dummy_gateway_dir), which passes the gateway's
 * folder in PLAYPAL_DUMMY_GATEWAY_DIR:
 *   PLAYPAL_DUMMY_GATEWAY_DIR=… npx wp-scripts build --config bin/js/dummy-gateway.webpack.config.cjs
 *
 * The gateway's own config uses @woocommerce/dependency-extraction-webpack-plugin
 * only to map two WooCommerce packages to the globals and script handles
 * WooCommerce registers; WordPress's extraction plugin (which the build tool
 * already uses) does the same with requestToExternal/requestToHandle, so no
 * other package is needed.
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
// A dependency of @wordpress/scripts itself, not a package of its own here.
// eslint-disable-next-line import/no-extraneous-dependencies
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );

const gatewayDir = process.env.PLAYPAL_DUMMY_GATEWAY_DIR;
if ( ! gatewayDir ) {
	throw new Error(
		'PLAYPAL_DUMMY_GATEWAY_DIR must name the unpacked woocommerce-gateway-dummy folder.'
	);
}

/** WooCommerce packages the script imports: [ global, script handle ]. */
const WOOCOMMERCE_PACKAGES = {
	'@woocommerce/blocks-registry': [
		[ 'wc', 'wcBlocksRegistry' ],
		'wc-blocks-registry',
	],
	'@woocommerce/settings': [ [ 'wc', 'wcSettings' ], 'wc-settings' ],
};

module.exports = {
	...defaultConfig,
	entry: {
		'frontend/blocks': path.join(
			gatewayDir,
			'resources/js/frontend/index.js'
		),
	},
	output: {
		// Where the gateway's PHP looks: assets/js/frontend/blocks{.js,.asset.php}.
		path: path.join( gatewayDir, 'assets/js' ),
		filename: '[name].js',
		clean: false,
	},
	plugins: [
		// Not the copy of the project's block.json files, nor the default
		// extraction plugin (replaced by one that knows WooCommerce's packages).
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! [
					'CopyPlugin',
					'DependencyExtractionWebpackPlugin',
				].includes( plugin.constructor.name )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) =>
				WOOCOMMERCE_PACKAGES[ request ]?.[ 0 ],
			requestToHandle: ( request ) =>
				WOOCOMMERCE_PACKAGES[ request ]?.[ 1 ],
		} ),
	],
};
