/**
 * The member portal (/member-portal; SPEC §2) for the signed-in WordPress
 * user: welcome banner with VIP and protection badges, four summary tiles
 * from real counts, and the tabs Appadoo, Downloads, Create It Forward and
 * Play It Forward (each only with its flag), Subscription.
 *
 * Guests — and everyone while the `portals` flag is off — see a sign-in /
 * join prompt and the spec's sample VIP view, labelled as a preview.
 */

/**
 * External dependencies
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Badge,
	ButtonLink,
	LoadFailed,
	Muted,
	Notice,
	Row,
	Tabs,
	TabsContent,
	TabsList,
	TabsTrigger,
} from '../../components';
import { getConfig } from '../../lib/config';
import { pageTitle, useDocumentHead } from '../../lib/document-head';
import { useOfflineLibraryTab } from '../../lib/offline/save-slot';
import { AppadooTab } from './components/AppadooTab';
import { DownloadsTab } from './components/DownloadsTab';
import { Page } from './components/layout';
import { PlaceholderTab } from './components/PlaceholderTab';
import type { MembershipFacts } from './components/MembershipStatus';
import { SubscriptionTab } from './components/SubscriptionTab';
import { SummaryTiles } from './components/SummaryTiles';
import type { SummaryCounts } from './components/SummaryTiles';
import { WelcomeBanner } from './components/WelcomeBanner';
import { useMemberData } from './hooks/use-member-data';
import type { MemberData } from './hooks/use-member-data';
import { sampleAppadoos, sampleDownloads, sampleMember } from './sample-data';
import type { CountHook, Tier } from './types';
import { joinUrl, signInUrl } from './utils/login-url';

type TabKey =
	| 'appadoo'
	| 'downloads'
	| 'create'
	| 'play'
	| 'family'
	| 'subscription'
	| 'offline';

const Preview = styled.div`
	padding: 1rem;
	border: 2px dashed var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 1.5 );
`;

interface PortalBodyProps {
	name: string;
	tier: Tier;
	member: boolean;
	counts: SummaryCounts;
	appadoo: ReactNode;
	downloads: ReactNode;
	/** The Play It Forward dashboard (the referrals feature, handed in by the router). */
	playItForward?: ReactNode;
	/** The Family tab (the family feature, handed in by the router; signed in only). */
	family?: ReactNode;
	/** The signed-in person's memberships for the Subscription tab (none in the preview). */
	membership?: MembershipFacts;
}

/** The portal opens on the Play It Forward tab from a link ending in this hash. */
export const PLAY_IT_FORWARD_HASH = '#play-it-forward';

/**
 * The portal opens on the Downloads tab from a link ending in this hash
 * (WooCommerce's order-received page links here: includes/Checkout/Portal_Link.php).
 */
export const DOWNLOADS_HASH = '#downloads';

/** The portal opens on the Offline library tab from a link ending in this hash (also offline, from the app shell). */
export const OFFLINE_LIBRARY_HASH = '#offline-library';

/**
 * The tab a link's hash opens, Appadoo for any other.
 *
 * @param hash The location's hash.
 */
function tabFromHash( hash: string ): TabKey {
	if ( hash === PLAY_IT_FORWARD_HASH ) {
		return 'play';
	}
	if ( hash === OFFLINE_LIBRARY_HASH ) {
		return 'offline';
	}
	return hash === DOWNLOADS_HASH ? 'downloads' : 'appadoo';
}

