/**
 * The parent's view: per child (with their avatar), today's play as a bar
 * against the budget, the minutes played today and this week, and each
 * Appadoo played with its progress and when it was last played (GET
 * /family/overview). Loading, did-not-load and nothing-played-yet each have
 * their own state (the screen kit's).
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
import { Card, Empty, LoadState, Muted } from '../../../components';
import { useOverview } from '../api/family-api';
import type { Overview, OverviewAppadoo, OverviewChild } from '../types';
import { Avatar } from './Avatar';
import { DayBar } from './DayBar';

const Stack = styled.section`
	display: grid;
	gap: 1rem;

	> h3 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.25rem;
	}
`;

const Who = styled.div`
	display: flex;
	align-items: center;
	gap: 0.75rem;
`;

const Figures = styled.dl`
	display: grid;
	grid-template-columns: auto 1fr;
	gap: 0.25rem 1rem;
	margin: 0;

	dt {
		color: var( --pp-color-muted-foreground );
	}

	dd {
		margin: 0;
		font-weight: 600;
	}
`;

const Table = styled.table`
	width: 100%;
	border-collapse: collapse;
	font-size: 0.875rem;

	caption {
		margin-bottom: 0.5rem;
		text-align: start;
		font-weight: 600;
	}

	th,
	td {
		padding: 0.5rem;
		border-bottom: 1px solid var( --pp-color-border );
		text-align: start;
	}
`;

/**
 * Whole minutes of some seconds, in words.
 *
 * @param seconds Seconds.
 */
export function minutesText( seconds: number ): string {
	const minutes = Math.floor( seconds / 60 );
	return sprintf(
		/* translators: %d: minutes. */
		__( '%d min', 'playpal' ),
		minutes
	);
}

/**
 * An Appadoo's progress in words.
 *
 * @param appadoo The Appadoo played.
 */
function progressText( appadoo: OverviewAppadoo ): string {
	const done = appadoo.progress.completed
		? __( 'Completed', 'playpal' )
		: __( 'Not completed yet', 'playpal' );
	if ( null === appadoo.progress.score ) {
		return done;
	}
	return sprintf(
		/* translators: 1: completed or not, 2: score. */
		__( '%1$s, score %2$s', 'playpal' ),
		done,
		String( appadoo.progress.score )
	);
}

/**
 * When an Appadoo was last played, in the reader's own date format.
 *
 * @param iso ISO 8601 time, or null.
 */
function lastPlayedText( iso: string | null ): string {
	if ( null === iso ) {
		return __( 'Not yet', 'playpal' );
	}
	return new Date( iso ).toLocaleString( undefined, {
		dateStyle: 'medium',
		timeStyle: 'short',
	} );
}

/**
 * One child's figures and Appadoos.
 *
 * @param props       Props.
 * @param props.child The child's view.
 */
function ChildOverview( { child }: { child: OverviewChild } ) {
	const headingId = `pp-overview-${ child.id }`;
	return (
		<Card as="section" aria-labelledby={ headingId }>
			<Who>
				<Avatar avatar={ child.avatar } />
				<h4 id={ headingId }>
					{ sprintf(
						/* translators: %s: child's nickname. */
						__( 'Play time for %s', 'playpal' ),
						child.nickname
					) }
				</h4>
			</Who>
			<DayBar today={ child.today } nickname={ child.nickname } />
			<Figures>
				<dt>{ __( 'Today', 'playpal' ) }</dt>
				<dd>{ minutesText( child.today.playedSeconds ) }</dd>
				<dt>{ __( 'This week', 'playpal' ) }</dt>
				<dd>{ minutesText( child.weekSeconds ) }</dd>
			</Figures>
			{ 0 === child.appadoos.length ? (
				<Muted>{ __( 'No Appadoos played yet.', 'playpal' ) }</Muted>
			) : (
				<Table>
					<caption>
						{ sprintf(
							/* translators: %s: child's nickname. */
							__( 'Appadoos %s played', 'playpal' ),
							child.nickname
						) }
					</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Appadoo', 'playpal' ) }</th>
							<th scope="col">{ __( 'Time', 'playpal' ) }</th>
							<th scope="col">{ __( 'Progress', 'playpal' ) }</th>
							<th scope="col">
								{ __( 'Last played', 'playpal' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ child.appadoos.map( ( appadoo ) => (
							<tr key={ appadoo.id }>
								<th scope="row">
									{ '' === appadoo.title
										? __( '(untitled)', 'playpal' )
										: appadoo.title }
								</th>
								<td>{ minutesText( appadoo.seconds ) }</td>
								<td>{ progressText( appadoo ) }</td>
								<td>
									{ lastPlayedText( appadoo.lastPlayed ) }
								</td>
							</tr>
						) ) }
					</tbody>
				</Table>
			) }
		</Card>
	);
}

export function FamilyOverview() {
	const { data, error, mutate } = useOverview();
	return (
		<Stack aria-labelledby="pp-family-overview-title">
			<h3 id="pp-family-overview-title">
				{ __( 'Play time and progress', 'playpal' ) }
			</h3>
			<LoadState
				data={ data }
				error={ error }
				onRetry={ () => void mutate() }
				loading={ __( 'Loading play time…', 'playpal' ) }
				failed={ {
					title: __( 'Play time did not load', 'playpal' ),
				} }
				isEmpty={ ( overview: Overview ) =>
					0 === overview.children.length
				}
				empty={
					<Empty
						message={ __(
							'Add a child to see their play time here.',
							'playpal'
						) }
					/>
				}
			>
				{ ( overview: Overview ) => (
					<>
						{ overview.children.map( ( child ) => (
							<ChildOverview key={ child.id } child={ child } />
						) ) }
					</>
				) }
			</LoadState>
		</Stack>
	);
}
