/**
 * One article card: image, category badge, long-form date, title, excerpt
 * (HTML stripped), author and a link to /blog/{slug}.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../../components/AppLink';
import { htmlToText } from '../../../lib/html-text';
import { imagePriority } from '../../../lib/image-priority';
import { Badge } from '../../../components';
import { formatLongDate } from '../../../lib/format';
import {
	authorName,
	categoryName,
	featuredImage,
	rendered,
} from '../post-fields';
import type { ContentItem } from '../types';

const Card = styled.article`
	position: relative;
	display: flex;
	flex-direction: column;
	overflow: hidden;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 2 );
	background: var( --pp-color-card );
	color: var( --pp-color-card-foreground );
	transition: box-shadow 0.2s ease;

	&:hover,
	&:focus-within {
		box-shadow: 0 10px 30px -12px var( --pp-color-ring );
	}
`;

const Image = styled.img`
	display: block;
	width: 100%;
	height: auto;
	aspect-ratio: 16 / 9;
	object-fit: cover;
	background: var( --pp-color-muted );
`;

const Body = styled.div`
	display: flex;
	flex: 1;
	flex-direction: column;
	gap: 0.75rem;
	padding: 1.25rem;
`;

const Meta = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.5rem 0.75rem;
	color: var( --pp-color-muted-foreground );
	font-size: 0.875rem;
`;

const Title = styled.h2`
	margin: 0;
	font-family: var( --pp-font-heading );
	font-size: 1.25rem;
	line-height: 1.3;

	a {
		color: inherit;
		text-decoration: none;
	}

	/* The whole card is clickable through the title link. */
	a::after {
		content: '';
		position: absolute;
		inset: 0;
	}

	a:focus-visible {
		outline: none;
	}
`;

const Excerpt = styled.p`
	flex: 1;
	margin: 0;
	color: var( --pp-color-muted-foreground );
`;

const Author = styled.p`
	margin: 0;
	font-size: 0.875rem;
	font-weight: 600;
`;

export interface BlogCardProps {
	post: ContentItem;
	/** The first card's image is the screen's largest paint: it loads first. */
	priority?: boolean;
}

export function BlogCard( { post, priority = false }: BlogCardProps ) {
	const image = featuredImage( post );
	const category = categoryName( post );
	const date = formatLongDate( post.date );
	const title = htmlToText( rendered( post.title ) );

	return (
		<Card data-testid="blog-card">
			{ image && (
				<Image
					{ ...image }
					{ ...imagePriority( priority ) }
					decoding="async"
				/>
			) }
			<Body>
				<Meta>
					{ category && (
						<Badge variant="secondary">{ category }</Badge>
					) }
					{ date && <time dateTime={ post.date }>{ date }</time> }
				</Meta>
				<Title>
					<Link to={ `/blog/${ post.slug }` }>{ title }</Link>
				</Title>
				<Excerpt>{ htmlToText( rendered( post.excerpt ) ) }</Excerpt>
				<Author>
					{ sprintf(
						/* translators: %s: author name. */
						__( 'By %s', 'playpal' ),
						authorName( post )
					) }
				</Author>
			</Body>
		</Card>
	);
}
