/**
 * Internal dependencies
 */
import {
	FEATURE_FLAG_NAMES,
	getConfig,
	isFeatureEnabled,
	normalizeBasePath,
	withBasePath,
} from './config';
import { globals } from '../test-utils/api-fetch';

describe( 'getConfig', () => {
	it( 'returns safe defaults when the shell printed no config', () => {
		const config = getConfig();

		expect( config.basePath ).toBe( '/' );
		expect( config.preloaded ).toEqual( {} );
		expect( config.siteName ).toBe( 'PlayPal' );
		expect( config.loginUrl ).toBe( '/wp-login.php' );
		for ( const name of FEATURE_FLAG_NAMES ) {
			expect( config.flags[ name ] ).toBe( false );
		}
	} );

	it( 'reads every field the shell prints', () => {
		const printed = {
			version: '1.2.3',
			basePath: '/play/',
			restRoot: 'https://example.test/wp-json/',
			flags: { portals: true, mock_data: true },
			preloaded: {
				'/pp/v1/demo': {
					body: { message: 'hi' },
					headers: { 'X-WP-Total': '1' },
				},
			},
			storeActive: true,
			checkoutUrl: 'https://example.test/checkout/',
			storeApiNonce: 'abc',
			siteName: 'My Play Site',
			loginUrl: 'https://example.test/wp-login.php',
			loggedIn: true,
			restNonceUrl:
				'https://example.test/wp-admin/admin-ajax.php?action=rest-nonce',
			signOutUrl:
				'https://example.test/wp-login.php?action=logout&_wpnonce=abc',
		};
		globals.playpalConfig = printed;

		const config = getConfig();

		expect( config ).toEqual( {
			...printed,
			basePath: '/play',
			flags: expect.objectContaining( {
				portals: true,
				mock_data: true,
				referral: false,
			} ),
		} );
	} );

	it( 'ignores malformed fields instead of throwing', () => {
		globals.playpalConfig = {
			basePath: 42,
			flags: 'yes',
			preloaded: { '/a': 'not an object' },
			storeActive: 'yes',
		};

		const config = getConfig();

		expect( config.basePath ).toBe( '/' );
		expect( config.storeActive ).toBe( false );
		expect( config.flags.portals ).toBe( false );
		expect( config.preloaded ).toEqual( {} );
	} );

	it( 'accepts camelCase flag names too', () => {
		globals.playpalConfig = { flags: { creatorDashboard: true } };

		expect( isFeatureEnabled( 'creator_dashboard' ) ).toBe( true );
		expect( isFeatureEnabled( 'portals' ) ).toBe( false );
	} );
} );

describe( 'normalizeBasePath', () => {
	it.each( [
		[ '', '/' ],
		[ '/', '/' ],
		[ 'play', '/play' ],
		[ '/play/', '/play' ],
		[ '//kids/play//', '/kids/play' ],
	] )( 'turns %p into %p', ( input, expected ) => {
		expect( normalizeBasePath( input ) ).toBe( expected );
	} );
} );

describe( 'withBasePath', () => {
	it( 'leaves paths alone at the root base', () => {
		expect( withBasePath( '/blog' ) ).toBe( '/blog' );
		expect( withBasePath( '/' ) ).toBe( '/' );
	} );

	it( 'prefixes the base path', () => {
		globals.playpalConfig = { basePath: '/play' };

		expect( withBasePath( '/blog' ) ).toBe( '/play/blog' );
		expect( withBasePath( 'shop' ) ).toBe( '/play/shop' );
		expect( withBasePath( '/' ) ).toBe( '/play/' );
	} );
} );
