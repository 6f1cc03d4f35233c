/**
 * Internal dependencies
 */
import { retireOldWorkers, type Registrations } from './retire-old-workers';

const ORIGIN = 'https://example.com';

/**
 * A registration double: its scope, its worker's script and whether it was unregistered.
 *
 * @param scope  Absolute scope URL.
 * @param script Absolute script URL of its active worker.
 */
function registration( scope: string, script: string ) {
	const double = {
		scope,
		installing: null,
		waiting: null,
		active: { scriptURL: script },
		unregistered: false,
		unregister: jest.fn( async () => {
			double.unregistered = true;
			return true;
		} ),
	};
	return double;
}

function containerOf(
	registrations: ReturnType< typeof registration >[]
): Registrations {
	return {
		getRegistrations: async () =>
			registrations as unknown as ServiceWorkerRegistration[],
	};
}

describe( 'retireOldWorkers', () => {
	it( 'removes PlayPal’s worker at a scope the app has left', async () => {
		const old = registration(
			`${ ORIGIN }/play/`,
			`${ ORIGIN }/play/playpal-sw.js`
		);
		const current = registration(
			`${ ORIGIN }/`,
			`${ ORIGIN }/playpal-sw.js`
		);

		const removed = await retireOldWorkers(
			containerOf( [ old, current ] ),
			[ '/play/' ],
			ORIGIN
		);

		expect( removed ).toBe( 1 );
		expect( old.unregistered ).toBe( true );
		expect( current.unregistered ).toBe( false );
	} );

	it( 'keeps another site’s worker and any worker not PlayPal’s at a listed scope', async () => {
		const otherSite = registration(
			`${ ORIGIN }/site-b/`,
			`${ ORIGIN }/site-b/playpal-sw.js`
		);
		const notOurs = registration(
			`${ ORIGIN }/play/`,
			`${ ORIGIN }/play/other-worker.js`
		);

		const removed = await retireOldWorkers(
			containerOf( [ otherSite, notOurs ] ),
			[ '/play/' ],
			ORIGIN
		);

		expect( removed ).toBe( 0 );
		expect( otherSite.unregister ).not.toHaveBeenCalled();
		expect( notOurs.unregister ).not.toHaveBeenCalled();
	} );

	it( 'asks for no registration when no scope was left, and ignores malformed entries', async () => {
		const getRegistrations = jest.fn( async () => [] );

		await retireOldWorkers( { getRegistrations }, [], ORIGIN );
		await retireOldWorkers(
			{ getRegistrations },
			[ 'play/', '/play', '' ],
			ORIGIN
		);

		expect( getRegistrations ).not.toHaveBeenCalled();
	} );

	it( 'counts a worker whose script carries a version query as PlayPal’s', async () => {
		const old = registration(
			`${ ORIGIN }/play/`,
			`${ ORIGIN }/play/playpal-sw.js?v=3`
		);

		expect(
			await retireOldWorkers(
				containerOf( [ old ] ),
				[ '/play/' ],
				ORIGIN
			)
		).toBe( 1 );
	} );
} );
