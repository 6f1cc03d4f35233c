/**
 * The saver's rules: progress in bytes against the listed or announced
 * total, all or nothing on failure and cancel, and a full quota said as such.
 */

/**
 * Internal dependencies
 */
import { recordId, saveItem, removeItem, dropEndedLicences } from '../library';
import type { SaveSources } from '../library';
import type { LibraryStore } from '../store/library-db';
import type { LibraryRecord, SaveProgress } from '../types';
import type { FetchedResponse, SaveDeps } from './save-files';
import { saveFiles } from './save-files';
import { SaveError } from './save-error';

/**
 * A response whose body arrives in the given chunks.
 * @param chunks
 * @param root0
 * @param root0.status
 * @param root0.headers
 * @param root0.failAfter
 */
function responseOf(
	chunks: number[],
	{
		status = 200,
		headers = {} as Record< string, string >,
		failAfter = -1,
	} = {}
): FetchedResponse {
	let index = 0;
	const all = new Map(
		Object.entries( headers ).map( ( [ k, v ] ) => [ k.toLowerCase(), v ] )
	);
	return {
		ok: status >= 200 && status < 300,
		status,
		statusText: status === 200 ? 'OK' : 'Error',
		headers: {
			get: ( name ) => all.get( name.toLowerCase() ) ?? null,
			forEach: ( callback ) =>
				all.forEach( ( value, name ) => callback( value, name ) ),
		},
		body: {
			getReader: () => ( {
				read: async () => {
					if ( index === failAfter ) {
						throw new TypeError( 'network error' );
					}
					if ( index >= chunks.length ) {
						return { done: true };
					}
					return {
						done: false,
						value: new Uint8Array(
							chunks[ index++ ] as number
						).fill( 7 ),
					};
				},
				cancel: async () => undefined,
			} ),
		},
	};
}

interface Stored {
	body: Blob;
	init: { status: number; headers: [ string, string ][] };
}

function fakeDeps(
	answers: Record< string, () => FetchedResponse >,
	{ quotaAfter = Infinity } = {}
) {
	const cache = new Map< string, Stored >();
	const fetched: string[] = [];
	const deps: SaveDeps = {
		fetch: async ( url ) => {
			fetched.push( url );
			const answer = answers[ url ];
			if ( ! answer ) {
				throw new TypeError( 'Failed to fetch' );
			}
			return answer();
		},
		cache: {
			put: async ( url, response ) => {
				if ( cache.size >= quotaAfter ) {
					throw new DOMException(
						'Quota exceeded.',
						'QuotaExceededError'
					);
				}
				cache.set( url, response as Stored );
			},
			delete: async ( url ) => cache.delete( url ),
		},
		makeResponse: ( body, init ) => ( { body, init } ),
	};
	return { deps, cache, fetched };
}

function memoryStore(
	initial: LibraryRecord[] = []
): LibraryStore & { records: Map< string, LibraryRecord > } {
	const records = new Map(
		initial.map( ( record ) => [ record.id, record ] )
	);
	return {
		records,
		all: async () => [ ...records.values() ],
		put: async ( record ) => {
			records.set( record.id, record );
		},
		remove: async ( id ) => {
			records.delete( id );
		},
	};
}

const files = [
	{
		url: 'https://site.test/play/a/',
		fetchUrl: 'https://site.test/play/a/?offline=t',
		bytes: 100,
	},
	{
		url: 'https://site.test/play/a/t/runtime.js',
		fetchUrl: 'https://site.test/play/a/t/runtime.js',
		bytes: 50,
	},
	{
		url: 'https://site.test/play/a/t/index.html',
		fetchUrl: 'https://site.test/play/a/t/index.html',
		bytes: 250,
	},
];

