/**
 * The age range of a play idea as the community screens show it.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * "Ages 3-6".
 *
 * @param range Age range such as "3-6".
 */
export function agesLabel( range: string ): string {
	/* translators: %s: age range, e.g. 3-6. */
	return sprintf( __( 'Ages %s', 'playpal' ), range );
}
