const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	rootDir: __dirname,
	testMatch: [ '<rootDir>/src/**/*.test.[jt]s?(x)' ],
	// The test machine is shared and often loaded many times over: a screen
	// test that takes 3 s at rest can take 10 there. Generous limits keep the
	// suite about behaviour, not speed (no assertion waits any longer when it passes).
	testTimeout: 30_000,
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv || [] ),
		'<rootDir>/src/test-setup.ts',
	],
};
