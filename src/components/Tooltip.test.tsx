/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import './test-utils/polyfills';
import {
	TOOLTIP_DELAY_DURATION,
	TOOLTIP_SIDE_OFFSET,
	TOOLTIP_SKIP_DELAY_DURATION,
	Tooltip,
	TooltipContent,
	TooltipProvider,
	TooltipTrigger,
} from './Tooltip';

function Example( { withProvider = true }: { withProvider?: boolean } ) {
	const tooltip = (
		<>
			<Tooltip>
				<TooltipTrigger>Share</TooltipTrigger>
				<TooltipContent>Copy a link to this kit</TooltipContent>
			</Tooltip>
			<p>Elsewhere</p>
		</>
	);
	return withProvider ? (
		<TooltipProvider>{ tooltip }</TooltipProvider>
	) : (
		tooltip
	);
}

/**
 * Advance fake time inside an async act(), so the position Radix computes
 * asynchronously after opening lands inside it too.
 *
 * @param ms Milliseconds.
 */
async function advance( ms: number ) {
	await act( async () => {
		jest.advanceTimersByTime( ms );
	} );
}

/** A userEvent session that waits on Jest's fake timers. */
function fakeTimerUser() {
	return userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
}

/**
 * Renders the example tooltip and gives the session to hover it with.
 *
 * @param withProvider Whether the example sits in its own TooltipProvider.
 */
function renderExample( withProvider = true ) {
	const user = fakeTimerUser();
	render( <Example withProvider={ withProvider } /> );
	return user;
}

beforeEach( () => {
	jest.useFakeTimers();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'Tooltip', () => {
	it( 'uses the product timings: 700 ms delay, 300 ms skip delay, 4 px offset', () => {
		expect( TOOLTIP_DELAY_DURATION ).toBe( 700 );
		expect( TOOLTIP_SKIP_DELAY_DURATION ).toBe( 300 );
		expect( TOOLTIP_SIDE_OFFSET ).toBe( 4 );
	} );

	it( 'opens on hover only after the 700 ms delay', async () => {
		const user = renderExample();

		await user.hover( screen.getByRole( 'button', { name: 'Share' } ) );
		await advance( TOOLTIP_DELAY_DURATION - 1 );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();

		await advance( 1 );
		expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent(
			'Copy a link to this kit'
		);
	} );

	it( 'describes its trigger while open', async () => {
		const user = renderExample();
		const trigger = screen.getByRole( 'button', { name: 'Share' } );

		await user.hover( trigger );
		await advance( TOOLTIP_DELAY_DURATION );
		expect( trigger ).toHaveAccessibleDescription(
			'Copy a link to this kit'
		);
	} );

	it( 'opens when the trigger gets keyboard focus and closes on Escape', async () => {
		const user = renderExample();

		await user.tab();
		expect( screen.getByRole( 'button', { name: 'Share' } ) ).toHaveFocus();
		await advance( TOOLTIP_DELAY_DURATION );
		expect( screen.getByRole( 'tooltip' ) ).toBeInTheDocument();

		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
	} );

	it( 'closes when the pointer leaves', async () => {
		const user = renderExample();
		const trigger = screen.getByRole( 'button', { name: 'Share' } );

		await user.hover( trigger );
		await advance( TOOLTIP_DELAY_DURATION );
		expect( screen.getByRole( 'tooltip' ) ).toBeInTheDocument();

		await user.unhover( trigger );
		// Far from the trigger, outside the grace area Radix keeps open
		// for moving onto the tooltip itself.
		await user.pointer( {
			target: screen.getByText( 'Elsewhere' ),
			coords: { clientX: 500, clientY: 500 },
		} );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
	} );

	it( 'opens a neighbour at once within the 300 ms skip delay, not after', async () => {
		const user = fakeTimerUser();
		render(
			<TooltipProvider>
				<Tooltip>
					<TooltipTrigger>Print</TooltipTrigger>
					<TooltipContent>Print this kit</TooltipContent>
				</Tooltip>
				<Tooltip>
					<TooltipTrigger>Save</TooltipTrigger>
					<TooltipContent>Save for later</TooltipContent>
				</Tooltip>
				<p>Elsewhere</p>
			</TooltipProvider>
		);
		// Each move away ends far from where the pointer left the trigger,
		// outside the grace area Radix keeps for reaching the tooltip.
		const away = ( clientX: number ) => ( {
			target: screen.getByText( 'Elsewhere' ),
			coords: { clientX, clientY: 500 },
		} );

		await user.hover( screen.getByRole( 'button', { name: 'Print' } ) );
		await advance( TOOLTIP_DELAY_DURATION );
		expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent(
			'Print this kit'
		);

		await user.unhover( screen.getByRole( 'button', { name: 'Print' } ) );
		await user.pointer( away( 500 ) );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
		await advance( TOOLTIP_SKIP_DELAY_DURATION - 50 );
		await user.hover( screen.getByRole( 'button', { name: 'Save' } ) );
		await advance( 0 );
		expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent(
			'Save for later'
		);

		await user.unhover( screen.getByRole( 'button', { name: 'Save' } ) );
		await user.pointer( away( 900 ) );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
		await advance( TOOLTIP_SKIP_DELAY_DURATION + 50 );
		await user.hover( screen.getByRole( 'button', { name: 'Print' } ) );
		await advance( 0 );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
		await advance( TOOLTIP_DELAY_DURATION );
		expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent(
			'Print this kit'
		);
	} );

	it( 'works without an explicit provider, with the same delay', async () => {
		const user = renderExample( false );

		await user.hover( screen.getByRole( 'button', { name: 'Share' } ) );
		await advance( TOOLTIP_DELAY_DURATION - 1 );
		expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
		await advance( 1 );
		expect( screen.getByRole( 'tooltip' ) ).toBeInTheDocument();
	} );
} );
