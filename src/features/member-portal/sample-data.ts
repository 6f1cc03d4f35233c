/**
 * The spec's sample data (SPEC §2 Member portal, §9 sample pricing), shown
 * as a labelled preview to guests, when the portals flag is off, and — with
 * the mock_data flag — in place of lists that are empty.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DownloadFile, MemberAppadoo, SubscriptionProduct } from './types';

export function sampleMember() {
	return {
		name: __( 'Sample VIP Family', 'playpal' ),
		tier: 'vip' as const,
		counts: { appadoos: 3, downloads: 24, shared: 8, creations: 5 },
	};
}

export function sampleAppadoos(): MemberAppadoo[] {
	return [
		{
			id: -1,
			name: __( 'Ocean Adventure Explorer', 'playpal' ),
			templateName: __( 'Ocean Adventure', 'playpal' ),
			usage: {
				sessions: 8,
				totalTime: 135,
				lastPlayed: '2025-01-14T16:30:00Z',
			},
			sample: true,
		},
		{
			id: -2,
			name: __( 'Space Station Math', 'playpal' ),
			templateName: __( 'Space Station Alpha', 'playpal' ),
			usage: {
				sessions: 5,
				totalTime: 90,
				lastPlayed: '2025-01-13T10:15:00Z',
			},
			sample: true,
		},
		{
			id: -3,
			name: __( 'Magical Forest Reading', 'playpal' ),
			templateName: __( 'Magical Forest Friends', 'playpal' ),
			usage: {
				sessions: 11,
				totalTime: 200,
				lastPlayed: '2025-01-12T18:45:00Z',
			},
			sample: true,
		},
	];
}

export function sampleDownloads(): DownloadFile[] {
	return [
		{
			id: 'sample-1',
			name: __(
				'Princess Tea Party Palace (printable pages)',
				'playpal'
			),
			productName: __( 'Princess Tea Party Palace', 'playpal' ),
			type: 'PDF',
			size: 2516582,
			downloadCount: 3,
			expiresAt: '2025-02-14T00:00:00Z',
			status: 'active',
			sample: true,
		},
		{
			id: 'sample-2',
			name: __(
				'Dinosaur Dig Site Expedition (printable pages)',
				'playpal'
			),
			productName: __( 'Dinosaur Dig Site Expedition', 'playpal' ),
			type: 'ZIP',
			size: 15938355,
			downloadCount: 1,
			expiresAt: '2024-12-01T00:00:00Z',
			status: 'expired',
			sample: true,
		},
	];
}

/**
 * SPEC §9 sample pricing.
 */
export function sampleProducts(): SubscriptionProduct[] {
	return [
		{
			id: 'vip-library-card',
			name: __( 'VIP Library Card', 'playpal' ),
			price: 24.99,
			originalPrice: 24.99,
			discountPercent: 0,
			category: 'subscriptions',
			description: __(
				'Monthly membership: the core library and basic Appadoos free, discounts on premium items, unlimited downloads.',
				'playpal'
			),
			included: [
				__( 'Core printable library', 'playpal' ),
				__( 'Basic Appadoo collection', 'playpal' ),
				__( 'Unlimited downloads', 'playpal' ),
			],
			vipPrice: null,
			sample: true,
		},
		{
			id: 'core-printable-library',
			name: __( 'Core Printable Library', 'playpal' ),
			price: 199,
			originalPrice: 199,
			discountPercent: 100,
			category: 'core-library',
			description: __( 'Every core printable play kit.', 'playpal' ),
			included: [ __( 'Free for VIP', 'playpal' ) ],
			vipPrice: 0,
			vipFree: true,
			sample: true,
		},
		{
			id: 'basic-appadoo-collection',
			name: __( 'Basic Appadoo Collection', 'playpal' ),
			price: 149,
			originalPrice: 149,
			discountPercent: 100,
			category: 'core-library',
			description: __(
				'The basic offline Appadoo activities.',
				'playpal'
			),
			included: [ __( 'Free for VIP', 'playpal' ) ],
			vipPrice: 0,
			vipFree: true,
			sample: true,
		},
		{
			id: 'premium-theme-packs',
			name: __( 'Premium Theme Packs', 'playpal' ),
			price: 49.99,
			originalPrice: 49.99,
			discountPercent: 50,
			category: 'premium',
			description: __(
				'Themed bundles of printables and Appadoos.',
				'playpal'
			),
			included: [],
			vipPrice: 24.99,
			sample: true,
		},
		{
			id: 'advanced-appadoo-series',
			name: __( 'Advanced Appadoo Series', 'playpal' ),
			price: 39.99,
			originalPrice: 39.99,
			discountPercent: 50,
			category: 'premium',
			description: __( 'Longer, deeper Appadoo activities.', 'playpal' ),
			included: [],
			vipPrice: 19.99,
			sample: true,
		},
		{
			id: 'space-explorer',
			name: __( 'Space Explorer', 'playpal' ),
			price: 12.99,
			originalPrice: 12.99,
			discountPercent: 38,
			category: 'individual-appadoos',
			description: __( 'A single space Appadoo.', 'playpal' ),
			included: [],
			vipPrice: 7.99,
			sample: true,
		},
		{
			id: 'dinosaur',
			name: __( 'Dinosaur Adventure', 'playpal' ),
			price: 10.99,
			originalPrice: 10.99,
			discountPercent: 36,
			category: 'individual-appadoos',
			description: __( 'A single dinosaur Appadoo.', 'playpal' ),
			included: [],
			vipPrice: 6.99,
			sample: true,
		},
		{
			id: 'creator-pack-starter',
			name: __( 'Creator Pack', 'playpal' ),
			price: 19.99,
			originalPrice: 19.99,
			discountPercent: 25,
			category: 'create-it-forward',
			description: __( 'Made by Create It Forward creators.', 'playpal' ),
			included: [],
			vipPrice: 14.99,
			sample: true,
		},
		{
			id: 'creator-pack-deluxe',
			name: __( 'Creator Pack Deluxe', 'playpal' ),
			price: 29.99,
			originalPrice: 29.99,
			discountPercent: 25,
			category: 'create-it-forward',
			description: __( 'Made by Create It Forward creators.', 'playpal' ),
			included: [],
			vipPrice: 22.49,
			sample: true,
		},
	];
}
