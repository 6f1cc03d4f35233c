/**
 * Internal dependencies
 */
import { tryAgainAt } from '../../lib/try-again-at';
import { DEFAULT_FAMILY_STRINGS } from './family-ui';
import { pinRefusalText, readPinRefusal } from './pin-result';

const door = { offline: 'Offline here.', failed: 'Failed here.' };

describe( 'readPinRefusal', () => {
	it( 'reads the lock with its wait, a wrong PIN and no PIN set by status and code together', () => {
		expect(
			readPinRefusal( {
				status: 429,
				data: {
					code: 'playpal_family_pin_rate_limited',
					data: { retry_after: 61 },
				},
			} )
		).toEqual( { ok: false, reason: 'limited', retryAfter: 61 } );
		expect(
			readPinRefusal( {
				status: 403,
				data: { code: 'playpal_family_pin_wrong' },
			} )
		).toEqual( { ok: false, reason: 'wrong' } );
		expect(
			readPinRefusal( {
				status: 409,
				data: { code: 'playpal_family_pin_not_set' },
			} )
		).toEqual( { ok: false, reason: 'not-set' } );
	} );

	it( 'never blames the PIN for another refusal (a REST nonce refused, another 429)', () => {
		expect(
			readPinRefusal( {
				status: 403,
				data: { code: 'rest_cookie_invalid_nonce' },
			} )
		).toEqual( { ok: false, reason: 'failed' } );
		expect(
			readPinRefusal( { status: 429, data: { code: 'other' } } )
		).toEqual( { ok: false, reason: 'failed' } );
	} );
} );

describe( 'pinRefusalText', () => {
	it( 'says when the lock ends', () => {
		const strings = {
			...DEFAULT_FAMILY_STRINGS,
			pinLimited: 'Try at %s.',
		};
		expect(
			pinRefusalText(
				{ reason: 'limited', retryAfter: 900 },
				strings,
				door
			)
		).toBe( `Try at ${ tryAgainAt( 900 ) }.` );
	} );

	it( "uses the door's own words offline and for other failures", () => {
		expect(
			pinRefusalText(
				{ reason: 'offline' },
				DEFAULT_FAMILY_STRINGS,
				door
			)
		).toBe( 'Offline here.' );
		expect(
			pinRefusalText( { reason: 'failed' }, DEFAULT_FAMILY_STRINGS, door )
		).toBe( 'Failed here.' );
		expect(
			pinRefusalText( { reason: 'wrong' }, DEFAULT_FAMILY_STRINGS, door )
		).toBe( DEFAULT_FAMILY_STRINGS.pinWrong );
	} );
} );
