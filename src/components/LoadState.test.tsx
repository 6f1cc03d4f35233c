/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { Empty, LoadState } from './LoadState';
import { textsOf } from '../test-utils/queries';
import { press } from '../test-utils/actions';

type Answer = { items: string[] };

function renderState( props: {
	data: Answer | undefined;
	error?: unknown;
	onRetry?: () => void;
	loading?: ReactNode;
	failedMessage?: string | null;
} ) {
	return render(
		<LoadState
			data={ props.data }
			error={ props.error }
			onRetry={ props.onRetry ?? jest.fn() }
			loading={ props.loading ?? 'Loading kits…' }
			failed={ {
				title: 'The kits didn’t load',
				message: props.failedMessage,
			} }
			isEmpty={ ( answer ) => answer.items.length === 0 }
			empty={ <Empty title="Nothing yet" message="Come back soon." /> }
		>
			{ ( answer ) => (
				<ul aria-label="Kits">
					{ answer.items.map( ( item ) => (
						<li key={ item }>{ item }</li>
					) ) }
				</ul>
			) }
		</LoadState>
	);
}

describe( 'LoadState', () => {
	it( 'announces the loading sentence until the data arrives', () => {
		renderState( { data: undefined } );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading kits…'
		);
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'shows a screen’s own placeholder while loading', () => {
		renderState( {
			data: undefined,
			loading: <p role="status">Placeholder cards</p>,
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Placeholder cards'
		);
	} );

	it( 'tells what did not load, with the kind default sentence, and asks again on Try again', async () => {
		const retry = jest.fn();
		renderState( {
			data: undefined,
			error: new Error( 'offline' ),
			onRetry: retry,
		} );
		const alert = screen.getByRole( 'alert' );
		expect(
			screen.getByRole( 'heading', { name: 'The kits didn’t load' } )
		).toBeInTheDocument();
		expect( alert ).toHaveTextContent(
			'Something got in the way. Please check your connection and try again.'
		);
		await press( userEvent, 'Try again' );
		expect( retry ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the screen’s own sentence, or none, under what did not load', () => {
		const { unmount } = renderState( {
			data: undefined,
			error: new Error( 'offline' ),
			failedMessage: 'Please check your connection and try again.',
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			/^The kits didn’t loadPlease check your connection and try again\.Try again$/
		);
		unmount();

		renderState( {
			data: undefined,
			error: new Error( 'offline' ),
			failedMessage: null,
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			/^The kits didn’t loadTry again$/
		);
	} );

	it( 'keeps showing data that arrived when a later revalidation fails', () => {
		renderState( { data: { items: [ 'Robot kit' ] }, error: new Error() } );
		expect(
			screen.getByRole( 'list', { name: 'Kits' } )
		).toHaveTextContent( 'Robot kit' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the empty message when the answer holds nothing', () => {
		renderState( { data: { items: [] } } );
		expect(
			screen.getByRole( 'heading', { name: 'Nothing yet' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Come back soon.' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'list' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the content from the data', () => {
		renderState( { data: { items: [ 'Robot kit', 'Story dice' ] } } );
		expect( textsOf( 'listitem' ) ).toEqual( [
			'Robot kit',
			'Story dice',
		] );
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'Empty', () => {
	it( 'passes its other props to the box, e.g. a test id', () => {
		render(
			<Empty data-testid="cart-empty" message="Your cart is empty.">
				<p>Browse</p>
			</Empty>
		);
		expect( screen.getByTestId( 'cart-empty' ) ).toHaveTextContent(
			'Your cart is empty.Browse'
		);
	} );
} );
