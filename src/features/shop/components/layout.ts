/**
 * Layout primitives shared by the shop's screens.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export { Page, PageHeader, PageActions as Actions } from '../../../components';

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
