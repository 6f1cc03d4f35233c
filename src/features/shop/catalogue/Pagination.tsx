/**
 * The shop's page links (replacing "Load more"): Previous, the pages of
 * pageItems() and Next, each a link to the same address on another page, so
 * a page can be shared, opened in a new tab and followed without JavaScript.
 * The current page is marked with aria-current="page".
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../../components/AppLink';
import { pageItems } from './pages';
import {
	serialiseCatalogueQuery,
	withPage,
	type CatalogueQuery,
} from './query';

const Nav = styled.nav`
	margin-top: 2rem;

	ul {
		display: flex;
		flex-wrap: wrap;
		justify-content: center;
		gap: 0.5rem;
		margin: 0;
		padding: 0;
		list-style: none;
	}

	a,
	span {
		display: inline-flex;
		align-items: center;
		justify-content: center;
		min-width: 2.5rem;
		min-height: 2.5rem;
		padding: 0 0.75rem;
		border-radius: var( --pp-radius );
		color: var( --pp-color-foreground );
	}

	a {
		border: 1px solid var( --pp-color-border );
		text-decoration: none;
	}

	a:focus-visible {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}

	a[aria-current='page'] {
		background: var( --pp-color-primary );
		color: var( --pp-color-primary-foreground );
		border-color: var( --pp-color-primary );
		font-weight: 700;
	}
`;

export interface PaginationProps {
	pathname: string;
	query: CatalogueQuery;
	totalPages: number;
}

export function Pagination( { pathname, query, totalPages }: PaginationProps ) {
	if ( totalPages < 2 ) {
		return null;
	}
	const current = Math.min( query.page, totalPages );
	const to = ( page: number ) =>
		pathname + serialiseCatalogueQuery( withPage( query, page ) );
	return (
		<Nav
			aria-label={ __( 'Shop pages', 'playpal' ) }
			data-testid="shop-pagination"
		>
			<ul>
				{ current > 1 && (
					<li>
						<Link to={ to( current - 1 ) } rel="prev">
							{ __( 'Previous', 'playpal' ) }
						</Link>
					</li>
				) }
				{ pageItems( current, totalPages ).map( ( item, index ) =>
					item === 'gap' ? (
						<li key={ `gap-${ index }` }>
							<span aria-hidden="true">…</span>
						</li>
					) : (
						<li key={ item }>
							<Link
								to={ to( item ) }
								aria-current={
									item === current ? 'page' : undefined
								}
							>
								{ item }
							</Link>
						</li>
					)
				) }
				{ current < totalPages && (
					<li>
						<Link to={ to( current + 1 ) } rel="next">
							{ __( 'Next', 'playpal' ) }
						</Link>
					</li>
				) }
			</ul>
		</Nav>
	);
}
