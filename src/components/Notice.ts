/**
 * A notice box: a short message (and perhaps its buttons) on the muted
 * background, with a warning border for `$tone="warning"`. Colours come from
 * the design tokens' CSS variables only.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export const Notice = styled.div< { $tone?: 'info' | 'warning' } >`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	justify-content: space-between;
	gap: 0.75rem;
	margin: 0 0 1.5rem;
	padding: 1rem 1.25rem;
	border: 1px solid
		${ ( { $tone } ) =>
			$tone === 'warning'
				? 'var( --pp-color-destructive )'
				: 'var( --pp-color-border )' };
	border-radius: var( --pp-radius );
	background: var( --pp-color-muted );
	color: var( --pp-color-foreground );

	p {
		margin: 0;
	}
`;

/**
 * A centred message in place of a screen's content: loading, empty, did not
 * load, shop closed. A heading (h2) and sentences; the last paragraph (its
 * buttons, usually) sits flush with the bottom.
 */
export const MessageBox = styled.div`
	max-width: 36rem;
	margin: 2rem auto;
	padding: 2.5rem 1.5rem;
	border: 1px dashed var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 2 );
	text-align: center;

	h2 {
		margin: 0 0 0.5rem;
		font-family: var( --pp-font-heading );
		font-size: 1.5rem;
	}

	p {
		margin: 0 0 1.25rem;
		color: var( --pp-color-muted-foreground );
	}

	p:last-child {
		margin-bottom: 0;
	}
`;
