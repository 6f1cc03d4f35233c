/**
 * The Play Ideas hub (/play-ideas, SPEC §2): category filter buttons and
 * activity cards with category, difficulty, age range, read time, the first
 * 3 materials then "+N more", author, and a Shareable badge for ideas that
 * may go through Play It Forward. Share Your Idea and Submit Your Idea are
 * shown but do nothing yet, and say so; a link leads to /create-it-forward.
 */

/**
 * External dependencies
 */
import { useState } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../../components/AppLink';
import {
	Badge,
	ButtonLink,
	Empty,
	Muted,
	PageActions,
} from '../../../components';
import { usePlayIdeas } from '../api/get-play-ideas';
import { CommunityPage, LoadAnswer } from '../components/CommunityPage';
import { ComingSoonButton } from '../components/ComingSoonButton';
import { FilterButtons } from '../components/FilterButtons';
import { Card, CardGrid, MetaRow, rowList } from '../components/layout';
import { Picture } from '../components/Picture';
import { agesLabel } from '../ages-label';
import { formatLongDate } from '../../../lib/format';
import { firstOf, IDEA_MATERIALS } from '../limits';
import type { Difficulty, PlayIdea } from '../types';

const ALL = '';

const Materials = styled.div`
	font-size: 0.875rem;

	h4 {
		margin: 0 0 0.25rem;
		font-size: 0.875rem;
	}

	ul {
		${ rowList }
		gap: 0.375rem;
	}

	li {
		padding: 0.125rem 0.5rem;
		border-radius: var( --pp-radius );
		background: var( --pp-color-muted );
	}
`;

const CreatorBand = styled.section`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	justify-content: space-between;
	gap: 1rem;
	margin-top: 3rem;
	padding: 1.5rem;
	border-radius: calc( var( --pp-radius ) * 2 );
	background: var( --pp-color-secondary );
	color: var( --pp-color-secondary-foreground );

	h2 {
		margin: 0 0 0.25rem;
		font-family: var( --pp-font-heading );
		font-size: 1.375rem;
	}

	p {
		margin: 0;
	}
`;

/**
 * @param difficulty Difficulty value.
 */
export function difficultyLabel( difficulty: Difficulty ): string {
	return (
		new Map( [
			[ 'medium', __( 'Medium', 'playpal' ) ],
			[ 'advanced', __( 'Advanced', 'playpal' ) ],
		] ).get( difficulty ) ?? __( 'Easy', 'playpal' )
	);
}

export function IdeaCard( { idea }: { idea: PlayIdea } ) {
	const { shown, more } = firstOf( idea.materialsNeeded, IDEA_MATERIALS );
	return (
		<li>
			<Card data-testid="play-idea">
				<Picture src={ idea.image } alt="" />
				<MetaRow>
					<Badge variant="secondary">{ idea.category }</Badge>
					{ idea.playItForwardEligible && (
						<Badge>{ __( 'Shareable', 'playpal' ) }</Badge>
					) }
				</MetaRow>
				<h3>{ idea.title }</h3>
				<p>{ idea.excerpt }</p>
				<MetaRow>
					<Badge variant="outline">
						{ difficultyLabel( idea.difficulty ) }
					</Badge>
					<span>{ agesLabel( idea.ageRange ) }</span>
					<span aria-hidden="true">·</span>
					<span>
						{ sprintf(
							/* translators: %d: minutes. */
							_n(
								'%d min read',
								'%d min read',
								idea.readTime,
								'playpal'
							),
							idea.readTime
						) }
					</span>
				</MetaRow>
				{ shown.length > 0 && (
					<Materials>
						<h4>{ __( 'Materials needed', 'playpal' ) }</h4>
						<ul>
							{ shown.map( ( material, index ) => (
								<li key={ `${ index }-${ material }` }>
									{ material }
								</li>
							) ) }
							{ more > 0 && (
								<li>
									{ sprintf(
										/* translators: %d: number of materials not listed. */
										__( '+%d more', 'playpal' ),
										more
									) }
								</li>
							) }
						</ul>
					</Materials>
				) }
				<Muted>
					{ sprintf(
						/* translators: 1: author's name, 2: date. */
						__( 'By %1$s · %2$s', 'playpal' ),
						idea.author,
						formatLongDate( idea.date )
					) }
				</Muted>
			</Card>
		</li>
	);
}

function Ideas() {
	return (
		<LoadAnswer
			answer={ usePlayIdeas() }
			loading={ __( 'Loading play ideas…', 'playpal' ) }
			failed={ { title: __( 'Play ideas didn’t load', 'playpal' ) } }
			isEmpty={ ( answer ) => answer.ideas.length === 0 }
			empty={
				<Empty
					title={ __( 'New Ideas Coming Soon', 'playpal' ) }
					message={ __(
						'Fresh play ideas are on their way. Check back soon!',
						'playpal'
					) }
				/>
			}
		>
			{ ( answer ) => <IdeaList ideas={ answer.ideas } /> }
		</LoadAnswer>
	);
}

/**
 * The ideas with their category filter.
 *
 * @param props       Props.
 * @param props.ideas Every idea (at least one).
 */
function IdeaList( { ideas }: { ideas: PlayIdea[] } ) {
	const [ category, setCategory ] = useState( ALL );
	const categories = [ ...new Set( ideas.map( ( i ) => i.category ) ) ];
	const shown =
		category === ALL
			? ideas
			: ideas.filter( ( idea ) => idea.category === category );

	return (
		<>
			<FilterButtons
				label={ __( 'Filter by category', 'playpal' ) }
				options={ [
					{ value: ALL, label: __( 'All', 'playpal' ) },
					...categories.map( ( c ) => ( { value: c, label: c } ) ),
				] }
				selected={ category }
				onSelect={ setCategory }
			/>
			<CardGrid aria-label={ __( 'Play ideas', 'playpal' ) }>
				{ shown.map( ( idea ) => (
					<IdeaCard key={ idea.id } idea={ idea } />
				) ) }
			</CardGrid>
		</>
	);
}

export function PlayIdeasScreen() {
	return (
		<CommunityPage
			title={ __( 'Play Ideas', 'playpal' ) }
			description={ __(
				'Hands-on play ideas for children: STEM adventures, sensory play, creative building and more, with materials, age ranges and difficulty.',
				'playpal'
			) }
			lead={ __(
				'Simple, hands-on activities from parents, teachers and creators. Pick a category and start playing.',
				'playpal'
			) }
			actions={
				<ComingSoonButton>
					{ __( 'Share Your Idea', 'playpal' ) }
				</ComingSoonButton>
			}
		>
			<Ideas />
			<CreatorBand aria-labelledby="play-ideas-creators">
				<div>
					<h2 id="play-ideas-creators">
						{ __( 'Got a great play idea?', 'playpal' ) }
					</h2>
					<p>
						{ __(
							'Turn it into a printable and share it with families through Create It Forward.',
							'playpal'
						) }
					</p>
				</div>
				<PageActions>
					<ComingSoonButton variant="outline">
						{ __( 'Submit Your Idea', 'playpal' ) }
					</ComingSoonButton>
					<ButtonLink as={ Link } to="/create-it-forward">
						{ __( 'Learn about Create It Forward', 'playpal' ) }
					</ButtonLink>
				</PageActions>
			</CreatorBand>
		</CommunityPage>
	);
}

export default PlayIdeasScreen;
