/**
 * A community screen's frame: its document head (the title as
 * "{title} | PlayPal", the description, this path as canonical), and the
 * kit's page with a header holding the title, its lead paragraph and the
 * actions.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { Page, PageActions, PageHeader } from '../../../components';
import { pageTitle, useDocumentHead } from '../../../lib/document-head';

/**
 * Sets the document head of the community screen at this path.
 *
 * @param title       The screen's title.
 * @param description The meta description.
 */
export function useCommunityHead( title: string, description: string ) {
	const { pathname } = useLocation();
	useDocumentHead( {
		title: pageTitle( title ),
		description,
		canonicalPath: pathname,
	} );
}

export interface CommunityPageProps {
	/** The h1 and the document title. */
	title: string;
	/** The meta description. */
	description: string;
	/** The lead paragraph under the title. */
	lead: string;
	/** The header's buttons, if any. */
	actions?: ReactNode;
	children: ReactNode;
}

export function CommunityPage( {
	title,
	description,
	lead,
	actions,
	children,
}: CommunityPageProps ) {
	useCommunityHead( title, description );
	return (
		<Page>
			<PageHeader>
				<div>
					<h1>{ title }</h1>
					<p>{ lead }</p>
				</div>
				{ actions && <PageActions>{ actions }</PageActions> }
			</PageHeader>
			{ children }
		</Page>
	);
}
