/**
 * "Unlock with PIN": a modal dialog (the kit's: the focus moves into it, Tab
 * stays inside, Escape closes it and the focus goes back) asking for the
 * parent PIN to open parent mode (POST /family/parent-mode). A refusal is
 * said in words in the dialog (role="alert"): a wrong PIN, too many tries
 * (with the minutes to wait), or the server busy.
 */

/**
 * External dependencies
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FormDialog, Notice } from '../../../components';
import { openParentMode } from '../api/family-api';
import { FAMILY_PARENT_MODE_PATH } from '../api/paths';
import type { ParentMode } from '../types';
import { codeOf, PIN_NOT_SET, pinMessageOf } from './errors';
import { PinField } from './PinField';

const PinRow = styled.div`
	margin: 1rem 0;
`;

export interface PinDialogProps {
	open: boolean;
	onOpenChange: ( open: boolean ) => void;
	/** Parent mode is open (the dialog closes). */
	onUnlocked: ( mode: ParentMode ) => void;
	/** Minutes parent mode lasts without a change. */
	idleMinutes: number;
	/** Where the focus goes once the dialog has closed after unlocking. */
	onClosedUnlocked?: () => HTMLElement | null;
}

export function PinDialog( {
	open,
	onOpenChange,
	onUnlocked,
	idleMinutes,
	onClosedUnlocked,
}: PinDialogProps ) {
	const id = useId();
	const { mutate } = useSWRConfig();
	const [ pin, setPin ] = useState( '' );
	const [ problem, setProblem ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	// Read when the dialog has closed, after the render that closed it.
	const unlocked = useRef( false );

	const change = ( next: boolean ) => {
		if ( next ) {
			setPin( '' );
			setProblem( '' );
			unlocked.current = false;
		}
		onOpenChange( next );
	};

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		setBusy( true );
		setProblem( '' );
		try {
			const mode = await openParentMode( pin );
			setPin( '' );
			unlocked.current = true;
			onUnlocked( mode );
		} catch ( failure ) {
			setProblem( pinMessageOf( failure ) );
			if ( PIN_NOT_SET === codeOf( failure ) ) {
				// The PIN went (withdrawn elsewhere): the tab asks for a new one.
				void mutate( FAMILY_PARENT_MODE_PATH );
			}
		} finally {
			setBusy( false );
		}
	};

	return (
		<FormDialog
			open={ open }
			onOpenChange={ change }
			contentProps={ {
				onCloseAutoFocus: ( event ) => {
					// The "Unlock" button is gone once unlocked: the focus goes to what replaced it.
					const next = unlocked.current ? onClosedUnlocked?.() : null;
					if ( next ) {
						event.preventDefault();
						next.focus();
					}
				},
			} }
			onSubmit={ ( event ) => void submit( event ) }
			title={ __( 'Unlock the Family tab', 'playpal' ) }
			description={ sprintf(
				/* translators: %d: minutes. */
				__(
					'Enter your parent PIN to change profiles and settings. Parent mode stays on in this browser until you lock it, sign out, or make no change for %d minutes.',
					'playpal'
				),
				idleMinutes
			) }
			busy={ busy }
			action={ __( 'Unlock', 'playpal' ) }
		>
			<PinRow>
				<PinField
					id={ `${ id }-pin` }
					label={ __( 'Parent PIN', 'playpal' ) }
					value={ pin }
					onChange={ setPin }
					describedBy={ problem ? `${ id }-problem` : undefined }
					invalid={ '' !== problem }
				/>
			</PinRow>
			{ problem && (
				<Notice $tone="warning" role="alert" id={ `${ id }-problem` }>
					<p>{ problem }</p>
				</Notice>
			) }
		</FormDialog>
	);
}
