/**
 * The host page's side of playing a saved Appadoo with no network
 * (docs/OFFLINE.md, "Playing a saved Appadoo"). No dependencies beyond the
 * bootstrap: it ships in build/appadoo-host.js.
 *
 * The service worker answers the saved host page only when the network
 * fails, and that copy says so (`data-playpal-saved` on the frame, from
 * Player\Host_Page). The frame's own requests never reach the worker (a
 * sandboxed frame without allow-same-origin has none in Chromium), so the
 * host reads the files saved with that page from the person's
 * `playpal-saved-{key}` cache — only those under the frame's own
 * `/play/{key}/{token}/` folder: no other Appadoo's, nothing else of the
 * site — and posts them to the bootstrap (offline-bootstrap.ts), loaded as
 * the frame's `srcdoc` in the same sandbox.
 */

/**
 * Internal dependencies
 */
import {
	OFFLINE_FILES,
	OFFLINE_READY,
	offlineBootstrap,
	type OfflineFile,
	type OfflineFilesMessage,
} from './offline-bootstrap';

/** A saved person's cache of saved items (src/lib/offline/names.ts). */
const SAVED_CACHE = /^playpal-saved-[0-9a-f]{32}$/;

/**
 * The package folder of a framed entry page: `…/play/{key}/{token}/`, or
 * null when the address is not the player's for that Appadoo.
 *
 * @param entryUrl   The frame's address.
 * @param appadooKey The Appadoo's public key.
 */
export function packageFolder(
	entryUrl: string,
	appadooKey: string
): string | null {
	let url: URL;
	try {
		url = new URL( entryUrl );
	} catch {
		return null;
	}
	const marker = `/play/${ appadooKey }/`;
	const at = url.pathname.indexOf( marker );
	if ( at < 0 ) {
		return null;
	}
	const token = url.pathname.slice( at + marker.length ).split( '/' )[ 0 ];
	if ( ! token ) {
		return null;
	}
	return `${ url.origin }${ url.pathname.slice(
		0,
		at + marker.length
	) }${ token }/`;
}

/**
 * The files saved under a package folder, read from the cache that holds its
 * entry page (the sign-out clean-up leaves one person's caches at most).
 *
 * @param storage  The page's Cache Storage.
 * @param entryUrl The entry page's saved address.
 * @param folder   Its package folder (packageFolder()).
 */
export async function readSavedFiles(
	storage: CacheStorage,
	entryUrl: string,
	folder: string
): Promise< OfflineFile[] | null > {
	for ( const name of await storage.keys() ) {
		if ( ! SAVED_CACHE.test( name ) ) {
			continue;
		}
		const cache = await storage.open( name );
		if ( ! ( await cache.match( entryUrl ) ) ) {
			continue;
		}
		const files: OfflineFile[] = [];
		for ( const request of await cache.keys() ) {
			if ( ! request.url.startsWith( folder ) ) {
				continue;
			}
			const response = await cache.match( request );
			if ( ! response ) {
				continue;
			}
			files.push( {
				url: request.url,
				type:
					response.headers.get( 'Content-Type' ) ??
					'application/octet-stream',
				body: await response.arrayBuffer(),
			} );
		}
		return files;
	}
	return null;
}

/**
 * The frame's bootstrap document. Its policy is the package's (as
 * Player::csp() sends online, less what only a header can say — the sandbox
 * is the frame's attribute, frame-ancestors the host's): no network; the
 * frame also keeps the host page's own policy, hence the nonce.
 *
 * @param nonce   The host page's script nonce.
 * @param channel This frame's id.
 * @param host    The host page's origin.
 */
export function bootstrapDocument(
	nonce: string,
	channel: string,
	host: string
): string {
	const policy = [
		"default-src 'none'",
		"script-src blob: 'unsafe-inline' 'unsafe-eval'",
		"style-src blob: 'unsafe-inline'",
		'img-src blob: data:',
		'font-src blob: data:',
		'media-src blob: data:',
		"connect-src 'none'",
		"manifest-src 'none'",
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'none'",
	].join( '; ' );
	const script = `(${ offlineBootstrap.toString() })(window,${ JSON.stringify(
		channel
	) },${ JSON.stringify( host ) });`.replace( /<\//g, '<\\/' );
	const attribute = ( value: string ) =>
		value.replace( /&/g, '&amp;' ).replace( /"/g, '&quot;' );
	return (
		'<!DOCTYPE html><html><head><meta charset="utf-8">' +
		`<meta http-equiv="Content-Security-Policy" content="${ attribute(
			policy
		) }">` +
		`<script nonce="${ attribute( nonce ) }">${ script }</script>` +
		'</head><body></body></html>'
	);
}

export type SavedCopyOptions = {
	win: Window;
	frame: HTMLIFrameElement;
	appadooKey: string;
	/** The host page's script nonce. */
	nonce: string;
	/** Random id of this frame's exchange (tests pass one). */
	channel?: string;
};

/**
 * Plays the saved files in the frame; resolves whether it could (no saved
 * files: the frame keeps its address, which the network may still answer).
 *
 * @param options            See SavedCopyOptions.
 * @param options.win        The host's window.
 * @param options.frame      The player's frame.
 * @param options.appadooKey The Appadoo's public key.
 * @param options.nonce      The host page's script nonce.
 * @param options.channel    This exchange's id.
 */
export async function playSavedCopy( {
	win,
	frame,
	appadooKey,
	nonce,
	channel = randomChannel( win ),
}: SavedCopyOptions ): Promise< boolean > {
	const entry = frame.src;
	const folder = packageFolder( entry, appadooKey );
	if ( ! folder || ! win.caches || ! nonce ) {
		return false;
	}
	const files = await readSavedFiles( win.caches, entry, folder );
	if ( ! files ) {
		return false;
	}
	const message: OfflineFilesMessage = {
		type: OFFLINE_FILES,
		channel,
		entry,
		nonce,
		files,
	};
	const onReady = ( event: MessageEvent ) => {
		const data = event.data as { type?: unknown; channel?: unknown };
		if (
			event.source !== frame.contentWindow ||
			event.origin !== 'null' ||
			! data ||
			data.type !== OFFLINE_READY ||
			data.channel !== channel
		) {
			return;
		}
		win.removeEventListener( 'message', onReady );
		// '*': the frame's origin is opaque; its window is the bootstrap that just asked, with this channel.
		frame.contentWindow?.postMessage(
			message,
			'*',
			files.map( ( file ) => file.body )
		);
	};
	win.addEventListener( 'message', onReady );
	frame.srcdoc = bootstrapDocument( nonce, channel, win.location.origin );
	return true;
}

/**
 * 32 random hex characters.
 *
 * @param win The host's window.
 */
function randomChannel( win: Window ): string {
	return Array.from(
		win.crypto.getRandomValues( new Uint8Array( 16 ) ),
		( byte ) => byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}
