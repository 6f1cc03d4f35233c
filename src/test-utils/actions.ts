/**
 * The two things screen tests do most: press a button and type into a
 * labelled field, found the way a person finds them (by role and name, by
 * label), on the whole page or inside one dialog, form or card.
 */

/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/** userEvent itself or a session from userEvent.setup(): both can click and type. */
interface User {
	click: ( element: Element ) => Promise< void >;
	type: ( element: Element, text: string ) => Promise< void >;
}

function scoped( scope?: HTMLElement ) {
	return scope ? within( scope ) : screen;
}

/**
 * Clicks the button named `name`.
 *
 * @param user  userEvent, or the test's session of it.
 * @param name  The button's accessible name.
 * @param scope Where to look; the whole page when left out.
 */
export function press(
	user: User,
	name: string | RegExp,
	scope?: HTMLElement
): Promise< void > {
	return user.click( scoped( scope ).getByRole( 'button', { name } ) );
}

/**
 * Types `text` into the field labelled `label`.
 *
 * @param user  userEvent, or the test's session of it.
 * @param label The field's label.
 * @param text  What to type.
 * @param scope Where to look; the whole page when left out.
 */
export function typeInto(
	user: User,
	label: string | RegExp,
	text: string,
	scope?: HTMLElement
): Promise< void > {
	return user.type( scoped( scope ).getByLabelText( label ), text );
}
