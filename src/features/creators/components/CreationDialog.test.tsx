/**
 * Internal dependencies (the render helper loads polyfills first)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { CreationDialog } from './CreationDialog';
import type { Creation } from '../types';
import { answer, globals, mockedApiFetch } from '../../../test-utils/api-fetch';
import { press, typeInto } from '../../../test-utils/actions';
import { makeCreation } from '../../../test-utils/fixtures';

interface Call {
	method: string;
	path: string;
	body?: FormData;
	data?: Record< string, unknown >;
}

// A published creation with a price and nothing more, as the dialog edits one.
function creation( over: Partial< Creation > = {} ): Creation {
	return makeCreation( {
		id: 7,
		title: 'Shape Hunt',
		status: 'published',
		ageRange: '',
		difficulty: '',
		files: [],
		price: 6.5,
		...over,
	} );
}

/**
 * Answers every write with the creation it describes, and records the calls.
 */
function fakeApi(): Call[] {
	const calls: Call[] = [];
	mockedApiFetch.mockImplementation(
		async ( call: Call & { method?: string } ) => {
			calls.push( { ...call, method: call.method ?? 'GET' } );
			return answer(
				200,
				creation( { status: 'pending', price: 4.25 } )
			);
		}
	);
	return calls;
}

/**
 * Renders the open dialog, for a new creation or one to edit, over the fake API.
 *
 * @param title   The dialog's name.
 * @param editing The creation to edit; a new one when left out.
 */
function openDialog( title: string, editing?: Creation ) {
	const calls = fakeApi();
	const onSaved = jest.fn();
	const user = userEvent.setup();
	renderScreen(
		<CreationDialog
			open
			creation={ editing }
			onOpenChange={ () => undefined }
			onSaved={ onSaved }
		/>
	);
	const dialog = screen.getByRole( 'dialog', { name: title } );
	return { calls, onSaved, user, dialog };
}

beforeEach( () => {
	globals.playpalConfig = {
		flags: { creator_dashboard: true },
		basePath: '/',
		creationPrice: { min: 2, max: 20, default: 3 },
	};
} );

describe( 'CreationDialog: the price', () => {
	it( 'offers the site owner’s suggested price in a labelled field and sends the one typed', async () => {
		const { calls, onSaved, user, dialog } = openDialog( 'Create New' );
		const price = within( dialog ).getByLabelText( 'Price (US dollars)' );
		expect( price ).toHaveValue( 3 );
		expect( price ).toHaveAccessibleDescription(
			'From $2.00 to $20.00. You earn your share of each sale once an editor publishes it.'
		);

		await typeInto( user, 'Title', 'Cards', dialog );
		await user.upload(
			within( dialog ).getByLabelText( 'Files' ),
			new File( [ '%PDF-1.4' ], 'pages.pdf', { type: 'application/pdf' } )
		);
		await user.clear( price );
		await user.type( price, '25' );
		await press( user, 'Submit for Review', dialog );
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'Please enter a price from $2.00 to $20.00, such as 4.99.'
		);
		expect( calls ).toHaveLength( 0 );

		await user.clear( price );
		await user.type( price, '4.25' );
		await press( user, 'Submit for Review', dialog );
		await waitFor( () => expect( onSaved ).toHaveBeenCalled() );
		expect( calls[ 0 ]?.method ).toBe( 'POST' );
		expect( calls[ 0 ]?.body?.get( 'price' ) ).toBe( '4.25' );
	} );

	it( 'edits a creation starting from its own price and sends the new one', async () => {
		const { calls, onSaved, user, dialog } = openDialog(
			'Edit Creation',
			creation()
		);
		const price = within( dialog ).getByLabelText( 'Price (US dollars)' );
		expect( price ).toHaveValue( 6.5 );
		await user.clear( price );
		await user.type( price, '7' );
		await press( user, 'Submit for Review', dialog );
		await waitFor( () => expect( onSaved ).toHaveBeenCalled() );
		expect( calls[ 0 ] ).toMatchObject( {
			method: 'PUT',
			path: '/pp/v1/creations/7',
		} );
		expect( calls[ 0 ]?.data?.price ).toBe( '7' );
	} );
} );
