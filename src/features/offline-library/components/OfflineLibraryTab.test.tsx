/**
 * The offline library tab's states: signed out, empty, a list with sizes
 * and Remove, licences that ended (online only), the space and the
 * persistence request said in words.
 */

/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { PersonLibrary } from '../browser';
import type { LibraryStore } from '../store/library-db';
import type { LibraryRecord } from '../types';
import type { PersonLibraryState } from '../use-person-library';
import { OfflineLibraryTab } from './OfflineLibraryTab';

let mockState: PersonLibraryState = { status: 'loading' };

jest.mock( '../use-person-library', () => ( {
	...jest.requireActual( '../use-person-library' ),
	usePersonLibrary: () => mockState,
} ) );

const printable: LibraryRecord = {
	id: 'printable:12-abc',
	kind: 'printable',
	title: 'Ocean kit',
	bytes: 1536,
	savedAt: '2026-11-20T10:00:00.000Z',
	urls: [ 'https://site.test/?download_file=12' ],
	licence: { type: 'download', downloadId: '12-abc' },
	open: {
		type: 'file',
		url: 'https://site.test/?download_file=12',
		fileName: 'kit.pdf',
		contentType: 'application/pdf',
	},
};

const appadoo: LibraryRecord = {
	id: 'appadoo:7',
	kind: 'appadoo',
	title: 'Space quiz',
	bytes: 2 * 1024 * 1024,
	savedAt: '2026-11-21T10:00:00.000Z',
	urls: [
		'https://site.test/play/appadoo-x/',
		'https://site.test/play/appadoo-x/t/index.html',
	],
	licence: { type: 'appadoo', appadooId: 7 },
	open: { type: 'page', url: 'https://site.test/play/appadoo-x/' },
};

function library(
	records: LibraryRecord[],
	held = { downloads: [ '12-abc' ], appadoos: [ 7 ] }
) {
	const map = new Map( records.map( ( record ) => [ record.id, record ] ) );
	const deleted: string[] = [];
	const store: LibraryStore = {
		all: async () => [ ...map.values() ],
		put: async ( record ) => void map.set( record.id, record ),
		remove: async ( id ) => void map.delete( id ),
	};
	const person: PersonLibrary = {
		offlineKey: '0123456789abcdef0123456789abcdef',
		store,
		deps: {
			fetch: jest.fn(),
			cache: {
				put: jest.fn(),
				delete: async ( url ) => {
					deleted.push( url );
					return true;
				},
			},
			makeResponse: jest.fn(),
		},
		sources: { offlineFiles: jest.fn(), download: jest.fn() },
		held: jest.fn( async () => held ),
	};
	return { person, map, deleted };
}

function storageWith( { persisted = false, grant = true } = {} ) {
	const persist = jest.fn( async () => grant );
	Object.defineProperty( navigator, 'storage', {
		configurable: true,
		value: {
			estimate: async () => ( {
				usage: 3 * 1024 * 1024,
				quota: 103 * 1024 * 1024,
			} ),
			persisted: async () => persisted,
			persist,
		},
	} );
	return persist;
}

describe( 'OfflineLibraryTab', () => {
	beforeEach( () => storageWith() );

	it( 'asks a guest to sign in', () => {
		mockState = { status: 'none', reason: 'guest' };
		renderScreen( <OfflineLibraryTab /> );
		expect(
			screen.getByRole( 'heading', { name: 'Offline library' } )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Sign in to save printables and Appadoos for offline use.'
			)
		).toBeInTheDocument();
	} );

	it( 'shows the empty state, the space in words and asks to keep items', async () => {
		const { person } = library( [] );
		const persist = storageWith( { grant: true } );
		mockState = { status: 'ready', library: person, online: true };
		renderScreen( <OfflineLibraryTab /> );
		expect(
			await screen.findByText( /Nothing saved yet/ )
		).toBeInTheDocument();
		expect(
			await screen.findByText(
				'Using 3.00 MB on this device; 100.00 MB more is available.'
			)
		).toBeInTheDocument();
		expect( person.held ).not.toHaveBeenCalled();
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Keep my saved items' } )
		);
		expect(
			await screen.findByText(
				'Done: this browser will keep your saved items.'
			)
		).toBeInTheDocument();
		expect( persist ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'says so when the browser refuses to keep items', async () => {
		const { person } = library( [] );
		storageWith( { grant: false } );
		mockState = { status: 'ready', library: person, online: true };
		renderScreen( <OfflineLibraryTab /> );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Keep my saved items' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The browser said no'
		);
	} );

	it( 'lists saved items newest first with size, Play or Open, and removes one with its bytes', async () => {
		const { person, map, deleted } = library( [ printable, appadoo ] );
		mockState = { status: 'ready', library: person, online: true };
		renderScreen( <OfflineLibraryTab /> );
		const list = await screen.findByRole( 'list', {
			name: 'Saved for offline',
		} );
		const items = within( list ).getAllByRole( 'listitem' );
		expect(
			items.map(
				( item ) => within( item ).getByRole( 'heading' ).textContent
			)
		).toEqual( [ 'Space quiz', 'Ocean kit' ] );
		expect( items[ 0 ] ).toHaveTextContent( '2.00 MB' );
		expect( items[ 1 ] ).toHaveTextContent( '1.50 KB' );
		expect(
			within( items[ 0 ]! ).getByRole( 'link', {
				name: 'Play Space quiz',
			} )
		).toHaveAttribute( 'href', appadoo.open.url );
		expect(
			within( items[ 1 ]! ).getByRole( 'button', {
				name: 'Open Ocean kit',
			} )
		).toBeInTheDocument();

		fireEvent.click(
			within( items[ 1 ]! ).getByRole( 'button', {
				name: 'Remove Ocean kit',
			} )
		);
		expect(
			await screen.findByText(
				'Removed Ocean kit from your offline library.'
			)
		).toBeInTheDocument();
		await waitFor( () =>
			expect( within( list ).getAllByRole( 'listitem' ) ).toHaveLength(
				1
			)
		);
		expect( [ ...map.keys() ] ).toEqual( [ 'appadoo:7' ] );
		expect( deleted ).toEqual( printable.urls );
	} );

	it( 'online, removes items whose licence ended and says which', async () => {
		const { person, map } = library( [ printable, appadoo ], {
			downloads: [],
			appadoos: [ 7 ],
		} );
		mockState = { status: 'ready', library: person, online: true };
		renderScreen( <OfflineLibraryTab /> );
		expect(
			await screen.findByText(
				'Removed 1 item whose licence has ended: Ocean kit.'
			)
		).toBeInTheDocument();
		const list = await screen.findByRole( 'list', {
			name: 'Saved for offline',
		} );
		expect( within( list ).getAllByRole( 'listitem' ) ).toHaveLength( 1 );
		expect( map.has( printable.id ) ).toBe( false );
	} );

	it( 'offline, lists what it keeps without asking the server', async () => {
		const { person } = library( [ printable ], {
			downloads: [],
			appadoos: [],
		} );
		mockState = { status: 'ready', library: person, online: false };
		renderScreen( <OfflineLibraryTab /> );
		expect(
			await screen.findByText(
				'You are offline. Your saved items still open here.'
			)
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'heading', { name: 'Ocean kit' } )
		).toBeInTheDocument();
		expect( person.held ).not.toHaveBeenCalled();
	} );
} );
