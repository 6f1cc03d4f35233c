/**
 * Loading and failure states shared by the tabs that list Appadoos.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { LoadFailed, Muted } from '../../../components';
import type { Appadoo } from '../types';
import { usePortal } from './portal-context';

export interface AppadooListGateProps {
	children: ( list: Appadoo[] ) => ReactNode;
}

/**
 * Renders `children` with the Appadoos once they are here; a short status
 * while they load, a Try again when they failed.
 *
 * @param props          Props.
 * @param props.children Renders the list.
 */
export function AppadooListGate( { children }: AppadooListGateProps ) {
	const { appadoos } = usePortal().data;
	if ( appadoos.list ) {
		return <>{ children( appadoos.list ) }</>;
	}
	if ( appadoos.failed ) {
		return (
			<LoadFailed
				message={ __(
					'We couldn’t load your Appadoos just now.',
					'playpal'
				) }
				onRetry={ appadoos.retry }
			/>
		);
	}
	return (
		<Muted role="status">{ __( 'Loading Appadoos…', 'playpal' ) }</Muted>
	);
}
