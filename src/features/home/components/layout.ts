/**
 * Layout primitives shared by the home screen's sections.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export const Container = styled.div`
	max-width: 72rem;
	margin: 0 auto;
	padding: 0 1rem;
`;

export const Section = styled.section`
	padding: 4rem 0;
`;

export const SectionHeading = styled.div`
	max-width: 40rem;
	margin: 0 auto 2.5rem;
	text-align: center;

	h2 {
		margin: 0 0 0.75rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 1.75rem, 3vw, 2.25rem );
	}

	p {
		margin: 0;
		color: var( --pp-color-muted-foreground );
		font-size: 1.0625rem;
	}
`;

export const ButtonRow = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 0.75rem;
`;
