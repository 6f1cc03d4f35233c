/**
 * Community Love (/ugc, SPEC §2): a community nav, "Loading community
 * love..." until the lists arrive, a hero with the static stats, three tabs
 * (Social Mentions with a platform filter, Featured Stories — the mentions
 * flagged featured — and Community Submissions), and a closing call to
 * action to submit a story or tag PlayPal.
 *
 * Community Submissions shows the example submissions, marked as examples,
 * until real, approved stories exist.
 */

/**
 * External dependencies
 */
import { useState } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link, NavLink } from '../../../components/AppLink';
import {
	Button,
	ButtonLink,
	Empty,
	LoadFailed,
	Loading,
	Page,
	Tabs,
	TabsContent,
	TabsList,
	TabsTrigger,
} from '../../../components';
import { useCommunitySamples } from '../api/get-community-samples';
import { useMentions } from '../api/get-mentions';
import { useSubmissions } from '../api/get-submissions';
import { useCommunityHead } from '../components/CommunityPage';
import { FilterButtons } from '../components/FilterButtons';
import { CardGrid } from '../components/layout';
import type { CommunitySubmission, Platform, SocialMention } from '../types';
import { PLATFORMS, platformLabel } from './labels';
import { MentionCard } from './MentionCard';
import { SubmissionCard } from './SubmissionCard';

/** The handle the closing call to action asks people to tag. */
export const BRAND_HANDLE = '@PlayPal';

const Nav = styled.nav`
	margin-bottom: 2rem;

	ul {
		display: flex;
		flex-wrap: wrap;
		gap: 0.25rem 1.25rem;
		margin: 0;
		padding: 0;
		list-style: none;
	}

	a {
		color: var( --pp-color-foreground );
		text-decoration: none;
	}

	a:hover,
	a[aria-current='page'] {
		color: var( --pp-color-primary );
		text-decoration: underline;
	}
`;

const Hero = styled.section`
	margin-bottom: 2.5rem;
	padding: 2.5rem 1.5rem;
	border-radius: calc( var( --pp-radius ) * 3 );
	background: linear-gradient(
		160deg,
		var( --pp-color-secondary ),
		var( --pp-color-background ) 80%
	);
	text-align: center;

	h1 {
		margin: 0 0 0.5rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 2.25rem, 5vw, 3rem );
	}

	> p {
		max-width: 40rem;
		margin: 0 auto 2rem;
		color: var( --pp-color-muted-foreground );
		font-size: 1.125rem;
	}
`;

const Stats = styled.dl`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 9rem, 1fr ) );
	gap: 1rem;
	margin: 0;

	div {
		display: flex;
		flex-direction: column-reverse;
		padding: 1rem;
		border-radius: calc( var( --pp-radius ) * 2 );
		background: var( --pp-color-card );
		color: var( --pp-color-card-foreground );
	}

	dt {
		color: var( --pp-color-muted-foreground );
	}

	dd {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.75rem;
		font-weight: 700;
	}
`;

const ExampleNote = styled.p`
	margin: 0 0 1.5rem;
	padding: 0.75rem 1rem;
	border-radius: var( --pp-radius );
	background: var( --pp-color-muted );
	color: var( --pp-color-muted-foreground );
`;

const Closing = styled.section`
	margin-top: 3rem;
	padding: 2.5rem 1.5rem;
	border-radius: calc( var( --pp-radius ) * 3 );
	background: var( --pp-color-primary );
	color: var( --pp-color-primary-foreground );
	text-align: center;

	h2 {
		margin: 0 0 0.5rem;
		font-family: var( --pp-font-heading );
		font-size: 1.75rem;
	}

	p {
		margin: 0 auto 1.5rem;
		max-width: 36rem;
	}

	div {
		display: flex;
		flex-wrap: wrap;
		justify-content: center;
		gap: 0.75rem;
	}
`;

type PlatformFilter = Platform | 'all';

