/**
 * Rank names and the next rank (SPEC §9). The server decides a person's rank
 * (Partner_Rank); these are for display only.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PartnerRank } from '../types';

/** Lowest total commission of each rank above Bronze, lowest first. */
export const RANK_THRESHOLDS: [ PartnerRank, number ][] = [
	[ 'Silver', 50 ],
	[ 'Gold', 200 ],
	[ 'Platinum', 500 ],
];

export function rankLabel( rank: PartnerRank ): string {
	const labels: Record< PartnerRank, string > = {
		Bronze: __( 'Bronze', 'playpal' ),
		Silver: __( 'Silver', 'playpal' ),
		Gold: __( 'Gold', 'playpal' ),
		Platinum: __( 'Platinum', 'playpal' ),
	};
	return labels[ rank ] ?? rank;
}

/**
 * The next rank and how much is still to earn, or null at the top.
 *
 * @param earned Total commission so far.
 */
export function nextRank(
	earned: number
): { rank: PartnerRank; threshold: number; toGo: number } | null {
	const next = RANK_THRESHOLDS.find(
		( [ , threshold ] ) => earned < threshold
	);
	return next
		? { rank: next[ 0 ], threshold: next[ 1 ], toGo: next[ 1 ] - earned }
		: null;
}
