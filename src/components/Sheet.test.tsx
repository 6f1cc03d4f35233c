/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { computedStyle } from './test-utils';
import { Button } from './Button';
import {
	Sheet,
	SheetClose,
	SheetContent,
	SheetDescription,
	SheetFooter,
	SheetHeader,
	SheetTitle,
	SheetTrigger,
} from './Sheet';
import type { SheetSide } from './Sheet';
import { press } from '../test-utils/actions';

function Example( { side }: { side?: SheetSide } ) {
	return (
		<>
			<button type="button">Before</button>
			<Sheet>
				<SheetTrigger asChild>
					<Button variant="ghost">Cart</Button>
				</SheetTrigger>
				<SheetContent { ...( side ? { side } : {} ) }>
					<SheetHeader>
						<SheetTitle>Your cart</SheetTitle>
						<SheetDescription>2 items</SheetDescription>
					</SheetHeader>
					<a href="/cart">View cart</a>
					<SheetFooter>
						<SheetClose asChild>
							<Button variant="outline">Keep shopping</Button>
						</SheetClose>
						<Button>Checkout</Button>
					</SheetFooter>
				</SheetContent>
			</Sheet>
		</>
	);
}

async function openSheet( side?: SheetSide ) {
	const user = userEvent.setup();
	render( <Example { ...( side ? { side } : {} ) } /> );
	await press( user, 'Cart' );
	return { user, sheet: screen.getByRole( 'dialog' ) };
}

describe( 'Sheet', () => {
	it( 'slides from the right by default', async () => {
		const { sheet } = await openSheet();
		expect( sheet ).toHaveAttribute( 'data-side', 'right' );
		expect( computedStyle( sheet ).right ).toBe( '0px' );
		expect( sheet ).toHaveAccessibleName( 'Your cart' );
		expect( sheet ).toHaveAccessibleDescription( '2 items' );
	} );

	it.each( [
		[ 'left', 'left' ],
		[ 'right', 'right' ],
		[ 'top', 'top' ],
		[ 'bottom', 'bottom' ],
	] as const )( 'pins the %s sheet to the %s edge', async ( side, edge ) => {
		const { sheet } = await openSheet( side );
		expect( sheet ).toHaveAttribute( 'data-side', side );
		expect( computedStyle( sheet )[ edge ] ).toBe( '0px' );
	} );

	it( 'gives left and bottom sheets different shapes', async () => {
		const user = userEvent.setup();
		const { unmount } = render( <Example side="left" /> );
		await press( user, 'Cart' );
		const left = computedStyle( screen.getByRole( 'dialog' ) );
		const leftShape = [ left.height, left.maxWidth, left.bottom ];
		unmount();

		render( <Example side="bottom" /> );
		await press( user, 'Cart' );
		const bottom = computedStyle( screen.getByRole( 'dialog' ) );

		expect( leftShape ).toEqual( [ '100%', '24rem', '' ] );
		expect( bottom.bottom ).toBe( '0px' );
		expect( bottom.maxWidth ).not.toBe( '24rem' );
	} );

	it( 'moves focus inside when it opens (to the first control, skipping links)', async () => {
		const { sheet } = await openSheet();
		expect(
			within( sheet ).getByRole( 'button', { name: 'Keep shopping' } )
		).toHaveFocus();
	} );

	it( 'traps Tab and Shift+Tab inside', async () => {
		const { user, sheet } = await openSheet();
		const inside = within( sheet );

		await user.tab();
		expect(
			inside.getByRole( 'button', { name: 'Checkout' } )
		).toHaveFocus();
		await user.tab();
		expect( inside.getByRole( 'button', { name: 'Close' } ) ).toHaveFocus();
		await user.tab();
		expect(
			inside.getByRole( 'link', { name: 'View cart' } )
		).toHaveFocus();
		await user.tab( { shift: true } );
		expect( inside.getByRole( 'button', { name: 'Close' } ) ).toHaveFocus();
		await user.tab();
		await user.tab();
		expect(
			inside.getByRole( 'button', { name: 'Keep shopping' } )
		).toHaveFocus();
	} );

	it( 'closes on Escape and returns focus to the trigger', async () => {
		const { user } = await openSheet( 'left' );

		await user.keyboard( '{Escape}' );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( screen.getByRole( 'button', { name: 'Cart' } ) ).toHaveFocus();
	} );

	it( 'closes from the button labelled "Close" and returns focus', async () => {
		const { user, sheet } = await openSheet();

		await press( user, 'Close', sheet );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( screen.getByRole( 'button', { name: 'Cart' } ) ).toHaveFocus();
	} );

	it( 'closes when the overlay outside it is clicked', async () => {
		const { user, sheet } = await openSheet();
		const overlay = sheet.previousElementSibling as HTMLElement;

		await user.click( overlay );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );
