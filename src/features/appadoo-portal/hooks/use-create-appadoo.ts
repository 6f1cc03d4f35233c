/**
 * Creates an Appadoo (POST pp/v1/appadoos), tells the person, and refreshes
 * the lists.
 */

/**
 * External dependencies
 */
import { useCallback, useState } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { toast } from '../../../components';
import { createAppadoo } from '../api/create-appadoo';
import type { CreateAppadooInput } from '../api/create-appadoo';
import { serverMessage } from '../api/errors';
import type { Appadoo } from '../types';
import { useRefreshPortal } from './use-refresh-portal';

export function useCreateAppadoo() {
	const refresh = useRefreshPortal();
	const [ busy, setBusy ] = useState< string | null >( null );

	const create = useCallback(
		async ( input: CreateAppadooInput ): Promise< Appadoo | null > => {
			setBusy( input.template );
			try {
				const appadoo = await createAppadoo( input );
				toast( {
					title: __( 'Appadoo created!', 'playpal' ),
					description: sprintf(
						/* translators: %s: the new Appadoo's name. */
						__( '“%s” is ready on your dashboard.', 'playpal' ),
						appadoo?.name ?? input.name ?? ''
					),
				} );
				await refresh( 'appadoos', 'storage' );
				return appadoo;
			} catch ( error ) {
				toast( {
					variant: 'destructive',
					title: __( 'Could not create the Appadoo.', 'playpal' ),
					description:
						serverMessage( error ) ??
						__( 'Please try again.', 'playpal' ),
				} );
				return null;
			} finally {
				setBusy( null );
			}
		},
		[ refresh ]
	);

	return { create, busy };
}
