/**
 * Dashboard: quick actions, recent activity (from the Appadoos' own dates),
 * the Appadoos with Preview and Settings, and a create-new tile.
 */

/**
 * External dependencies
 */
import { useState } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Button,
	ButtonLink,
	Card,
	Grid,
	Muted,
	Row,
} from '../../../components';
import { formatDateTime } from '../../../lib/format';
import type { Appadoo, StorageAppadoo } from '../types';
import { formatUsage } from '../utils/portal-stats';
import { AppadooListGate } from './AppadooList';
import { AppadooSettingsDialog } from './AppadooSettingsDialog';
import { AppadooStatusBadge } from './AppadooStatusBadge';
import { PreviewDialog } from './PreviewDialog';
import { Facts, PlainList, Section } from './layout';
import { usePortal } from './portal-context';

const NewTile = styled.button`
	display: flex;
	flex-direction: column;
	align-items: center;
	justify-content: center;
	gap: 0.5rem;
	width: 100%;
	height: 100%;
	min-height: 12rem;
	padding: 1.25rem;
	border: 2px dashed var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 1.5 );
	background: transparent;
	color: var( --pp-color-foreground );
	font: inherit;
	font-weight: 600;
	cursor: pointer;

	&:hover {
		border-color: var( --pp-color-primary );
	}

	&:focus-visible {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}
`;

interface Activity {
	key: string;
	at: string;
	text: string;
}

/**
 * The latest things that happened to the Appadoos, newest first.
 *
 * @param appadoos Appadoos on screen.
 * @param storage  Their storage records (for last backups), when loaded.
 * @param limit    How many.
 */
export function recentActivity(
	appadoos: readonly Appadoo[],
	storage: readonly StorageAppadoo[] = [],
	limit = 5
): Activity[] {
	const items: Activity[] = [];
	for ( const appadoo of appadoos ) {
		items.push( {
			key: `created-${ appadoo.id }`,
			at: appadoo.createdAt,
			text: sprintf(
				/* translators: %s: Appadoo name. */
				__( '%s was created', 'playpal' ),
				appadoo.name
			),
		} );
		if ( appadoo.usage.lastPlayed ) {
			items.push( {
				key: `played-${ appadoo.id }`,
				at: appadoo.usage.lastPlayed,
				text: sprintf(
					/* translators: %s: Appadoo name. */
					__( '%s was played', 'playpal' ),
					appadoo.name
				),
			} );
		}
	}
	for ( const record of storage ) {
		if ( record.lastBackup ) {
			items.push( {
				key: `backup-${ record.id }`,
				at: record.lastBackup,
				text: sprintf(
					/* translators: %s: Appadoo name. */
					__( '%s was backed up', 'playpal' ),
					record.name
				),
			} );
		}
	}
	return items
		.filter( ( item ) => ! Number.isNaN( Date.parse( item.at ) ) )
		.sort( ( a, b ) => Date.parse( b.at ) - Date.parse( a.at ) )
		.slice( 0, limit );
}

function timeLimitText( timeLimit: string ): string {
	return timeLimit === 'unlimited'
		? __( 'Unlimited', 'playpal' )
		: sprintf(
				/* translators: %s: minutes. */
				__( '%s minutes', 'playpal' ),
				timeLimit
			);
}

