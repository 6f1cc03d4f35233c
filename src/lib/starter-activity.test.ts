/**
 * The starter activity every template's starter page carries
 * (includes/Appadoos/starter-activity.js, inlined by Starter_Activity.php):
 * it resumes from the runtime's state API, saves and reports progress after
 * every star, and works unchanged without the API.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const SCRIPT = readFileSync(
	join( __dirname, '../../includes/Appadoos/starter-activity.js' ),
	'utf8'
);

type Api = Partial<
	Record< 'loadState' | 'saveState' | 'reportProgress', jest.Mock >
>;

/**
 * Puts the starter page's activity markup in the document and runs the script.
 *
 * @param api What window.playpal holds (undefined: no API at all).
 */
function start( api: Api | undefined ) {
	( window as unknown as { playpal?: Api } ).playpal = api;
	document.body.innerHTML = `
		<p id="pp-starter-count" role="status">Stars: 0 of 10</p>
		<button type="button" id="pp-starter-star">Collect a star</button>
		<script type="application/json" id="pp-starter-words">{"count":"Stars: %1$d of %2$d","done":"All the stars are collected. Well done!"}</script>`;

	new Function( SCRIPT )();
}

const star = () => screen.getByRole( 'button', { name: 'Collect a star' } );

afterEach( () => {
	delete ( window as unknown as { playpal?: Api } ).playpal;
} );

describe( 'the starter activity', () => {
	it( 'works alone, without the state API', async () => {
		start( undefined );
		const user = userEvent.setup();
		await user.click( star() );
		await user.click( star() );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Stars: 2 of 10'
		);
	} );

	it( 'keeps working when the API is partial, throws or refuses', async () => {
		start( {
			loadState: jest.fn( () =>
				Promise.reject( new Error( 'offline' ) )
			),
			saveState: jest.fn( () => {
				throw new Error( 'too large' );
			} ),
		} );
		const user = userEvent.setup();
		await user.click( star() );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Stars: 1 of 10'
		);
	} );

	it( 'resumes from the saved state, then saves and reports every star', async () => {
		const api = {
			loadState: jest.fn( () => Promise.resolve( { stars: 8 } ) ),
			saveState: jest.fn( () => Promise.resolve() ),
			reportProgress: jest.fn( () => Promise.resolve() ),
		};
		start( api );
		await waitFor( () =>
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				'Stars: 8 of 10'
			)
		);
		const user = userEvent.setup();
		await user.click( star() );
		await user.click( star() );

		expect( api.saveState.mock.calls ).toEqual( [
			[ { stars: 9 } ],
			[ { stars: 10 } ],
		] );
		expect( api.reportProgress.mock.calls ).toEqual( [
			[ { score: 9, completed: false } ],
			[ { score: 10, completed: true } ],
		] );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'All the stars are collected. Well done!'
		);
		expect( star() ).toBeDisabled();
	} );

	it( 'ignores a saved state that is not a sane number of stars', async () => {
		const api = {
			loadState: jest.fn( () =>
				Promise.resolve( { stars: '<b>9</b>' } )
			),
		};
		start( api );
		await waitFor( () => expect( api.loadState ).toHaveBeenCalled() );
		await Promise.resolve();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Stars: 0 of 10'
		);
	} );
} );
