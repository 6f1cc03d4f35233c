/**
 * Layout primitives shared by the shop's screens.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export const Page = styled.div`
	max-width: 72rem;
	margin: 0 auto;
	padding: 3rem 1rem 4rem;
`;

export const PageHeader = styled.header`
	display: flex;
	flex-wrap: wrap;
	align-items: flex-end;
	justify-content: space-between;
	gap: 1.5rem;
	margin-bottom: 2.5rem;

	h1 {
		margin: 0 0 0.5rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 2rem, 5vw, 2.75rem );
	}

	p {
		margin: 0;
		max-width: 40rem;
		color: var( --pp-color-muted-foreground );
		font-size: 1.0625rem;
	}
`;

export const Actions = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.75rem;
`;

/** A centred message: loading, empty, error, shop closed. */
export const Notice = styled.div`
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
