/**
 * The PlayBoard (/forum, SPEC §2 Forum): category tabs All, General Play,
 * Appadoo, Create Forward, Parent Tech; discussions with pinned and VIP
 * markers; a sidebar with stats, categories and the community guidelines.
 * New Post and sort-by-popular are shown but do nothing yet, and say so.
 */

/**
 * External dependencies
 */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Badge,
	Empty,
	Tabs,
	TabsContent,
	TabsList,
	TabsTrigger,
} from '../../../components';
import { useForum } from '../api/get-forum';
import { CommunityPage, LoadAnswer } from '../components/CommunityPage';
import { ComingSoonButton } from '../components/ComingSoonButton';
import { Card, MetaRow } from '../components/layout';
import { formatCount, formatLongDate } from '../../../lib/format';
import type { Forum, ForumCategory, ForumPost } from '../types';

/** The value of the All tab. */
export const ALL = 'all';

const Columns = styled.div`
	display: grid;
	gap: 2rem;
	align-items: start;

	@media ( min-width: 60rem ) {
		grid-template-columns: minmax( 0, 1fr ) 20rem;
	}
`;

const Scroll = styled.div`
	overflow-x: auto;
	margin-bottom: 1rem;
`;

const PostList = styled.ol`
	display: grid;
	gap: 1rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;

const Sidebar = styled.aside`
	display: grid;
	gap: 1.5rem;

	h2 {
		margin: 0 0 0.75rem;
		font-family: var( --pp-font-heading );
		font-size: 1.125rem;
	}

	ul,
	dl {
		margin: 0;
		padding: 0;
		list-style: none;
	}
`;

const Stats = styled.dl`
	display: grid;
	grid-template-columns: 1fr 1fr;
	gap: 0.75rem;

	div {
		padding: 0.75rem;
		border-radius: var( --pp-radius );
		background: var( --pp-color-muted );
	}

	dt {
		color: var( --pp-color-muted-foreground );
		font-size: 0.8125rem;
	}

	dd {
		margin: 0;
		font-size: 1.375rem;
		font-weight: 700;
	}
`;

const CategoryItem = styled.li`
	padding: 0.5rem 0;
	border-bottom: 1px solid var( --pp-color-border );

	&:last-child {
		border-bottom: 0;
	}

	strong {
		margin-right: 0.5rem;
	}

	p {
		margin: 0.25rem 0;
		color: var( --pp-color-muted-foreground );
		font-size: 0.875rem;
	}
`;

const Guidelines = styled.ul`
	display: grid;
	gap: 0.5rem;
	font-size: 0.9375rem;

	&& {
		padding-left: 1.25rem;
		list-style: disc;
	}
`;

const VipNotice = styled.p`
	display: flex;
	align-items: center;
	gap: 0.5rem;
	margin: 0 0 1rem;
	padding: 0.75rem 1rem;
	border-radius: var( --pp-radius );
	background: var( --pp-color-accent );
	color: var( --pp-color-accent-foreground );
