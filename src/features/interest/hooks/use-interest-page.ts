/**
 * What both waitlist pages do on load: set title, description, canonical and
 * `noindex,follow` robots (the server prints the same), and record a view
 * event (SPEC §2 Interest pages).
 */

/**
 * External dependencies
 */
import { useEffect } from 'react';

/**
 * Internal dependencies
 */
import { trackEvent } from '../../../lib/analytics';
import { useDocumentHead } from '../../../lib/document-head';
import type { InterestKind } from '../types';

export const WAITLIST_ROBOTS = 'noindex, follow';

export function useInterestPage(
	kind: InterestKind,
	head: { title: string; description: string; path: string }
): void {
	useDocumentHead( {
		title: head.title,
		description: head.description,
		canonicalPath: head.path,
		robots: WAITLIST_ROBOTS,
	} );
	useEffect( () => {
		trackEvent( 'interest_view', { kind } );
	}, [ kind ] );
}
