/**
 * Opens a saved printable from its saved bytes, online or offline alike:
 * a PDF or a picture in a new tab, anything else as a file to keep. Saved
 * bytes never run as a page of the site (a blob: address has the site's
 * origin), so pages, scripts and SVG pictures are always handed over as files.
 */

/** Types a browser shows without running anything of the file's. */
const SHOWN_INLINE = /^(application\/pdf|image\/(png|jpe?g|gif|webp|avif))\b/i;

/**
 * @param response    The saved response.
 * @param fileName    The file's name.
 * @param contentType The type it was saved with.
 */
export async function openSaved(
	response: Response,
	fileName: string,
	contentType: string
): Promise< void > {
	const blob = await response.blob();
	const inline = SHOWN_INLINE.test( contentType );
	const url = URL.createObjectURL(
		new Blob( [ blob ], {
			type: inline ? contentType : 'application/octet-stream',
		} )
	);
	// Long enough for the new tab or the download to read it.
	window.setTimeout( () => URL.revokeObjectURL( url ), 60_000 );
	// Not 'noopener' as a feature: window.open() then answers null, and a blocked pop-up could not be told apart.
	const opened = inline ? window.open( url, '_blank' ) : null;
	if ( opened ) {
		opened.opener = null;
		return;
	}
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = fileName;
	link.rel = 'noopener';
	document.body.appendChild( link );
	link.click();
	link.remove();
}