export function DashboardTab() {
	const { data, signInUrl, openCreate, goToTab } = usePortal();
	const [ editing, setEditing ] = useState< Appadoo | null >( null );
	const [ previewing, setPreviewing ] = useState< Appadoo | null >( null );
	const guest = data.me === null;
	const admin = data.viewMode === 'admin';
	// A guest's buttons are off, and say why.
	const guestOff = {
		disabled: guest,
		'aria-describedby': guest ? 'appadoo-guest-notice' : undefined,
	};

	return (
		<>
			<Section aria-labelledby="appadoo-quick-actions">
				<h2 id="appadoo-quick-actions">
					{ __( 'Quick actions', 'playpal' ) }
				</h2>
				<Row>
					{ guest ? (
						<ButtonLink href={ signInUrl }>
							{ __( 'Sign in to create an Appadoo', 'playpal' ) }
						</ButtonLink>
					) : (
						<Button onClick={ () => openCreate() }>
							{ __( 'New Appadoo', 'playpal' ) }
						</Button>
					) }
					<Button
						variant="outline"
						onClick={ () => goToTab( 'templates' ) }
					>
						{ __( 'Browse templates', 'playpal' ) }
					</Button>
					<Button
						variant="outline"
						onClick={ () => goToTab( 'storage' ) }
					>
						{ __( 'Manage storage', 'playpal' ) }
					</Button>
				</Row>
			</Section>

			<AppadooListGate>
				{ ( list ) => {
					const activity = recentActivity(
						list,
						data.storage.source === 'live'
							? data.storage.appadoos
							: undefined
					);
					return (
						<>
							<Section aria-labelledby="appadoo-recent-activity">
								<h2 id="appadoo-recent-activity">
									{ __( 'Recent activity', 'playpal' ) }
								</h2>
								{ activity.length === 0 ? (
									<Muted>
										{ __(
											'Nothing yet. Create your first Appadoo to get started.',
											'playpal'
										) }
									</Muted>
								) : (
									<PlainList>
										{ activity.map( ( item ) => (
											<li key={ item.key }>
												{ item.text }{ ' ' }
												<Muted as="span">
													<time dateTime={ item.at }>
														{ formatDateTime(
															item.at
														) }
													</time>
												</Muted>
											</li>
										) ) }
									</PlainList>
								) }
							</Section>

							<Section aria-labelledby="appadoo-my-appadoos">
								<h2 id="appadoo-my-appadoos">
									{ admin
										? __( 'All Appadoos', 'playpal' )
										: __( 'Your Appadoos', 'playpal' ) }
								</h2>
								<Grid>
									{ list.map( ( appadoo ) => (
										<li key={ appadoo.id }>
											<Card
												as="article"
												aria-labelledby={ `appadoo-${ appadoo.id }-name` }
											>
												<Row>
													<h3
														id={ `appadoo-${ appadoo.id }-name` }
													>
														{ appadoo.name }
													</h3>
													<AppadooStatusBadge
														status={
															appadoo.status
														}
													/>
												</Row>
												<Facts>
													<dt>
														{ __(
															'Template',
															'playpal'
														) }
													</dt>
													<dd>
														{ appadoo.templateName }
													</dd>
													{ admin && (
														<>
															<dt>
																{ __(
																	'Owner',
																	'playpal'
																) }
															</dt>
															<dd>
																{
																	appadoo
																		.owner
																		.name
																}
															</dd>
														</>
													) }
													<dt>
														{ __(
															'Sessions',
															'playpal'
														) }
													</dt>
													<dd>
														{
															appadoo.usage
																.sessions
														}
													</dd>
													<dt>
														{ __(
															'Usage',
															'playpal'
														) }
													</dt>
													<dd>
														{ formatUsage(
															appadoo.usage
																.totalTime
														) }
													</dd>
													<dt>
														{ __(
															'Time limit',
															'playpal'
														) }
													</dt>
													<dd>
														{ timeLimitText(
															appadoo.settings
																.timeLimit
														) }
													</dd>
												</Facts>
												<Row>
													<Button
														size="sm"
														variant="outline"
														{ ...guestOff }
														onClick={ () =>
															setPreviewing(
																appadoo
															)
														}
														aria-label={ sprintf(
															/* translators: %s: Appadoo name. */
															__(
																'Preview %s',
																'playpal'
															),
															appadoo.name
														) }
													>
														{ __(
															'Preview',
															'playpal'
														) }
													</Button>
													<Button
														size="sm"
														variant="secondary"
														{ ...guestOff }
														onClick={ () =>
															setEditing(
																appadoo
															)
														}
														aria-label={ sprintf(
															/* translators: %s: Appadoo name. */
															__(
																'Settings for %s',
																'playpal'
															),
															appadoo.name
														) }
													>
														{ __(
															'Settings',
															'playpal'
														) }
													</Button>
												</Row>
											</Card>
										</li>
									) ) }
									<li>
										{ guest ? (
											<NewTile as="a" href={ signInUrl }>
												{ __(
													'Sign in to create a new Appadoo',
													'playpal'
												) }
											</NewTile>
										) : (
											<NewTile
												type="button"
												onClick={ () => openCreate() }
											>
												<span aria-hidden="true">
													+
												</span>
												{ __(
													'Create a new Appadoo',
													'playpal'
												) }
											</NewTile>
										) }
									</li>
								</Grid>
							</Section>
						</>
					);
				} }
			</AppadooListGate>
			<AppadooSettingsDialog
				appadoo={ editing }
				onOpenChange={ ( open ) => {
					if ( ! open ) {
						setEditing( null );
					}
				} }
			/>
			<PreviewDialog
				appadoo={ previewing }
				onOpenChange={ ( open ) => {
					if ( ! open ) {
						setPreviewing( null );
					}
				} }
			/>
		</>
	);
}
