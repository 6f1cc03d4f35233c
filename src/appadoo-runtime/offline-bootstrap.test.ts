/**
 * External dependencies
 */
import { TextDecoder, TextEncoder } from 'util';

/**
 * Internal dependencies
 */
import {
	offlineBootstrap,
	type OfflineFile,
	type OfflineFilesMessage,
} from './offline-bootstrap';

const BASE = 'https://site.test/play/appadoo-1b2c/7-1700000000-abc/';

function file( path: string, type: string, text: string ): OfflineFile {
	const bytes = new TextEncoder().encode( text );
	return {
		url: BASE + path,
		type,
		body: bytes.buffer.slice(
			bytes.byteOffset,
			bytes.byteOffset + bytes.byteLength
		),
	};
}

/**
 * A frame's window as the bootstrap uses it, with every blob it makes kept
 * (address → type and text) and every document write recorded.
 */
function fakeFrame() {
	const blobs: Record< string, { type: string; text: string } > = {};
	const written: string[] = [];
	let made = 0;
	const win = {
		DOMParser: window.DOMParser,
		TextDecoder,
		Blob: class {
			parts: Array< ArrayBuffer | string >;
			type: string;
			constructor(
				parts: Array< ArrayBuffer | string >,
				options: { type: string }
			) {
				this.parts = parts;
				this.type = options.type;
			}
		},
		URL: {
			createObjectURL( blob: {
				parts: Array< ArrayBuffer | string >;
				type: string;
			} ) {
				const address = `blob:null/${ ++made }`;
				blobs[ address ] = {
					type: blob.type,
					text: blob.parts
						.map( ( part ) =>
							typeof part === 'string'
								? part
								: new TextDecoder().decode( part )
						)
						.join( '' ),
				};
				return address;
			},
		},
		document: {
			open: jest.fn(),
			write: ( html: string ) => written.push( html ),
			close: jest.fn(),
		},
	};
	// The window is its own parent, as a top-level one: the bootstrap posts nothing.
	Object.assign( win, { parent: win } );
	return {
		win: win as unknown as Window & typeof globalThis,
		blobs,
		written,
	};
}

const PACKAGE = [
	file(
		'index.html',
		'text/html; charset=utf-8',
		'<!DOCTYPE html><html><head><script src="playpal-runtime/runtime.js" data-playpal-runtime="1"></script>' +
			'<link rel="stylesheet" href="css/a.css?v=2"><style>body{background:url(img/b.png)}</style>' +
			'<script>window.inline = 1;</script></head><body><h1>Game</h1>' +
			'<img src="img/b.png#x" srcset="img/b.png 1x, img/missing.png 2x"><img src="data:image/gif;base64,R0lGOD">' +
			'<div style="background-image:url(\'img/b.png\')"></div><a href="https://elsewhere.test/">out</a></body></html>'
	),
	file(
		'playpal-runtime/runtime.js',
		'text/javascript; charset=utf-8',
		'window.playpalAppadoo = {};'
	),
	file(
		'css/a.css',
		'text/css',
		'@import "b.css"; h1{background:url("../img/b.png")} p{background:url(data:image/png;base64,AA==)}'
	),
	file( 'css/b.css', 'text/css', '@import "a.css"; em{color:red}' ),
	file( 'img/b.png', 'image/png', 'PNG' ),
];

function message(
	overrides: Partial< OfflineFilesMessage > = {}
): OfflineFilesMessage {
	return {
		type: 'playpal:offline-files',
		channel: 'c'.repeat( 32 ),
		entry: BASE + 'index.html',
		nonce: 'n0nce',
		files: PACKAGE,
		...overrides,
	};
}

