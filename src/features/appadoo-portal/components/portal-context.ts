/**
 * What every part of the portal screen shares: the data for the current
 * viewer, where "Sign in" goes, and the screen-level actions (open the
 * Create dialog, switch tab). Provided by AppadooPortalScreen.
 */

/**
 * External dependencies
 */
import { createContext, useContext } from 'react';

/**
 * Internal dependencies
 */
import type { PortalData } from '../hooks/use-portal-data';

export type ReadyPortalData = Extract<
	PortalData,
	{ status: 'guest' | 'signed-in' }
>;

export const PORTAL_TABS = [
	'dashboard',
	'converter',
	'templates',
	'storage',
	'deployment',
	'analytics',
] as const;

export type PortalTab = ( typeof PORTAL_TABS )[ number ];

export interface PortalContextValue {
	data: ReadyPortalData;
	/** WordPress's login page, returning here. */
	signInUrl: string;
	/** Opens the Create Appadoo dialog, optionally with a template chosen. */
	openCreate: ( templateId?: string ) => void;
	goToTab: ( tab: PortalTab ) => void;
}

export const PortalContext = createContext< PortalContextValue | null >( null );

export function usePortal(): PortalContextValue {
	const value = useContext( PortalContext );
	if ( ! value ) {
		throw new Error( 'usePortal() needs the Appadoo portal screen.' );
	}
	return value;
}