describe( 'saveFiles', () => {
	it( 'reports progress in bytes against the listed total and stores each file under its own URL', async () => {
		const { deps, cache, fetched } = fakeDeps( {
			[ files[ 0 ]!.fetchUrl ]: () =>
				responseOf( [ 60, 40 ], {
					headers: {
						'Content-Type': 'text/html',
						'Content-Security-Policy': "default-src 'none'",
						'Content-Encoding': 'gzip',
					},
				} ),
			[ files[ 1 ]!.fetchUrl ]: () =>
				responseOf( [ 50 ], {
					headers: { 'Content-Type': 'text/javascript' },
				} ),
			[ files[ 2 ]!.fetchUrl ]: () =>
				responseOf( [ 200, 50 ], {
					headers: { 'Content-Type': 'text/html' },
				} ),
		} );
		const progress: SaveProgress[] = [];
		const saved = await saveFiles( files, deps, {
			onProgress: ( p ) => progress.push( p ),
		} );

		expect( fetched ).toEqual( files.map( ( file ) => file.fetchUrl ) );
		expect( progress.map( ( p ) => p.loaded ) ).toEqual( [
			0, 60, 100, 150, 350, 400,
		] );
		expect( progress.every( ( p ) => p.total === 400 ) ).toBe( true );
		expect( [ ...cache.keys() ] ).toEqual(
			files.map( ( file ) => file.url )
		);
		expect( saved.map( ( file ) => file.bytes ) ).toEqual( [
			100, 50, 250,
		] );
		const host = cache.get( files[ 0 ]!.url )!;
		expect( host.body.size ).toBe( 100 );
		const headers = new Map(
			host.init.headers.map( ( [ k, v ] ) => [ k.toLowerCase(), v ] )
		);
		// The page keeps its policy; the wire's encoding does not describe the stored bytes.
		expect( headers.get( 'content-security-policy' ) ).toBe(
			"default-src 'none'"
		);
		expect( headers.has( 'content-encoding' ) ).toBe( false );
		expect( headers.get( 'content-length' ) ).toBe( '100' );
	} );

	it( 'takes a single file’s total from Content-Length when none is listed', async () => {
		const url = 'https://site.test/kit.pdf';
		const { deps } = fakeDeps( {
			[ url ]: () =>
				responseOf( [ 10, 20 ], {
					headers: { 'Content-Length': '30' },
				} ),
		} );
		const progress: SaveProgress[] = [];
		await saveFiles( [ { url, fetchUrl: url } ], deps, {
			onProgress: ( p ) => progress.push( p ),
		} );
		expect( progress[ 0 ] ).toEqual( { loaded: 0, total: null } );
		expect( progress.slice( 1 ) ).toEqual( [
			{ loaded: 10, total: 30 },
			{ loaded: 30, total: 30 },
		] );
	} );

	it( 'keeps nothing when a file fails half-way, and says the connection dropped', async () => {
		const { deps, cache } = fakeDeps( {
			[ files[ 0 ]!.fetchUrl ]: () => responseOf( [ 100 ] ),
			[ files[ 1 ]!.fetchUrl ]: () => responseOf( [ 50 ] ),
			[ files[ 2 ]!.fetchUrl ]: () =>
				responseOf( [ 100, 150 ], { failAfter: 1 } ),
		} );
		const error = await saveFiles( files, deps ).catch( ( e ) => e );
		expect( error ).toBeInstanceOf( SaveError );
		expect( error.code ).toBe( 'network' );
		expect( cache.size ).toBe( 0 );
	} );

	it( 'keeps nothing when the server refuses a file, and passes its message on', async () => {
		const { deps, cache } = fakeDeps( {
			[ files[ 0 ]!.fetchUrl ]: () => responseOf( [ 100 ] ),
			[ files[ 1 ]!.fetchUrl ]: () =>
				responseOf( [ 1 ], { status: 403 } ),
		} );
		const error = await saveFiles( files, deps ).catch( ( e ) => e );
		expect( error.code ).toBe( 'refused' );
		expect( error.message ).toContain( '403' );
		expect( cache.size ).toBe( 0 );
	} );

	it( 'says a full quota in words and removes what it wrote', async () => {
		const { deps, cache } = fakeDeps(
			Object.fromEntries(
				files.map( ( file ) => [
					file.fetchUrl,
					() => responseOf( [ file.bytes ] ),
				] )
			),
			{ quotaAfter: 2 }
		);
		const error = await saveFiles( files, deps ).catch( ( e ) => e );
		expect( error.code ).toBe( 'quota' );
		expect( error.message ).toMatch( /enough space/ );
		expect( cache.size ).toBe( 0 );
	} );

	it( 'stops on cancel and keeps nothing', async () => {
		const controller = new AbortController();
		const { deps, cache } = fakeDeps( {
			[ files[ 0 ]!.fetchUrl ]: () => responseOf( [ 100 ] ),
			[ files[ 1 ]!.fetchUrl ]: () => {
				controller.abort();
				return responseOf( [ 50 ] );
			},
		} );
		const error = await saveFiles( files, deps, {
			signal: controller.signal,
		} ).catch( ( e ) => e );
		expect( error.code ).toBe( 'cancelled' );
		expect( cache.size ).toBe( 0 );
	} );
} );

