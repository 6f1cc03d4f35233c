/**
 * ESLint: WordPress's recommended rules (with TypeScript support) plus the
 * unit-test and Playwright presets where they apply.
 */
const wpPlugin = require( '@wordpress/eslint-plugin' );

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
