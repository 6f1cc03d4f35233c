/**
 * Blog post (/blog/:slug): title, date, author, featured image and the block
 * content, with a Back to Blog link. A slug no published post has shows the
 * app's 404 screen (the server already answered 404), passed in as
 * `notFound` because features do not import the app.
 *
 * The old product left a failed load unhandled; here the person is told and
 * can try again.
 */

/**
 * External dependencies
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../components/AppLink';
import { htmlToText } from '../../lib/html-text';
import { imagePriority } from '../../lib/image-priority';
import { Badge, ButtonLink, LoadState } from '../../components';
import { useDocumentHead } from '../../lib/document-head';
import { formatLongDate } from '../../lib/format';
import { usePost } from './api/get-post';
import { PostContent } from './components/PostContent';
import {
	authorName,
	categoryName,
	featuredImage,
	rendered,
} from './post-fields';
import type { ContentItem } from './types';

const Article = styled.article`
	max-width: 48rem;
	margin: 0 auto;
	padding: 2rem 1rem 4rem;
`;

const Back = styled( Link )`
	display: inline-flex;
	margin: 0 0 2rem;
	color: var( --pp-color-primary );
	font-weight: 600;
	text-decoration: none;

	&:hover,
	&:focus-visible {
		text-decoration: underline;
	}
`;

const Header = styled.header`
	margin: 0 0 2rem;

	h1 {
		margin: 0.75rem 0;
		font-family: var( --pp-font-heading );
		font-size: clamp( 2rem, 5vw, 3rem );
	}
`;

const Meta = styled.p`
	display: flex;
	flex-wrap: wrap;
	gap: 0.25rem 1rem;
	margin: 0;
	color: var( --pp-color-muted-foreground );
`;

const Hero = styled.img`
	display: block;
	width: 100%;
	height: auto;
	margin: 0 0 2rem;
	border-radius: calc( var( --pp-radius ) * 2 );
`;

export interface BlogPostScreenProps {
	/** What to show when no published post has the slug (the app's 404 screen). */
	notFound?: ReactNode;
}

function BackToBlog() {
	return <Back to="/blog">{ `← ${ __( 'Back to Blog', 'playpal' ) }` }</Back>;
}

export function BlogPostScreen( { notFound = null }: BlogPostScreenProps ) {
	const { slug = '' } = useParams();
	const { data: post, error, mutate } = usePost( slug );
	const title = post ? htmlToText( rendered( post.title ) ) : '';

	useDocumentHead( {
		// Until the post is here, keep the title the page has (the server
		// printed the post's own on a direct load) rather than flash another.
		title: title
			? `${ title } | ${ __( 'PlayPal', 'playpal' ) }`
			: document.title,
		description: post ? htmlToText( rendered( post.excerpt ) ) : undefined,
		canonicalPath: `/blog/${ slug }`,
	} );

	useEffect( () => {
		if ( error ) {
			// eslint-disable-next-line no-console
			console.error( 'Failed to load the blog post:', error );
		}
	}, [ error ] );

	if ( post === null ) {
		return <>{ notFound }</>;
	}

	return (
		// Not SWR's `isLoading`: it counts the post embedded in the page as not loaded yet.
		<Article aria-busy={ post === undefined && ! error ? true : undefined }>
			<BackToBlog />
			<LoadState
				data={ post }
				error={ error }
				onRetry={ () => void mutate() }
				loading={ __( 'Loading article…', 'playpal' ) }
				failed={ {
					title: __( 'We couldn’t load this article.', 'playpal' ),
					message: null,
				} }
			>
				{ ( found ) => <PostBody post={ found } title={ title } /> }
			</LoadState>
		</Article>
	);
}

/**
 * The post itself: its header, picture, content and the way back.
 *
 * @param props       Props.
 * @param props.post  The post.
 * @param props.title Its title as text.
 */
function PostBody( { post, title }: { post: ContentItem; title: string } ) {
	const image = featuredImage( post );
	const category = categoryName( post );
	const date = formatLongDate( post.date );

	return (
		<>
			<Header>
				{ category && <Badge variant="secondary">{ category }</Badge> }
				<h1>{ title }</h1>
				<Meta>
					{ date && <time dateTime={ post.date }>{ date }</time> }
					<span>{ authorName( post ) }</span>
				</Meta>
			</Header>
			{ image && (
				<Hero
					{ ...image }
					{ ...imagePriority( true ) }
					decoding="async"
				/>
			) }
			<PostContent html={ rendered( post.content ) } />
			<ButtonLink as={ Link } to="/blog" variant="outline">
				{ __( 'Back to Blog', 'playpal' ) }
			</ButtonLink>
		</>
	);
}

export default BlogPostScreen;
