/**
 * Internal dependencies
 */
import {
	isShareablePage,
	keptHeaders,
	mayKeepRead,
	offlineCopyInit,
} from './keeping';

const KEY = 'a'.repeat( 32 );
const OTHER = 'b'.repeat( 32 );

const answer = ( status: number, headers: Record< string, string > ) => ( {
	status,
	headers: new Headers( headers ),
} );

describe( 'isShareablePage', () => {
	it( 'takes only a complete HTML page the server called shareable', () => {
		expect(
			isShareablePage(
				answer( 200, {
					'Content-Type': 'text/html; charset=UTF-8',
					'Cache-Control': 'public, max-age=60',
				} )
			)
		).toBe( true );
		expect(
			isShareablePage(
				answer( 200, {
					'Content-Type': 'text/html',
					'Cache-Control': 'private, no-store, max-age=0',
				} )
			)
		).toBe( false );
		expect(
			isShareablePage(
				answer( 200, {
					'Content-Type': 'text/html',
					'Cache-Control': 'no-store',
				} )
			)
		).toBe( false );
		expect(
			isShareablePage( answer( 404, { 'Content-Type': 'text/html' } ) )
		).toBe( false );
		expect(
			isShareablePage(
				answer( 200, { 'Content-Type': 'application/json' } )
			)
		).toBe( false );
		expect(
			isShareablePage(
				answer( 200, {
					'Content-Type': 'text/html',
					'X-PlayPal-Offline-Key': KEY,
				} )
			)
		).toBe( false );
	} );
} );

describe( 'mayKeepRead', () => {
	it( 'keeps the person’s own private reads and public ones, never someone else’s', () => {
		expect(
			mayKeepRead(
				answer( 200, {
					'Cache-Control': 'no-store',
					'X-PlayPal-Offline-Key': KEY,
				} ),
				KEY
			)
		).toBe( true );
		expect(
			mayKeepRead(
				answer( 200, { 'X-PlayPal-Offline-Key': OTHER } ),
				KEY
			)
		).toBe( false );
		expect(
			mayKeepRead(
				answer( 200, { 'Cache-Control': 'public, max-age=60' } ),
				KEY
			)
		).toBe( true );
		expect(
			mayKeepRead( answer( 200, { 'Cache-Control': 'private' } ), KEY )
		).toBe( false );
		expect(
			mayKeepRead( answer( 403, { 'X-PlayPal-Offline-Key': KEY } ), KEY )
		).toBe( false );
	} );
} );

describe( 'keptHeaders', () => {
	it( 'drops nonces, cart tokens, the key and Vary, and keeps the rest (CSP, sandbox, nosniff)', () => {
		const kept = keptHeaders(
			new Headers( {
				'X-WP-Nonce': '0123456789',
				Nonce: 'abcdef',
				'Cart-Token': 'token',
				'X-PlayPal-Offline-Key': KEY,
				Vary: 'Cookie',
				'Content-Type': 'application/json',
				'Content-Security-Policy':
					"sandbox allow-scripts; default-src 'self'",
				'X-Content-Type-Options': 'nosniff',
			} )
		);
		expect( [ ...kept.keys() ].sort() ).toEqual( [
			'content-security-policy',
			'content-type',
			'x-content-type-options',
		] );
		expect( kept.get( 'Content-Security-Policy' ) ).toBe(
			"sandbox allow-scripts; default-src 'self'"
		);
	} );
} );

describe( 'offlineCopyInit', () => {
	it( 'keeps the kept answer as it was and marks it a copy', () => {
		const init = offlineCopyInit( {
			status: 200,
			statusText: 'OK',
			headers: new Headers( {
				'Content-Type': 'application/json',
				'X-PlayPal-Offline-Key': KEY,
			} ),
		} );
		expect( init.status ).toBe( 200 );
		expect( init.statusText ).toBe( 'OK' );
		expect( init.headers.get( 'Content-Type' ) ).toBe( 'application/json' );
		expect( init.headers.get( 'X-PlayPal-Offline-Copy' ) ).toBe( '1' );
	} );
} );
