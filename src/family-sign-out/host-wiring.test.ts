/**
 * On a host page, the family side watches sign-out links too
 * (family/index.ts), with the texts the server printed in `signOut`.
 */

/**
 * Internal dependencies
 */
import { startFamilyPlayer } from '../appadoo-runtime/family';
import { ledgerKey } from '../appadoo-runtime/family/ledger';
import * as family from '../appadoo-runtime/family/test-utils/children';

const TODAY = family.dayFigures( '2026-12-07', 0, 3600 );

afterEach( () => {
	document.body.innerHTML = '';
	window.localStorage.clear();
} );

it( 'holds a sign-out link on the host page and, with no network, says what waits in the printed words', async () => {
	const fetchMock = jest.fn( async () => {
		throw new TypeError( 'Failed to fetch' );
	} );
	const realFetch = window.fetch;
	window.fetch = fetchMock as unknown as typeof fetch;
	window.localStorage.setItem(
		ledgerKey( family.DEVICE, family.ANA ),
		JSON.stringify( {
			day: '2026-12-07',
			snapshot: { playedSeconds: 0, remainingSeconds: 3600 },
			sessions: {
				[ '1'.repeat( 32 ) ]: { seconds: 61, acked: 0, appadoo: 7 },
			},
		} )
	);
	document.body.innerHTML = `<iframe id="playpal-player" data-playpal-src="https://example.com/play/k/t/index.html"></iframe>
<a id="out" href="https://example.com/wp-login.php?action=logout&amp;_wpnonce=1">Sign out</a>
<script type="application/json" id="playpal-family">${ JSON.stringify( {
		device: family.DEVICE,
		appadooId: 7,
		timeLimit: 'unlimited',
		children: [
			{ id: family.ANA, nickname: 'Ana', avatar: 'fox', today: TODAY },
		],
		rest: 'https://example.com/wp-json/pp/v1/family/children/',
		nonce: 'n0nce',
		printable: null,
		timeZone: 'UTC',
		signOut: {
			unsentForms: [
				'%d Minute nicht gesendet',
				'%d Minuten nicht gesendet',
			],
			unsentIndex: Array.from( { length: 200 }, ( _, n ) =>
				n === 1 ? '0' : '1'
			).join( '' ),
			sendNow: 'Jetzt senden',
		},
	} ) }</script>`;
	const stop = startFamilyPlayer(
		window,
		document.getElementById( 'playpal-player' ) as HTMLIFrameElement,
		''
	);
	let held = false;
	const after = ( event: Event ) => {
		held = event.defaultPrevented;
		event.preventDefault();
	};
	document.addEventListener( 'click', after );
	( document.getElementById( 'out' ) as HTMLAnchorElement ).click();
	document.removeEventListener( 'click', after );
	expect( held ).toBe( true );

	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	const dialog = document.querySelector(
		'.playpal-sign-out-layer [role="dialog"][aria-modal="true"]'
	);
	expect(
		document.getElementById(
			dialog?.getAttribute( 'aria-labelledby' ) ?? ''
		)?.textContent
	).toBe( '2 Minuten nicht gesendet' );
	expect( dialog?.querySelector( 'button' )?.textContent ).toBe(
		'Jetzt senden'
	);
	stop();
	window.fetch = realFetch;
} );
