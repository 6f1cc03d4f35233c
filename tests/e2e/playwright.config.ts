/**
 * Browser tests in Debian's Chromium against a freshly provisioned site
 * (bin/test-e2e starts it and passes its URL in PLAYPAL_E2E_URL).
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';

/**
 * bin/test-e2e's catalogue phase (PLAYPAL_E2E_PHASE=catalogue): the specs in
 * catalogue/ run only there, after the sample store is imported and a large
 * catalogue generated on the same site; every other run leaves them out,
 * since they need that store and it changes what the other specs read.
 */
const CATALOGUE_PHASE = process.env.PLAYPAL_E2E_PHASE === 'catalogue';

export default defineConfig( {
	testDir: '.',
	...( CATALOGUE_PHASE
		? { testMatch: 'catalogue/**/*.spec.ts' }
		: { testIgnore: 'catalogue/**' } ),
	// Signs the test accounts in once and warms the fresh site (global-setup.ts).
	globalSetup: './global-setup.ts',
	// bin/test-e2e's Apache run and catalogue phase keep their own report and traces (PLAYPAL_E2E_REPORT, PLAYPAL_E2E_OUTPUT).
	outputDir: process.env.PLAYPAL_E2E_OUTPUT || '../../.cache/e2e-output',
	fullyParallel: false,
	workers: 2,
	// No retries: a test that passes only on its second try hides a real failure.
	retries: 0,
	// A ceiling, not a wait: the machine is shared and loaded, and a real
	// WooCommerce (PLAYPAL_WOOCOMMERCE_DIR) makes every request heavier.
	timeout: 60_000,
	expect: { timeout: 10_000 },
	forbidOnly: true,
	reporter: [
		[ 'list' ],
		[
			'json',
			{
				outputFile:
					process.env.PLAYPAL_E2E_REPORT ||
					'../../.cache/e2e-results.json',
			},
		],
	],
	use: {
		baseURL: process.env.PLAYPAL_E2E_URL || 'http://127.0.0.1:8890',
		// A trace (screencast and DOM snapshots) cost about a sixth of the browser
		// phase's CPU on two cores, and the CI keeps only the printed output: on
		// when asked for (PLAYPAL_E2E_TRACE=1), for debugging a failure locally.
		trace: process.env.PLAYPAL_E2E_TRACE ? 'retain-on-failure' : 'off',
		// PlayPal's service worker (docs/OFFLINE.md) would answer pages' requests
		// before page.route() sees them and keep pages between tests: the specs
		// run without it, and offline-shell.spec.ts, which tests it, turns it on.
		serviceWorkers: 'block',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
			// This machine reaches no outside host: keep Chromium from trying.
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
} );
