/**
 * Blog (/blog): topic filters (All plus the categories of the loaded posts),
 * the article cards, and the empty state "More Articles Coming Soon!".
 *
 * The old product only logged a failed load and left the page blank; here the
 * person is told, and can try again.
 */

/**
 * External dependencies
 */
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Empty, LoadState, VisuallyHidden } from '../../components';
import { pageTitle, useDocumentHead } from '../../lib/document-head';
import { useBlogPosts } from './api/get-posts';
import { BlogCard } from './components/BlogCard';
import { TopicFilter } from './components/TopicFilter';
import { categoryName, featuredImage } from './post-fields';

const Page = styled.div`
	max-width: 80rem;
	margin: 0 auto;
	padding: 3rem 1rem 4rem;
`;

const Intro = styled.header`
	max-width: 44rem;
	margin: 0 auto 2rem;
	text-align: center;

	h1 {
		margin: 0 0 0.75rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 2.25rem, 5vw, 3.25rem );
	}

	p {
		margin: 0 0 1.5rem;
		color: var( --pp-color-muted-foreground );
		font-size: 1.1875rem;
	}
`;

const Actions = styled.div`
	display: flex;
	flex-wrap: wrap;
	justify-content: center;
	gap: 0.75rem;

	&:empty {
		display: none;
	}
`;

const Grid = styled.ul`
	display: grid;
	grid-template-columns: repeat( auto-fill, minmax( 18rem, 1fr ) );
	gap: 1.5rem;
	margin: 0;
	padding: 0;
	list-style: none;

	& > li {
		display: flex;
	}

	& > li > * {
		flex: 1;
	}
`;

const Placeholder = styled.li`
	height: 24rem;
	border-radius: calc( var( --pp-radius ) * 2 );
	background: var( --pp-color-muted );
	animation: pp-blog-pulse 1.5s ease-in-out infinite;

	@keyframes pp-blog-pulse {
		50% {
			opacity: 0.5;
		}
	}

	@media ( prefers-reduced-motion: reduce ) {
		animation: none;
	}
`;

export interface BlogScreenProps {
	/** The Subscribe button (the sign-ups feature supplies it). */
	subscribe?: ReactNode;
	/** A button opening the cart sheet (the shop feature supplies it). */
	cartButton?: ReactNode;
}

export function BlogScreen( { subscribe, cartButton }: BlogScreenProps ) {
	useDocumentHead( {
		title: pageTitle( __( 'Blog', 'playpal' ) ),
		description: __(
			'Parenting tips, printable play ideas and family technology from PlayPal.',
			'playpal'
		),
		canonicalPath: '/blog',
	} );

	const { data: posts, error, mutate } = useBlogPosts();
	const [ topic, setTopic ] = useState< string | null >( null );

	useEffect( () => {
		if ( error ) {
			// eslint-disable-next-line no-console
			console.error( 'Failed to load blog posts:', error );
		}
	}, [ error ] );

	const topics = useMemo(
		() =>
			Array.from(
				new Set( ( posts ?? [] ).map( categoryName ).filter( Boolean ) )
			),
		[ posts ]
	);
	const shown = useMemo(
		() =>
			( posts ?? [] ).filter(
				( post ) => topic === null || categoryName( post ) === topic
			),
		[ posts, topic ]
	);

	// The first picture on the screen is its largest paint: only it loads at high priority.
	const firstImage = shown.findIndex(
		( post ) => featuredImage( post ) !== null
	);

	const body = (
		<LoadState
			data={ posts }
			error={ error }
			onRetry={ () => void mutate() }
			// Not SWR's `isLoading`: it counts the posts embedded in the page as not loaded yet.
			loading={
				<Grid aria-busy="true">
					<VisuallyHidden role="status">
						{ __( 'Loading articles…', 'playpal' ) }
					</VisuallyHidden>
					{ [ 0, 1, 2 ].map( ( index ) => (
						<Placeholder key={ index } aria-hidden="true" />
					) ) }
				</Grid>
			}
			failed={ {
				title: __( 'We couldn’t load the articles', 'playpal' ),
				message: __(
					'Please check your connection and try again.',
					'playpal'
				),
			} }
			isEmpty={ ( loaded ) => loaded.length === 0 }
			empty={
				<Empty
					title={ __( 'More Articles Coming Soon!', 'playpal' ) }
					message={ __(
						'We’re writing new stories, tips and play ideas for your family.',
						'playpal'
					) }
				/>
			}
		>
			{ () => (
				<>
					<TopicFilter
						topics={ topics }
						selected={ topic }
						onSelect={ setTopic }
					/>
					<Grid>
						{ shown.map( ( post, index ) => (
							<li key={ post.id }>
								<BlogCard
									post={ post }
									priority={ index === firstImage }
								/>
							</li>
						) ) }
					</Grid>
				</>
			) }
		</LoadState>
	);

	return (
		<Page>
			<Intro>
				<h1>{ __( 'The PlayPal Blog', 'playpal' ) }</h1>
				<p>
					{ __(
						'Parenting tips, printable play ideas and family technology, from our family to yours.',
						'playpal'
					) }
				</p>
				<Actions>
					{ subscribe }
					{ cartButton }
				</Actions>
			</Intro>
			{ body }
		</Page>
	);
}

export default BlogScreen;
