/**
 * Shapes of the member portal: pp/v1/me, pp/v1/appadoos (the fields used),
 * pp/v1/downloads and the Store API products (the fields used).
 */

/**
 * Internal dependencies
 */
import type { Tier } from '../../lib/me';

export type { Me, SignedInMe, Tier } from '../../lib/me';

export interface MemberAppadoo {
	id: number;
	name: string;
	templateName: string;
	usage: {
		sessions: number;
		/** Minutes. */
		totalTime: number;
		lastPlayed: string | null;
	};
	settings?: { timeLimit: string };
	/** Only on sample data. */
	sample?: true;
}

export interface DownloadFile {
	id: string;
	name: string;
	productName: string;
	type: string;
	size: number | null;
	downloadCount: number;
	expiresAt: string | null;
	status: 'active' | 'expired';
	/** Only on sample data. */
	sample?: true;
}

export interface Allowance {
	/** Downloads a day; null = unlimited (VIP). */
	daily: number | null;
	usedToday: number;
	remainingToday: number | null;
	resetsAt: string;
}

export interface DownloadsResponse {
	success: boolean;
	storeActive: boolean;
	tier: Tier;
	allowance: Allowance;
	downloads: DownloadFile[];
}

export type ProductFilter =
	| 'subscriptions'
	| 'all'
	| 'core-library'
	| 'premium'
	| 'individual-appadoos'
	| 'create-it-forward';

/** SPEC §3 Subscription product (the spec's sample pricing, §9). */
export interface SubscriptionProduct {
	id: string;
	name: string;
	/** Price, e.g. 49.99; 0 = free for VIP. */
	price: number;
	originalPrice: number;
	discountPercent: number;
	category: Exclude< ProductFilter, 'all' >;
	description: string;
	included: string[];
	/** Price for VIPs; null when the same. */
	vipPrice: number | null;
	/** The product is free for VIPs. */
	vipFree?: boolean;
	sample: true;
}

/** A Store API product, the fields the cards use. */
export interface StoreProduct {
	id: number;
	name: string;
	slug: string;
	short_description: string;
	prices: {
		price: string;
		currency_minor_unit: number;
		currency_prefix: string;
		currency_suffix: string;
	};
	categories?: { id: number; name: string; slug: string }[];
}

/**
 * A summary tile's count from another feature, handed in by the router: null
 * while asking, 0 when `enabled` is false (then it asks nothing) or the
 * request failed.
 */
export type CountHook = ( enabled: boolean ) => number | null;
