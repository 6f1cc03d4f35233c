/**
 * "Save for offline" on a download or an Appadoo: saves it into the
 * person's offline library with a progress bar in bytes (`<progress>` and
 * the same figures in words, announced politely), then says Saved. Errors
 * are said in words (role="alert"); a save can be cancelled, and a failed
 * or cancelled save keeps nothing. A free-tier download asks for the email
 * address a download needs (saving is a download and counts like one).
 */

/**
 * External dependencies
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button, Muted, Row } from '../../../components';
import { ApiError } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format-bytes';
import type { SaveForOfflineProps } from '../../../lib/offline/save-slot';
import { recordId, saveItem } from '../library';
import { asSaveError } from '../saver/save-error';
import type { SaveProgress } from '../types';
import {
	libraryChanged,
	onLibraryChange,
	usePersonLibrary,
} from '../use-person-library';

const Box = styled.div`
	display: flex;
	flex-direction: column;
	gap: 0.5rem;

	progress {
		width: 100%;
		height: 0.75rem;
		accent-color: var( --pp-color-primary );
	}

	input {
		padding: 0.5rem;
		border: 1px solid var( --pp-color-border );
		border-radius: var( --pp-radius );
		background: var( --pp-color-background );
		color: var( --pp-color-foreground );
	}
`;

const Failed = styled.p`
	margin: 0;
	color: var( --pp-color-destructive );
`;

type State =
	| { step: 'idle' }
	| { step: 'email' }
	| { step: 'saving'; progress: SaveProgress }
	| { step: 'saved' }
	| { step: 'failed'; message: string };

/**
 * The progress in words: "1.20 MB of 3.40 MB", or "1.20 MB" while the total is unknown.
 *
 * @param progress Bytes so far and expected.
 */
export function progressText( progress: SaveProgress ): string {
	return progress.total !== null
		? sprintf(
				/* translators: 1: bytes saved so far, 2: bytes in all (e.g. "1.20 MB"). */
				__( '%1$s of %2$s saved', 'playpal' ),
				formatBytes( progress.loaded ),
				formatBytes( progress.total )
			)
		: sprintf(
				/* translators: %s: bytes saved so far (e.g. "1.20 MB"). */
				__( '%s saved', 'playpal' ),
				formatBytes( progress.loaded )
			);
}

function failureMessage( error: unknown ): string {
	if ( error instanceof ApiError ) {
		const message = error.json()?.message;
		if ( typeof message === 'string' && message.trim() !== '' ) {
			return message;
		}
	}
	return asSaveError( error ).message;
}

export function SaveForOfflineButton( { target }: SaveForOfflineProps ) {
	const person = usePersonLibrary();
	const [ state, setState ] = useState< State >( { step: 'idle' } );
	const [ email, setEmail ] = useState( '' );
	const abort = useRef< AbortController | null >( null );
	const emailId = useId();
	const id = recordId( target );

	// Saved already (here or elsewhere): say so.
	useEffect( () => {
		if ( person.status !== 'ready' ) {
			return undefined;
		}
		let live = true;
		const check = () =>
			void person.library.store
				.all()
				.then( ( records ) => {
					if ( ! live ) {
						return;
					}
					const saved = records.some(
						( record ) => record.id === id
					);
					setState( ( current ) => {
						if ( saved ) {
							return current.step === 'saving'
								? current
								: { step: 'saved' };
						}
						return current.step === 'saved'
							? { step: 'idle' }
							: current;
					} );
				} )
				.catch( () => undefined );
		check();
		const stop = onLibraryChange( check );
		return () => {
			live = false;
			stop();
		};
	}, [ person, id ] );

	// Leaving the screen cancels a save (and so keeps nothing of it).
	useEffect( () => () => abort.current?.abort(), [] );

	if ( person.status !== 'ready' || ! person.online ) {
		return null;
	}
	const { library } = person;

	const save = async ( address?: string ) => {
		const controller = new AbortController();
		abort.current = controller;
		setState( { step: 'saving', progress: { loaded: 0, total: null } } );
		try {
			await saveItem(
				target,
				library.sources,
				library.store,
				library.deps,
				{
					signal: controller.signal,
					email: address,
					onProgress: ( progress ) =>
						setState( { step: 'saving', progress } ),
				}
			);
			setState( { step: 'saved' } );
			libraryChanged();
		} catch ( error ) {
			setState( { step: 'failed', message: failureMessage( error ) } );
		} finally {
			abort.current = null;
		}
	};

	const start = () => {
		if ( target.kind === 'printable' && target.needsEmail ) {
			setState( { step: 'email' } );
			return;
		}
		void save();
	};

	const submit = ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		void save( email.trim() );
	};

	const label = sprintf(
		/* translators: %s: the name of a printable or an Appadoo. The name must begin with the button's own text, "Save for offline". */
		__( 'Save for offline: %s', 'playpal' ),
		target.title
	);

	return (
		<Box>
			{ ( state.step === 'idle' || state.step === 'failed' ) && (
				<Button
					size="sm"
					variant="outline"
					onClick={ start }
					aria-label={ label }
				>
					{ __( 'Save for offline', 'playpal' ) }
				</Button>
			) }
			{ state.step === 'email' && (
				<form onSubmit={ submit } aria-label={ label }>
					<label htmlFor={ emailId }>
						{ __(
							'Email address (required for free downloads)',
							'playpal'
						) }
					</label>
					<Row>
						<input
							id={ emailId }
							type="email"
							required
							value={ email }
							onChange={ ( event ) =>
								setEmail( event.target.value )
							}
						/>
						<Button type="submit" size="sm">
							{ __( 'Save for offline', 'playpal' ) }
						</Button>
						<Button
							type="button"
							size="sm"
							variant="ghost"
							onClick={ () => setState( { step: 'idle' } ) }
						>
							{ __( 'Cancel', 'playpal' ) }
						</Button>
					</Row>
				</form>
			) }
			{ state.step === 'saving' && (
				<>
					<progress
						max={ state.progress.total ?? undefined }
						value={
							state.progress.total !== null
								? state.progress.loaded
								: undefined
						}
						aria-label={ sprintf(
							/* translators: %s: the name of a printable or an Appadoo. */
							__( 'Saving %s for offline', 'playpal' ),
							target.title
						) }
					/>
					<Row>
						<Muted role="status" aria-live="polite">
							{ progressText( state.progress ) }
						</Muted>
						<Button
							size="sm"
							variant="ghost"
							onClick={ () => abort.current?.abort() }
						>
							{ __( 'Cancel', 'playpal' ) }
						</Button>
					</Row>
				</>
			) }
			{ state.step === 'saved' && (
				<Muted role="status">
					{ __(
						'Saved for offline — find it in your offline library.',
						'playpal'
					) }
				</Muted>
			) }
			{ state.step === 'failed' && (
				<Failed role="alert">{ state.message }</Failed>
			) }
		</Box>
	);
}
