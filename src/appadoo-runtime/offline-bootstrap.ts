/**
 * The bootstrap document of a saved Appadoo played with no network
 * (docs/OFFLINE.md, "Playing a saved Appadoo").
 *
 * Why it exists: the player's host page frames the package in a sandbox
 * without allow-same-origin (an opaque origin), and Chromium gives such a
 * frame no service worker, so offline its files never reach the worker that
 * keeps them. The host page (offline-frame.ts) therefore reads the saved
 * files itself and hands them to this script, which runs as the frame's
 * `srcdoc` — in the same sandbox, still an opaque origin. It makes a `blob:`
 * address of its own origin for every file, rewrites the entry page's and the
 * style sheets' relative addresses to them, and writes the page into its own
 * document: the package and its runtime (countdown, session reports to the
 * host) run as they do online.
 *
 * `offlineBootstrap` is serialised with `Function.prototype.toString()` into
 * the frame's document, so it must stay self-contained: no imports, no
 * module-level names, nothing but its parameters and the frame's globals.
 * Called in a test (a window with no parent), it posts nothing and only
 * returns its helpers.
 */

/** A saved file as the host hands it over. */
export type OfflineFile = {
	/** The address it was saved under (absolute, no fragment). */
	url: string;
	/** Its `Content-Type`. */
	type: string;
	body: ArrayBuffer;
};

/** The host's one message to the bootstrap. */
export type OfflineFilesMessage = {
	type: 'playpal:offline-files';
	channel: string;
	/** The entry page's saved address. */
	entry: string;
	/** The host page's script nonce: the frame inherits the host page's policy, so every script of the package carries it. */
	nonce: string;
	files: OfflineFile[];
};

/** The bootstrap's message to the host: ready for the files. */
export const OFFLINE_READY = 'playpal:offline-ready';
export const OFFLINE_FILES = 'playpal:offline-files';

export type BootstrapHelpers = {
	/** Rewrites `url()` and `@import` of a style sheet to mapped addresses. */
	rewriteCss: ( css: string, base: string ) => string;
	/** The page, rewritten, as the HTML text to write. */
	rewritePage: ( html: string, pageUrl: string, nonce: string ) => string;
	/** Plays the files: makes blob addresses and writes the entry page. */
	play: ( message: OfflineFilesMessage ) => void;
	/** Saved address → blob address. */
	map: Record< string, string >;
};

/**
 * Starts the bootstrap in the frame: asks the host for the files, then plays them.
 *
 * @param win     The frame's window.
 * @param channel The host's id for this frame (echoed in every message).
 * @param host    The host page's origin (the only sender listened to).
 */
