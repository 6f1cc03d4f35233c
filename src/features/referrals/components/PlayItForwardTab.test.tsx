/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Toaster, dismissToast } from '../../../components';
import type { PartnerStats, SharedItem } from '../types';
import { samplePartnerStats } from '../utils/sample-stats';
import { PlayItForwardTab } from './PlayItForwardTab';
import { answer, globals, mockedApiFetch } from '../../../test-utils/api-fetch';
import { press } from '../../../test-utils/actions';

const REAL: PartnerStats = {
	totalEarnings: 212.5,
	referralCount: 7,
	conversionRate: 9.8,
	clickCount: 71,
	lifetimeValue: 640.25,
	rank: 'Gold',
	code: 'friend-1001',
	link: 'https://site.test/?ref=friend-1001',
	sample: false,
};

// The server sends the same spec sample when the provider cannot answer.
const SAMPLE: PartnerStats = {
	...samplePartnerStats(),
	link: 'https://site.test/?ref=demo',
};

const SHARED: SharedItem = {
	id: 1,
	appadooId: 5,
	title: 'My Ocean',
	type: 'appadoo',
	shareCode: 'AbCdEfGh1234',
	url: 'https://site.test/play/my-ocean/?share=AbCdEfGh1234',
	timesShared: 3,
	usageLimit: 10,
	conversions: 1,
	expiresAt: '2099-01-01T00:00:00Z',
	isActive: true,
};

interface Fake {
	stats?: [ number, unknown ];
	items?: SharedItem[];
}

function fakeApi( fake: Fake = {} ) {
	const calls: { method: string; path: string; data?: unknown }[] = [];
	const items = [ ...( fake.items ?? [] ) ];
	mockedApiFetch.mockImplementation(
		async ( call: { path?: string; method?: string; data?: unknown } ) => {
			const method = call.method ?? 'GET';
			const path = call.path ?? '';
			calls.push( { method, path, data: call.data } );
			let reply: [ number, unknown ] = [ 404, { code: 'none' } ];
			if ( path === '/pp/v1/referrals/me' ) {
				reply = fake.stats ?? [ 200, REAL ];
			} else if ( path === '/pp/v1/share-codes' && method === 'GET' ) {
				reply = [
					200,
					{
						success: true,
						items,
						appadoos: [ { id: 5, title: 'My Ocean' } ],
					},
				];
			} else if ( path === '/pp/v1/share-codes' ) {
				items.unshift( SHARED );
				reply = [ 201, { success: true, item: SHARED } ];
			}
			const response = answer( ...reply );
			if ( ! response.ok ) {
				throw response;
			}
			return response;
		}
	);
	return calls;
}

function card( label: string ) {
	const term = screen.getByText( label, { selector: 'dt' } );
	return term.parentElement?.querySelector( 'dd' )?.textContent;
}

function renderTab() {
	return renderScreen(
		<>
			<PlayItForwardTab />
			<Toaster />
		</>
	);
}

const clipboard = { writeText: jest.fn() };

/**
 * A user-event session with our clipboard double (user-event installs its own on setup).
 */
function setupUser() {
	const user = userEvent.setup();
	Object.defineProperty( navigator, 'clipboard', {
		value: clipboard,
		configurable: true,
	} );
	return user;
}

beforeEach( () => {
	clipboard.writeText.mockReset();
	globals.playpalConfig = { flags: { sharing: true, referral: true } };
} );

afterEach( () => {
	act( () => dismissToast() );
} );