function CommunityNav() {
	const links = [
		{ to: '/', label: __( 'Home', 'playpal' ) },
		{ to: '/blog', label: __( 'Blog', 'playpal' ) },
		{ to: '/forum', label: __( 'The PlayBoard', 'playpal' ) },
		{ to: '/ugc', label: __( 'Community Love', 'playpal' ) },
		{ to: '/submit', label: __( 'Submit Your Story', 'playpal' ) },
	];
	return (
		<Nav aria-label={ __( 'Community', 'playpal' ) }>
			<ul>
				{ links.map( ( link ) => (
					<li key={ link.to }>
						<NavLink to={ link.to } end>
							{ link.label }
						</NavLink>
					</li>
				) ) }
			</ul>
		</Nav>
	);
}

function HeroStats() {
	const stats = [
		[ __( '2,400+', 'playpal' ), __( 'Social Mentions', 'playpal' ) ],
		[ __( '156', 'playpal' ), __( 'Featured Stories', 'playpal' ) ],
		[ __( '45K+', 'playpal' ), __( 'Engagement', 'playpal' ) ],
		[ __( '23', 'playpal' ), __( 'Countries', 'playpal' ) ],
	];
	return (
		<Stats>
			{ stats.map( ( [ value, label ] ) => (
				<div key={ label }>
					<dt>{ label }</dt>
					<dd>{ value }</dd>
				</div>
			) ) }
		</Stats>
	);
}

function MentionGrid( {
	mentions,
	emptyTitle,
}: {
	mentions: SocialMention[];
	emptyTitle: string;
} ) {
	if ( mentions.length === 0 ) {
		return (
			<Empty
				title={ emptyTitle }
				message={ __(
					'Tag PlayPal in your posts and your play might appear here.',
					'playpal'
				) }
			/>
		);
	}
	return (
		<CardGrid>
			{ mentions.map( ( mention ) => (
				<MentionCard key={ mention.id } mention={ mention } />
			) ) }
		</CardGrid>
	);
}

function SocialMentions( { mentions }: { mentions: SocialMention[] } ) {
	const [ platform, setPlatform ] = useState< PlatformFilter >( 'all' );
	const shown =
		platform === 'all'
			? mentions
			: mentions.filter( ( mention ) => mention.platform === platform );
	return (
		<>
			<FilterButtons< PlatformFilter >
				label={ __( 'Filter by platform', 'playpal' ) }
				options={ [
					{ value: 'all', label: __( 'All', 'playpal' ) },
					...PLATFORMS.map( ( value ) => ( {
						value,
						label: platformLabel( value ),
					} ) ),
				] }
				selected={ platform }
				onSelect={ setPlatform }
			/>
			<MentionGrid
				mentions={ shown }
				emptyTitle={ __( 'No mentions here yet', 'playpal' ) }
			/>
		</>
	);
}

function Submissions( {
	submissions,
}: {
	submissions: CommunitySubmission[];
} ) {
	if ( submissions.length === 0 ) {
		return (
			<Empty
				title={ __( 'No stories yet', 'playpal' ) }
				message={ __(
					'Be the first to share how your family plays with PlayPal.',
					'playpal'
				) }
			/>
		);
	}
	return (
		<>
			{ submissions.some( ( submission ) => submission.sample ) && (
				<ExampleNote>
					{ __(
						'These example stories show what families share. Real stories appear here once they are approved.',
						'playpal'
					) }
				</ExampleNote>
			) }
			<CardGrid>
				{ submissions.map( ( submission ) => (
					<SubmissionCard
						key={ submission.id }
						submission={ submission }
					/>
				) ) }
			</CardGrid>
		</>
	);
}

