/**
 * The look of the "×" button in the corner of a dialog, a sheet or a toast.
 */

/**
 * External dependencies
 */
import { css } from 'styled-components';

/**
 * Internal dependencies
 */
import { focusRing } from './variants';

/**
 * @param inset How far the button sits from the top right corner.
 */
export const cornerClose = ( inset: string ) => css`
	position: absolute;
	top: ${ inset };
	right: ${ inset };
	display: inline-flex;
	padding: 0.25rem;
	border: 0;
	border-radius: var( --pp-radius );
	background: transparent;
	color: inherit;
	opacity: 0.7;
	cursor: pointer;

	&:hover {
		opacity: 1;
	}

	${ focusRing }
`;
