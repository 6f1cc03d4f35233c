/**
 * "Who's playing?": the host page's list of the parent's children, shown
 * before the package loads (docs/FAMILY.md, "The host page"). The choice is
 * remembered on this device per parent (localStorage) until changed with
 * the bar's "Change" button.
 */

/**
 * Internal dependencies
 */
import type { FamilyChild } from './family-config';
import {
	avatarPicture,
	element,
	familyLayer,
	type FamilyStrings,
} from './family-ui';

export function choiceKey( device: string ): string {
	return `playpal:family:${ device }:child`;
}

/**
 * The child remembered on this device, if still one of the parent's.
 * @param storage  localStorage, or null.
 * @param device   The parent's device key.
 * @param children The parent's children.
 */
export function rememberedChild(
	storage: Storage | null,
	device: string,
	children: FamilyChild[]
): FamilyChild | null {
	try {
		const id = storage?.getItem( choiceKey( device ) );
		return children.find( ( child ) => child.id === id ) ?? null;
	} catch {
		return null;
	}
}

export function rememberChild(
	storage: Storage | null,
	device: string,
	child: FamilyChild
): void {
	try {
		storage?.setItem( choiceKey( device ), child.id );
	} catch {
		// Not remembered: the page asks again next time.
	}
}

/**
 * Shows the chooser; calls `onChoose` once with the child picked, then removes itself.
 *
 * @param doc      The host page.
 * @param children The parent's children.
 * @param strings  Texts.
 * @param onChoose What happens next.
 */
export function showChooser(
	doc: Document,
	children: FamilyChild[],
	strings: FamilyStrings,
	onChoose: ( child: FamilyChild ) => void
): HTMLElement {
	const { layer, box, title, help } = familyLayer(
		doc,
		'chooser',
		strings.whoTitle,
		strings.whoHelp
	);
	const list = element( doc, 'ul', 'pp-family-children' );
	list.setAttribute( 'aria-labelledby', title.id );
	children.forEach( ( child ) => {
		const item = element( doc, 'li' );
		const button = element( doc, 'button' );
		button.type = 'button';
		button.setAttribute( 'data-playpal-child', child.id );
		const picture = element(
			doc,
			'span',
			'pp-family-avatar',
			avatarPicture( child.avatar )
		);
		picture.setAttribute( 'aria-hidden', 'true' );
		button.append( picture, element( doc, 'span', '', child.nickname ) );
		button.addEventListener( 'click', () => {
			layer.remove();
			onChoose( child );
		} );
		item.appendChild( button );
		list.appendChild( item );
	} );
	box.append( title, help, list );
	layer.appendChild( box );
	doc.body.appendChild( layer );
	( list.querySelector( 'button' ) as HTMLButtonElement | null )?.focus();
	return layer;
}

/**
 * The small bar naming who is playing, with its "Change" button.
 *
 * @param doc      The host page.
 * @param child    Who is playing.
 * @param strings  Texts.
 * @param onChange What "Change" does.
 */
export function showPlayingBar(
	doc: Document,
	child: FamilyChild,
	strings: FamilyStrings,
	onChange: () => void
): HTMLElement {
	doc.getElementById( 'playpal-family-bar' )?.remove();
	const bar = element( doc, 'div', 'pp-family-bar' );
	bar.id = 'playpal-family-bar';
	bar.setAttribute( 'role', 'region' );
	bar.setAttribute( 'aria-label', strings.whoTitle );
	const picture = element( doc, 'span', '', avatarPicture( child.avatar ) );
	picture.setAttribute( 'aria-hidden', 'true' );
	const name = element(
		doc,
		'span',
		'',
		strings.playing.replace( '%s', child.nickname )
	);
	const change = element( doc, 'button', '', strings.change );
	change.type = 'button';
	change.setAttribute(
		'aria-label',
		`${ strings.change }: ${ strings.playing.replace( '%s', child.nickname ) }`
	);
	change.addEventListener( 'click', onChange );
	bar.append( picture, name, change );
	doc.body.appendChild( bar );
	return bar;
}
