/**
 * A fake pp/v1 for the community screens' tests: answers apiFetch calls the
 * way the shared client makes them (`parse: false`; non-OK responses are
 * rejected with the Response), from a map of path → body or status.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type {
	CommunitySubmission,
	DiscoveryProduct,
	ForumCategory,
	ForumPost,
	PlayIdea,
	SocialMention,
	SmartTag,
} from '../types';

export const mockedApiFetch = apiFetch as unknown as jest.Mock;

function response( status: number, body: unknown ) {
	return {
		ok: status >= 200 && status < 300,
		status,
		statusText: status === 200 ? 'OK' : 'Internal Server Error',
		headers: new Headers(),
		text: () => Promise.resolve( JSON.stringify( body ) ),
	};
}

/** A route that fails with this status. */
export class Failure {
	constructor( readonly status = 500 ) {}
}

/**
 * Answers each path with its body (or failure); unknown paths get 404.
 * Returns a function that changes the answers later (e.g. after a retry).
 *
 * @param routes Path → body or Failure.
 */
export function serve( routes: Record< string, unknown > ) {
	let current = routes;
	mockedApiFetch.mockImplementation( ( { path }: { path: string } ) => {
		if ( ! ( path in current ) ) {
			return Promise.reject( response( 404, { code: 'rest_no_route' } ) );
		}
		const answer = current[ path ];
		return answer instanceof Failure
			? Promise.reject( response( answer.status, { code: 'boom' } ) )
			: Promise.resolve( response( 200, answer ) );
	} );
	return ( next: Record< string, unknown > ) => {
		current = next;
	};
}

/** Calls the fake received, by path. */
export function requestedPaths(): string[] {
	return mockedApiFetch.mock.calls.map( ( [ options ] ) => options.path );
}

export function category(
	id: string,
	name: string,
	extra: Partial< ForumCategory > = {}
): ForumCategory {
	return {
		id,
		name,
		description: `${ name } talk`,
		postCount: 10,
		memberCount: 100,
		isVIPOnly: false,
		sample: true,
		...extra,
	};
}

export function post(
	id: string,
	categoryId: string,
	extra: Partial< ForumPost > = {}
): ForumPost {
	return {
		id,
		title: `Post ${ id }`,
		excerpt: `About ${ id }`,
		category: categoryId,
		author: 'Priya S.',
		replies: 3,
		lastActivity: '2025-05-20T10:00:00Z',
		isPinned: false,
		isVIP: false,
		sample: true,
		...extra,
	};
}

export function idea(
	id: string,
	categoryName: string,
	extra: Partial< PlayIdea > = {}
): PlayIdea {
	return {
		id,
		title: `Idea ${ id }`,
		excerpt: `Play ${ id }`,
		category: categoryName,
		date: '2025-05-28',
		readTime: 5,
		image: '',
		author: 'Jordan P.',
		difficulty: 'easy',
		ageRange: '3-6',
		materialsNeeded: [ 'Paper' ],
		playItForwardEligible: false,
		sample: true,
		...extra,
	};
}

export function tag( id: string, type: SmartTag[ 'type' ] ): SmartTag {
	return { id, name: `Tag ${ id }`, type, emotional_trigger: 'Joy' };
}

export function product(
	id: string,
	tags: SmartTag[],
	extra: Partial< DiscoveryProduct > = {}
): DiscoveryProduct {
	return {
		id,
		name: `Kit ${ id }`,
		description: `All about ${ id }`,
		price: 12.99,
		rating: 4.9,
		downloads: 3420,
		image: '',
		smart_tags: tags,
		emotional_hooks: [],
		urgency_triggers: [],
		outcome_promises: [ `Learns ${ id }` ],
		funnel_copy: {
			headline: `Headline ${ id }`,
			subheadline: '',
			bullets: [ `${ id } pages` ],
			cta_primary: `Start ${ id }`,
			urgency_text: '',
			social_proof: '',
		},
		sample: true,
		...extra,
	};
}

export function mention(
	id: string,
	platform: SocialMention[ 'platform' ],
	extra: Partial< SocialMention > = {}
): SocialMention {
	return {
		id,
		platform,
		username: `user${ id }`,
		display_name: `Person ${ id }`,
		content: `Loved it ${ id }`,
		image_url: '',
		post_url: '',
		mention_date: '2025-05-30T10:00:00Z',
		likes: 10,
		comments: 2,
		shares: 1,
		hashtags: [ 'PlayPal' ],
		is_featured: false,
		repost_approved: false,
		sample: true,
		...extra,
	};
}

export function submission(
	id: string,
	extra: Partial< CommunitySubmission > = {}
): CommunitySubmission {
	return {
		id,
		type: 'photo',
		title: `Story ${ id }`,
		description: `What happened ${ id }`,
		media_urls: [],
		submitter_name: 'Elena M.',
		product_used: 'Space Station Alpha',
		age_of_child: '5 years',
		submitted_date: '2025-05-22T10:00:00Z',
		status: 'approved',
		featured_date: '',
		sample: true,
		...extra,
	};
}

/**
 * Inline pictures, distinct by number.
 *
 * @param count How many.
 */
export function pictures( count: number ): string[] {
	return Array.from(
		{ length: count },
		( _, index ) => `data:image/png;base64,AAAA${ index }`
	);
}