`;

/**
 * Pinned first, then the most recently active.
 *
 * @param posts Posts.
 */
export function sortPosts( posts: ForumPost[] ): ForumPost[] {
	return [ ...posts ].sort( ( a, b ) => {
		if ( a.isPinned !== b.isPinned ) {
			return a.isPinned ? -1 : 1;
		}
		return b.lastActivity.localeCompare( a.lastActivity );
	} );
}

function PostItem( {
	post,
	categoryName,
}: {
	post: ForumPost;
	categoryName: string;
} ) {
	return (
		<li>
			<Card data-testid="forum-post">
				<MetaRow>
					{ post.isPinned && (
						<Badge variant="secondary">
							{ __( 'Pinned', 'playpal' ) }
						</Badge>
					) }
					{ post.isVIP && <Badge>{ __( 'VIP', 'playpal' ) }</Badge> }
					{ categoryName && (
						<Badge variant="outline">{ categoryName }</Badge>
					) }
				</MetaRow>
				<h3>{ post.title }</h3>
				<p>{ post.excerpt }</p>
				<MetaRow>
					<span>
						{ sprintf(
							/* translators: %s: author's name. */
							__( 'by %s', 'playpal' ),
							post.author
						) }
					</span>
					<span aria-hidden="true">·</span>
					<span>
						{ sprintf(
							/* translators: %s: number of replies. */
							_n(
								'%s reply',
								'%s replies',
								post.replies,
								'playpal'
							),
							formatCount( post.replies )
						) }
					</span>
					<span aria-hidden="true">·</span>
					<span>
						{ sprintf(
							/* translators: %s: date of the last reply. */
							__( 'Last activity %s', 'playpal' ),
							formatLongDate( post.lastActivity )
						) }
					</span>
				</MetaRow>
			</Card>
		</li>
	);
}

// One card of the sidebar, named by its heading.
function SidebarCard( props: {
	id: string;
	title: string;
	children: ReactNode;
} ) {
	return (
		<Card as="section" aria-labelledby={ props.id }>
			<h2 id={ props.id }>{ props.title }</h2>
			{ props.children }
		</Card>
	);
}

function ForumSidebar( { categories }: { categories: ForumCategory[] } ) {
	const discussions = categories.reduce( ( sum, c ) => sum + c.postCount, 0 );
	const members = categories.reduce( ( sum, c ) => sum + c.memberCount, 0 );
	return (
		<Sidebar aria-label={ __( 'About The PlayBoard', 'playpal' ) }>
			<SidebarCard
				id="playboard-stats"
				title={ __( 'Community stats', 'playpal' ) }
			>
				<Stats>
					<div>
						<dt>{ __( 'Discussions', 'playpal' ) }</dt>
						<dd>{ formatCount( discussions ) }</dd>
					</div>
					<div>
						<dt>{ __( 'Members', 'playpal' ) }</dt>
						<dd>{ formatCount( members ) }</dd>
					</div>
				</Stats>
			</SidebarCard>
			<SidebarCard
				id="playboard-categories"
				title={ __( 'Categories', 'playpal' ) }
			>
				<ul>
					{ categories.map( ( category ) => (
						<CategoryItem key={ category.id }>
							<strong>{ category.name }</strong>
							{ category.isVIPOnly && (
								<Badge size="sm">
									{ __( 'VIP only', 'playpal' ) }
								</Badge>
							) }
							<p>{ category.description }</p>
							<MetaRow>
								{ sprintf(
									/* translators: 1: number of posts, 2: number of members. */
									__(
										'%1$s posts · %2$s members',
										'playpal'
									),
									formatCount( category.postCount ),
									formatCount( category.memberCount )
								) }
							</MetaRow>
						</CategoryItem>
					) ) }
				</ul>
			</SidebarCard>
			<SidebarCard
				id="playboard-guidelines"
				title={ __( 'Community guidelines', 'playpal' ) }
			>
				<Guidelines>
					<li>
						{ __(
							'Be kind and welcoming: every family plays differently.',
							'playpal'
						) }
					</li>
					<li>
						{ __(
							'Keep children safe: never share their full names, schools or where you live.',
							'playpal'
						) }
					</li>
					<li>
						{ __(
							'Share what worked and what didn’t. Honest tips help everyone.',
							'playpal'
						) }
					</li>
					<li>
						{ __(
							'Credit creators and respect their work.',
							'playpal'
						) }
					</li>
					<li>
						{ __(
							'Tell the PlayPal team about anything that worries you.',
							'playpal'
						) }
					</li>
				</Guidelines>
			</SidebarCard>
		</Sidebar>
	);
}

function Board() {
	return (
		<LoadAnswer
			answer={ useForum() }
			loading={ __( 'Loading discussions…', 'playpal' ) }
			failed={ { title: __( 'The PlayBoard didn’t load', 'playpal' ) } }
		>
			{ ( answer ) => <BoardContent data={ answer } /> }
		</LoadAnswer>
	);
}

/**
 * The discussions by category, and the sidebar.
 *
 * @param props      Props.
 * @param props.data The forum answer.
 */
function BoardContent( { data }: { data: Forum } ) {
	const [ tab, setTab ] = useState( ALL );

	const names = new Map( data.categories.map( ( c ) => [ c.id, c.name ] ) );
	const posts = sortPosts( data.posts );
	const tabs = [
		{ value: ALL, label: __( 'All', 'playpal' ), vip: false },
		...data.categories.map( ( c ) => ( {
			value: c.id,
			label: c.name,
			vip: c.isVIPOnly,
		} ) ),
	];

	return (
		<Columns>
			<Tabs value={ tab } onValueChange={ setTab }>
				<Scroll>
					<TabsList
						aria-label={ __( 'Forum categories', 'playpal' ) }
					>
						{ tabs.map( ( item ) => (
							<TabsTrigger
								key={ item.value }
								value={ item.value }
							>
								{ item.label }
							</TabsTrigger>
						) ) }
					</TabsList>
				</Scroll>
				{ tabs.map( ( item ) => {
					const shown =
						item.value === ALL
							? posts
							: posts.filter(
									( p ) => p.category === item.value
								);
					return (
						<TabsContent key={ item.value } value={ item.value }>
							{ item.vip && (
								<VipNotice>
									<Badge>{ __( 'VIP', 'playpal' ) }</Badge>
									{ __(
										'This category is for VIP members.',
										'playpal'
									) }
								</VipNotice>
							) }
							{ shown.length === 0 ? (
								<Empty
									title={ __(
										'No discussions yet',
										'playpal'
									) }
									message={ __(
										'Conversations in this category will appear here.',
										'playpal'
									) }
								/>
							) : (
								<PostList
									aria-label={ __(
										'Discussions',
										'playpal'
									) }
								>
									{ shown.map( ( post ) => (
										<PostItem
											key={ post.id }
											post={ post }
											categoryName={
												names.get( post.category ) ?? ''
											}
										/>
									) ) }
								</PostList>
							) }
						</TabsContent>
					);
				} ) }
			</Tabs>
			<ForumSidebar categories={ data.categories } />
		</Columns>
	);
}

export function ForumScreen() {
	return (
		<CommunityPage
			title={ __( 'The PlayBoard', 'playpal' ) }
			description={ __(
				'The PlayBoard is the PlayPal community forum: parents, teachers and creators share play ideas, Appadoo tips and parent-tech advice.',
				'playpal'
			) }
			lead={ __(
				'Swap play ideas, ask questions and cheer each other on with parents, teachers and creators.',
				'playpal'
			) }
			actions={
				<>
					<ComingSoonButton variant="outline">
						{ __( 'Sort by popular', 'playpal' ) }
					</ComingSoonButton>
					<ComingSoonButton>
						{ __( 'New Post', 'playpal' ) }
					</ComingSoonButton>
				</>
			}
		>
			<Board />
		</CommunityPage>
	);
}

export default ForumScreen;
