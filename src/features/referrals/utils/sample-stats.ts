/**
 * The spec's sample partner stats (SPEC §4, Referral flow), the same figures
 * the server sends when the provider cannot answer. The tab shows them while
 * the `referral` flag is off, when there is no provider to ask.
 */

/**
 * Internal dependencies
 */
import type { PartnerStats } from '../types';

/** The demo code the server's sample uses too; the ref cookie ignores it. */
const DEMO_CODE = 'demo';

export function samplePartnerStats(): PartnerStats {
	const link = new URL( '/', window.location.origin );
	link.searchParams.set( 'ref', DEMO_CODE );
	return {
		totalEarnings: 45.67,
		referralCount: 12,
		conversionRate: 15.2,
		clickCount: 89,
		lifetimeValue: 127.34,
		// The spec's sample says Silver (the rank rule would give Bronze), as on the server.
		rank: 'Silver',
		code: DEMO_CODE,
		link: link.toString(),
		sample: true,
	};
}
