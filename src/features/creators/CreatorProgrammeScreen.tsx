/**
 * /create-it-forward while the `creator_dashboard` flag is on (the router
 * shows the waitlist page while it is off): the creator dashboard for an
 * active Create It Forward member, the membership gate for everyone else,
 * and the creator directory browser below either.
 *
 * Membership is pp/v1/me's answer — user meta a site owner sets — never
 * anything kept in the browser.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { LoadFailed, Muted, Page, PageHeader } from '../../components';
import { pageTitle, useDocumentHead } from '../../lib/document-head';
import { useMe } from '../../lib/me';
import { CreatorDashboard } from './components/CreatorDashboard';
import { DirectoryBrowser } from './components/DirectoryBrowser';
import { MembershipGate } from './components/MembershipGate';

export function CreatorProgrammeScreen() {
	useDocumentHead( {
		title: pageTitle(
			__( 'Create It Forward — Creator Programme', 'playpal' )
		),
		description: __(
			'Create It Forward: sell your printable activities to families and educators, browse the creator directory, and manage your creations.',
			'playpal'
		),
		canonicalPath: '/create-it-forward',
		// The server prints the same (the waitlist's robots tag stays).
		robots: 'noindex, follow',
	} );
	const me = useMe();

	let body;
	if ( ! me.data ) {
		body = me.error ? (
			<LoadFailed
				message={ __(
					'This page didn’t load. Please try again.',
					'playpal'
				) }
				onRetry={ () => void me.mutate() }
			/>
		) : (
			<Muted role="status">{ __( 'Loading…', 'playpal' ) }</Muted>
		);
	} else if ( me.data.loggedIn && me.data.member ) {
		body = <CreatorDashboard me={ me.data } />;
	} else {
		body = <MembershipGate signedIn={ me.data.loggedIn } />;
	}

	return (
		<Page>
			<PageHeader>
				<div>
					<h1>{ __( 'Create It Forward', 'playpal' ) }</h1>
					<p>
						{ __(
							'Turn the printable activities you make into income, and find what other creators made.',
							'playpal'
						) }
					</p>
				</div>
			</PageHeader>
			{ body }
			<DirectoryBrowser />
		</Page>
	);
}

export default CreatorProgrammeScreen;
