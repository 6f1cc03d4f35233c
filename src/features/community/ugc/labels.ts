/**
 * Names of platforms, submission types and statuses on Community Love.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Variant } from '../../../components';
import type { Platform, SubmissionStatus, SubmissionType } from '../types';

/** Platforms in filter order (SPEC §9). */
export const PLATFORMS: Platform[] = [
	'instagram',
	'twitter',
	'facebook',
	'pinterest',
	'tiktok',
];

/**
 * @param platform Platform.
 */
export function platformLabel( platform: Platform ): string {
	switch ( platform ) {
		case 'instagram':
			return __( 'Instagram', 'playpal' );
		case 'twitter':
			return __( 'Twitter', 'playpal' );
		case 'facebook':
			return __( 'Facebook', 'playpal' );
		case 'pinterest':
			return __( 'Pinterest', 'playpal' );
		case 'tiktok':
			return __( 'TikTok', 'playpal' );
		default:
			return String( platform );
	}
}

/**
 * @param type Submission type.
 */
export function typeLabel( type: SubmissionType ): string {
	switch ( type ) {
		case 'photo':
			return __( 'Photo', 'playpal' );
		case 'video':
			return __( 'Video', 'playpal' );
		case 'project':
			return __( 'DIY Project', 'playpal' );
		case 'blog_post':
			return __( 'Story/Review', 'playpal' );
		default:
			return String( type );
	}
}

/**
 * Label and badge style of a status (SPEC §4: anything unknown is neutral).
 *
 * @param status Submission status.
 */
export function statusBadge( status: SubmissionStatus | string ): {
	label: string;
	variant: Variant;
} {
	switch ( status ) {
		case 'featured':
			return { label: __( 'Featured', 'playpal' ), variant: 'default' };
		case 'approved':
			return { label: __( 'Approved', 'playpal' ), variant: 'secondary' };
		case 'pending':
			return {
				label: __( 'Pending', 'playpal' ),
				variant: 'outline',
			};
		case 'rejected':
			return {
				label: __( 'Rejected', 'playpal' ),
				variant: 'destructive',
			};
		default:
			return { label: String( status ), variant: 'outline' };
	}
}
