/**
 * The host page's "Time for a break!" screen when a child's play time for
 * today is used up: it covers the package (whose own runtime pauses its
 * media), suggests a printable from the family's kits — print instead of
 * screen — and lets a grown-up add 10 minutes with the parent PIN. The PIN
 * field lives here, in the host page, never inside the package's frame.
 */

/**
 * Internal dependencies
 */
import type { FamilyChild, FamilyConfig } from './family-config';
import { element, familyLayer, type FamilyStrings } from './family-ui';
import { pinForm, type PinResult } from './pin-result';

export type { PinResult } from './pin-result';

export interface BreakScreenOptions {
	doc: Document;
	child: FamilyChild;
	printable: FamilyConfig[ 'printable' ];
	strings: FamilyStrings;
	/** Sends the PIN (POST …/extra-time). */
	askForTime: ( pin: string ) => Promise< PinResult >;
	/**
	 * Another child will play: the host asks the parent's PIN first (parent-gate.ts)
	 * and removes this screen once the chooser shows.
	 */
	onSomeoneElse: ( opener: HTMLElement ) => void;
}

/**
 * Shows the screen; answers the element (the caller removes it when time is added).
 * @param options
 */
export function showBreakScreen( options: BreakScreenOptions ): HTMLElement {
	const { doc, child, printable, strings } = options;
	const { layer, box, title, help } = familyLayer(
		doc,
		'break',
		strings.breakTitle,
		strings.breakMessage.replace( '%s', child.nickname )
	);

	// Print instead of screen.
	const print = element( doc, 'section' );
	print.setAttribute( 'aria-labelledby', 'playpal-family-print-title' );
	const printTitle = element( doc, 'h2', '', strings.printTitle );
	printTitle.id = 'playpal-family-print-title';
	const suggestion = element( doc, 'p' );
	suggestion.setAttribute(
		'data-playpal-printable',
		printable ? 'kit' : 'generic'
	);
	if ( printable ) {
		const link = element(
			doc,
			'a',
			'',
			strings.printLink.replace( '%s', printable.name )
		);
		link.href = printable.url;
		link.target = '_top';
		suggestion.appendChild( link );
	} else {
		suggestion.textContent = strings.printGeneric;
	}
	print.append( printTitle, suggestion );

	// A grown-up's PIN adds 10 minutes.
	const actions = element( doc, 'div', 'pp-family-actions' );
	const ask = element( doc, 'button', '', strings.askGrownUp );
	ask.type = 'button';
	ask.setAttribute( 'aria-expanded', 'false' );
	ask.setAttribute( 'aria-controls', 'playpal-family-pin-form' );
	const someoneElse = element( doc, 'button', '', strings.someoneElse );
	someoneElse.type = 'button';
	someoneElse.addEventListener( 'click', () =>
		options.onSomeoneElse( someoneElse )
	);
	actions.append( ask, someoneElse );

	const { form, label, input, submit, error } = pinForm( doc, strings, {
		submit: strings.addTime,
		errorId: 'playpal-family-pin-error',
		offline: strings.offline,
		failed: strings.pinFailed,
		check: options.askForTime,
	} );
	form.id = 'playpal-family-pin-form';
	form.hidden = true;
	form.append( label, submit );
	ask.addEventListener( 'click', () => {
		form.hidden = false;
		ask.setAttribute( 'aria-expanded', 'true' );
		input.focus();
	} );

	box.append( title, help, print, actions, form, error );
	layer.appendChild( box );
	doc.body.appendChild( layer );
	ask.focus();
	return layer;
}
