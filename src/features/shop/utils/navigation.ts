/**
 * Full-page navigation (leaving the app), in one place so tests can stand in for it.
 *
 * @param url Where to go.
 */
export function leaveAppFor( url: string ): void {
	window.location.assign( url );
}
