/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { MembershipStatus, type MembershipFacts } from './MembershipStatus';
import { answer, mockedApiFetch } from '../../../test-utils/api-fetch';
import { MEMBERSHIP_PRODUCTS } from '../../../test-utils/fixtures';

function serve( products: unknown, status = 200 ) {
	mockedApiFetch.mockImplementation( async ( call: { path: string } ) => {
		if ( call.path === '/pp/v1/membership-products' ) {
			if ( status !== 200 ) {
				throw answer( status, { code: 'rest_no_route' } );
			}
			return answer( 200, products );
		}
		throw answer( 404, { code: 'rest_no_route' } );
	} );
}

const NONE: MembershipFacts = {
	tier: 'free',
	vipUntil: null,
	member: false,
	memberUntil: null,
	memberPlan: null,
};

/**
 * Renders the status for these facts (the rest as NONE's) with the
 * membership products on sale.
 *
 * @param facts What differs from no membership.
 */
function renderWithProducts( facts: Partial< MembershipFacts > ) {
	serve( MEMBERSHIP_PRODUCTS );
	renderScreen( <MembershipStatus facts={ { ...NONE, ...facts } } /> );
}

describe( 'MembershipStatus', () => {
	it( 'shows a Creator Monthly member their last day, Renew and Upgrade to the products', async () => {
		renderWithProducts( {
			member: true,
			memberUntil: '2026-12-27',
			memberPlan: 'creator_monthly',
		} );
		const creator = screen.getByTestId( 'membership-creator' );
		expect(
			within( creator ).getByText(
				'Active until December 27, 2026 (Creator Monthly)'
			)
		).toBeInTheDocument();
		expect(
			await within( creator ).findByRole( 'link', {
				name: 'Renew Creator Monthly',
			} )
		).toHaveAttribute( 'href', '/product/creator-monthly' );
		expect(
			within( creator ).getByRole( 'link', {
				name: 'Upgrade to Creator Annual',
			} )
		).toHaveAttribute( 'href', '/product/creator-annual' );

		const vip = screen.getByTestId( 'membership-vip' );
		expect( within( vip ).getByText( 'Not a member' ) ).toBeInTheDocument();
		expect(
			within( vip ).getByRole( 'link', {
				name: 'Get the VIP Library Card',
			} )
		).toHaveAttribute( 'href', '/product/vip-library-card' );
	} );

	it( 'says when a membership ended and offers to renew it', async () => {
		renderWithProducts( {
			vipUntil: '2026-01-31',
			memberUntil: '2026-02-01',
		} );
		const vip = screen.getByTestId( 'membership-vip' );
		expect(
			within( vip ).getByText( 'Ended on January 31, 2026' )
		).toBeInTheDocument();
		expect(
			await within( vip ).findByRole( 'link', {
				name: 'Renew the VIP Library Card',
			} )
		).toBeInTheDocument();
		const creator = screen.getByTestId( 'membership-creator' );
		expect(
			within( creator ).getByRole( 'link', {
				name: 'Renew with Creator Annual',
			} )
		).toHaveAttribute( 'href', '/product/creator-annual' );
	} );

	it( 'offers no product link when the site sells none, and says so when they did not load', async () => {
		serve( null, 404 );
		renderScreen( <MembershipStatus facts={ { ...NONE, tier: 'vip' } } /> );
		expect(
			await screen.findByText( /membership products didn’t load/ )
		).toBeInTheDocument();
		expect(
			within( screen.getByTestId( 'membership-vip' ) ).getByText(
				'Active, with no end date'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );
} );
