/**
 * Copies text: the Clipboard API first, then the legacy way (a hidden
 * textarea and `document.execCommand( 'copy' )`) where the API is missing or
 * refused (SPEC §8, Clipboard copy failure).
 *
 * @param text What to copy.
 * @return Whether either way copied it.
 */
export async function copyText( text: string ): Promise< boolean > {
	try {
		if ( navigator.clipboard?.writeText ) {
			await navigator.clipboard.writeText( text );
			return true;
		}
	} catch {
		// Refused (no permission, insecure page): fall through to the legacy way.
	}
	return legacyCopy( text );
}

function legacyCopy( text: string ): boolean {
	const area = document.createElement( 'textarea' );
	area.value = text;
	area.setAttribute( 'readonly', '' );
	area.style.position = 'fixed';
	area.style.opacity = '0';
	document.body.appendChild( area );
	area.select();
	let copied = false;
	try {
		copied =
			typeof document.execCommand === 'function' &&
			document.execCommand( 'copy' );
	} catch {
		copied = false;
	} finally {
		area.remove();
	}
	return copied;
}
