/**
 * The offline library (member portal, `#offline-library`): what the person
 * saved, with size, date, Open or Play, and Remove; the space used and
 * available; a request to keep saved items when space runs low. It reads
 * IndexedDB and Cache Storage alone, so it works offline; online it first
 * removes items whose licence ended (docs/OFFLINE.md, Licences).
 */

/**
 * External dependencies
 */
import { useCallback, useEffect, useState } from 'react';
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
	Button,
	ButtonLink,
	Card,
	LoadList,
	Muted,
	Notice,
	Row,
	TabSection,
} from '../../../components';
import { formatBytes } from '../../../lib/format-bytes';
import { savedResponse } from '../browser';
import type { PersonLibrary } from '../browser';
import { dropEndedLicences, removeItem } from '../library';
import { openSaved } from '../open-saved';
import {
	askToPersist,
	estimateSpace,
	persistence,
	spaceText,
} from '../storage';
import type { Persistence, SpaceEstimate } from '../storage';
import type { LibraryRecord } from '../types';
import {
	libraryChanged,
	onLibraryChange,
	usePersonLibrary,
} from '../use-person-library';

const Section = styled( TabSection )`
	h3 {
		margin: 0;
		font-size: 1.05rem;
	}

	p {
		margin: 0;
	}
`;

function persistenceText( state: Persistence ): string {
	if ( state === 'persisted' ) {
		return __(
			'Saved items are kept: this browser won’t clear them when space runs low.',
			'playpal'
		);
	}
	if ( state === 'unsupported' ) {
		return __(
			'This browser can’t promise to keep saved items; it may clear them when space runs low.',
			'playpal'
		);
	}
	return __(
		'This browser may clear saved items when space runs low.',
		'playpal'
	);
}

function savedDate( iso: string ): string {
	const date = new Date( iso );
	return Number.isNaN( date.getTime() )
		? iso
		: date.toLocaleDateString( undefined, {
				dateStyle: 'medium',
			} as Intl.DateTimeFormatOptions );
}

interface LibraryViewProps {
	library: PersonLibrary;
	online: boolean;
}

