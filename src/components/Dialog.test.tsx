/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import './test-utils/polyfills';
import { Button } from './Button';
import {
	Dialog,
	DialogClose,
	DialogContent,
	DialogDescription,
	DialogFooter,
	DialogHeader,
	DialogTitle,
	DialogTrigger,
} from './Dialog';
import { press } from '../test-utils/actions';

function Example( { onConfirm }: { onConfirm?: () => void } ) {
	return (
		<>
			<button type="button">Before</button>
			<Dialog>
				<DialogTrigger asChild>
					<Button>Join the waitlist</Button>
				</DialogTrigger>
				<DialogContent>
					<DialogHeader>
						<DialogTitle>Join the waitlist</DialogTitle>
						<DialogDescription>
							We will email you when it opens.
						</DialogDescription>
					</DialogHeader>
					<label htmlFor="email">Email</label>
					<input id="email" type="email" />
					<DialogFooter>
						<DialogClose asChild>
							<Button variant="outline">Cancel</Button>
						</DialogClose>
						<Button onClick={ onConfirm }>Confirm</Button>
					</DialogFooter>
				</DialogContent>
			</Dialog>
			<button type="button">After</button>
		</>
	);
}

/** One dialog opened from state by several buttons, with no DialogTrigger. */
function OneDialogManyButtons() {
	const [ open, setOpen ] = useState< string | null >( null );
	return (
		<>
			{ [ 'Google Drive', 'Dropbox' ].map( ( name ) => (
				<Button key={ name } onClick={ () => setOpen( name ) }>
					{ `Connect ${ name }` }
				</Button>
			) ) }
			<Dialog
				open={ open !== null }
				onOpenChange={ ( value ) => ! value && setOpen( null ) }
			>
				<DialogContent>
					<DialogTitle>{ `Connect ${ open }` }</DialogTitle>
				</DialogContent>
			</Dialog>
		</>
	);
}

async function openDialog() {
	const user = userEvent.setup();
	render( <Example /> );
	await press( user, 'Join the waitlist' );
	return { user, dialog: screen.getByRole( 'dialog' ) };
}

describe( 'Dialog', () => {
	it( 'opens a dialog named by its title and described by its description', async () => {
		const { dialog } = await openDialog();
		expect( dialog ).toHaveAccessibleName( 'Join the waitlist' );
		expect( dialog ).toHaveAccessibleDescription(
			'We will email you when it opens.'
		);
	} );

	it( 'moves focus inside when it opens', async () => {
		const { dialog } = await openDialog();
		expect( dialog ).toContainElement(
			dialog.ownerDocument.activeElement as HTMLElement
		);
		expect( screen.getByLabelText( 'Email' ) ).toHaveFocus();
	} );

	it( 'traps Tab and Shift+Tab inside', async () => {
		const { user, dialog } = await openDialog();
		const inside = within( dialog );
		const email = inside.getByLabelText( 'Email' );

		await user.tab();
		expect(
			inside.getByRole( 'button', { name: 'Cancel' } )
		).toHaveFocus();
		await user.tab();
		expect(
			inside.getByRole( 'button', { name: 'Confirm' } )
		).toHaveFocus();
		await user.tab();
		expect( inside.getByRole( 'button', { name: 'Close' } ) ).toHaveFocus();
		await user.tab();
		expect( email ).toHaveFocus();

		await user.tab( { shift: true } );
		expect( inside.getByRole( 'button', { name: 'Close' } ) ).toHaveFocus();
	} );

	it( 'hides the rest of the page from assistive technology while open', async () => {
		await openDialog();
		expect(
			screen.queryByRole( 'button', { name: 'Before' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'After' } )
		).not.toBeInTheDocument();
	} );

	it( 'closes on Escape and returns focus to the trigger', async () => {
		const { user } = await openDialog();

		await user.keyboard( '{Escape}' );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Join the waitlist' } )
		).toHaveFocus();
	} );

	it( 'closes from the button labelled "Close" and returns focus', async () => {
		const { user, dialog } = await openDialog();

		await press( user, 'Close', dialog );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Join the waitlist' } )
		).toHaveFocus();
	} );

	it( 'closes from a DialogClose in the footer', async () => {
		const { user } = await openDialog();

		await press( user, 'Cancel' );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'can leave out the corner close button', async () => {
		const user = userEvent.setup();
		render(
			<Dialog>
				<DialogTrigger>Open</DialogTrigger>
				<DialogContent showCloseButton={ false }>
					<DialogTitle>Title</DialogTitle>
					<DialogDescription>Text</DialogDescription>
				</DialogContent>
			</Dialog>
		);
		await press( user, 'Open' );
		expect(
			within( screen.getByRole( 'dialog' ) ).queryByRole( 'button', {
				name: 'Close',
			} )
		).not.toBeInTheDocument();
	} );

	it( 'returns focus to the button that opened it when opened from state, without a trigger', async () => {
		const user = userEvent.setup();
		render( <OneDialogManyButtons /> );
		const dropbox = screen.getByRole( 'button', {
			name: 'Connect Dropbox',
		} );

		await user.click( dropbox );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await user.keyboard( '{Escape}' );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( dropbox ).toHaveFocus();
	} );
} );
