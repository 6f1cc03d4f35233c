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
