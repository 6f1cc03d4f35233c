/**
 * External dependencies
 */
import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { lazyScreen } from './lazy-screen';

function Counter() {
	const [ count, setCount ] = useState( 0 );
	return (
		<button onClick={ () => setCount( count + 1 ) }>
			Clicked { count }
		</button>
	);
}

describe( 'lazyScreen', () => {
	it( 'renders a preloaded screen at once, without suspending', async () => {
		const { Screen, preload } = lazyScreen( async () => Counter );
		await preload();

		render(
			<Suspense fallback={ <p>Loading</p> }>
				<Screen />
			</Suspense>
		);

		expect( screen.queryByText( 'Loading' ) ).not.toBeInTheDocument();
		expect( screen.getByRole( 'button' ) ).toHaveTextContent( 'Clicked 0' );
	} );

	it( 'suspends until the chunk arrives, then keeps the screen’s state across renders', async () => {
		let arrive: ( component: typeof Counter ) => void = () => {};
		const load = jest.fn(
			() =>
				new Promise< typeof Counter >(
					( resolve ) => ( arrive = resolve )
				)
		);
		const { Screen } = lazyScreen( load );
		const { rerender } = render(
			<Suspense fallback={ <p>Loading</p> }>
				<Screen />
			</Suspense>
		);
		expect( screen.getByText( 'Loading' ) ).toBeInTheDocument();

		await act( async () => arrive( Counter ) );
		await userEvent.click( await screen.findByRole( 'button' ) );
		rerender(
			<Suspense fallback={ <p>Loading</p> }>
				<Screen />
			</Suspense>
		);

		expect( screen.getByRole( 'button' ) ).toHaveTextContent( 'Clicked 1' );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'fetches a chunk whose preload failed again when asked', async () => {
		const load = jest
			.fn()
			.mockRejectedValueOnce( new Error( 'ChunkLoadError' ) )
			.mockResolvedValueOnce( Counter );
		const { preload } = lazyScreen( load );

		await expect( preload() ).rejects.toThrow( 'ChunkLoadError' );
		await expect( preload() ).resolves.toBeUndefined();
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );
} );
