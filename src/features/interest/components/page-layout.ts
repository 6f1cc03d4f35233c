/**
 * Layout of the waitlist pages.
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

export const Hero = styled.section`
	padding: 4rem 0 3rem;
	background: linear-gradient(
		160deg,
		color-mix( in srgb, var( --pp-color-secondary ) 60%, transparent ),
		var( --pp-color-background ) 70%
	);

	h1 {
		margin: 1rem 0 0.75rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 2.25rem, 5vw, 3.5rem );
		line-height: 1.1;
	}

	p {
		max-width: 40rem;
		margin: 0;
		color: var( --pp-color-muted-foreground );
		font-size: 1.125rem;
	}
`;

export const Section = styled.section`
	padding: 3rem 0;

	h2 {
		margin: 0 0 1.5rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 1.5rem, 3vw, 2rem );
	}
`;

export const TwoColumns = styled.div`
	display: grid;
	gap: 2.5rem;
	align-items: start;

	@media ( min-width: 56rem ) {
		grid-template-columns: 1fr 1fr;
	}
`;

export const Card = styled.div`
	padding: 1.5rem;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 2 );
	background: var( --pp-color-card );
	color: var( --pp-color-card-foreground );
`;
