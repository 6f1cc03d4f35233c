/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import './test-utils/polyfills';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function Example( {
	onValueChange,
}: {
	onValueChange?: ( v: string ) => void;
} ) {
	return (
		<Tabs defaultValue="overview" onValueChange={ onValueChange }>
			<TabsList aria-label="Product details">
				<TabsTrigger value="overview">Overview</TabsTrigger>
				<TabsTrigger value="contents">Contents</TabsTrigger>
				<TabsTrigger value="reviews">Reviews</TabsTrigger>
			</TabsList>
			<TabsContent value="overview">Overview panel</TabsContent>
			<TabsContent value="contents">Contents panel</TabsContent>
			<TabsContent value="reviews">Reviews panel</TabsContent>
		</Tabs>
	);
}

/**
 * Renders the example and gives a userEvent session to drive it.
 *
 * @param onValueChange Called when the selected tab changes.
 */
function renderExample( onValueChange?: ( v: string ) => void ) {
	const user = userEvent.setup();
	render( <Example onValueChange={ onValueChange } /> );
	return user;
}

/**
 * The tab named `name`.
 *
 * @param name Its accessible name.
 */
const tab = ( name: string ) => screen.getByRole( 'tab', { name } );

describe( 'Tabs', () => {
	it( 'shows the default tab selected with its panel', () => {
		render( <Example /> );
		expect(
			screen.getByRole( 'tablist', { name: 'Product details' } )
		).toBeInTheDocument();
		expect( tab( 'Overview' ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Overview panel'
		);
	} );

	it( 'switches tabs with the arrow keys', async () => {
		const onValueChange = jest.fn();
		const user = renderExample( onValueChange );

		await user.tab();
		expect( tab( 'Overview' ) ).toHaveFocus();

		await user.keyboard( '{ArrowRight}' );
		await waitFor( () => expect( tab( 'Contents' ) ).toHaveFocus() );
		expect( tab( 'Contents' ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Contents panel'
		);
		expect( onValueChange ).toHaveBeenLastCalledWith( 'contents' );

		await user.keyboard( '{ArrowLeft}' );
		await waitFor( () =>
			expect( tab( 'Overview' ) ).toHaveAttribute(
				'aria-selected',
				'true'
			)
		);

		// Wraps from the first tab to the last.
		await user.keyboard( '{ArrowLeft}' );
		await waitFor( () =>
			expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
				'Reviews panel'
			)
		);
	} );

	it( 'jumps to the first and last tab with Home and End', async () => {
		const user = renderExample();

		await user.tab();
		await user.keyboard( '{End}' );
		await waitFor( () => expect( tab( 'Reviews' ) ).toHaveFocus() );
		await user.keyboard( '{Home}' );
		await waitFor( () => expect( tab( 'Overview' ) ).toHaveFocus() );
	} );

	it( 'switches tabs on click', async () => {
		const user = renderExample();

		await user.click( tab( 'Reviews' ) );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveTextContent(
			'Reviews panel'
		);
	} );

	it( 'moves from the tab list to the panel with Tab', async () => {
		const user = renderExample();

		await user.tab();
		await user.tab();
		expect( screen.getByRole( 'tabpanel' ) ).toHaveFocus();
	} );
} );