function PortalBody( {
	name,
	tier,
	member,
	counts,
	appadoo,
	downloads,
	playItForward,
	family,
	membership,
}: PortalBodyProps ) {
	const { flags } = getConfig();
	const OfflineLibrary = useOfflineLibraryTab();
	const [ tab, setTab ] = useState< TabKey >( () =>
		tabFromHash( window.location.hash )
	);
	// A link to another tab's hash on this page (the offline screen's link to the library) opens that tab.
	useEffect( () => {
		const follow = () => {
			const { hash } = window.location;
			// Only a tab's own hash: a skip link's (#main…) leaves the tab as it is.
			if (
				[
					PLAY_IT_FORWARD_HASH,
					DOWNLOADS_HASH,
					OFFLINE_LIBRARY_HASH,
				].includes( hash )
			) {
				setTab( tabFromHash( hash ) );
			}
		};
		window.addEventListener( 'hashchange', follow );
		return () => window.removeEventListener( 'hashchange', follow );
	}, [] );
	const tabs: [ TabKey, string, boolean ][] = [
		[ 'appadoo', __( 'Appadoo', 'playpal' ), true ],
		[ 'downloads', __( 'Downloads', 'playpal' ), true ],
		[
			'create',
			__( 'Create It Forward', 'playpal' ),
			flags.creator_dashboard,
		],
		[ 'play', __( 'Play It Forward', 'playpal' ), flags.sharing ],
		[ 'family', __( 'Family', 'playpal' ), undefined !== family ],
		[ 'subscription', __( 'Subscription', 'playpal' ), true ],
		[ 'offline', __( 'Offline library', 'playpal' ), !! OfflineLibrary ],
	];
	const shown = tabs.filter( ( [ , , on ] ) => on );
	const current = shown.some( ( [ key ] ) => key === tab ) ? tab : 'appadoo';

	return (
		<>
			<WelcomeBanner name={ name } tier={ tier } member={ member } />
			<SummaryTiles counts={ counts } />
			<Tabs
				value={ current }
				onValueChange={ ( value ) => setTab( value as TabKey ) }
			>
				<TabsList
					aria-label={ __( 'Member portal sections', 'playpal' ) }
				>
					{ shown.map( ( [ key, label ] ) => (
						<TabsTrigger key={ key } value={ key }>
							{ label }
						</TabsTrigger>
					) ) }
				</TabsList>
				<TabsContent value="appadoo">{ appadoo }</TabsContent>
				<TabsContent value="downloads">{ downloads }</TabsContent>
				{ flags.creator_dashboard && (
					<TabsContent value="create">
						{ /* The creator dashboard arrives with the Create It Forward issue. */ }
						<PlaceholderTab
							title={ __( 'Create It Forward', 'playpal' ) }
							text={ __(
								'The creator programme lives on its own page for now: membership, the creator directory and your dashboard.',
								'playpal'
							) }
							linkLabel={ __(
								'Go to Create It Forward',
								'playpal'
							) }
							to="/create-it-forward"
						/>
					</TabsContent>
				) }
				{ flags.sharing && (
					<TabsContent value="play">
						{ playItForward ?? (
							<PlaceholderTab
								title={ __( 'Play It Forward', 'playpal' ) }
								text={ __(
									'Sharing Appadoos with friends and earning rewards is coming soon.',
									'playpal'
								) }
								linkLabel={ __(
									'Join the Play It Forward waitlist',
									'playpal'
								) }
								to="/play-it-forward"
							/>
						) }
					</TabsContent>
				) }
				{ undefined !== family && (
					<TabsContent value="family">{ family }</TabsContent>
				) }
				<TabsContent value="subscription">
					<SubscriptionTab tier={ tier } membership={ membership } />
				</TabsContent>
				{ OfflineLibrary && (
					<TabsContent value="offline">
						<OfflineLibrary />
					</TabsContent>
				) }
			</Tabs>
		</>
	);
}

function PreviewView( {
	data,
}: {
	data: Extract< MemberData, { status: 'preview' } >;
} ) {
	const sample = sampleMember();
	return (
		<>
			<Notice role="note" aria-labelledby="member-preview-notice">
				<div>
					<p id="member-preview-notice">
						<strong>
							{ data.me
								? __(
										'Member features are switched off on this site for now.',
										'playpal'
									)
								: __(
										'Sign in to see your own member portal.',
										'playpal'
									) }
						</strong>
					</p>
					<p>
						{ __(
							'Below is a preview with sample data, not your account.',
							'playpal'
						) }
					</p>
				</div>
				{ ! data.me && (
					<Row>
						<ButtonLink href={ signInUrl() } size="sm">
							{ __( 'Sign in', 'playpal' ) }
						</ButtonLink>
						<ButtonLink
							href={ joinUrl() }
							size="sm"
							variant="outline"
						>
							{ __( 'Join', 'playpal' ) }
						</ButtonLink>
					</Row>
				) }
			</Notice>
			<Preview
				role="region"
				aria-label={ __( 'Sample preview', 'playpal' ) }
			>
				<Row>
					<Badge variant="outline">
						{ __( 'Preview — sample data', 'playpal' ) }
					</Badge>
				</Row>
				<PortalBody
					name={ sample.name }
					tier={ sample.tier }
					member={ false }
					counts={ sample.counts }
					appadoo={
						<AppadooTab appadoos={ sampleAppadoos() } sample />
					}
					downloads={
						<DownloadsTab
							files={ sampleDownloads() }
							tier={ sample.tier }
							storeActive
							sample
						/>
					}
				/>
			</Preview>
		</>
	);
}

