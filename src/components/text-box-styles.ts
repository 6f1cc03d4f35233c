/**
 * The look of a text box (an input, a select, a textarea) on the page
 * background, for forms that style their boxes themselves. Colours come from
 * the design tokens' CSS variables only.
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