function CommunityContent() {
	const mentions = useMentions();
	const samples = useCommunitySamples();
	const stories = useSubmissions();

	if (
		( mentions.error && ! mentions.data ) ||
		( samples.error && ! samples.data ) ||
		( stories.error && ! stories.data )
	) {
		return (
			<LoadFailed
				title={ __( 'Community love didn’t load', 'playpal' ) }
				message={ __(
					'Something got in the way. Please check your connection and try again.',
					'playpal'
				) }
				onRetry={ () => {
					void mentions.mutate();
					void samples.mutate();
					void stories.mutate();
				} }
			/>
		);
	}
	if ( ! mentions.data || ! samples.data || ! stories.data ) {
		return (
			<Loading
				// SPEC §2 gives this text exactly, with three dots.
				// eslint-disable-next-line @wordpress/i18n-ellipsis
				label={ __( 'Loading community love...', 'playpal' ) }
			/>
		);
	}

	const all = mentions.data.mentions;
	return (
		<Tabs defaultValue="mentions">
			<TabsList aria-label={ __( 'Community Love', 'playpal' ) }>
				<TabsTrigger value="mentions">
					{ __( 'Social Mentions', 'playpal' ) }
				</TabsTrigger>
				<TabsTrigger value="featured">
					{ __( 'Featured Stories', 'playpal' ) }
				</TabsTrigger>
				<TabsTrigger value="submissions">
					{ __( 'Community Submissions', 'playpal' ) }
				</TabsTrigger>
			</TabsList>
			<TabsContent value="mentions">
				<SocialMentions mentions={ all } />
			</TabsContent>
			<TabsContent value="featured">
				<MentionGrid
					mentions={ all.filter(
						( mention ) => mention.is_featured
					) }
					emptyTitle={ __( 'No featured stories yet', 'playpal' ) }
				/>
			</TabsContent>
			<TabsContent value="submissions">
				{ /* Real, approved stories; the examples until there are any. */ }
				<Submissions
					submissions={
						stories.data.submissions.length > 0
							? stories.data.submissions
							: samples.data.submissions
					}
				/>
			</TabsContent>
		</Tabs>
	);
}

function TagUs() {
	const [ message, setMessage ] = useState( '' );
	const copy = async () => {
		try {
			await navigator.clipboard.writeText( BRAND_HANDLE );
			setMessage(
				sprintf(
					/* translators: %s: PlayPal's social handle. */
					__( 'Copied! Tag %s in your next post.', 'playpal' ),
					BRAND_HANDLE
				)
			);
		} catch {
			setMessage(
				sprintf(
					/* translators: %s: PlayPal's social handle. */
					__( 'Tag %s in your next post.', 'playpal' ),
					BRAND_HANDLE
				)
			);
		}
	};
	return (
		<>
			<Button variant="secondary" onClick={ () => void copy() }>
				{ sprintf(
					/* translators: %s: PlayPal's social handle. */
					__( 'Tag %s', 'playpal' ),
					BRAND_HANDLE
				) }
			</Button>
			<span role="status">{ message }</span>
		</>
	);
}

export function CommunityLoveScreen() {
	useCommunityHead(
		__( 'Community Love', 'playpal' ),
		__(
			'Stories, photos and projects from PlayPal families: social mentions, featured stories and community submissions.',
			'playpal'
		)
	);

	return (
		<Page>
			<CommunityNav />
			<Hero aria-labelledby="community-love-title">
				<h1 id="community-love-title">
					{ __( 'Community Love', 'playpal' ) }
				</h1>
				<p>
					{ __(
						'Real moments from families, teachers and little adventurers playing with PlayPal.',
						'playpal'
					) }
				</p>
				<HeroStats />
			</Hero>
			<CommunityContent />
			<Closing aria-labelledby="community-love-share">
				<h2 id="community-love-share">
					{ __( 'Share Your PlayPal Moment', 'playpal' ) }
				</h2>
				<p>
					{ __(
						'Send us your photos, videos and stories, or tag us on social media. We love seeing how your family plays!',
						'playpal'
					) }
				</p>
				<div>
					<ButtonLink as={ Link } to="/submit" variant="secondary">
						{ __( 'Submit Your Story', 'playpal' ) }
					</ButtonLink>
					<TagUs />
				</div>
			</Closing>
		</Page>
	);
}

export default CommunityLoveScreen;
