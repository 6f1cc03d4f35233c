/**
 * ESLint: WordPress's recommended rules (with TypeScript support) plus the
 * unit-test and Playwright presets where they apply, and the front end's
 * import boundaries (eslint/import-boundaries.cjs).
 */
const wpPlugin = require( '@wordpress/eslint-plugin' );
const { importBoundaries } = require( './eslint/import-boundaries.cjs' );

module.exports = [
	{
		ignores: [
			'build/**',
			'node_modules/**',
			'vendor/**',
			'.dev/**',
			'.cache/**',
			'dist/**',
		],
	},
	...wpPlugin.configs.recommended,
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [
			'src/**/*.test.{ts,tsx}',
			'src/**/test-utils/**',
			'src/test-setup.ts',
			'__mocks__/**',
		],
	} ) ),
	...wpPlugin.configs[ 'test-playwright' ].map( ( config ) => ( {
		...config,
		files: [ 'tests/e2e/**/*.ts' ],
	} ) ),
	importBoundaries( __dirname ),
	{
		settings: {
			// React and @wordpress/* are provided by WordPress at runtime.
			'import/core-modules': [ 'react', 'react-dom', 'react-dom/client' ],
		},
		rules: {
			// Types come from TypeScript; JSDoc types would only repeat them.
			'jsdoc/require-param-type': 'off',
			'jsdoc/require-returns-type': 'off',
		},
	},
];
