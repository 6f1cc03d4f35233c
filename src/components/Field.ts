/**
 * Form fields that look the same on every screen: `Fields` lays them out
 * (one column, two from 36rem), each `Field` holds a label above its input,
 * select or textarea (`$wide` spans the row), and `CheckField` a checkbox
 * with its label beside it. Colours come from the design tokens' CSS
 * variables only.
 */

/**
 * External dependencies
 */
import styled, { css } from 'styled-components';

/**
 * Internal dependencies
 */
import { textBoxStyles } from './text-box-styles';

const control = css`
	${ textBoxStyles }
	box-sizing: border-box;
	min-height: 2.5rem;

	&:focus-visible {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}

	&:disabled {
		opacity: 0.6;
		cursor: not-allowed;
	}
`;

export const Fields = styled.div`
	display: grid;
	gap: 1rem;

	@media ( min-width: 36rem ) {
		grid-template-columns: 1fr 1fr;
	}
`;

export const Field = styled.div< { $wide?: boolean } >`
	display: grid;
	align-content: start;
	gap: 0.375rem;
	grid-column: ${ ( { $wide } ) => ( $wide ? '1 / -1' : 'auto' ) };
	font-family: var( --pp-font-body );

	label {
		color: var( --pp-color-foreground );
		font-size: 0.875rem;
		font-weight: 600;
	}

	input,
	select,
	textarea {
		${ control }
	}
`;

export const CheckField = styled.div`
	display: flex;
	align-items: center;
	gap: 0.5rem;
	font-family: var( --pp-font-body );

	input {
		width: 1.125rem;
		height: 1.125rem;
		margin: 0;
		accent-color: var( --pp-color-primary );
	}

	input:focus-visible {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}

	label {
		color: var( --pp-color-foreground );
		font-weight: 600;
	}
`;
