/**
 * Sample answers more than one feature's tests read, kept once so they stay
 * the same everywhere.
 */

/**
 * Internal dependencies
 */
import type { Creation } from '../features/creators/types';

/** The three membership products `/pp/v1/membership-products` answers, as a shop that sells all three. */
export const MEMBERSHIP_PRODUCTS = {
	vipLibraryCard: {
		id: 5,
		name: 'VIP Library Card',
		slug: 'vip-library-card',
		days: 30,
		price: { amount: 2499, currency: 'USD' },
	},
	creatorMonthly: {
		id: 6,
		name: 'Creator Monthly',
		slug: 'creator-monthly',
		days: 30,
		price: { amount: 2900, currency: 'USD' },
	},
	creatorAnnual: {
		id: 7,
		name: 'Creator Annual',
		slug: 'creator-annual',
		days: 365,
		price: { amount: 27900, currency: 'USD' },
	},
};

/**
 * A creator's creation as `/pp/v1/creations` lists it: pending maths pages
 * with one PDF, changed by `over`.
 *
 * @param over The fields a test cares about.
 */
export function makeCreation( over: Partial< Creation > = {} ): Creation {
	return {
		id: 1,
		title: 'Creation',
		description: '',
		category: 'math',
		status: 'pending',
		downloads: 0,
		earnings: 0,
		rating: 0,
		reviews: 0,
		createdAt: '2026-11-01T10:00:00+00:00',
		updatedAt: '2026-11-01T10:00:00+00:00',
		thumbnail: '',
		tags: [],
		ageRange: '3-6',
		difficulty: 'easy',
		files: [ { type: 'PDF', size: 100, url: 'http://site.test/f.pdf' } ],
		sample: false,
		...over,
	};
}
