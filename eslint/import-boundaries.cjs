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
 * The feature list is read from the folder, so a new feature is covered the
 * day it is added. Tests are exempt: a test may render a screen with the
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
			from: [ './src/app', './src/admin' ],
			message:
				'Features sit below the app: pass what the screen needs in as props or slots from src/app.',
		},
		{
			target: [ './src/components', './src/lib' ],
			from: [ './src/features', './src/app', './src/admin' ],
			message:
				'src/components and src/lib sit below the features and the app and never import them.',
		},
		{
			target: './src/lib',
			from: './src/components',
			message:
				'src/lib is the lowest layer and never imports the UI kit (src/components).',
		},
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

module.exports = { importBoundaries, featureNames };
