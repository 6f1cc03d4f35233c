/**
 * What every tab of Settings → PlayPal shares: one stored value (an option or
 * a few, read and written through `/wp/v2/settings`), the site owner's edits
 * of it, and the part of it a tab shows. Edits stay while the owner moves
 * between tabs; a tab's Save sends what is stored with that tab's part as
 * edited, so no other tab's unsaved edits go with it.
 */

/**
 * External dependencies
 */
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { errorMessage } from './api';

export interface SettingsSource< T > {
	load: () => Promise< T >;
	/** Stores `next` over `stored`; resolves with what the server kept. */
	save: ( next: T, stored: T ) => Promise< T >;
}

/**
 * Loads a source once and keeps the stored value beside the edited one.
 *
 * @param source A module constant, so it is loaded once.
 */
export function useSettingsDraft< T >( source: SettingsSource< T > ) {
	const [ stored, setStored ] = useState< T | null >( null );
	const [ draft, setDraft ] = useState< T | null >( null );
	const [ loadError, setLoadError ] = useState< string | null >( null );

	useEffect( () => {
		source
			.load()
			.then( ( value ) => {
				setStored( value );
				setDraft( value );
			} )
			.catch( ( error: unknown ) =>
				setLoadError( errorMessage( error ) )
			);
	}, [ source ] );

	return { source, stored, draft, loadError, setStored, setDraft };
}

export type SettingsDraft< T > = ReturnType< typeof useSettingsDraft< T > >;

/** One tab, as the tab list sees it. */
export interface SettingsTab {
	name: string;
	title: string;
	/** Whether the tab's fields differ from what is stored. */
	dirty: boolean;
	loadError: string | null;
	/** The tab's panels, or null until its values arrived. */
	panels: ReactNode;
	/** Stores the tab's fields; rejects with the reason it could not. */
	save: () => Promise< void >;
	/** What the notice says once saved. */
	savedText: string;
	/** Puts the tab's fields back as stored. */
	discard: () => void;
}

interface TabOptions< T > {
	name: string;
	title: string;
	savedText: string;
	/** The part of the source this tab edits; all of it when left out. */
	keys?: Array< keyof T >;
	/** Throws the sentence to show when the fields cannot be sent as typed. */
	check?: ( draft: T ) => void;
	panels: ( value: T, update: ( patch: Partial< T > ) => void ) => ReactNode;
}

function part< T extends object >(
	value: T,
	keys: Array< keyof T >
): Partial< T > {
	return Object.fromEntries(
		keys.map( ( key ) => [ key, value[ key ] ] )
	) as Partial< T >;
}

/**
 * A tab over (part of) one source.
 *
 * @param state   The source's stored and edited values.
 * @param options What the tab is called, edits and shows.
 */
export function settingsTab< T extends object >(
	state: SettingsDraft< T >,
	options: TabOptions< T >
): SettingsTab {
	const { stored, draft, setDraft } = state;
	const keys =
		options.keys ?? ( Object.keys( stored ?? {} ) as Array< keyof T > );
	const merge = ( into: T | null, from: T ) =>
		into && { ...into, ...part( from, keys ) };

	return {
		name: options.name,
		title: options.title,
		savedText: options.savedText,
		loadError: state.loadError,
		dirty:
			!! stored &&
			!! draft &&
			keys.some(
				( key ) =>
					JSON.stringify( stored[ key ] ) !==
					JSON.stringify( draft[ key ] )
			),
		panels:
			draft &&
			options.panels( draft, ( patch ) =>
				setDraft( ( current ) => current && { ...current, ...patch } )
			),
		save: async () => {
			if ( ! stored || ! draft ) {
				return;
			}
			options.check?.( draft );
			const saved = await state.source.save(
				{ ...stored, ...part( draft, keys ) },
				stored
			);
			state.setStored( saved );
			setDraft( ( current ) => merge( current, saved ) );
		},
		discard: () =>
			stored && setDraft( ( current ) => merge( current, stored ) ),
	};
}
