/**
 * The community's data, as the pp/v1 read routes send it (SPEC §3). Items
 * marked `sample` are the spec's sample data, shown until real content exists.
 */

export interface ForumCategory {
	id: string;
	name: string;
	description: string;
	postCount: number;
	memberCount: number;
	isVIPOnly: boolean;
	sample: boolean;
}

export interface ForumPost {
	id: string;
	title: string;
	excerpt: string;
	/** A ForumCategory id. */
	category: string;
	author: string;
	replies: number;
	/** ISO 8601. */
	lastActivity: string;
	isPinned: boolean;
	isVIP: boolean;
	sample: boolean;
}

export interface Forum {
	categories: ForumCategory[];
	posts: ForumPost[];
}

export type Difficulty = 'easy' | 'medium' | 'advanced';

export interface PlayIdea {
	id: string;
	title: string;
	excerpt: string;
	category: string;
	/** ISO 8601 date. */
	date: string;
	/** Minutes. */
	readTime: number;
	/** URL, or '' for none. */
	image: string;
	author: string;
	difficulty: Difficulty;
	ageRange: string;
	materialsNeeded: string[];
	playItForwardEligible: boolean;
	sample: boolean;
}

export type TagType = 'emotional' | 'functional' | 'outcome' | 'behavioral';

export interface SmartTag {
	id: string;
	name: string;
	type: TagType;
	emotional_trigger: string;
}

export interface FunnelCopy {
	headline: string;
	subheadline: string;
	bullets: string[];
	cta_primary: string;
	urgency_text: string;
	social_proof: string;
}

export interface DiscoveryProduct {
	id: string;
	name: string;
	description: string;
	/** US dollars. */
	price: number;
	rating: number;
	downloads: number;
	image: string;
	smart_tags: SmartTag[];
	emotional_hooks: string[];
	urgency_triggers: string[];
	outcome_promises: string[];
	funnel_copy: FunnelCopy;
	sample: boolean;
}

export interface Collection {
	id: string;
	name: string;
	description: string;
	funnel_hook: string;
	/** DiscoveryProduct ids. */
	products: string[];
	sample: boolean;
}

export interface Discovery {
	products: DiscoveryProduct[];
	collections: Collection[];
}

export type Platform =
	'instagram' | 'twitter' | 'facebook' | 'pinterest' | 'tiktok';

export interface SocialMention {
	id: string;
	platform: Platform;
	username: string;
	display_name: string;
	content: string;
	image_url: string;
	/** The original post, or '' when there is none (sample mentions). */
	post_url: string;
	mention_date: string;
	likes: number;
	comments: number;
	shares: number;
	/** Without '#'. */
	hashtags: string[];
	is_featured: boolean;
	repost_approved: boolean;
	sample: boolean;
}

export type SubmissionType = 'photo' | 'video' | 'project' | 'blog_post';

export type SubmissionStatus = 'featured' | 'approved' | 'pending' | 'rejected';

/** A community submission as the public sees it: never an email. */
export interface CommunitySubmission {
	id: string;
	type: SubmissionType;
	title: string;
	description: string;
	media_urls: string[];
	submitter_name: string;
	product_used: string;
	age_of_child: string;
	submitted_date: string;
	status: SubmissionStatus;
	featured_date: string;
	sample: boolean;
}