describe( 'offlineBootstrap', () => {
	it( 'gives every saved file a blob address and writes the entry page with its addresses mapped', () => {
		const { win, blobs, written } = fakeFrame();
		const { play, map } = offlineBootstrap( win, 'c'.repeat( 32 ), '' );
		play( message() );

		expect( Object.keys( map ).sort() ).toEqual(
			PACKAGE.map( ( saved ) => saved.url ).sort()
		);
		const image = map[ BASE + 'img/b.png' ]!;
		expect( blobs[ image ] ).toEqual( { type: 'image/png', text: 'PNG' } );
		expect( written ).toHaveLength( 1 );
		const page = new DOMParser().parseFromString(
			written[ 0 ]!,
			'text/html'
		);
		const scripts = Array.from( page.querySelectorAll( 'script' ) );
		// every script carries the host page’s nonce
		expect(
			scripts.map( ( script ) => script.getAttribute( 'nonce' ) )
		).toEqual( [ 'n0nce', 'n0nce', 'n0nce' ] );
		// the address shim runs first
		expect( scripts[ 0 ]!.textContent ).toMatch( /^\(function/ );
		expect( scripts[ 1 ]!.getAttribute( 'src' ) ).toBe(
			map[ BASE + 'playpal-runtime/runtime.js' ]
		);
		expect( scripts[ 2 ]!.textContent ).toBe( 'window.inline = 1;' );
		// a query the package added still finds its file
		expect( page.querySelector( 'link' )!.getAttribute( 'href' ) ).toBe(
			map[ BASE + 'css/a.css' ]
		);
		expect( page.querySelector( 'style' )!.textContent ).toBe(
			`body{background:url("${ image }")}`
		);
		const [ mapped, data ] = Array.from( page.querySelectorAll( 'img' ) );
		// the fragment stays
		expect( mapped!.getAttribute( 'src' ) ).toBe( `${ image }#x` );
		expect( mapped!.getAttribute( 'srcset' ) ).toBe(
			`${ image } 1x, img/missing.png 2x`
		);
		expect( data!.getAttribute( 'src' ) ).toBe(
			'data:image/gif;base64,R0lGOD'
		);
		expect( page.querySelector( 'div' )!.getAttribute( 'style' ) ).toBe(
			`background-image:url("${ image }")`
		);
		// nothing outside the package is touched
		expect( page.querySelector( 'a' )!.getAttribute( 'href' ) ).toBe(
			'https://elsewhere.test/'
		);
		expect( page.querySelector( 'h1' )!.textContent ).toBe( 'Game' );
	} );

	it( 'rewrites style sheets relative to themselves, and a cycle of imports ends', () => {
		const { win, blobs } = fakeFrame();
		const { play, map } = offlineBootstrap( win, 'c'.repeat( 32 ), '' );
		play( message() );

		const sheet = blobs[ map[ BASE + 'css/a.css' ]! ]!;
		expect( sheet.type ).toBe( 'text/css' );
		expect( sheet.text ).toBe(
			`@import "${ map[ BASE + 'css/b.css' ] }"; h1{background:url("${
				map[ BASE + 'img/b.png' ]
			}")} p{background:url(data:image/png;base64,AA==)}`
		);
		// the import back to the sheet being written stays as written
		expect( blobs[ map[ BASE + 'css/b.css' ]! ]!.text ).toBe(
			'@import "a.css"; em{color:red}'
		);
	} );

	it( 'writes nothing when the entry page is not among the files', () => {
		const { win, written } = fakeFrame();
		offlineBootstrap( win, 'c'.repeat( 32 ), '' ).play(
			message( { entry: BASE + 'other.html' } )
		);
		expect( written ).toEqual( [] );
	} );

	it( 'maps the addresses a script sets while the page runs', () => {
		const { win, written } = fakeFrame();
		const { play, map } = offlineBootstrap( win, 'c'.repeat( 32 ), '' );
		play( message() );
		const shim = new DOMParser()
			.parseFromString( written[ 0 ]!, 'text/html' )
			.querySelector( 'script' )!.textContent!;

		// A window of its own, so the shim's changes stay there.
		const frame = document.createElement( 'iframe' );
		document.body.appendChild( frame );
		const inner = frame.contentWindow as Window & typeof globalThis;

		new Function( 'window', shim )( inner );
		const image = inner.document.createElement( 'img' );
		image.src = 'img/b.png';
		expect( image.getAttribute( 'src' ) ).toBe( map[ BASE + 'img/b.png' ] );
		const script = inner.document.createElement( 'script' );
		script.setAttribute( 'src', 'playpal-runtime/runtime.js?v=1' );
		expect( script.getAttribute( 'src' ) ).toBe(
			map[ BASE + 'playpal-runtime/runtime.js' ]
		);
		const other = inner.document.createElement( 'img' );
		other.src = 'https://elsewhere.test/x.png';
		expect( other.getAttribute( 'src' ) ).toBe(
			'https://elsewhere.test/x.png'
		);
		frame.remove();
	} );

	it( 'asks its host for the files and takes them only from the host, on its channel', () => {
		const host = 'http://localhost';
		const frame = document.createElement( 'iframe' );
		document.body.appendChild( frame );
		const inner = frame.contentWindow as Window & typeof globalThis;
		const asked: unknown[] = [];
		const listen = ( event: MessageEvent ) => asked.push( event.data );
		const post = jest
			.spyOn( window, 'postMessage' )
			.mockImplementation( ( data ) => asked.push( data ) );
		const write = jest
			.spyOn( inner.document, 'write' )
			.mockImplementation();
		jest.spyOn( inner.document, 'open' ).mockImplementation();
		jest.spyOn( inner.document, 'close' ).mockImplementation();
		Object.assign( inner.URL, {
			createObjectURL: jest.fn( () => 'blob:null/1' ),
		} );
		Object.assign( inner, { TextDecoder } );
		window.addEventListener( 'message', listen );

		offlineBootstrap( inner, 'c'.repeat( 32 ), host );
		expect( post ).toHaveBeenCalledWith(
			{ type: 'playpal:offline-ready', channel: 'c'.repeat( 32 ) },
			host
		);
		const deliver = ( data: unknown, source: Window, origin: string ) =>
			inner.dispatchEvent(
				new inner.MessageEvent( 'message', { data, source, origin } )
			);
		deliver( message(), inner, host );
		deliver( message(), window, 'https://elsewhere.test' );
		deliver( message( { channel: 'd'.repeat( 32 ) } ), window, host );
		// no page from anyone else
		expect( write ).not.toHaveBeenCalled();
		deliver( message(), window, host );
		expect( write ).toHaveBeenCalledTimes( 1 );
		deliver( message(), window, host );
		// the files are taken once
		expect( write ).toHaveBeenCalledTimes( 1 );

		window.removeEventListener( 'message', listen );
		post.mockRestore();
		frame.remove();
	} );
} );
