/**
 * "A new version of PlayPal is available" with a Reload button, when a new
 * worker waits. A status region (announced without taking the focus), a real
 * button (keyboard and screen readers), in the site's design tokens.
 */

export interface PromptStrings {
	update: string;
	reload: string;
}

export const PROMPT_ID = 'playpal-update-prompt';

const STYLE =
	'position:fixed;inset-inline:1rem;bottom:1rem;z-index:100000;max-width:28rem;margin-inline:auto;' +
	'display:flex;gap:1rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;' +
	'background:var(--pp-color-card,#fff);color:var(--pp-color-card-foreground,#1f2544);' +
	'border:1px solid var(--pp-color-border,#e8dfd0);border-radius:var(--pp-radius,.75rem);' +
	'box-shadow:0 8px 24px rgba(0,0,0,.15);font-family:var(--pp-font-body,system-ui,sans-serif)';

const BUTTON_STYLE =
	'font:inherit;font-weight:600;cursor:pointer;border:0;padding:.5rem 1rem;' +
	'background:var(--pp-color-primary,#6c47ff);color:var(--pp-color-primary-foreground,#fff);' +
	'border-radius:var(--pp-radius,.75rem)';

/**
 * Shows the prompt once; `onReload` runs when the person asks for the new version.
 *
 * @param doc      The page.
 * @param strings  The words, in the site's language.
 * @param onReload What Reload does.
 */
export function showUpdatePrompt(
	doc: Document,
	strings: PromptStrings,
	onReload: () => void
): HTMLElement {
	const existing = doc.getElementById( PROMPT_ID );
	if ( existing ) {
		return existing;
	}
	const region = doc.createElement( 'div' );
	region.id = PROMPT_ID;
	region.setAttribute( 'role', 'status' );
	region.setAttribute( 'style', STYLE );
	doc.body.appendChild( region );
	// Filled after the region is in the page, so screen readers announce it.
	const text = doc.createElement( 'p' );
	text.style.margin = '0';
	text.textContent = strings.update;
	const button = doc.createElement( 'button' );
	button.type = 'button';
	button.setAttribute( 'style', BUTTON_STYLE );
	button.textContent = strings.reload;
	button.addEventListener( 'click', () => {
		button.disabled = true;
		onReload();
	} );
	setTimeout( () => region.append( text, button ), 0 );
	return region;
}

/**
 * Shows the prompt when a new worker is installed and waiting while an older
 * one controls the page; Reload lets the new one take over, then reloads.
 *
 * @param registration The worker's registration.
 * @param container    navigator.serviceWorker.
 * @param doc          The page.
 * @param strings      The words.
 * @param reload       Reloads the page.
 */
export function watchForUpdates(
	registration: ServiceWorkerRegistration,
	container: ServiceWorkerContainer,
	doc: Document,
	strings: PromptStrings,
	reload: () => void
): void {
	let accepted = false;
	const offer = ( waiting: ServiceWorker ) => {
		if ( ! container.controller ) {
			return; // The first worker: nothing older to replace.
		}
		showUpdatePrompt( doc, strings, () => {
			accepted = true;
			waiting.postMessage( { type: 'playpal:skip-waiting' } );
		} );
	};
	container.addEventListener( 'controllerchange', () => {
		if ( accepted ) {
			accepted = false;
			reload();
		}
	} );
	if ( registration.waiting ) {
		offer( registration.waiting );
	}
	registration.addEventListener( 'updatefound', () => {
		const installing = registration.installing;
		installing?.addEventListener( 'statechange', () => {
			if ( installing.state === 'installed' ) {
				offer( installing );
			}
		} );
	} );
}
