/**
 * What the host page's family screens share: their texts (printed by the
 * server, translated), the avatars' pictures (emoji: the host page loads no
 * images, `img-src 'none'`), and one stylesheet added with the page's CSP
 * nonce (the policy allows no other style).
 */

export interface FamilyStrings {
	whoTitle: string;
	whoHelp: string;
	playing: string;
	change: string;
	breakTitle: string;
	breakMessage: string;
	printTitle: string;
	printLink: string;
	printGeneric: string;
	askGrownUp: string;
	pinLabel: string;
	addTime: string;
	pinWrong: string;
	pinLimited: string;
	pinNotSet: string;
	pinFailed: string;
	offline: string;
	someoneElse: string;
	switchTitle: string;
	switchHelp: string;
	switchButton: string;
	cancel: string;
	switchOffline: string;
	switchFailed: string;
}

export const DEFAULT_FAMILY_STRINGS: FamilyStrings = {
	whoTitle: "Who's playing?",
	whoHelp: 'Choose who is playing, so their play time is counted.',
	playing: 'Playing: %s',
	change: 'Change',
	breakTitle: 'Time for a break!',
	breakMessage: "%s has used today's play time.",
	printTitle: 'Print instead of screen',
	printLink: 'Print “%s” from your downloads',
	printGeneric:
		"Draw a picture of your favourite part of today's game, or colour in a page from one of your kits.",
	askGrownUp: 'Ask a grown-up',
	pinLabel: "Grown-up's PIN",
	addTime: 'Add 10 minutes',
	pinWrong: 'That PIN is not right. Please try again.',
	pinLimited: 'Too many tries. Please try again at %s.',
	pinNotSet:
		'No PIN is set yet. A grown-up can set one in the Family tab of the member portal.',
	pinFailed: 'The time could not be added. Please try again.',
	offline: 'You are offline: extra time needs a connection.',
	someoneElse: 'Someone else is playing',
	switchTitle: "A grown-up's PIN to switch",
	switchHelp:
		"%s has used today's play time. A grown-up's PIN lets someone else play.",
	switchButton: 'Switch',
	cancel: 'Cancel',
	switchOffline: 'Switching needs a connection.',
	switchFailed: 'The PIN could not be checked. Please try again.',
};

// One mapping for the chooser here and the member portal's Family tab.
export { avatarPicture } from '../../lib/family-avatars';

const CSS = `
.pp-family-layer{position:fixed;inset:0;z-index:10;display:flex;align-items:center;justify-content:center;background:#f0f7f4;color:#1f2937;font:18px/1.5 system-ui,sans-serif;padding:24px;overflow:auto;}
.pp-family-box{max-width:36rem;text-align:center;}
.pp-family-box h1{font-size:32px;margin:0 0 12px;}
.pp-family-children{list-style:none;margin:16px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:12px;justify-content:center;}
.pp-family-layer button,.pp-family-bar button{font:inherit;color:#1f2937;background:#fff;border:2px solid #1f2937;border-radius:12px;padding:10px 16px;cursor:pointer;}
.pp-family-children button{display:flex;flex-direction:column;align-items:center;gap:4px;min-width:8rem;}
.pp-family-avatar{font-size:40px;line-height:1;}
.pp-family-layer button:focus-visible,.pp-family-bar button:focus-visible,.pp-family-layer input:focus-visible,.pp-family-layer a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px;}
.pp-family-layer a{color:#1d4ed8;}
.pp-family-layer form:not([hidden]){display:flex;flex-wrap:wrap;gap:8px;justify-content:center;align-items:flex-end;margin-top:12px;}
.pp-family-layer label{display:flex;flex-direction:column;text-align:left;font-size:16px;}
.pp-family-layer input{font:inherit;padding:8px;border:2px solid #1f2937;border-radius:8px;width:9rem;}
.pp-family-error{color:#b91c1c;font-weight:600;}
.pp-family-actions{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;margin-top:12px;}
.pp-family-bar{position:fixed;left:8px;bottom:8px;z-index:5;display:flex;gap:8px;align-items:center;background:#fff;color:#1f2937;border:1px solid #cbd5e1;border-radius:999px;padding:4px 4px 4px 12px;font:600 14px/1.2 system-ui,sans-serif;box-shadow:0 1px 3px rgba(0,0,0,.15);}
.pp-family-bar button{padding:4px 12px;border-width:1px;border-radius:999px;}
`;

/**
 * Adds the screens' stylesheet once, with the page's nonce.
 * @param doc   The host page.
 * @param nonce The CSP nonce of the page's own script.
 */
export function addFamilyStyle( doc: Document, nonce: string ): void {
	if ( doc.getElementById( 'pp-family-style' ) ) {
		return;
	}
	const style = doc.createElement( 'style' );
	style.id = 'pp-family-style';
	style.nonce = nonce;
	style.textContent = CSS;
	doc.head.appendChild( style );
}

/**
 * An element with a class and text.
 * @param doc       Document.
 * @param tag       Tag name.
 * @param className Class (optional).
 * @param text      Text (optional).
 */
export function element< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	className = '',
	text = ''
): HTMLElementTagNameMap[ K ] {
	const node = doc.createElement( tag );
	if ( className ) {
		node.className = className;
	}
	if ( text ) {
		node.textContent = text;
	}
	return node;
}

// Each screen over the page: its role, its sentence's id and whether it is a
// dialog over another screen (a div box and an h2, not main and h1).
const LAYERS = {
	chooser: [ 'dialog', 'help', false ],
	break: [ 'alertdialog', 'message', false ],
	switch: [ 'dialog', 'help', true ],
} as const;

/**
 * A screen's modal layer, box, heading and the sentence that describes it,
 * with ids `playpal-family-{name}`, `…-title` and `…-help` (or `…-message`).
 * @param doc     The host page.
 * @param name    Which screen.
 * @param heading The heading.
 * @param text    The sentence.
 */
export function familyLayer(
	doc: Document,
	name: keyof typeof LAYERS,
	heading: string,
	text: string
) {
	const [ role, helpId, inner ] = LAYERS[ name ];
	const layer = element( doc, 'div', 'pp-family-layer' );
	layer.id = `playpal-family-${ name }`;
	const title = element( doc, inner ? 'h2' : 'h1', '', heading );
	title.id = `${ layer.id }-title`;
	const help = element( doc, 'p', '', text );
	help.id = `${ layer.id }-${ helpId }`;
	layer.setAttribute( 'role', role );
	layer.setAttribute( 'aria-modal', 'true' );
	layer.setAttribute( 'aria-labelledby', title.id );
	layer.setAttribute( 'aria-describedby', help.id );
	const box = element( doc, inner ? 'div' : 'main', 'pp-family-box' );
	return { layer, box, title, help };
}
