/**
 * A community screen's frame: its document head ("{title} | PlayPal", the
 * description, this path as canonical), the kit's page with a header (the
 * title, its lead paragraph, the actions), and LoadState for one request.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SWRResponse } from 'swr';

/**
 * Internal dependencies
 */
import { LoadState, Page, PageActions, PageHeader } from '../../../components';
import type { LoadStateProps } from '../../../components';
import type { ApiError } from '../../../lib/api-client';
import { pageTitle, useDocumentHead } from '../../../lib/document-head';

export function useCommunityHead( title: string, description: string ) {
	const { pathname } = useLocation();
	useDocumentHead( {
		title: pageTitle( title ),
		description,
		canonicalPath: pathname,
	} );
}

export function CommunityPage( {
	title,
	description,
	lead,
	actions,
	children,
}: Record< 'title' | 'description' | 'lead', string > & {
	actions?: ReactNode;
	children: ReactNode;
} ) {
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

export function LoadAnswer< T >( {
	answer,
	...rest
}: Omit< LoadStateProps< T >, 'data' | 'error' | 'onRetry' > & {
	answer: SWRResponse< T, ApiError >;
} ) {
	return (
		<LoadState
			data={ answer.data }
			error={ answer.error }
			onRetry={ () => void answer.mutate() }
			{ ...rest }
		/>
	);
}