function LibraryView( { library, online }: LibraryViewProps ) {
	const [ records, setRecords ] = useState< LibraryRecord[] | null >( null );
	const [ space, setSpace ] = useState< SpaceEstimate | null >( null );
	const [ kept, setKept ] = useState< Persistence | null >( null );
	const [ message, setMessage ] = useState< {
		tone: 'info' | 'warning';
		text: string;
	} | null >( null );

	const load = useCallback( async () => {
		const all = await library.store.all();
		all.sort( ( a, b ) => b.savedAt.localeCompare( a.savedAt ) );
		setRecords( all );
		setSpace( await estimateSpace().catch( () => null ) );
	}, [ library ] );

	useEffect( () => {
		let live = true;
		void ( async () => {
			if ( online ) {
				// Licences first, so an ended one is never listed.
				const ended = await dropEndedLicences(
					library.store,
					library.deps.cache,
					library.held
				).catch( () => [] );
				if ( live && ended.length > 0 ) {
					setMessage( {
						tone: 'info',
						text: sprintf(
							/* translators: 1: number of items, 2: their names. */
							_n(
								'Removed %1$d item whose licence has ended: %2$s.',
								'Removed %1$d items whose licences have ended: %2$s.',
								ended.length,
								'playpal'
							),
							ended.length,
							ended.map( ( record ) => record.title ).join( ', ' )
						),
					} );
				}
			}
			if ( live ) {
				await load().catch( () => setRecords( [] ) );
				setKept(
					await persistence().catch( () => 'unsupported' as const )
				);
			}
		} )();
		const stop = onLibraryChange( () => void load() );
		return () => {
			live = false;
			stop();
		};
	}, [ library, online, load ] );

	const remove = async ( record: LibraryRecord ) => {
		await removeItem( record, library.store, library.deps.cache );
		setMessage( {
			tone: 'info',
			text: sprintf(
				/* translators: %s: the name of a saved item. */
				__( 'Removed %s from your offline library.', 'playpal' ),
				record.title
			),
		} );
		libraryChanged();
	};

	const open = async ( record: LibraryRecord ) => {
		if ( record.open.type !== 'file' ) {
			return;
		}
		const response = await savedResponse(
			library.offlineKey,
			record.open.url
		).catch( () => undefined );
		if ( ! response ) {
			setMessage( {
				tone: 'warning',
				text: __(
					'This item’s saved copy is gone (the browser may have cleared it). Remove it and save it again.',
					'playpal'
				),
			} );
			return;
		}
		await openSaved(
			response,
			record.open.fileName,
			record.open.contentType
		);
	};

	const persist = async () => {
		const result = await askToPersist().catch(
			() => 'unsupported' as const
		);
		setKept( result );
		setMessage( {
			tone: result === 'persisted' ? 'info' : 'warning',
			text:
				result === 'persisted'
					? __(
							'Done: this browser will keep your saved items.',
							'playpal'
						)
					: __(
							'The browser said no: it may still clear saved items when space runs low. Installing PlayPal as an app or bookmarking it often helps.',
							'playpal'
						),
		} );
	};

	const body = (
		<LoadList
			items={ records }
			loading={ __( 'Loading your offline library…', 'playpal' ) }
			empty={ __(
				'Nothing saved yet. Use “Save for offline” on a download or an Appadoo, and it will be here when you have no connection.',
				'playpal'
			) }
			aria-label={ __( 'Saved for offline', 'playpal' ) }
		>
			{ ( record ) => (
				<li key={ record.id }>
					<Card>
						<Row>
							<h3>{ record.title }</h3>
							<Badge variant="secondary">
								{ record.kind === 'appadoo'
									? __( 'Appadoo', 'playpal' )
									: __( 'Printable', 'playpal' ) }
							</Badge>
						</Row>
						<p>
							{ sprintf(
								/* translators: 1: a size (e.g. "1.20 MB"), 2: a date. */
								__( '%1$s · saved %2$s', 'playpal' ),
								formatBytes( record.bytes ),
								savedDate( record.savedAt )
							) }
						</p>
						<Row>
							{ record.open.type === 'page' ? (
								<ButtonLink
									href={ record.open.url }
									size="sm"
									aria-label={ sprintf(
										/* translators: %s: an Appadoo's name. */
										__( 'Play %s', 'playpal' ),
										record.title
									) }
								>
									{ __( 'Play', 'playpal' ) }
								</ButtonLink>
							) : (
								<Button
									size="sm"
									onClick={ () => void open( record ) }
									aria-label={ sprintf(
										/* translators: %s: a printable's name. */
										__( 'Open %s', 'playpal' ),
										record.title
									) }
								>
									{ __( 'Open', 'playpal' ) }
								</Button>
							) }
							<Button
								size="sm"
								variant="outline"
								onClick={ () => void remove( record ) }
								aria-label={ sprintf(
									/* translators: %s: the name of a saved item. */
									__( 'Remove %s', 'playpal' ),
									record.title
								) }
							>
								{ __( 'Remove', 'playpal' ) }
							</Button>
						</Row>
					</Card>
				</li>
			) }
		</LoadList>
	);

	return (
		<>
			{ ! online && (
				<Notice role="note" $tone="info">
					<p>
						{ __(
							'You are offline. Your saved items still open here.',
							'playpal'
						) }
					</p>
				</Notice>
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
			<Card as="section" aria-labelledby="offline-space-heading">
				<h3 id="offline-space-heading">
					{ __( 'Space on this device', 'playpal' ) }
				</h3>
				<p>{ spaceText( space ) }</p>
				{ kept !== null && <p>{ persistenceText( kept ) }</p> }
				{ kept === 'not-persisted' && (
					<Row>
						<Button
							size="sm"
							variant="outline"
							onClick={ () => void persist() }
						>
							{ __( 'Keep my saved items', 'playpal' ) }
						</Button>
					</Row>
				) }
			</Card>
		</>
	);
}

export function OfflineLibraryTab() {
	const person = usePersonLibrary();
	let body;
	if ( person.status === 'loading' ) {
		body = (
			<Muted role="status">
				{ __( 'Loading your offline library…', 'playpal' ) }
			</Muted>
		);
	} else if ( person.status === 'none' ) {
		body = (
			<Muted>
				{ person.reason === 'unsupported'
					? __(
							'This browser can’t save items for offline use.',
							'playpal'
						)
					: __(
							'Sign in to save printables and Appadoos for offline use.',
							'playpal'
						) }
			</Muted>
		);
	} else {
		body = (
			<LibraryView library={ person.library } online={ person.online } />
		);
	}
	return (
		<Section aria-labelledby="offline-library-heading">
			<h2 id="offline-library-heading">
				{ __( 'Offline library', 'playpal' ) }
			</h2>
			<Muted>
				{ __(
					'Printables and Appadoos saved on this device open here with no connection. They are yours only: signing out removes them.',
					'playpal'
				) }
			</Muted>
			{ body }
		</Section>
	);
}
