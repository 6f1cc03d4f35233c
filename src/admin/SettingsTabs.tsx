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
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Notice, Panel, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SaveFooter, useSaveWithNotice } from './SaveWithNotice';
import type { SettingsTab } from './settings-draft';

export const TAB_PARAM = 'tab';

/**
 * This page's address with another tab open.
 *
 * @param name The tab's name.
 */
function tabAddress( name: string ): string {
	const url = new URL( window.location.href );
	url.searchParams.set( TAB_PARAM, name );
	return url.toString();
}

// Where the arrow keys, Home and End move from the tab at `index` of `count`.
function keyTarget( key: string, index: number, count: number ) {
	const targets: Record< string, number > = {
		ArrowRight: ( index + 1 ) % count,
		ArrowLeft: ( index + count - 1 ) % count,
		Home: 0,
		End: count - 1,
	};
	return targets[ key ];
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
	const { saving, message, setMessage, runSave } = useSaveWithNotice();
	const tabRefs = useRef< Record< string, HTMLAnchorElement | null > >( {} );
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

	const onKeyDown = ( event: KeyboardEvent, index: number ) => {
		const to = keyTarget( event.key, index, tabs.length );
		const target = to === undefined ? undefined : tabs[ to ];
		if ( target ) {
			event.preventDefault();
			open( target );
			tabRefs.current[ target.name ]?.focus();
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
							ref={ ( element ) => {
								tabRefs.current[ tab.name ] = element;
							} }
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
							void runSave( current.save, current.savedText );
						} }
					>
						<Panel>{ current.panels }</Panel>
						<SaveFooter
							saving={ saving }
							message={ message }
							onDismiss={ () => setMessage( null ) }
							label={ __( 'Save changes', 'playpal' ) }
						/>
					</form>
				) : (
					<LoadState error={ current.loadError } />
				) }
			</div>
		</>
	);
}

function LoadState( { error }: { error: string | null } ) {
	return error ? (
		<Notice status="error" isDismissible={ false }>
			{ error }
		</Notice>
	) : (
		<Spinner />
	);
}
