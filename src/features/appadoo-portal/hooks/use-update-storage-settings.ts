/**
 * Changes an Appadoo's storage settings with PUT pp/v1/storage/appadoos/{id}:
 * the screen shows the change at once and puts it back if the server
 * refuses (optimistic update with rollback).
 */

/**
 * External dependencies
 */
import { useCallback } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { toast } from '../../../components';
import { serverMessage } from '../api/errors';
import { useStorageAppadoos } from '../api/get-storage-appadoos';
import { updateStorageSettings } from '../api/update-storage-settings';
import type { Scope, StorageAppadoo, StorageSettingsPatch } from '../types';

/**
 * @param scope The storage list on screen.
 */
export function useUpdateStorageSettings( scope: Scope | null ) {
	const { mutate } = useStorageAppadoos( scope );

	return useCallback(
		async (
			id: number,
			patch: StorageSettingsPatch
		): Promise< boolean > => {
			const apply = ( current: StorageAppadoo[] | undefined ) =>
				( current ?? [] ).map( ( record ) =>
					record.id === id ? { ...record, ...patch } : record
				);
			try {
				await mutate(
					async ( current ) => {
						const updated = await updateStorageSettings(
							id,
							patch
						);
						return ( current ?? [] ).map( ( record ) =>
							record.id === id
								? { ...record, ...updated }
								: record
						);
					},
					{
						optimisticData: apply,
						rollbackOnError: true,
						populateCache: true,
						revalidate: false,
					}
				);
				return true;
			} catch ( error ) {
				toast( {
					variant: 'destructive',
					title: __(
						'Could not save the storage settings.',
						'playpal'
					),
					description:
						serverMessage( error ) ??
						__( 'Please try again.', 'playpal' ),
				} );
				return false;
			}
		},
		[ mutate ]
	);
}
