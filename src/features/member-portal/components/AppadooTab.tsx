/**
 * The Appadoo tab (SPEC §2): Open Portal (new tab), the five-layer protection
 * list (all Active) and the person's Appadoos with progress, time spent and
 * last played from their real usage.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Badge,
	ButtonLink,
	Card,
	LoadList,
	Muted,
	Row,
} from '../../../components';
import { withBasePath } from '../../../lib/config';
import { useSaveForOffline } from '../../../lib/offline/save-slot';
import type { MemberAppadoo } from '../types';
import { appadooProgress, formatDate, formatMinutes } from '../utils/format';
import { Progress, Section } from './layout';

function layers(): string[] {
	return [
		__( 'Cognitive', 'playpal' ),
		__( 'Emotional', 'playpal' ),
		__( 'Physical', 'playpal' ),
		__( 'Modular', 'playpal' ),
		__( 'Empowerment', 'playpal' ),
	];
}

export interface AppadooTabProps {
	appadoos: MemberAppadoo[] | undefined;
	failed?: boolean;
	retry?: () => void;
	/** The list is sample data. */
	sample?: boolean;
}

export function AppadooTab( {
	appadoos,
	failed = false,
	retry,
	sample = false,
}: AppadooTabProps ) {
	const SaveForOffline = useSaveForOffline();
	const list = (
		<LoadList
			items={ failed ? undefined : appadoos }
			failed={ failed }
			onRetry={ retry }
			failedMessage={ __(
				'Your Appadoos didn’t load. Please try again.',
				'playpal'
			) }
			loading={ __( 'Loading your Appadoos…', 'playpal' ) }
			empty={ __(
				'You have no Appadoos yet. Open the portal to create your first one.',
				'playpal'
			) }
			aria-label={ __( 'Your Appadoos', 'playpal' ) }
		>
			{ ( appadoo ) => {
				const progress = appadooProgress( appadoo.usage.sessions );
				return (
					<li key={ appadoo.id }>
						<Card>
							<h3>{ appadoo.name }</h3>
							<Muted>{ appadoo.templateName }</Muted>
							<div>
								<Row>
									<span>{ __( 'Progress', 'playpal' ) }</span>
									<span>
										{ sprintf(
											/* translators: %d: percentage. */
											__( '%d%%', 'playpal' ),
											progress
										) }
									</span>
								</Row>
								<Progress
									role="progressbar"
									aria-label={ sprintf(
										/* translators: %s: Appadoo name. */
										__( 'Progress of %s', 'playpal' ),
										appadoo.name
									) }
									aria-valuemin={ 0 }
									aria-valuemax={ 100 }
									aria-valuenow={ progress }
									$value={ progress }
								/>
							</div>
							<p>
								{ sprintf(
									/* translators: %s: time, e.g. 2h 15m. */
									__( 'Time spent: %s', 'playpal' ),
									formatMinutes( appadoo.usage.totalTime )
								) }
							</p>
							<p>
								{ sprintf(
									/* translators: %s: a date. */
									__( 'Last played: %s', 'playpal' ),
									formatDate( appadoo.usage.lastPlayed )
								) }
							</p>
							{ ! sample &&
								! appadoo.sample &&
								SaveForOffline && (
									<SaveForOffline
										target={ {
											kind: 'appadoo',
											appadoo: appadoo.id,
											title: appadoo.name,
										} }
									/>
								) }
						</Card>
					</li>
				);
			} }
		</LoadList>
	);

	return (
		<Section aria-labelledby="member-appadoo-heading">
			<Row>
				<h2 id="member-appadoo-heading">
					{ __( 'Your Appadoos', 'playpal' ) }
				</h2>
				<ButtonLink
					href={ withBasePath( '/appadoo-portal' ) }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ __( 'Open Portal', 'playpal' ) }
				</ButtonLink>
			</Row>
			<Card as="section" aria-labelledby="member-protection-heading">
				<h3 id="member-protection-heading">
					{ __( '5-Layer Protection Status', 'playpal' ) }
				</h3>
				<ul aria-label={ __( 'Protection layers', 'playpal' ) }>
					{ layers().map( ( layer ) => (
						<li key={ layer }>
							<Row>
								<span>{ layer }</span>
								<Badge variant="secondary">
									{ __( 'Active', 'playpal' ) }
								</Badge>
							</Row>
						</li>
					) ) }
				</ul>
			</Card>
			{ sample && (
				<Muted>
					{ __(
						'Sample activities — your own Appadoos will show here.',
						'playpal'
					) }
				</Muted>
			) }
			{ list }
		</Section>
	);
}
