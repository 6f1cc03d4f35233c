/**
 * Creator stats (SPEC §3): from pp/v1/creator/dashboard, or from the sample
 * creations while the creator has none of their own; and the rank.
 */

/**
 * Internal dependencies
 */
import type { Tier } from '../../lib/me';
import { sampleDollars, sumByCurrency, type Money } from '../../lib/money';
import type { CreationFigures, DashboardTotals } from './dashboard-types';
import type { Creation } from './types';

export interface CreatorStats {
	/** One amount per currency, never added across them. */
	totalEarnings: Money[];
	totalDownloads: number;
	totalCreations: number;
	averageRating: number;
	reviewCount: number;
}

export function creatorStats( creations: Creation[] ): CreatorStats {
	const rated = creations.filter(
		( creation ) => creation.status === 'published' && creation.reviews > 0
	);
	const reviewCount = rated.reduce( ( sum, c ) => sum + c.reviews, 0 );
	return {
		totalEarnings: sumByCurrency(
			...creations.map(
				( c ) => c.earned ?? [ sampleDollars( c.earnings ) ]
			)
		),
		totalDownloads: creations.reduce( ( sum, c ) => sum + c.downloads, 0 ),
		totalCreations: creations.length,
		averageRating:
			reviewCount > 0
				? rated.reduce( ( sum, c ) => sum + c.rating * c.reviews, 0 ) /
					reviewCount
				: 0,
		reviewCount,
	};
}

export type Rank = 'Platinum' | 'Gold' | 'Silver';

/**
 * SPEC §3: Platinum for tier vip, otherwise Silver (PlayPal has no "full" tier,
 * the spec's Gold).
 *
 * @param tier The person's tier (pp/v1/me).
 */
export function rankFor( tier: Tier ): Rank {
	return tier === 'vip' ? 'Platinum' : 'Silver';
}

/**
 * The stat cards from pp/v1/creator/dashboard's totals (the real figures:
 * ledger, WooCommerce's download log and reviews).
 *
 * @param totals The route's totals.
 */
export function statsFromTotals( totals: DashboardTotals ): CreatorStats {
	return {
		totalEarnings: totals.earnings,
		totalDownloads: totals.downloads,
		totalCreations: totals.creations,
		averageRating: totals.rating,
		reviewCount: totals.ratingCount,
	};
}

/**
 * The creations with each one's downloads, earnings and rating from
 * pp/v1/creator/dashboard, matched by id. A creation the figures do not
 * name (sent since they were read) shows none yet.
 *
 * @param creations Creations (pp/v1/creations).
 * @param figures   Each creation's figures, or undefined while unknown.
 * @param currency  The store's currency: what "nothing earned" reads in.
 */
export function withFigures(
	creations: Creation[],
	figures: CreationFigures[] | undefined,
	currency: string
): Creation[] {
	if ( ! figures ) {
		return creations;
	}
	const byId = new Map( figures.map( ( row ) => [ row.id, row ] ) );
	return creations.map( ( creation ) => {
		const row = byId.get( creation.id );
		return {
			...creation,
			downloads: row?.downloads ?? 0,
			earned: row?.earnings ?? [ { amount: 0, currency } ],
			rating: row?.rating ?? 0,
			reviews: row?.ratingCount ?? 0,
		};
	} );
}
