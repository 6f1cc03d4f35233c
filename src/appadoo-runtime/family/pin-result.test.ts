/**
 * Internal dependencies
 */
import { tryAgainAt } from '../../lib/try-again-at';
import { DEFAULT_FAMILY_STRINGS } from './family-ui';
import { pinRefusalText, readPinRefusal } from './pin-result';

const door = { offline: 'Offline here.', failed: 'Failed here.' };

/**
 * What readPinRefusal() reads from a refusal with this status and code.
 *
 * @param status HTTP status.
 * @param code   The error code.
 * @param data   The error's data, when it has any.
 */
const refusalOf = ( status: number, code: string, data?: object ) =>
	readPinRefusal( { status, data: data ? { code, data } : { code } } );

/**
 * A refusal for this reason, as readPinRefusal() gives it.
 *
 * @param reason Why.
 */
const refused = ( reason: string ) => ( { ok: false, reason } );

describe( 'readPinRefusal', () => {
	it( 'reads the lock with its wait, a wrong PIN and no PIN set by status and code together', () => {
		expect(
			refusalOf( 429, 'playpal_family_pin_rate_limited', {
				retry_after: 61,
			} )
		).toEqual( { ok: false, reason: 'limited', retryAfter: 61 } );
		expect( refusalOf( 403, 'playpal_family_pin_wrong' ) ).toEqual(
			refused( 'wrong' )
		);
		expect( refusalOf( 409, 'playpal_family_pin_not_set' ) ).toEqual(
			refused( 'not-set' )
		);
	} );

	it( 'never blames the PIN for another refusal (a REST nonce refused, another 429)', () => {
		expect( refusalOf( 403, 'rest_cookie_invalid_nonce' ) ).toEqual(
			refused( 'failed' )
		);
		expect( refusalOf( 429, 'other' ) ).toEqual( refused( 'failed' ) );
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
