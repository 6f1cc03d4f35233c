/**
 * Where the offline library's "Save for offline" button (and the member
 * portal's Offline library tab) go in other
 * features' screens (the member portal's Downloads and Appadoo tabs, the
 * Appadoo portal's cards), without those features importing it: the router
 * wraps their screens in the offline library's provider, and a card renders
 * whatever button the slot holds — nothing when it is empty (tests, or a
 * screen shown without the library).
 */

/**
 * External dependencies
 */
import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';

/** What a "Save for offline" button saves. */
export type SaveTarget =
	| {
			kind: 'printable';
			/** The download's id, `{productId}-{downloadId}` (pp/v1/downloads). */
			downloadId: string;
			title: string;
			/** Size in bytes when the list knows it. */
			bytes?: number | null;
			/** The person must give an email address to download (the free tier). */
			needsEmail?: boolean;
	  }
	| {
			kind: 'appadoo';
			/** The Appadoo's id, or its public key (`appadoo-{uuid}`). */
			appadoo: number | string;
			title: string;
	  };

export interface SaveForOfflineProps {
	target: SaveTarget;
}

/** The button the offline library lends to other screens; null: none. */
export const SaveForOfflineSlot =
	createContext< ComponentType< SaveForOfflineProps > | null >( null );

/** The member portal's Offline library tab; null: no such tab. */
export const OfflineLibrarySlot = createContext< ComponentType | null >( null );

/** The Offline library tab to show, or null. */
export function useOfflineLibraryTab(): ComponentType | null {
	return useContext( OfflineLibrarySlot );
}

/** The button to render for a saveable item, or null. */
export function useSaveForOffline(): ComponentType< SaveForOfflineProps > | null {
	return useContext( SaveForOfflineSlot );
}
