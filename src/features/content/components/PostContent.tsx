/**
 * Block-editor content, rendered by WordPress, shown as it looks in the
 * editor: the block library stylesheet supplies each block's layout; the
 * rules here stand in for what the theme's global styles would add (spacing
 * between blocks, column gaps, captions, quotes) in the site's own tokens.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * Internal dependencies
 */
import { useBlockStyles } from '../block-styles';

const Content = styled.div`
	font-size: 1.125rem;
	line-height: 1.75;

	& > * {
		margin-block: 0 1.5rem;
	}

	h2,
	h3,
	h4 {
		margin-block: 2.5rem 1rem;
		font-family: var( --pp-font-heading );
		line-height: 1.25;
	}

	a {
		color: var( --pp-color-primary );
	}

	img {
		max-width: 100%;
		height: auto;
		border-radius: var( --pp-radius );
	}

	figcaption {
		margin-top: 0.5rem;
		color: var( --pp-color-muted-foreground );
		font-size: 0.875rem;
		text-align: center;
	}

	/*
	 * WordPress core's layout definitions (theme.json "layoutDefinitions"),
	 * which it prints with a theme's global styles; the shell keeps those
	 * off the page, and galleries, rows and stacks need them to lay out.
	 */
	.is-layout-flow > * + *,
	.is-layout-constrained > * + * {
		margin-block-start: 1rem;
	}

	.is-layout-flex {
		display: flex;
		flex-wrap: wrap;
		align-items: center;
		gap: 1.5rem;
	}

	.is-layout-flex > :is( *, div ),
	.is-layout-grid > :is( *, div ) {
		margin: 0;
	}

	.is-layout-flex.is-nowrap {
		flex-wrap: nowrap;
	}

	.is-layout-flex.is-vertical {
		flex-direction: column;
		align-items: flex-start;
	}

	.is-layout-flex.is-content-justification-center {
		justify-content: center;
	}

	.is-layout-flex.is-content-justification-right {
		justify-content: flex-end;
	}

	.is-layout-flex.is-content-justification-space-between {
		justify-content: space-between;
	}

	.is-layout-grid {
		display: grid;
		gap: 1.5rem;
	}

	.wp-block-columns {
		gap: 2rem;
	}

	.wp-block-column > :first-child {
		margin-top: 0;
	}

	.wp-block-gallery {
		gap: 1rem;
		--wp--style--unstable-gallery-gap: 1rem;
	}

	.wp-block-quote {
		margin-inline: 0;
		padding: 0.5rem 0 0.5rem 1.5rem;
		border-left: 4px solid var( --pp-color-primary );
		font-size: 1.25rem;
		font-style: italic;
	}

	.wp-block-quote cite {
		display: block;
		margin-top: 0.5rem;
		color: var( --pp-color-muted-foreground );
		font-size: 0.9375rem;
		font-style: normal;
	}

	.wp-block-pullquote {
		border-block: 4px solid var( --pp-color-primary );
	}

	.wp-block-embed iframe {
		max-width: 100%;
	}

	.alignleft {
		float: left;
		margin: 0 2em 1rem 0;
	}

	.alignright {
		float: right;
		margin: 0 0 1rem 2em;
	}

	.aligncenter {
		margin-inline: auto !important;
	}

	&::after {
		content: '';
		display: table;
		clear: both;
	}
`;

export interface PostContentProps {
	/** HTML rendered by WordPress (the_content). */
	html: string;
}

export function PostContent( { html }: PostContentProps ) {
	useBlockStyles();
	return (
		<Content
			// wp-embed-responsive: the block library sizes embeds by their aspect ratio inside it.
			className="entry-content wp-embed-responsive"
			data-testid="post-content"
			// WordPress rendered and filtered this HTML (kses for authors without unfiltered_html).
			dangerouslySetInnerHTML={ { __html: html } }
		/>
	);
}