/** Without a count from the router the tile shows 0 and asks nothing. */
const noCount: CountHook = () => 0;

function LiveView( {
	data,
	playItForward,
	family,
	useSharedCount = noCount,
	useCreationsCount = noCount,
}: MemberPortalScreenProps & {
	data: Extract< MemberData, { status: 'live' } >;
} ) {
	const { me, appadoos, downloads } = data;
	const { flags } = getConfig();
	const shared = useSharedCount( flags.sharing );
	const creations = useCreationsCount( flags.creator_dashboard );
	return (
		<PortalBody
			name={ me.name }
			tier={ me.tier }
			member={ me.member }
			membership={ me }
			counts={ {
				appadoos: appadoos.sample
					? 0
					: ( appadoos.list?.length ?? null ),
				downloads: downloads.sample
					? 0
					: ( downloads.list?.length ??
						( downloads.failed ? 0 : null ) ),
				shared,
				creations,
			} }
			playItForward={ playItForward }
			family={ family }
			appadoo={
				<AppadooTab
					appadoos={ appadoos.list }
					failed={ appadoos.failed }
					retry={ appadoos.retry }
					sample={ appadoos.sample }
				/>
			}
			downloads={
				<DownloadsTab
					files={ downloads.list }
					tier={ me.tier }
					storeActive={ downloads.storeActive }
					allowance={ downloads.allowance }
					failed={ downloads.failed }
					retry={ downloads.retry }
					sample={ downloads.sample }
				/>
			}
		/>
	);
}

export interface MemberPortalScreenProps {
	/** The signed-in person's Play It Forward tab; the placeholder without it. */
	playItForward?: ReactNode;
	/** The signed-in parent's Family tab; no such tab without it. */
	family?: ReactNode;
	/** The "Items shared" count (referrals feature); the same hook every render. */
	useSharedCount?: CountHook;
	/** The "Creations" count (creators feature); the same hook every render. */
	useCreationsCount?: CountHook;
}

export function MemberPortalScreen( {
	playItForward,
	family,
	useSharedCount,
	useCreationsCount,
}: MemberPortalScreenProps = {} ) {
	useDocumentHead( {
		title: pageTitle( __( 'Member Portal', 'playpal' ) ),
		description: __(
			'Your PlayPal membership: Appadoos, downloads and subscriptions in one place.',
			'playpal'
		),
		canonicalPath: '/member-portal',
	} );
	const data = useMemberData();
	// The offline library reads the device alone: shown even when the portal's data could not load (offline).
	const OfflineLibrary = useOfflineLibraryTab();

	let body;
	if ( data.status === 'loading' ) {
		body = (
			<Muted role="status">
				{ __( 'Loading the member portal…', 'playpal' ) }
			</Muted>
		);
	} else if ( data.status === 'failed' ) {
		body = (
			<>
				<LoadFailed
					message={ __(
						'The member portal didn’t load. Please check your connection and try again.',
						'playpal'
					) }
					onRetry={ data.retry }
				/>
				{ OfflineLibrary && <OfflineLibrary /> }
			</>
		);
	} else if ( data.status === 'preview' ) {
		body = <PreviewView data={ data } />;
	} else {
		body = (
			<LiveView
				data={ data }
				playItForward={ playItForward }
				family={ family }
				useSharedCount={ useSharedCount }
				useCreationsCount={ useCreationsCount }
			/>
		);
	}

	return (
		<Page>
			<h1>{ __( 'Member Portal', 'playpal' ) }</h1>
			{ body }
		</Page>
	);
}

export default MemberPortalScreen;
