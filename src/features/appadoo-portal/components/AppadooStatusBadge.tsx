/**
 * An Appadoo's status (SPEC §4): active, deployed; other values neutral.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Badge } from '../../../components';

export function AppadooStatusBadge( { status }: { status: string } ) {
	if ( status === 'deployed' ) {
		return <Badge>{ __( 'Deployed', 'playpal' ) }</Badge>;
	}
	if ( status === 'active' ) {
		return <Badge variant="secondary">{ __( 'Active', 'playpal' ) }</Badge>;
	}
	return <Badge variant="outline">{ status }</Badge>;
}
