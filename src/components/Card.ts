/**
 * A card: a bordered box on the card colour holding one thing (a product, a
 * post, a figure, a setting). Headings inside use the heading font; its
 * paragraphs sit flush. Colours come from the design tokens' CSS variables.
 */

/**
 * External dependencies
 */
import styled, { css } from 'styled-components';

/** The card's look, for a card that is another element (an article, a link). */
export const cardStyles = css`
	display: flex;
	flex-direction: column;
	gap: 0.75rem;
	height: 100%;
	box-sizing: border-box;
	padding: 1.25rem;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 1.5 );
	background: var( --pp-color-card );
	color: var( --pp-color-card-foreground );

	h3,
	h4 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.125rem;
	}

	p {
		margin: 0;
	}
`;

export const Card = styled.div`
	${ cardStyles }
`;
