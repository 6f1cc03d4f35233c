/**
 * An Appadoo's status (SPEC §4): active, deployed; other values neutral.
 * A deployed Appadoo is "Live" everywhere (Dashboard and Deployment); on
 * Deployment anything else is "Local".
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
		return <Badge>{ __( 'Live', 'playpal' ) }</Badge>;
	}
	if ( status === 'active' ) {
		return <Badge variant="secondary">{ __( 'Active', 'playpal' ) }</Badge>;
	}
	return <Badge variant="outline">{ status }</Badge>;
}

/**
 * "Live" or "Local" (SPEC §4, Deployment tab).
 *
 * @param props        Props.
 * @param props.status The Appadoo's status.
 */
export function DeploymentBadge( { status }: { status: string } ) {
	return status === 'deployed' ? (
		<Badge>{ __( 'Live', 'playpal' ) }</Badge>
	) : (
		<Badge variant="outline">{ __( 'Local', 'playpal' ) }</Badge>
	);
}
