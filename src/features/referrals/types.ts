/**
 * Shapes of the Play It Forward answers (`pp/v1/referrals/me`, `pp/v1/share-codes`).
 */

export type PartnerRank = 'Bronze' | 'Silver' | 'Gold' | 'Platinum';

/** Partner stats (SPEC §3) with rank, code, link and whether they are the sample. */
export interface PartnerStats {
	totalEarnings: number;
	referralCount: number;
	/** Percent. */
	conversionRate: number;
	clickCount: number;
	lifetimeValue: number;
	rank: PartnerRank;
	code: string;
	link: string;
	sample: boolean;
}

/** A shared item (SPEC §3). */
export interface SharedItem {
	id: number;
	appadooId: number;
	title: string;
	type: 'appadoo' | 'theme-pack';
	shareCode: string;
	url: string;
	timesShared: number;
	usageLimit: number;
	conversions: number;
	/** ISO 8601, UTC. */
	expiresAt: string;
	isActive: boolean;
}

export interface ShareableAppadoo {
	id: number;
	title: string;
}

export interface SharedItems {
	items: SharedItem[];
	appadoos: ShareableAppadoo[];
}
