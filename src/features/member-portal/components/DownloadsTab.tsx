/**
 * The Downloads tab (SPEC §2): the person's downloadable files with type,
 * size, download count, expiry and an Active or Expired badge. The free
 * tier's rules (3 a day, an email with every download) are the server's;
 * this screen asks for the email and shows the server's answer.
 */

/**
 * External dependencies
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSWRConfig } from 'swr';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Badge,
	Button,
	Card,
	LoadList,
	Muted,
	Notice,
	Row,
} from '../../../components';
import { ApiError } from '../../../lib/api-client';
import { useSaveForOffline } from '../../../lib/offline/save-slot';
import { downloadFile } from '../api/download-file';
import { DOWNLOADS_PATH } from '../api/paths';
import type { Allowance, DownloadFile, Tier } from '../types';
import {
	FREE_DOWNLOAD_WAIT_SECONDS,
	saveFile,
	waitBeforeDownload,
} from '../utils/download-wait';
import { formatDate, formatSize } from '../utils/format';
import { Section } from './layout';

export interface DownloadsTabProps {
	files: DownloadFile[] | undefined;
	tier: Tier;
	storeActive: boolean;
	allowance?: Allowance;
	failed?: boolean;
	retry?: () => void;
	/** Sample data: nothing can be downloaded. */
	sample?: boolean;
}

function errorMessage( error: unknown ): string {
	if ( error instanceof ApiError ) {
		const message = error.json()?.message;
		if ( typeof message === 'string' && message.trim() !== '' ) {
			return message;
		}
	}
	return __( 'The download didn’t start. Please try again.', 'playpal' );
}

function AllowanceNote( {
	tier,
	allowance,
}: {
	tier: Tier;
	allowance?: Allowance;
} ) {
	if ( tier === 'vip' ) {
		return <Muted>{ __( 'VIP: unlimited downloads.', 'playpal' ) }</Muted>;
	}
	const remaining = allowance?.remainingToday ?? 3;
	return (
		<Muted>
			{ sprintf(
				/* translators: 1: downloads left today, 2: downloads per day. */
				__(
					'Free plan: %1$d of %2$d downloads left today. They reset at midnight.',
					'playpal'
				),
				remaining,
				allowance?.daily ?? 3
			) }
		</Muted>
	);
}

export function DownloadsTab( {
	files,
	tier,
	storeActive,
	allowance,
	failed = false,
	retry,
	sample = false,
}: DownloadsTabProps ) {
	const { mutate } = useSWRConfig();
	const SaveForOffline = useSaveForOffline();
	const [ asking, setAsking ] = useState< string | null >( null );
	const [ email, setEmail ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ message, setMessage ] = useState< {
		tone: 'info' | 'warning';
		text: string;
	} | null >( null );

	const start = async ( id: string, address?: string ) => {
		setBusy( true );
		setMessage( null );
		try {
			if ( tier !== 'vip' ) {
				setMessage( {
					tone: 'info',
					text: sprintf(
						/* translators: %d: seconds. */
						__(
							'Free download: it starts in %d seconds.',
							'playpal'
						),
						FREE_DOWNLOAD_WAIT_SECONDS
					),
				} );
				await waitBeforeDownload();
			}
			const answer = await downloadFile( id, address );
			saveFile( answer.url );
			setAsking( null );
			setMessage( {
				tone: 'info',
				text: __( 'Your download has started.', 'playpal' ),
			} );
			void mutate( DOWNLOADS_PATH );
		} catch ( error ) {
			setMessage( { tone: 'warning', text: errorMessage( error ) } );
		} finally {
			setBusy( false );
		}
	};

	const submit = ( event: FormEvent< HTMLFormElement >, id: string ) => {
		event.preventDefault();
		void start( id, email.trim() );
	};

	const body =
		! failed && ! storeActive && ! sample ? (
			<Muted>
				{ __(
					'The shop isn’t open yet, so there are no downloads to show.',
					'playpal'
				) }
			</Muted>
		) : (
			<LoadList
				items={ failed ? undefined : files }
				failed={ failed }
				onRetry={ retry }
				failedMessage={ __(
					'Your downloads didn’t load. Please try again.',
					'playpal'
				) }
				loading={ __( 'Loading your downloads…', 'playpal' ) }
				empty={ __(
					'No downloads yet. Files you buy in the shop appear here.',
					'playpal'
				) }
				aria-label={ __( 'Your downloads', 'playpal' ) }
			>
				{ ( file ) => (
					<li key={ file.id }>
						<Card>
							<Row>
								<h3>{ file.name }</h3>
								<Badge
									variant={
										file.status === 'expired'
											? 'destructive'
											: 'secondary'
									}
								>
									{ file.status === 'expired'
										? __( 'Expired', 'playpal' )
										: __( 'Active', 'playpal' ) }
								</Badge>
							</Row>
							<p>
								{ file.type || __( 'File', 'playpal' ) } ·{ ' ' }
								{ formatSize( file.size ) }
							</p>
							<p>
								{ sprintf(
									/* translators: %d: number of downloads. */
									_n(
										'Downloaded %d time',
										'Downloaded %d times',
										file.downloadCount,
										'playpal'
									),
									file.downloadCount
								) }
							</p>
							<p>
								{ file.expiresAt
									? sprintf(
											/* translators: %s: a date. */
											__( 'Expires: %s', 'playpal' ),
											formatDate( file.expiresAt )
										)
									: __( 'No expiry', 'playpal' ) }
							</p>
							{ ! sample &&
								file.status === 'active' &&
								asking !== file.id && (
									<Button
										size="sm"
										disabled={ busy }
										onClick={ () =>
											tier === 'vip'
												? void start( file.id )
												: setAsking( file.id )
										}
									>
										{ __( 'Download', 'playpal' ) }
									</Button>
								) }
							{ asking === file.id && (
								<form
									onSubmit={ ( event ) =>
										submit( event, file.id )
									}
								>
									<label htmlFor={ `email-${ file.id }` }>
										{ __(
											'Email address (required for free downloads)',
											'playpal'
										) }
									</label>
									<Row>
										<input
											id={ `email-${ file.id }` }
											type="email"
											required
											value={ email }
											onChange={ ( event ) =>
												setEmail( event.target.value )
											}
										/>
										<Button
											type="submit"
											size="sm"
											disabled={ busy }
										>
											{ __( 'Download', 'playpal' ) }
										</Button>
									</Row>
								</form>
							) }
							{ ! sample &&
								file.status === 'active' &&
								SaveForOffline && (
									<SaveForOffline
										target={ {
											kind: 'printable',
											downloadId: file.id,
											title: file.name,
											bytes: file.size,
											needsEmail: tier !== 'vip',
										} }
									/>
								) }
						</Card>
					</li>
				) }
			</LoadList>
		);

	return (
		<Section aria-labelledby="member-downloads-heading">
			<h2 id="member-downloads-heading">
				{ __( 'Your Downloads', 'playpal' ) }
			</h2>
			<Muted>
				{ __(
					'DRM-protected files with 30-day expiry tracking.',
					'playpal'
				) }
			</Muted>
			{ ! sample && storeActive && (
				<AllowanceNote tier={ tier } allowance={ allowance } />
			) }
			{ sample && (
				<Muted>
					{ __(
						'Sample files — your own downloads will show here.',
						'playpal'
					) }
				</Muted>
			) }
			{ message && (
				<Notice
					role={ message.tone === 'warning' ? 'alert' : 'status' }
					$tone={ message.tone }
				>
					<p>{ message.text }</p>
				</Notice>
			) }
			{ body }
		</Section>
	);
}
