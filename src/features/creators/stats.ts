/**
 * Creator stats (SPEC §3) from the creations on screen, and the rank.
 */

/**
 * Internal dependencies
 */
import type { Tier } from '../../lib/me';
import type { Creation } from './types';

export interface CreatorStats {
	totalEarnings: number;
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
		totalEarnings: creations.reduce( ( sum, c ) => sum + c.earnings, 0 ),
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
