const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	rootDir: __dirname,
	testMatch: [ '<rootDir>/src/**/*.test.[jt]s?(x)' ],
	// The test machine is shared and often loaded: a screen test that clicks
	// through a dialog can take longer than Jest's 5 s there. Tests still wait
	// on conditions, never on time.
	testTimeout: 30000,
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv || [] ),
		'<rootDir>/src/test-setup.ts',
	],
};
