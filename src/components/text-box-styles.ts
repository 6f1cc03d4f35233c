/**
 * A text box's look (input, select, textarea) on the page background.
 */

/**
 * External dependencies
 */
import { css } from 'styled-components';

export const textBoxStyles = css`
	width: 100%;
	padding: 0.5rem 0.75rem;
	border: 1px solid var( --pp-color-border );
	border-radius: var( --pp-radius );
	background: var( --pp-color-background );
	color: var( --pp-color-foreground );
	font: inherit;
`;
