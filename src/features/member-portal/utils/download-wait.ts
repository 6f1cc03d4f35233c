/**
 * SPEC §9: free users wait 5 seconds before each download. A courtesy of
 * the screen only; the limits that matter are the server's.
 */

export const FREE_DOWNLOAD_WAIT_SECONDS = 5;

export function waitBeforeDownload(): Promise< void > {
	return new Promise( ( resolve ) =>
		setTimeout( resolve, FREE_DOWNLOAD_WAIT_SECONDS * 1000 )
	);
}

/**
 * Saves a file the server handed out, without leaving the portal.
 *
 * @param url The file's address.
 */
export function saveFile( url: string ): void {
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = '';
	link.rel = 'noopener';
	document.body.appendChild( link );
	link.click();
	link.remove();
}
