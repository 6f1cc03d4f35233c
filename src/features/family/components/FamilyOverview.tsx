/**
 * The parent's view: per child, the minutes played today and this week, and
 * each Appadoo played with its progress and when it was last played (GET
 * /family/overview). Loading, did-not-load and nothing-played-yet each have
 * their own state.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Card, LoadState, Muted } from '../../../components';
import { useOverview } from '../api/family-api';
import type { Overview, OverviewAppadoo, OverviewChild } from '../types';

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
			<h4 id={ headingId }>
				{ sprintf(
					/* translators: %s: child's nickname. */
					__( 'Play time for %s', 'playpal' ),
					child.nickname
				) }
			</h4>
			<dl>
				<dt>{ __( 'Today', 'playpal' ) }</dt>
				<dd>{ minutesText( child.today.playedSeconds ) }</dd>
				<dt>{ __( 'This week', 'playpal' ) }</dt>
				<dd>{ minutesText( child.weekSeconds ) }</dd>
			</dl>
			{ 0 === child.appadoos.length ? (
				<Muted>{ __( 'No Appadoos played yet.', 'playpal' ) }</Muted>
			) : (
				<table>
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
				</table>
			) }
		</Card>
	);
}

export function FamilyOverview() {
	const { data, error, mutate } = useOverview();
	return (
		<section aria-labelledby="pp-family-overview-title">
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
					<Muted>
						{ __(
							'Add a child to see their play time here.',
							'playpal'
						) }
					</Muted>
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
		</section>
	);
}
