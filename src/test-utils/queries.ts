/**
 * Queries screen tests repeat when they read a row of tabs, filter buttons
 * or list items in order.
 */

/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import type { ByRoleMatcher } from '@testing-library/react';

/**
 * The text of every element with `role` inside `scope` (the whole page when
 * left out), in document order. Throws, as getAllByRole does, when none is
 * there.
 *
 * @param role  The role to read (tab, button, listitem…).
 * @param scope The element to look in.
 */
export function textsOf(
	role: ByRoleMatcher,
	scope?: HTMLElement
): Array< string | null > {
	const found = scope ? within( scope ) : screen;
	return found.getAllByRole( role ).map( ( element ) => element.textContent );
}

/**
 * The text of every element with `role` inside the one element with role
 * `container` named `name` (a tab list, a group of filter buttons…), in
 * document order.
 *
 * @param container The role of the element to look in.
 * @param name      Its accessible name.
 * @param role      The role to read.
 */
export function textsIn(
	container: ByRoleMatcher,
	name: string,
	role: ByRoleMatcher
): Array< string | null > {
	return textsOf( role, screen.getByRole( container, { name } ) );
}
