/**
 * Field styles of the sign-up forms.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * Internal dependencies
 */
import { textBoxStyles } from '../../../components/text-box-styles';

export const Fields = styled.div`
	display: grid;
	gap: 1rem;

	@media ( min-width: 36rem ) {
		grid-template-columns: 1fr 1fr;
	}
`;

export const Field = styled.div< { $wide?: boolean } >`
	display: grid;
	gap: 0.375rem;
	grid-column: ${ ( { $wide } ) => ( $wide ? '1 / -1' : 'auto' ) };

	label {
		font-size: 0.875rem;
		font-weight: 600;
	}

	input,
	textarea {
		box-sizing: border-box;
		${ textBoxStyles }
	}

	input:focus-visible,
	textarea:focus-visible {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}
`;

/** Off-screen and out of the accessibility tree: only bots fill it. */
export const Honeypot = styled.div`
	position: absolute;
	left: -10000px;
	width: 1px;
	height: 1px;
	overflow: hidden;
`;

export const Consent = styled.p`
	margin: 0;
	color: var( --pp-color-muted-foreground );
	font-size: 0.8125rem;
`;

export const Banner = styled.div< { $tone: 'error' | 'success' } >`
	padding: 0.75rem 1rem;
	border-radius: var( --pp-radius );
	border: 1px solid
		${ ( { $tone } ) =>
			$tone === 'error'
				? 'var( --pp-color-destructive )'
				: 'var( --pp-color-primary )' };
	background: ${ ( { $tone } ) =>
		$tone === 'error'
			? 'color-mix( in srgb, var( --pp-color-destructive ) 10%, transparent )'
			: 'color-mix( in srgb, var( --pp-color-primary ) 10%, transparent )' };
	color: var( --pp-color-foreground );

	&:focus {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}
`;

export const Form = styled.form`
	position: relative;
	display: grid;
	gap: 1rem;
`;
