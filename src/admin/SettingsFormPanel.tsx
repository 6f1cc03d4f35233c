/**
 * One settings section saved by its own form (Settings → PlayPal): a titled
 * panel with its fields, then the Save button and its notice. The sections
 * that load their own values say so when that load fails, rather than
 * silently leaving themselves out of the screen.
 */

/**
 * External dependencies
 */
import type { FormEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Notice, Panel, PanelBody } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { SaveFooter, type SaveMessage } from './SaveWithNotice';

interface SettingsFormPanelProps {
	title: string;
	/** The Save button's label while idle. */
	saveLabel: string;
	onSubmit: ( event: FormEvent ) => void;
	saving: boolean;
	message: SaveMessage | null;
	onDismissMessage: () => void;
	children: ReactNode;
}

export function SettingsFormPanel( {
	title,
	saveLabel,
	onSubmit,
	saving,
	message,
	onDismissMessage,
	children,
}: SettingsFormPanelProps ) {
	return (
		<form onSubmit={ onSubmit }>
			<Panel>
				<PanelBody title={ title } initialOpen>
					{ children }
				</PanelBody>
			</Panel>
			<SaveFooter
				saving={ saving }
				message={ message }
				onDismiss={ onDismissMessage }
				label={ saveLabel }
			/>
		</form>
	);
}

/**
 * What a section shows before its values arrive: nothing while loading, the
 * reason once the load failed.
 *
 * @param props           Props.
 * @param props.loadError The failed load's message, or null while loading.
 */
export function SettingsLoadState( {
	loadError,
}: {
	loadError: string | null;
} ) {
	return loadError ? (
		<Notice status="error" isDismissible={ false }>
			{ loadError }
		</Notice>
	) : null;
}
