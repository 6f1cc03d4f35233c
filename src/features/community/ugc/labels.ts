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
 * The label of a known value, or the value itself.
 *
 * @param value  The value.
 * @param labels Each known value's label.
 */
function labelOf( value: string, labels: Record< string, string > ): string {
	const own = Object.prototype.hasOwnProperty.call( labels, value );
	return ( own && labels[ value ] ) || String( value );
}

/**
 * @param platform Platform.
 */
export function platformLabel( platform: Platform ): string {
	return labelOf( platform, {
		instagram: __( 'Instagram', 'playpal' ),
		twitter: __( 'Twitter', 'playpal' ),
		facebook: __( 'Facebook', 'playpal' ),
		pinterest: __( 'Pinterest', 'playpal' ),
		tiktok: __( 'TikTok', 'playpal' ),
	} );
}

/**
 * @param type Submission type.
 */
export function typeLabel( type: SubmissionType ): string {
	return labelOf( type, {
		photo: __( 'Photo', 'playpal' ),
		video: __( 'Video', 'playpal' ),
		project: __( 'DIY Project', 'playpal' ),
		blog_post: __( 'Story/Review', 'playpal' ),
	} );
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
