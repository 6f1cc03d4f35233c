/**
 * Internal dependencies
 */
import { loginUrl } from './login-url';
import { globals } from '../../../test-utils/api-fetch';

describe( 'loginUrl', () => {
	it( 'goes to /wp-login.php by default, returning to the current page', () => {
		expect( loginUrl() ).toBe(
			`/wp-login.php?redirect_to=${ encodeURIComponent( window.location.href ) }`
		);
	} );

	it( 'uses the login URL the shell printed, keeping its own query', () => {
		globals.playpalConfig = {
			loginUrl: 'https://example.test/login/?lang=fr',
		};

		expect( loginUrl( 'https://example.test/appadoo-portal' ) ).toBe(
			'https://example.test/login/?lang=fr&redirect_to=https%3A%2F%2Fexample.test%2Fappadoo-portal'
		);
	} );
} );