describe( 'PlayItForwardTab', () => {
	it( 'shows the provider figures in the four stat cards without a sample notice', async () => {
		fakeApi();
		renderTab();

		expect(
			await screen.findByRole( 'heading', { name: 'Play It Forward' } )
		).toBeInTheDocument();
		expect( card( 'Total Earned' ) ).toBe( '$212.50' );
		expect( card( 'Referrals' ) ).toBe( '7' );
		expect( card( 'Conversion' ) ).toBe( '9.8%' );
		expect( card( 'Rank' ) ).toBe( 'Gold' );
		expect( screen.queryByRole( 'note' ) ).not.toBeInTheDocument();
		expect(
			screen.getByText(
				'Next rank: Platinum — $287.50 to go (from $500.00 earned).'
			)
		).toBeInTheDocument();
	} );

	it( 'says so when the figures are the sample', async () => {
		fakeApi( { stats: [ 200, SAMPLE ] } );
		renderTab();

		expect( await screen.findByRole( 'note' ) ).toHaveTextContent(
			'Sample figures: the referral programme could not be reached just now, so these are examples, not your stats.'
		);
		expect( card( 'Total Earned' ) ).toBe( '$45.67' );
		expect( card( 'Referrals' ) ).toBe( '12' );
		expect( card( 'Conversion' ) ).toBe( '15.2%' );
		expect( card( 'Rank' ) ).toBe( 'Silver' );
	} );

	it( 'copies the referral link with the Clipboard API and shows the success alert', async () => {
		fakeApi();
		clipboard.writeText.mockResolvedValue( undefined );
		const user = setupUser();
		renderTab();

		await user.click(
			await screen.findByRole( 'tab', { name: 'Referrals' } )
		);
		expect( screen.getByLabelText( 'Referral link' ) ).toHaveValue(
			REAL.link
		);
		await press( user, 'Copy link' );

		expect( clipboard.writeText ).toHaveBeenCalledWith( REAL.link );
		expect(
			await screen.findByText(
				'Referral link copied! Share it to start earning.'
			)
		).toBeInTheDocument();
	} );

	it( 'falls back to the legacy copy when the Clipboard API refuses', async () => {
		fakeApi();
		clipboard.writeText.mockRejectedValue( new Error( 'denied' ) );
		const execCommand = jest.fn( () => true );
		document.execCommand = execCommand;
		const user = setupUser();
		renderTab();

		await user.click(
			await screen.findByRole( 'tab', { name: 'Referrals' } )
		);
		await press( user, 'Copy link' );

		expect( execCommand ).toHaveBeenCalledWith( 'copy' );
		expect(
			await screen.findByText(
				'Referral link copied! Share it to start earning.'
			)
		).toBeInTheDocument();
	} );

	it( 'says when neither way could copy', async () => {
		fakeApi();
		clipboard.writeText.mockRejectedValue( new Error( 'denied' ) );
		document.execCommand = jest.fn( () => false );
		const user = setupUser();
		renderTab();

		await user.click(
			await screen.findByRole( 'tab', { name: 'Referrals' } )
		);
		await press( user, 'Copy link' );

		expect(
			await screen.findByText(
				'The link could not be copied. Please select it and copy it yourself.'
			)
		).toBeInTheDocument();
	} );

	it( 'shares an Appadoo and lists the shared item with its counts', async () => {
		const calls = fakeApi();
		const user = setupUser();
		renderTab();

		await user.click(
			await screen.findByRole( 'tab', { name: 'Item Sharing' } )
		);
		expect(
			await screen.findByText( 'Nothing shared yet.' )
		).toBeInTheDocument();
		const days = screen.getByLabelText( 'Days' );
		await user.clear( days );
		await user.type( days, '3' );
		await press( user, 'Share' );

		expect(
			calls.find( ( call ) => call.method === 'POST' )?.data
		).toEqual( {
			appadooId: 5,
			days: 3,
			usageLimit: 10,
		} );
		const counts = await screen.findByText(
			/opened 3 of 10 times · 1 conversions/
		);
		const row = counts.closest( 'li' ) as HTMLElement;
		expect( within( row ).getByText( 'My Ocean' ) ).toBeInTheDocument();
		expect( within( row ).getByText( 'Active' ) ).toBeInTheDocument();
		expect(
			within( row ).getByRole( 'button', {
				name: 'Copy the share link of My Ocean',
			} )
		).toBeInTheDocument();
	} );

	it( 'lists the milestones, ranks and payout rules', async () => {
		fakeApi();
		const user = setupUser();
		renderTab();

		await user.click(
			await screen.findByRole( 'tab', { name: 'Rewards' } )
		);

		expect(
			screen.getByText(
				'5 referrals: custom referral codes and bonus rates'
			).parentElement
		).toHaveTextContent( 'Unlocked' );
		expect(
			screen.getByText(
				'$100 earned: a seat on the partner advisory council'
			).parentElement
		).toHaveTextContent( 'Unlocked' );
		expect(
			screen.getByText( /minimum|at least \$25/ )
		).toBeInTheDocument();
	} );

	it( 'offers a retry when the stats request fails', async () => {
		fakeApi( { stats: [ 500, { code: 'internal_server_error' } ] } );
		renderTab();

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Your Play It Forward stats didn’t load. Please try again.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Try again' } )
		).toBeInTheDocument();
	} );

	it( 'shows the labelled sample figures without asking while the referral flag is off, and sharing still works', async () => {
		globals.playpalConfig = { flags: { sharing: true } };
		const calls = fakeApi();
		const user = setupUser();
		renderTab();

		expect( screen.getByRole( 'note' ) ).toHaveTextContent(
			'Sample figures: the referral programme could not be reached just now, so these are examples, not your stats.'
		);
		expect( card( 'Total Earned' ) ).toBe( '$45.67' );
		expect( card( 'Referrals' ) ).toBe( '12' );
		expect( card( 'Conversion' ) ).toBe( '15.2%' );
		expect( card( 'Rank' ) ).toBe( 'Silver' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();

		await user.click( screen.getByRole( 'tab', { name: 'Item Sharing' } ) );
		expect(
			await screen.findByText( 'Nothing shared yet.' )
		).toBeInTheDocument();
		await press( user, 'Share' );
		expect(
			await screen.findByText( /opened 3 of 10 times · 1 conversions/ )
		).toBeInTheDocument();

		await user.click( screen.getByRole( 'tab', { name: 'Rewards' } ) );
		expect(
			screen.getByText( /minimum|at least \$25/ )
		).toBeInTheDocument();
		expect(
			calls.filter( ( call ) => call.path === '/pp/v1/referrals/me' )
		).toEqual( [] );
	} );
} );
