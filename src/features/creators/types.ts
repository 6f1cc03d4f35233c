/**
 * Shapes of Create It Forward: pp/v1/creator-directory and pp/v1/creations
 * (docs/MEMBERS.md, Create It Forward).
 */

/**
 * Internal dependencies
 */
import type { Money } from '../../lib/money';

/** SPEC §9 Directory categories, after "all". */
export type DirectoryCategory =
	'Mathematics' | 'Language Arts' | 'Science' | 'Art' | 'Social Studies';

/** SPEC §3 Directory listing. */
export interface Listing {
	id: string;
	creatorName: string;
	creatorAvatar: string;
	title: string;
	description: string;
	category: string;
	price: number;
	rating: number;
	reviewCount: number;
	downloads: number;
	featured: boolean;
	tags: string[];
	lastUpdated: string;
	url: string;
	previewImages: string[];
	sample: boolean;
}

export interface DirectoryResponse {
	categories: DirectoryCategory[];
	listings: Listing[];
}

export type CreationStatus = 'published' | 'pending' | 'rejected' | 'draft';

/** SPEC §3 Creation. */
export interface Creation {
	id: number;
	title: string;
	description: string;
	category: string;
	status: CreationStatus;
	downloads: number;
	/** As pp/v1/creations sends it: dollars in the sample data, else 0. */
	earnings: number;
	/**
	 * What it earned, one amount per currency (pp/v1/creator/dashboard,
	 * merged by id); absent for the sample data.
	 */
	earned?: Money[];
	rating: number;
	reviews: number;
	createdAt: string;
	updatedAt: string;
	thumbnail: string;
	tags: string[];
	ageRange: string;
	difficulty: string;
	files: { type: string; size: number; url: string }[];
	/** Price in dollars (absent in sample data). */
	price?: number;
	sample: boolean;
}

export interface CreationsResponse {
	creations: Creation[];
	/** The list is the labelled sample preview (no creations yet, mock data on). */
	sample: boolean;
}

/** SPEC §3 Creation submission form. */
export interface CreationForm {
	title: string;
	description: string;
	category: string;
	ageRange: string;
	difficulty: string;
	/** Comma separated. */
	tags: string;
	/** Dollars as typed, e.g. `4.99`. */
	price: string;
	files: File[];
}
