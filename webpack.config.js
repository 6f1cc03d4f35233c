/**
 * Extends the @wordpress/scripts webpack config with our entry points.
 *
 * React, ReactDOM and every @wordpress/* package stay external (the
 * dependency extraction plugin that @wordpress/scripts adds lists them in
 * build/*.asset.php), so the bundle carries only our own code and the few
 * libraries WordPress does not ship.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const path = require( 'path' );
// Comes with @wordpress/scripts, whose own config uses it.
// eslint-disable-next-line import/no-extraneous-dependencies
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const ScreenChunksPlugin = require( './bin/js/screen-chunks-plugin.cjs' );

const isProduction = defaultConfig.mode === 'production';

/**
 * React Router publishes a production build beside its development one but
 * names no condition that picks it: every resolution lands on the development
 * files (with their warnings). The production bundle points both entry
 * points at the production files.
 */
const reactRouterDist = path.join(
	path.dirname( require.resolve( 'react-router/package.json' ) ),
	'dist/production'
);
const productionAliases = isProduction
	? {
			'react-router$': path.join( reactRouterDist, 'index.mjs' ),
			'react-router/dom$': path.join( reactRouterDist, 'dom-export.mjs' ),
		}
	: {};

/**
 * React Router's production build, made tree-shakeable: the minifier keeps
 * only what the app uses (bin/js/pure-top-level-loader.cjs says why).
 */
const treeShakeableReactRouter = {
	test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
	use: path.resolve( __dirname, 'bin/js/pure-top-level-loader.cjs' ),
};

const app = {
	...defaultConfig,
	name: 'app',
	entry: {
		index: path.resolve( __dirname, 'src/app/index.tsx' ),
		admin: path.resolve( __dirname, 'src/admin/index.tsx' ),
		// Injected into Appadoo packages, not into WordPress pages: no React, no @wordpress/* (docs/APPADOOS.md).
		'appadoo-runtime': path.resolve(
			__dirname,
			'src/appadoo-runtime/index.ts'
		),
		// The player's host page around an Appadoo opened alone: the session relay, no dependencies either.
		'appadoo-host': path.resolve(
			__dirname,
			'src/appadoo-runtime/host.ts'
		),
		// The offline app's registration, added to the page after its load event (includes/Offline/Offline_Head.php).
		'offline-client': path.resolve(
			__dirname,
			'src/offline-client/index.ts'
		),
	},
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve?.alias,
			...productionAliases,
			// React 18 (WordPress's) has the hook SWR's shim provides (src/lib/use-sync-external-store.ts).
			'use-sync-external-store/shim$': path.resolve(
				__dirname,
				'src/lib/use-sync-external-store.ts'
			),
		},
	},
	module: {
		...defaultConfig.module,
		rules: [
			...defaultConfig.module.rules,
			...( isProduction ? [ treeShakeableReactRouter ] : [] ),
		],
	},
	output: {
		...defaultConfig.output,
		// Lazy screen chunks get readable, cache-busting names.
		chunkFilename: 'chunks/[name].[contenthash:8].js',
	},
	// build/screen-chunks.json: which chunk files each lazy screen needs, for the shell's preloads.
	plugins: [ ...defaultConfig.plugins, new ScreenChunksPlugin() ],
};

/**
 * The service worker (docs/OFFLINE.md): one file, no chunks, for a worker's
 * global scope. Built on its own, after the app (whose build empties build/),
 * without the WordPress dependency extraction: it imports no React or
 * WordPress package, and a worker could not load WordPress's scripts anyway.
 */
const serviceWorker = {
	name: 'service-worker',
	dependencies: [ 'app' ],
	mode: defaultConfig.mode,
	devtool: isProduction ? false : defaultConfig.devtool,
	target: 'webworker',
	entry: {
		'service-worker': path.resolve(
			__dirname,
			'src/service-worker/index.ts'
		),
	},
	resolve: { extensions: [ '.ts', '.js' ] },
	module: {
		rules: defaultConfig.module.rules.filter( ( rule ) =>
			String( rule.test ).includes( 'sx?' )
		),
	},
	output: {
		path: defaultConfig.output.path,
		filename: '[name].js',
		clean: false,
	},
	// The app's icons (committed in assets/icons, made by bin/php/make-app-icons.php): the web server
	// serves only build/ of the plugin's folder (README, "Web server rules"), so they are copied there.
	plugins: [
		new CopyWebpackPlugin( {
			patterns: [
				{ from: 'assets/icons/*.png', to: 'icons/[name][ext]' },
			],
		} ),
	],
	optimization: {
		minimize: defaultConfig.optimization?.minimize,
		minimizer: defaultConfig.optimization?.minimizer,
		splitChunks: false,
	},
};

module.exports = [ app, serviceWorker ];
