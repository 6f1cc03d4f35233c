/**
 * The honest "Coming soon" band of a tab whose feature is not built yet.
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
import { ComingSoonBand } from './layout';

export function ComingSoon( { children }: { children: ReactNode } ) {
	return (
		<ComingSoonBand role="note">
			<strong>{ __( 'Coming soon', 'playpal' ) }</strong>
			<p>{ children }</p>
		</ComingSoonBand>
	);
}
