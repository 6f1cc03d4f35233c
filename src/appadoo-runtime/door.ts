/**
 * The package plays only inside its host page (docs/APPADOOS.md, "Player and
 * its access design"). The player answers a package address opened in a tab
 * of its own (`Sec-Fetch-Dest: document`) with a small page instead of the
 * package; a browser that sends no fetch metadata still gets the package, so
 * the runtime checks too: not framed (`window.top === window`), it stops the
 * page and shows the same message with a link to the host page. The player
 * prints `door` into the configuration only for played packages: the offline
 * zip (opened from the file system, on purpose alone) never has it.
 */

export type RuntimeDoor = {
	/** The Appadoo's host page (`/play/{key}/`). */
	url: string;
};

export type DoorStrings = {
	doorTitle: string;
	doorMessage: string;
	doorLink: string;
};

export const DEFAULT_DOOR_STRINGS: DoorStrings = {
	doorTitle: 'Open this Appadoo from PlayPal',
	doorMessage:
		'This Appadoo plays inside its PlayPal page, where its time limits and settings apply.',
	doorLink: 'Open it on PlayPal',
};

/**
 * Whether the page runs in a frame. A cross-origin top cannot be read but
 * can be compared; a browser that throws counts as framed (nothing to stop).
 *
 * @param win The package's window.
 */
export function isFramed( win: Window ): boolean {
	try {
		return win.top !== win;
	} catch {
		return true;
	}
}

/**
 * Stops the page (no more parsing or loading: the package's own scripts
 * after the runtime never run) and puts the message in its place.
 *
 * @param win     The package's window.
 * @param door    Where the host page is.
 * @param strings Texts (the player prints them translated).
 */
export function closeDoor(
	win: Window,
	door: RuntimeDoor,
	strings: Partial< DoorStrings > = {}
): void {
	const texts = { ...DEFAULT_DOOR_STRINGS, ...strings };
	try {
		win.stop();
	} catch {
		// Not every environment can stop a page; the document is replaced all the same.
	}
	const doc = win.document;
	const head = doc.createElement( 'head' );
	const meta = doc.createElement( 'meta' );
	meta.setAttribute( 'charset', 'utf-8' );
	const title = doc.createElement( 'title' );
	title.textContent = texts.doorTitle;
	head.append( meta, title );
	const body = doc.createElement( 'body' );
	const main = doc.createElement( 'main' );
	main.id = 'playpal-door';
	const heading = doc.createElement( 'h1' );
	heading.textContent = texts.doorTitle;
	const message = doc.createElement( 'p' );
	message.textContent = texts.doorMessage;
	const paragraph = doc.createElement( 'p' );
	const link = doc.createElement( 'a' );
	// Only an address of the site's own host pages: anything else stays off the page.
	link.href = /^https?:\/\//.test( door.url ) ? door.url : '#';
	link.textContent = texts.doorLink;
	paragraph.appendChild( link );
	main.append( heading, message, paragraph );
	body.appendChild( main );
	doc.documentElement.replaceChildren( head, body );
}

/**
 * Closes the door when the package is not framed; answers whether it did.
 *
 * @param win     The package's window.
 * @param door    The configuration's `door` (absent: no check, as in the offline zip).
 * @param strings Texts.
 */
export function keepToHostPage(
	win: Window,
	door: RuntimeDoor | undefined,
	strings: Partial< DoorStrings > = {}
): boolean {
	if ( ! door || typeof door.url !== 'string' || isFramed( win ) ) {
		return false;
	}
	closeDoor( win, door, strings );
	return true;
}
