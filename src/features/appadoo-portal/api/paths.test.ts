/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { backupDownloadUrl, exportUrl, restNonce } from './paths';

const mocked = apiFetch as unknown as { nonceMiddleware?: { nonce: string } };
const globals = window as unknown as {
	playpalConfig?: unknown;
	wpApiSettings?: unknown;
};

afterEach( () => {
	delete mocked.nonceMiddleware;
	delete globals.playpalConfig;
	delete globals.wpApiSettings;
} );

describe( 'download URLs', () => {
	it( 'carry the nonce WordPress gave apiFetch as _wpnonce', () => {
		mocked.nonceMiddleware = { nonce: 'abc123' };
		globals.playpalConfig = { restRoot: 'https://example.test/wp-json/' };

		expect( backupDownloadUrl( 4, 'b 1' ) ).toBe(
			'https://example.test/wp-json/pp/v1/storage/appadoos/4/backups/b%201/download?_wpnonce=abc123'
		);
	} );

	it( 'work with plain permalinks (?rest_route=)', () => {
		globals.wpApiSettings = { nonce: 'from-settings' };
		globals.playpalConfig = {
			restRoot: 'https://example.test/?rest_route=/',
		};

		expect( restNonce() ).toBe( 'from-settings' );
		expect( exportUrl() ).toBe(
			'https://example.test/?rest_route=/pp/v1/storage/export&_wpnonce=from-settings'
		);
	} );
} );
