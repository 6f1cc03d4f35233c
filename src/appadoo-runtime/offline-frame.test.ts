/**
 * External dependencies
 */
import { TextEncoder } from 'util';

/**
 * Internal dependencies
 */
import {
	bootstrapDocument,
	packageFolder,
	playSavedCopy,
	readSavedFiles,
} from './offline-frame';

const KEY = 'appadoo-1b2c';
const PERSON = 'a'.repeat( 32 );
const ORIGIN = 'http://localhost';
const FOLDER = `${ ORIGIN }/play/${ KEY }/7-1700000000-abc/`;
const ENTRY = `${ FOLDER }index.html`;

/**
 * A response as Cache Storage hands it back.
 * @param text
 * @param type
 */
function stored( text: string, type: string | null ) {
	const bytes = new TextEncoder().encode( text );
	return {
		headers: new Map( type ? [ [ 'content-type', type ] ] : [] ),
		arrayBuffer: async () => bytes.buffer,
	};
}

/**
 * A Cache Storage holding caches of address → [text, content type].
 *
 * @param caches Name → entries.
 */
function cacheStorage(
	caches: Record< string, Record< string, [ string, string | null ] > >
): CacheStorage {
	const open = async ( name: string ) => {
		const entries = caches[ name ] ?? {};
		const answer = ( url: string ) => {
			const entry = entries[ url ];
			if ( ! entry ) {
				return undefined;
			}
			const response = stored( ...entry );
			return {
				...response,
				headers: {
					get: ( header: string ) =>
						response.headers.get( header.toLowerCase() ) ?? null,
				},
			};
		};
		return {
			match: async ( request: string | { url: string } ) =>
				answer( typeof request === 'string' ? request : request.url ),
			keys: async () =>
				Object.keys( entries ).map( ( url ) => ( { url } ) ),
		};
	};
	return {
		keys: async () => Object.keys( caches ),
		open,
	} as unknown as CacheStorage;
}

const SAVED = {
	[ `playpal-saved-${ PERSON }` ]: {
		[ `${ ORIGIN }/play/${ KEY }/` ]: [ '<host page>', 'text/html' ],
		[ ENTRY ]: [ '<h1>Game</h1>', 'text/html; charset=utf-8' ],
		[ `${ FOLDER }img/a.png` ]: [ 'PNG', null ],
		[ `${ ORIGIN }/play/${ KEY }/8-1700000000-def/index.html` ]: [
			'another save',
			'text/html',
		],
		[ `${ ORIGIN }/play/appadoo-9z/7-1700000000-abc/index.html` ]: [
			'another Appadoo',
			'text/html',
		],
		[ `${ ORIGIN }/wp-content/uploads/kit.pdf` ]: [
			'PDF',
			'application/pdf',
		],
	},
	[ `playpal-pages-${ PERSON }` ]: {
		[ ENTRY ]: [ 'not a saved item', 'text/html' ],
	},
} as Record< string, Record< string, [ string, string | null ] > >;

describe( 'packageFolder', () => {
	it( 'is the token folder of the Appadoo’s player path', () => {
		expect( packageFolder( ENTRY, KEY ) ).toBe( FOLDER );
		expect( packageFolder( `${ FOLDER }game/level%201.html`, KEY ) ).toBe(
			FOLDER
		);
		expect(
			packageFolder( `${ ORIGIN }/sub/play/${ KEY }/t/index.html`, KEY )
		).toBe( `${ ORIGIN }/sub/play/${ KEY }/t/` );
	} );

	it( 'is null for another Appadoo, a path with no token, or no address', () => {
		expect( packageFolder( ENTRY, 'appadoo-9z' ) ).toBeNull();
		expect( packageFolder( `${ ORIGIN }/play/${ KEY }/`, KEY ) ).toBeNull();
		expect( packageFolder( 'not an address', KEY ) ).toBeNull();
	} );
} );

describe( 'readSavedFiles', () => {
	it( 'reads only the files under the frame’s folder, from the saved cache holding its entry page', async () => {
		const files = await readSavedFiles(
			cacheStorage( SAVED ),
			ENTRY,
			FOLDER
		);
		expect(
			files!.map( ( { url, type, body } ) => [
				url,
				type,
				new TextDecoder().decode( body ),
			] )
		).toEqual( [
			[ ENTRY, 'text/html; charset=utf-8', '<h1>Game</h1>' ],
			[ `${ FOLDER }img/a.png`, 'application/octet-stream', 'PNG' ],
		] );
	} );

	it( 'is null when no saved cache holds the entry page (another person’s, or a pages cache)', async () => {
		expect(
			await readSavedFiles(
				cacheStorage( {
					[ `playpal-pages-${ PERSON }` ]:
						SAVED[ `playpal-pages-${ PERSON }` ]!,
					'playpal-saved-b': SAVED[ `playpal-saved-${ PERSON }` ]!,
				} ),
				ENTRY,
				FOLDER
			)
		).toBeNull();
	} );
} );

