/**
 * The front end's import boundaries (docs/CONVENTIONS.md, "Layout"), as
 * `import/no-restricted-paths` zones in the way bulletproof-react draws them:
 *
 * - a feature (`src/features/<area>`) never imports another feature: the app
 *   composes features, so each one can change or go without touching the rest;
 * - the layers only point down: `src/app` → `src/features` → `src/components`
 *   → `src/lib`. The kit and the library never import a feature or the app
 *   (nor the admin screen), features never import the app, and `src/lib`
 *   never imports the kit.
 *
 * - the other entry points (appadoo-runtime, service-worker, offline-client,
 *   family-sign-out, admin) are bundles of their own and share code with the
 *   app only through src/lib (the settings screen also uses the kit).
 *
 * Every folder of src/ is a zone's target (tests/js/import-boundaries.test.mjs
 * checks it). The feature list is read from the folder, so a new feature is
 * covered the day it is added. Tests are exempt: a test may render a screen with the
 * pieces the app would give it. tests/js/import-boundaries.test.js proves the
 * rule fails on a feature → feature import.
 */
const fs = require( 'fs' );
const path = require( 'path' );

/**
 * The names of the folders under src/features.
 *
 * @param {string} root The project root.
 * @return {string[]} Feature names, e.g. [ 'about', 'shop' ].
 */
function featureNames( root ) {
	return fs
		.readdirSync( path.join( root, 'src/features' ), {
			withFileTypes: true,
		} )
		.filter( ( entry ) => entry.isDirectory() )
		.map( ( entry ) => entry.name )
		.sort();
}

/**
 * The entry points that are bundles of their own beside the app (webpack.config.js).
 */
const ENTRIES = [
	'./src/appadoo-runtime',
	'./src/service-worker',
	'./src/offline-client',
	'./src/family-sign-out',
];

/**
 * What each separate entry point may reach besides src/lib and itself: the
 * runtime and the offline client watch for a family sign-out, which in turn
 * keeps the runtime's family play (ledger, state store). Nothing else: not
 * the app, a feature, the kit (React screens) or the settings screen.
 *
 * @return {Object[]} Zones for `import/no-restricted-paths`.
 */
function entryZones() {
	const allowed = {
		'./src/appadoo-runtime': [ './src/family-sign-out' ],
		'./src/service-worker': [],
		'./src/offline-client': [ './src/family-sign-out' ],
		'./src/family-sign-out': [ './src/appadoo-runtime/family' ],
	};
	return ENTRIES.map( ( entry ) => ( {
		target: entry,
		from: './src',
		except: [
			`./${ path.basename( entry ) }`,
			'./lib',
			...allowed[ entry ].map(
				( other ) => `./${ path.relative( './src', other ) }`
			),
		],
		message: `${ entry.slice( 2 ) } is a bundle of its own: it imports src/lib${
			allowed[ entry ].length
				? ` and ${ allowed[ entry ]
						.map( ( other ) => other.slice( 2 ) )
						.join( ', ' ) }`
				: ''
		} only, never the app, a feature, the kit or the settings screen.`,
	} ) );
}

/**
 * The zones: who (target) may not import what (from).
 *
 * @param {string} root The project root.
 * @return {Object[]} Zones for `import/no-restricted-paths`.
 */
function zones( root ) {
	const featureZones = featureNames( root ).map( ( name ) => ( {
		target: `./src/features/${ name }`,
		from: './src/features',
		except: [ `./${ name }` ],
		message: `A feature never imports another feature: "${ name }" gets what it needs from src/components, src/lib, or from the app (props or slots).`,
	} ) );
	return [
		...featureZones,
		{
			target: './src/features',
			from: [
				'./src/app',
				'./src/admin',
				'./src/service-worker',
				'./src/offline-client',
				'./src/family-sign-out',
			],
			message:
				'Features sit below the app: pass what the screen needs in as props or slots from src/app.',
		},
		{
			target: './src/features',
			from: './src/appadoo-runtime',
			except: [ './session-relay.ts', './session-messages.ts' ],
			message:
				'A feature talks to a running Appadoo only through its session protocol (appadoo-runtime/session-relay and session-messages).',
		},
		{
			target: [ './src/components', './src/lib' ],
			from: [ './src/features', './src/app', './src/admin', ...ENTRIES ],
			message:
				'src/components and src/lib sit below the features and the app and never import them.',
		},
		{
			target: './src/lib',
			from: './src/components',
			message:
				'src/lib is the lowest layer and never imports the UI kit (src/components).',
		},
		{
			target: './src/app',
			from: [ './src/admin', ...ENTRIES ],
			message:
				'The app and the other entry points (admin, appadoo-runtime, service-worker, offline-client, family-sign-out) are separate bundles: they share code only through src/lib.',
		},
		{
			target: './src/admin',
			from: [ './src/app', './src/features', ...ENTRIES ],
			message:
				'The settings screen is its own bundle: it uses src/lib and src/components only.',
		},
		...entryZones(),
	];
}

/**
 * The flat-config block that turns the zones on for the front end's sources.
 *
 * @param {string} root The project root (the folder holding src/).
 * @return {Object} An ESLint flat-config object.
 */
function importBoundaries( root ) {
	return {
		files: [ 'src/**/*.{js,jsx,ts,tsx}' ],
		ignores: [
			'src/**/*.test.{ts,tsx}',
			'src/**/test-utils/**',
			'src/test-setup.ts',
		],
		settings: {
			// import/no-cycle reads the imported modules too: with TypeScript's parser.
			'import/parsers': {
				'@typescript-eslint/parser': [ '.ts', '.tsx' ],
			},
		},
		rules: {
			'import/no-restricted-paths': [
				'error',
				// Zones are relative to the project root, wherever ESLint runs.
				{ basePath: root, zones: zones( root ) },
			],
			// No module reaches itself through its imports (type-only ones included):
			// a cycle is two modules that can only be read, and changed, together.
			'import/no-cycle': [
				'error',
				{ ignoreExternal: true, disableScc: true },
			],
		},
	};
}

module.exports = { importBoundaries, featureNames, zones };
