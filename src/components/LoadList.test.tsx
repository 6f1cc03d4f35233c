/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { LoadList } from './LoadList';
import { LoadState } from './LoadState';

function renderList(
	items: string[] | null | undefined,
	extra: {
		failed?: boolean;
		onRetry?: () => void;
		emptyIsStatus?: boolean;
	} = {}
) {
	return render(
		<LoadList
			items={ items }
			failedMessage="Your kits didn’t load."
			loading="Loading your kits…"
			empty="No kits yet."
			aria-label="Your kits"
			{ ...extra }
		>
			{ ( item ) => <li key={ item }>{ item }</li> }
		</LoadList>
	);
}

describe( 'LoadList', () => {
	it( 'announces loading while there are no items yet', () => {
		renderList( undefined );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading your kits…'
		);
		expect( screen.queryByRole( 'list' ) ).not.toBeInTheDocument();
	} );

	it( 'shows a band with Try again when the list did not load', async () => {
		const onRetry = jest.fn();
		renderList( null, { failed: true, onRetry } );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Your kits didn’t load.'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect( onRetry ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps items that arrived over a later failure', () => {
		renderList( [ 'Blocks' ], { failed: true } );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'list', { name: 'Your kits' } )
		).toBeVisible();
	} );

	it( 'says the list is empty, quietly or announced', () => {
		const { unmount } = renderList( [] );
		expect( screen.getByText( 'No kits yet.' ) ).not.toHaveAttribute(
			'role'
		);
		unmount();
		renderList( [], { emptyIsStatus: true } );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'No kits yet.'
		);
	} );

	it( 'lists the items in a labelled list, or in the holder given', () => {
		const { unmount } = renderList( [ 'Blocks', 'Paint' ] );
		const list = screen.getByRole( 'list', { name: 'Your kits' } );
		expect(
			Array.from(
				list.querySelectorAll( 'li' ),
				( li ) => li.textContent
			)
		).toEqual( [ 'Blocks', 'Paint' ] );
		unmount();
		render(
			<LoadList items={ [ 'Blocks' ] } loading="" empty="" list="ol">
				{ ( item ) => <li key={ item }>{ item }</li> }
			</LoadList>
		);
		expect( screen.getByRole( 'list' ).tagName ).toBe( 'OL' );
	} );
} );

describe( 'LoadState inline', () => {
	function renderInline( data: string | undefined, error?: unknown ) {
		const onRetry = jest.fn();
		render(
			<LoadState
				inline
				data={ data }
				error={ error }
				onRetry={ onRetry }
				loading="Loading your statement…"
				failed={ { message: 'Your statement didn’t load.' } }
			>
				{ ( text ) => <p>{ text }</p> }
			</LoadState>
		);
		return onRetry;
	}

	it( 'shows a quiet status line while loading', () => {
		renderInline( undefined );
		const status = screen.getByRole( 'status' );
		expect( status.tagName ).toBe( 'P' );
		expect( status ).toHaveTextContent( 'Loading your statement…' );
		expect( screen.queryByRole( 'heading' ) ).not.toBeInTheDocument();
	} );

	it( 'shows a band without a heading when it did not load', async () => {
		const onRetry = renderInline( undefined, new Error( 'offline' ) );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Your statement didn’t load.'
		);
		expect( screen.queryByRole( 'heading' ) ).not.toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect( onRetry ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows the content once it arrived', () => {
		renderInline( 'November', new Error( 'later' ) );
		expect( screen.getByText( 'November' ) ).toBeVisible();
	} );
} );
