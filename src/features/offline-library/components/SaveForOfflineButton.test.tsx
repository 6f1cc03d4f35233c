/**
 * The button's states: a progress bar in bytes while saving (the same
 * figures in words), Saved afterwards, errors in words, the email a free
 * download needs, and nothing for a guest.
 */

/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { act, fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { PersonLibrary } from '../browser';
import type { LibraryRecord, SaveProgress } from '../types';
import type { PersonLibraryState } from '../use-person-library';
import { quotaError } from '../saver/save-error';
import { SaveForOfflineButton } from './SaveForOfflineButton';

let mockState: PersonLibraryState = { status: 'loading' };
jest.mock( '../use-person-library', () => ( {
	...jest.requireActual( '../use-person-library' ),
	usePersonLibrary: () => mockState,
} ) );

type Save = ( ...args: unknown[] ) => Promise< LibraryRecord >;
const mockSaveItem = jest.fn< ReturnType< Save >, Parameters< Save > >();
jest.mock( '../library', () => ( {
	...jest.requireActual( '../library' ),
	saveItem: ( ...args: unknown[] ) => mockSaveItem( ...args ),
} ) );

/** What the fake store holds: a save puts its record here, as saveItem() does. */
let mockRecords: LibraryRecord[] = [];

function savedRecord( id: string ): LibraryRecord {
	const record = { id } as LibraryRecord;
	mockRecords.push( record );
	return record;
}

function ready(): PersonLibrary {
	return {
		offlineKey: '0123456789abcdef0123456789abcdef',
		store: {
			all: async () => mockRecords,
			put: jest.fn(),
			remove: jest.fn(),
		},
		deps: {
			fetch: jest.fn(),
			cache: { put: jest.fn(), delete: jest.fn() },
			makeResponse: jest.fn(),
		},
		sources: { offlineFiles: jest.fn(), download: jest.fn() },
		held: jest.fn(),
	};
}

const target = { kind: 'appadoo' as const, appadoo: 7, title: 'Space quiz' };

describe( 'SaveForOfflineButton', () => {
	beforeEach( () => {
		mockSaveItem.mockReset();
		mockRecords = [];
	} );

	it( 'shows nothing to a guest', () => {
		mockState = { status: 'none', reason: 'guest' };
		const { container } = renderScreen(
			<SaveForOfflineButton target={ target } />
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'shows progress in bytes, then Saved', async () => {
		mockState = { status: 'ready', library: ready(), online: true };
		let report: ( progress: SaveProgress ) => void = () => undefined;
		let finish: () => void = () => undefined;
		mockSaveItem.mockImplementation( ( ...args ) => {
			report = ( args[ 4 ] as { onProgress: typeof report } ).onProgress;
			return new Promise( ( resolve ) => {
				finish = () => resolve( savedRecord( 'appadoo:7' ) );
			} );
		} );
		renderScreen( <SaveForOfflineButton target={ target } /> );
		fireEvent.click(
			await screen.findByRole( 'button', {
				name: 'Save for offline: Space quiz',
			} )
		);
		act( () => report( { loaded: 1536, total: 3072 } ) );
		const bar = screen.getByRole( 'progressbar', {
			name: 'Saving Space quiz for offline',
		} );
		expect( bar ).toHaveAttribute( 'value', '1536' );
		expect( bar ).toHaveAttribute( 'max', '3072' );
		expect(
			screen.getByText( '1.50 KB of 3.00 KB saved' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Cancel' } )
		).toBeInTheDocument();
		await act( async () => finish() );
		expect(
			screen.getByText(
				'Saved for offline — find it in your offline library.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
	} );

	it( 'says a full quota in words and offers to try again', async () => {
		mockState = { status: 'ready', library: ready(), online: true };
		mockSaveItem.mockRejectedValue( quotaError() );
		renderScreen( <SaveForOfflineButton target={ target } /> );
		fireEvent.click(
			await screen.findByRole( 'button', {
				name: 'Save for offline: Space quiz',
			} )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			/isn’t enough space on this device/
		);
		expect(
			screen.getByRole( 'button', {
				name: 'Save for offline: Space quiz',
			} )
		).toBeInTheDocument();
	} );

	it( 'asks a free download for the email address and passes it on', async () => {
		mockState = { status: 'ready', library: ready(), online: true };
		mockSaveItem.mockImplementation( async () =>
			savedRecord( 'printable:12-abc' )
		);
		renderScreen(
			<SaveForOfflineButton
				target={ {
					kind: 'printable',
					downloadId: '12-abc',
					title: 'Kit',
					needsEmail: true,
				} }
			/>
		);
		fireEvent.click(
			await screen.findByRole( 'button', {
				name: 'Save for offline: Kit',
			} )
		);
		fireEvent.change(
			screen.getByLabelText(
				'Email address (required for free downloads)'
			),
			{ target: { value: ' me@example.test ' } }
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Save for offline' } )
		);
		expect(
			await screen.findByText(
				'Saved for offline — find it in your offline library.'
			)
		).toBeInTheDocument();
		expect(
			( mockSaveItem.mock.calls[ 0 ]![ 4 ] as { email: string } ).email
		).toBe( 'me@example.test' );
	} );
} );
