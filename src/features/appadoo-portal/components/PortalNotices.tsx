/**
 * The bands above the tabs: a guest's limited access (SPEC §5), the sample
 * figures standing in for storage that failed to load (SPEC §8), and a
 * session that ended.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button, ButtonLink, Notice, Row } from '../../../components';
import { usePortal } from './portal-context';

export function PortalNotices() {
	const { data, signInUrl } = usePortal();

	if ( data.status === 'guest' ) {
		return (
			<Notice role="note" aria-labelledby="appadoo-guest-notice">
				<p id="appadoo-guest-notice">
					<strong>{ __( 'Limited access.', 'playpal' ) }</strong>{ ' ' }
					{ data.featureOff
						? __(
								'The portal’s member features are switched off on this site for now. You are looking at sample data.',
								'playpal'
							)
						: __(
								'You are looking at sample data. Sign in to create, store and back up your own Appadoos.',
								'playpal'
							) }
				</p>
				{ ! data.featureOff && (
					<ButtonLink href={ signInUrl } size="sm">
						{ __( 'Sign in', 'playpal' ) }
					</ButtonLink>
				) }
			</Notice>
		);
	}

	return (
		<>
			{ data.sessionExpired && (
				<Notice role="alert" $tone="warning">
					<p>
						{ __(
							'Your session has ended. Please sign in again.',
							'playpal'
						) }
					</p>
					<ButtonLink href={ signInUrl } size="sm">
						{ __( 'Sign in', 'playpal' ) }
					</ButtonLink>
				</Notice>
			) }
			{ data.storage.failed && (
				<Notice role="alert" $tone="warning">
					<p>
						{ __(
							'We couldn’t load your storage just now — showing sample figures.',
							'playpal'
						) }
					</p>
					<Row>
						<Button
							size="sm"
							variant="outline"
							onClick={ data.storage.retry }
						>
							{ __( 'Try again', 'playpal' ) }
						</Button>
					</Row>
				</Notice>
			) }
		</>
	);
}
