/**
 * Saving a settings form: the busy state, the success or error notice beside
 * the Save button (where the eye is after clicking it), and the button. Each
 * of the screen's forms uses it, so they report the same way.
 */

/**
 * External dependencies
 */
import { useState } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from './api';

export interface SaveMessage {
	status: 'success' | 'error';
	text: string;
}

export function useSaveWithNotice() {
	const [ saving, setSaving ] = useState( false );
	const [ message, setMessage ] = useState< SaveMessage | null >( null );

	/**
	 * Runs one save; the notice then says `successText` or why it failed.
	 *
	 * @param save        The request, resolved once the server has the change.
	 * @param successText What the notice says when it worked.
	 */
	const runSave = async (
		save: () => Promise< void >,
		successText: string
	) => {
		setSaving( true );
		setMessage( null );
		try {
			await save();
			setMessage( { status: 'success', text: successText } );
		} catch ( error ) {
			setMessage( { status: 'error', text: errorMessage( error ) } );
		} finally {
			setSaving( false );
		}
	};

	return { saving, message, setMessage, runSave };
}

interface SaveFooterProps {
	saving: boolean;
	message: SaveMessage | null;
	onDismiss: () => void;
	/** The button's label while idle, e.g. "Save settings". */
	label: string;
}

export function SaveFooter( {
	saving,
	message,
	onDismiss,
	label,
}: SaveFooterProps ) {
	return (
		<>
			{ message && (
				<Notice status={ message.status } onRemove={ onDismiss }>
					{ message.text }
				</Notice>
			) }
			<p>
				<Button
					__next40pxDefaultSize
					type="submit"
					variant="primary"
					isBusy={ saving }
					disabled={ saving }
					accessibleWhenDisabled
				>
					{ saving ? __( 'Saving…', 'playpal' ) : label }
				</Button>
			</p>
		</>
	);
}