describe( 'bootstrapDocument', () => {
	it( 'carries the package’s policy and the host’s nonce, and its script stays inside its element', () => {
		const html = bootstrapDocument( 'n"0nce', 'c'.repeat( 32 ), ORIGIN );
		const page = new DOMParser().parseFromString( html, 'text/html' );
		const policy = page
			.querySelector( 'meta[http-equiv="Content-Security-Policy"]' )!
			.getAttribute( 'content' )!;
		expect( policy ).toContain( "connect-src 'none'" );
		expect( policy ).toContain( "default-src 'none'" );
		expect( policy ).toContain( "form-action 'none'" );
		const scripts = page.querySelectorAll( 'script' );
		expect( scripts ).toHaveLength( 1 );
		expect( scripts[ 0 ]!.getAttribute( 'nonce' ) ).toBe( 'n"0nce' );
		expect( scripts[ 0 ]!.textContent ).not.toContain( '</' );
	} );

	it( 'runs on its own in the frame: it asks its parent, the host, for the files', () => {
		const script = new DOMParser()
			.parseFromString(
				bootstrapDocument( 'n', 'c'.repeat( 32 ), ORIGIN ),
				'text/html'
			)
			.querySelector( 'script' )!.textContent!;
		const frame = document.createElement( 'iframe' );
		document.body.appendChild( frame );
		const post = jest
			.spyOn( window, 'postMessage' )
			.mockImplementation( () => undefined );
		// The serialised bootstrap needs nothing of this module: only the frame's globals.

		new Function( 'window', script )( frame.contentWindow );
		expect( post ).toHaveBeenCalledWith(
			{ type: 'playpal:offline-ready', channel: 'c'.repeat( 32 ) },
			ORIGIN
		);
		post.mockRestore();
		frame.remove();
	} );
} );

describe( 'playSavedCopy', () => {
	let frame: HTMLIFrameElement;

	beforeEach( () => {
		frame = document.createElement( 'iframe' );
		frame.src = ENTRY;
		frame.setAttribute(
			'sandbox',
			'allow-scripts allow-forms allow-modals'
		);
		document.body.appendChild( frame );
		Object.assign( window, { caches: cacheStorage( SAVED ) } );
	} );

	afterEach( () => {
		frame.remove();
		delete ( window as { caches?: unknown } ).caches;
	} );

	/**
	 * Plays the saved copy of KEY in the test's frame.
	 *
	 * @param nonce   The page's script nonce.
	 * @param channel The channel the bootstrap answers on.
	 */
	function playInFrame( nonce: string, channel?: string ) {
		return playSavedCopy( {
			win: window,
			frame,
			appadooKey: KEY,
			nonce,
			channel,
		} );
	}

	function ready( source: Window | null, origin: string, channel: string ) {
		window.dispatchEvent(
			new MessageEvent( 'message', {
				data: { type: 'playpal:offline-ready', channel },
				source,
				origin,
			} )
		);
	}

	it( 'loads the bootstrap in the same frame, then posts the saved files to it alone', async () => {
		const channel = 'c'.repeat( 32 );
		const post = jest.spyOn( frame.contentWindow!, 'postMessage' );
		post.mockImplementation( () => undefined );
		expect( await playInFrame( 'n0nce', channel ) ).toBe( true );
		expect( frame.srcdoc ).toContain( '<script nonce="n0nce">' );
		// The same sandbox: still no allow-same-origin.
		expect( frame.getAttribute( 'sandbox' ) ).toBe(
			'allow-scripts allow-forms allow-modals'
		);

		ready( window, 'null', channel );
		ready( frame.contentWindow, ORIGIN, channel );
		ready( frame.contentWindow, 'null', 'd'.repeat( 32 ) );
		expect( post ).not.toHaveBeenCalled();

		ready( frame.contentWindow, 'null', channel );
		expect( post ).toHaveBeenCalledTimes( 1 );
		const [ message, target ] = post.mock.calls[ 0 ]!;
		expect( target ).toBe( '*' );
		expect( message ).toMatchObject( {
			type: 'playpal:offline-files',
			channel,
			entry: ENTRY,
			nonce: 'n0nce',
		} );
		expect(
			( message as { files: Array< { url: string } > } ).files.map(
				( file ) => file.url
			)
		).toEqual( [ ENTRY, `${ FOLDER }img/a.png` ] );

		ready( frame.contentWindow, 'null', channel );
		expect( post ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'leaves the frame alone when nothing is saved for it, or with no nonce', async () => {
		Object.assign( window, { caches: cacheStorage( {} ) } );
		expect( await playInFrame( 'n0nce' ) ).toBe( false );
		Object.assign( window, { caches: cacheStorage( SAVED ) } );
		expect( await playInFrame( '' ) ).toBe( false );
		expect( frame.hasAttribute( 'srcdoc' ) ).toBe( false );
	} );
} );