describe( 'the library', () => {
	const sources: SaveSources = {
		offlineFiles: async () => ( {
			id: 7,
			key: 'appadoo-x',
			name: 'Space quiz',
			openUrl: files[ 0 ]!.url,
			bytes: 400,
			files,
		} ),
		download: async () =>
			'https://site.test/?download_file=1&playpal_signature=abc',
	};

	it( 'writes the record only after every file, and none when a file fails', async () => {
		const { deps } = fakeDeps( {
			[ files[ 0 ]!.fetchUrl ]: () => responseOf( [ 100 ] ),
		} );
		const store = memoryStore();
		await expect(
			saveItem(
				{ kind: 'appadoo', appadoo: 7, title: 'Space quiz' },
				sources,
				store,
				deps
			)
		).rejects.toBeInstanceOf( SaveError );
		expect( store.records.size ).toBe( 0 );
	} );

	it( 'records an Appadoo with its URLs, size, licence and where it opens', async () => {
		const { deps } = fakeDeps(
			Object.fromEntries(
				files.map( ( file ) => [
					file.fetchUrl,
					() => responseOf( [ file.bytes ] ),
				] )
			)
		);
		const store = memoryStore();
		const record = await saveItem(
			{ kind: 'appadoo', appadoo: 7, title: 'x' },
			sources,
			store,
			deps,
			{ now: new Date( '2026-01-02T03:04:05Z' ) }
		);
		expect( record ).toEqual( {
			id: 'appadoo:7',
			kind: 'appadoo',
			title: 'Space quiz',
			bytes: 400,
			savedAt: '2026-01-02T03:04:05.000Z',
			urls: files.map( ( file ) => file.url ),
			licence: { type: 'appadoo', appadooId: 7 },
			open: { type: 'page', url: files[ 0 ]!.url },
		} );
		expect( store.records.get( 'appadoo:7' ) ).toEqual( record );
	} );

	it( 'records a printable under the download address with its file name', async () => {
		const url = 'https://site.test/?download_file=1&playpal_signature=abc';
		const { deps, cache } = fakeDeps( {
			[ url ]: () =>
				responseOf( [ 30 ], {
					headers: {
						'Content-Type': 'application/pdf',
						'Content-Disposition':
							'attachment; filename="kit-printable.pdf"',
					},
				} ),
		} );
		const store = memoryStore();
		const target = {
			kind: 'printable' as const,
			downloadId: '12-abc',
			title: 'Kit',
		};
		const record = await saveItem( target, sources, store, deps );
		expect( record.id ).toBe( recordId( target ) );
		expect( record.open ).toEqual( {
			type: 'file',
			url,
			fileName: 'kit-printable.pdf',
			contentType: 'application/pdf',
		} );
		expect( record.licence ).toEqual( {
			type: 'download',
			downloadId: '12-abc',
		} );
		expect( cache.get( url )!.body.size ).toBe( 30 );
	} );

	it( 'removes an item’s bytes and record, and drops items whose licence ended', async () => {
		const { deps, cache } = fakeDeps(
			Object.fromEntries(
				files.map( ( file ) => [
					file.fetchUrl,
					() => responseOf( [ file.bytes ] ),
				] )
			)
		);
		const url = 'https://site.test/?download_file=1&playpal_signature=abc';
		const both = fakeDeps( { [ url ]: () => responseOf( [ 30 ] ) } );
		const store = memoryStore();
		const appadoo = await saveItem(
			{ kind: 'appadoo', appadoo: 7, title: 'x' },
			sources,
			store,
			deps
		);
		await saveItem(
			{ kind: 'printable', downloadId: '12-abc', title: 'Kit' },
			sources,
			store,
			{ ...both.deps, cache: deps.cache }
		);
		expect( cache.size ).toBe( 4 );

		const asked: unknown[] = [];
		const ended = await dropEndedLicences(
			store,
			deps.cache,
			async ( downloads, appadoos ) => {
				asked.push( { downloads, appadoos } );
				return { downloads: [], appadoos: [ 7 ] };
			}
		);
		expect( asked ).toEqual( [
			{ downloads: [ '12-abc' ], appadoos: [ 7 ] },
		] );
		expect( ended.map( ( record ) => record.id ) ).toEqual( [
			'printable:12-abc',
		] );
		expect( [ ...store.records.keys() ] ).toEqual( [ 'appadoo:7' ] );
		expect( cache.has( url ) ).toBe( false );

		await removeItem( appadoo, store, deps.cache );
		expect( store.records.size ).toBe( 0 );
		expect( cache.size ).toBe( 0 );
	} );

	it( 'removes nothing when the server cannot be asked', async () => {
		const store = memoryStore( [
			{
				id: 'appadoo:1',
				kind: 'appadoo',
				title: 'A',
				bytes: 1,
				savedAt: '',
				urls: [ 'u' ],
				licence: { type: 'appadoo', appadooId: 1 },
				open: { type: 'page', url: 'u' },
			},
		] );
		const { deps } = fakeDeps( {} );
		await expect(
			dropEndedLicences( store, deps.cache, async () =>
				Promise.reject( new TypeError( 'offline' ) )
			)
		).rejects.toThrow();
		expect( store.records.size ).toBe( 1 );
	} );
} );