export function offlineBootstrap(
	win: Window & typeof globalThis,
	channel: string,
	host: string
): BootstrapHelpers {
	const map: Record< string, string > = {};
	/** Saved address → the file, until it has its blob address. */
	const files: Record< string, OfflineFile > = {};
	const has = ( url: string ) =>
		Object.prototype.hasOwnProperty.call( files, url );

	/**
	 * The saved address a reference means, or null (not an address of the
	 * package: data:, blob:, a fragment alone, a script URL…).
	 *
	 * @param ref  The reference as written.
	 * @param base The address it is relative to.
	 */
	function savedAddress( ref: string, base: string ): string | null {
		const trimmed = ref.trim();
		if (
			trimmed === '' ||
			trimmed.charAt( 0 ) === '#' ||
			/^(data|blob|javascript|mailto|about):/i.test( trimmed )
		) {
			return null;
		}
		let url: URL;
		try {
			url = new URL( trimmed, base );
		} catch {
			return null;
		}
		url.hash = '';
		if ( has( url.href ) ) {
			return url.href;
		}
		// `app.js?v=2`: the package has one app.js, saved without the query.
		url.search = '';
		return has( url.href ) ? url.href : null;
	}

	/**
	 * The blob address of a saved file, made on first use. A style sheet is
	 * rewritten first, so the sheets and pictures it names get theirs before
	 * it; a sheet importing itself again (a cycle) keeps that import as written.
	 *
	 * @param url   Saved address.
	 * @param stack The sheets being rewritten around this one.
	 */
	function blobOf( url: string, stack: string[] ): string | null {
		if ( map[ url ] ) {
			return map[ url ]!;
		}
		const file = files[ url ]!;
		let body: ArrayBuffer | string = file.body;
		if ( /^text\/css\b/i.test( file.type ) ) {
			if ( stack.indexOf( url ) >= 0 ) {
				return null;
			}
			body = rewriteCss(
				new win.TextDecoder().decode( file.body ),
				url,
				stack.concat( url )
			);
		}
		map[ url ] = win.URL.createObjectURL(
			new win.Blob( [ body ], { type: file.type } )
		);
		return map[ url ]!;
	}

	/**
	 * The blob address of a reference (keeping its fragment), or the reference unchanged.
	 *
	 * @param ref   The reference as written.
	 * @param base  The address it is relative to.
	 * @param stack The style sheets being rewritten around it (blobOf()).
	 */
	function mapped( ref: string, base: string, stack: string[] = [] ) {
		const saved = savedAddress( ref, base );
		const blob = saved === null ? null : blobOf( saved, stack );
		if ( blob === null ) {
			return ref;
		}
		const hash = ref.indexOf( '#' );
		return blob + ( hash >= 0 ? ref.slice( hash ) : '' );
	}

	/**
	 * A style sheet with its `url()` and `@import` addresses mapped.
	 *
	 * @param css   The sheet's text.
	 * @param base  Its address.
	 * @param stack The sheets being rewritten around it (blobOf()).
	 */
	function rewriteCss( css: string, base: string, stack: string[] = [] ) {
		return css
			.replace(
				/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi,
				( whole, quote: string, ref: string ) => {
					const to = mapped( ref, base, stack );
					return to === ref ? whole : `url("${ to }")`;
				}
			)
			.replace(
				/@import\s+(['"])([^'"]+)\1/gi,
				( whole, quote: string, ref: string ) => {
					const to = mapped( ref, base, stack );
					return to === ref ? whole : `@import "${ to }"`;
				}
			);
	}

	/**
	 * Replaces relative addresses of a page's own files by the mapped ones
	 * when the page runs (a script setting `img.src = "a.png"`): the written
	 * page's own address is the frame's (`about:srcdoc`), against which no
	 * relative address of the package means anything. Serialised into the
	 * page like the bootstrap: self-contained.
	 *
	 * @param w       The frame's window.
	 * @param blobs   Saved address → blob address.
	 * @param pageUrl The page's saved address.
	 */
	function urlShim(
		w: Window & Record< string, any >,
		blobs: Record< string, string >,
		pageUrl: string
	) {
		const swap = ( value: unknown ) => {
			if ( typeof value !== 'string' || /^(data|blob):/i.test( value ) ) {
				return value;
			}
			try {
				const url = new URL( value, pageUrl );
				const hash = url.hash;
				url.hash = '';
				let hit = blobs[ url.href ];
				if ( ! hit && url.search ) {
					url.search = '';
					hit = blobs[ url.href ];
				}
				return hit ? hit + hash : value;
			} catch {
				return value;
			}
		};
		const properties: Array< [ string, string ] > = [
			[ 'HTMLImageElement', 'src' ],
			[ 'HTMLScriptElement', 'src' ],
			[ 'HTMLLinkElement', 'href' ],
			[ 'HTMLMediaElement', 'src' ],
			[ 'HTMLSourceElement', 'src' ],
			[ 'HTMLTrackElement', 'src' ],
			[ 'HTMLVideoElement', 'poster' ],
			[ 'HTMLInputElement', 'src' ],
		];
		properties.forEach( ( [ type, name ] ) => {
			const proto = w[ type ] && w[ type ].prototype;
			const descriptor =
				proto && Object.getOwnPropertyDescriptor( proto, name );
			if ( ! descriptor || ! descriptor.set || ! descriptor.get ) {
				return;
			}
			const set = descriptor.set;
			Object.defineProperty( proto, name, {
				configurable: true,
				enumerable: descriptor.enumerable,
				get: descriptor.get,
				set( value: unknown ) {
					set.call( this, swap( value ) );
				},
			} );
		} );
		const setAttribute = w.Element.prototype.setAttribute;
		w.Element.prototype.setAttribute = function (
			name: string,
			value: string
		) {
			const lower = String( name ).toLowerCase();
			const url =
				lower === 'src' ||
				lower === 'href' ||
				lower === 'poster' ||
				lower === 'xlink:href';
			return setAttribute.call(
				this,
				name,
				url ? ( swap( String( value ) ) as string ) : value
			);
		};
		const NativeAudio = w.Audio;
		if ( typeof NativeAudio === 'function' ) {
			const Audio = function ( src?: string ) {
				const audio = new NativeAudio();
				if ( src !== undefined ) {
					audio.src = src;
				}
				return audio;
			};
			Audio.prototype = NativeAudio.prototype;
			w.Audio = Audio;
		}
	}

	/** Elements and the attribute naming a file of theirs. */
	const URL_ATTRIBUTES: Array< [ string, string ] > = [
		[ 'script', 'src' ],
		[ 'link', 'href' ],
		[ 'img', 'src' ],
		[ 'source', 'src' ],
		[ 'audio', 'src' ],
		[ 'video', 'src' ],
		[ 'video', 'poster' ],
		[ 'track', 'src' ],
		[ 'input', 'src' ],
		[ 'image', 'href' ],
		[ 'use', 'href' ],
		[ 'image', 'xlink:href' ],
		[ 'use', 'xlink:href' ],
	];

	function rewritePage( html: string, pageUrl: string, nonce: string ) {
		const page = new win.DOMParser().parseFromString( html, 'text/html' );
		URL_ATTRIBUTES.forEach( ( [ tag, attribute ] ) => {
			Array.prototype.forEach.call(
				page.getElementsByTagName( tag ),
				( element: Element ) => {
					const value = element.getAttribute( attribute );
					if ( value !== null ) {
						element.setAttribute(
							attribute,
							mapped( value, pageUrl )
						);
					}
				}
			);
		} );
		Array.prototype.forEach.call(
			page.querySelectorAll( 'img[srcset], source[srcset]' ),
			( element: Element ) => {
				element.setAttribute(
					'srcset',
					( element.getAttribute( 'srcset' ) ?? '' )
						.split( ',' )
						.map( ( candidate ) => {
							const parts = candidate.trim().split( /\s+/ );
							parts[ 0 ] = mapped( parts[ 0 ] ?? '', pageUrl );
							return parts.join( ' ' );
						} )
						.join( ', ' )
				);
			}
		);
		Array.prototype.forEach.call(
			page.querySelectorAll( 'style' ),
			( element: Element ) => {
				element.textContent = rewriteCss(
					element.textContent ?? '',
					pageUrl
				);
			}
		);
		Array.prototype.forEach.call(
			page.querySelectorAll( '[style]' ),
			( element: Element ) => {
				element.setAttribute(
					'style',
					rewriteCss( element.getAttribute( 'style' ) ?? '', pageUrl )
				);
			}
		);
		// The frame keeps the host page's policy, which admits scripts by its nonce.
		Array.prototype.forEach.call(
			page.getElementsByTagName( 'script' ),
			( element: Element ) => element.setAttribute( 'nonce', nonce )
		);
		const shim = page.createElement( 'script' );
		shim.setAttribute( 'nonce', nonce );
		shim.textContent = `(${ urlShim.toString() })(window,${ JSON.stringify(
			map
		) },${ JSON.stringify( pageUrl ) });`.replace( /<\//g, '<\\/' );
		const head = page.head;
		head.insertBefore( shim, head.firstChild );
		const doctype = page.doctype ? '<!DOCTYPE html>' : '';
		return doctype + page.documentElement.outerHTML;
	}

	function play( message: OfflineFilesMessage ) {
		message.files.forEach( ( file ) => {
			files[ file.url ] = file;
		} );
		// Every file gets its address before the page runs: the page's scripts may name any of them (urlShim).
		message.files.forEach( ( file ) => blobOf( file.url, [] ) );
		const entry = message.files.filter(
			( file ) => file.url === message.entry
		)[ 0 ];
		if ( ! entry ) {
			return;
		}
		const html = rewritePage(
			new win.TextDecoder().decode( entry.body ),
			entry.url,
			message.nonce
		);
		const doc = win.document;
		doc.open();
		doc.write( html );
		doc.close();
	}

	const onMessage = ( event: MessageEvent ) => {
		const data = event.data as OfflineFilesMessage | null;
		if (
			event.source !== win.parent ||
			event.origin !== host ||
			! data ||
			data.type !== 'playpal:offline-files' ||
			data.channel !== channel ||
			! Array.isArray( data.files )
		) {
			return;
		}
		win.removeEventListener( 'message', onMessage );
		play( data );
	};
	if ( win.parent && win.parent !== win ) {
		win.addEventListener( 'message', onMessage );
		win.parent.postMessage(
			{ type: 'playpal:offline-ready', channel },
			host
		);
	}
	return { rewriteCss, rewritePage, play, map };
}
