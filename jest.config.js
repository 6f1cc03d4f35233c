const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	rootDir: __dirname,
	testMatch: [ '<rootDir>/src/**/*.test.[jt]s?(x)' ],
	// The test machine is shared and often loaded: a screen test that waits on
	// conditions may need more than Jest's default 5 s to get there.
	testTimeout: 30000,
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv || [] ),
		'<rootDir>/src/test-setup.ts',
	],
};
