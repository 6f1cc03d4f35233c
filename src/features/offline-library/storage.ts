/**
 * The device's storage, in words: space used and available
 * (`navigator.storage.estimate()`), and whether saved items are kept when
 * space runs low (`navigator.storage.persist()`).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatBytes } from '../../lib/format-bytes';

export interface SpaceEstimate {
	usage: number;
	quota: number;
}

export async function estimateSpace(): Promise< SpaceEstimate | null > {
	if ( typeof navigator === 'undefined' || ! navigator.storage?.estimate ) {
		return null;
	}
	const { usage = 0, quota = 0 } = await navigator.storage.estimate();
	return { usage, quota };
}

/** @param space What the browser estimated. */
export function spaceText( space: SpaceEstimate | null ): string {
	if ( ! space || space.quota <= 0 ) {
		return __(
			'This browser doesn’t say how much space is available.',
			'playpal'
		);
	}
	return sprintf(
		/* translators: 1: space used (e.g. "12.00 MB"), 2: space still available. */
		__( 'Using %1$s on this device; %2$s more is available.', 'playpal' ),
		formatBytes( space.usage ),
		formatBytes( Math.max( 0, space.quota - space.usage ) )
	);
}

export type Persistence = 'unsupported' | 'persisted' | 'not-persisted';

export async function persistence(): Promise< Persistence > {
	if ( typeof navigator === 'undefined' || ! navigator.storage?.persisted ) {
		return 'unsupported';
	}
	return ( await navigator.storage.persisted() )
		? 'persisted'
		: 'not-persisted';
}

export async function askToPersist(): Promise< Persistence > {
	if ( typeof navigator === 'undefined' || ! navigator.storage?.persist ) {
		return 'unsupported';
	}
	return ( await navigator.storage.persist() )
		? 'persisted'
		: 'not-persisted';
}
