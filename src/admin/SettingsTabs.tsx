/**
 * Settings → PlayPal's tabs, in WooCommerce's shape: a row of tabs (an ARIA
 * tablist: arrow keys, Home and End move between them), the open tab in the
 * address (`&tab=`, so a reload keeps it) and one form with one Save per tab.
 * Edits left on a tab are kept while another is open, and a notice says they
 * are not saved; leaving the page with unsaved edits asks the browser to
 * confirm.
 */

/**
 * External dependencies
 */
import { useEffect, useState, type KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Notice, Panel, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from './api';
import type { SettingsTab } from './settings-draft';

export const TAB_PARAM = 'tab';

// This page's address with the tab `name` open.
function tabAddress( name: string ): string {
	const url = new URL( window.location.href );
	url.searchParams.set( TAB_PARAM, name );
	return url.toString();
}

export function SettingsTabs( {
	tabs,
}: {
	tabs: [ SettingsTab, ...SettingsTab[] ];
} ) {
	const [ active, setActive ] = useState(
		() =>
			new URLSearchParams( window.location.search ).get( TAB_PARAM ) ?? ''
	);
	// The tab last left with unsaved edits.
	const [ left, setLeft ] = useState< string | null >( null );
	const [ saving, setSaving ] = useState( false );
	// The save's outcome, told beside the Save button (where the eye is after clicking it).
	const [ message, setMessage ] = useState< {
		status: 'success' | 'error';
		text: string;
	} | null >( null );
	const current = tabs.find( ( tab ) => tab.name === active ) ?? tabs[ 0 ];
	const unsaved = tabs.find( ( tab ) => tab.name === left && tab.dirty );
	const anyDirty = tabs.some( ( tab ) => tab.dirty );

	useEffect( () => {
		if ( ! anyDirty ) {
			return;
		}
		const confirmLeaving = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers ask only when returnValue is set.
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', confirmLeaving );
		return () =>
			window.removeEventListener( 'beforeunload', confirmLeaving );
	}, [ anyDirty ] );

	const open = ( tab: SettingsTab ) => {
		if ( tab === current ) {
			return;
		}
		if ( current.dirty ) {
			setLeft( current.name );
		}
		setMessage( null );
		setActive( tab.name );
		window.history.replaceState( null, '', tabAddress( tab.name ) );
	};

	const save = async ( tab: SettingsTab ) => {
		setSaving( true );
		setMessage( null );
		try {
			await tab.save();
			setMessage( { status: 'success', text: tab.savedText } );
		} catch ( error ) {
			setMessage( { status: 'error', text: errorMessage( error ) } );
		} finally {
			setSaving( false );
		}
	};

	// The arrow keys, Home and End open another tab and move the focus to it.
	const onKeyDown = ( event: KeyboardEvent, index: number ) => {
		const moves: Record< string, number > = {
			ArrowRight: index + 1,
			ArrowLeft: index + tabs.length - 1,
			Home: 0,
			End: tabs.length - 1,
		};
		const target = tabs[ ( moves[ event.key ] ?? -1 ) % tabs.length ];
		if ( target ) {
			event.preventDefault();
			open( target );
			document.getElementById( `playpal-tab-${ target.name }` )?.focus();
		}
	};

	return (
		<>
			<div
				className="nav-tab-wrapper"
				role="tablist"
				aria-label={ __( 'PlayPal settings', 'playpal' ) }
			>
				{ tabs.map( ( tab, index ) => {
					const selected = tab === current;
					return (
						<a
							key={ tab.name }
							id={ `playpal-tab-${ tab.name }` }
							href={ tabAddress( tab.name ) }
							role="tab"
							aria-selected={ selected }
							aria-controls="playpal-tab-panel"
							tabIndex={ selected ? 0 : -1 }
							className={
								selected ? 'nav-tab nav-tab-active' : 'nav-tab'
							}
							onClick={ ( event ) => {
								event.preventDefault();
								open( tab );
							} }
							onKeyDown={ ( event ) => onKeyDown( event, index ) }
						>
							{ tab.title }
						</a>
					);
				} ) }
			</div>
			<div
				id="playpal-tab-panel"
				role="tabpanel"
				aria-labelledby={ `playpal-tab-${ current.name }` }
			>
				{ unsaved && unsaved !== current && (
					<Notice
						status="warning"
						onRemove={ () => setLeft( null ) }
						actions={ [
							{
								label: sprintf(
									/* translators: %s: tab name, e.g. General. */
									__( 'Back to %s', 'playpal' ),
									unsaved.title
								),
								onClick: () => open( unsaved ),
							},
							{
								label: __( 'Discard them', 'playpal' ),
								onClick: unsaved.discard,
							},
						] }
					>
						{ sprintf(
							/* translators: %s: tab name, e.g. General. */
							__(
								'Your changes on the %s tab are not saved. Save them there, or they are lost when you leave this page.',
								'playpal'
							),
							unsaved.title
						) }
					</Notice>
				) }
				{ current.panels ? (
					<form
						onSubmit={ ( event ) => {
							event.preventDefault();
							void save( current );
						} }
					>
						<Panel>{ current.panels }</Panel>
						{ message && (
							<Notice
								status={ message.status }
								onRemove={ () => setMessage( null ) }
							>
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
								{ saving
									? __( 'Saving…', 'playpal' )
									: __( 'Save changes', 'playpal' ) }
							</Button>
						</p>
					</form>
				) : (
					( current.loadError && (
						<Notice status="error" isDismissible={ false }>
							{ current.loadError }
						</Notice>
					) ) || <Spinner />
				) }
			</div>
		</>
	);
}
