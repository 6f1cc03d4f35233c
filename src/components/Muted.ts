/**
 * A quieter line of text: a hint, a date, a figure's explanation.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export const Muted = styled.p`
	margin: 0;
	color: var( --pp-color-muted-foreground );
	font-size: 0.875rem;
`;
