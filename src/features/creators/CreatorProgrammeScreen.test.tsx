/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import CreatorProgrammeScreen from './CreatorProgrammeScreen';
import type { Creation, Listing } from './types';
import type {
	Balance,
	DashboardResponse,
	EarningsResponse,
} from './dashboard-types';
import type { Money } from '../../lib/money';
import { answer, globals, mockedApiFetch } from '../../test-utils/api-fetch';
import { textsIn, textsOf } from '../../test-utils/queries';
import { press, typeInto } from '../../test-utils/actions';
import { makeCreation, MEMBERSHIP_PRODUCTS } from '../../test-utils/fixtures';

function listing( over: Partial< Listing > ): Listing {
	return {
		id: 'l',
		creatorName: 'Ms. Rivera',
		creatorAvatar: '',
		title: 'Listing',
		description: 'A listing.',
		category: 'Mathematics',
		price: 4.99,
		rating: 4.8,
		reviewCount: 12,
		downloads: 100,
		featured: false,
		tags: [ 'printable' ],
		lastUpdated: '2026-09-14',
		url: 'http://site.test/create-it-forward/?listing=l',
		previewImages: [],
		sample: true,
		...over,
	};
}

const LISTINGS = [
	listing( {
		id: 'pizza',
		title: 'Fraction Pizza Party',
		featured: true,
		tags: [ 'fractions', 'printable', 'grade 3', 'extra' ],
	} ),
	listing( {
		id: 'safari',
		title: 'Sight Word Safari',
		creatorName: 'Jordan Lee',
		category: 'Language Arts',
		tags: [ 'sight words' ],
	} ),
];

interface Fake {
	me?: Record< string, unknown >;
	creations?: Creation[];
	sample?: boolean;
	postAnswer?: [ number, unknown ];
	membershipProducts?: Record< string, unknown >;
	dashboard?: DashboardResponse;
	/** Statements by month; a month left out answers 500. */
	statements?: Record< string, EarningsResponse >;
}

interface Call {
	method: string;
	path: string;
	body?: FormData;
	data?: Record< string, unknown >;
}

/**
 * A fake pp/v1: pp/v1/me, the directory (searching as the server does) and
 * the creations, which a POST adds to.
 *
 * @param fake What to answer.
 */
function fakeApi( fake: Fake = {} ) {
	const calls: Call[] = [];
	const creations = [ ...( fake.creations ?? [] ) ];
	mockedApiFetch.mockImplementation(
		async ( call: {
			path: string;
			method?: string;
			body?: FormData;
			data?: Record< string, unknown >;
		} ) => {
			const method = call.method ?? 'GET';
			calls.push( {
				method,
				path: call.path,
				body: call.body,
				data: call.data,
			} );
			const [ route = '', query = '' ] = call.path.split( '?' );
			const args = new URLSearchParams( query );
			let reply: [ number, unknown ] = [ 404, { code: 'rest_no_route' } ];
			if ( route === '/pp/v1/me' ) {
				reply = [ 200, fake.me ?? { loggedIn: false } ];
			} else if (
				route === '/pp/v1/membership-products' &&
				fake.membershipProducts
			) {
				reply = [ 200, fake.membershipProducts ];
			} else if ( route === '/pp/v1/creator-directory' ) {
				const needle = ( args.get( 'search' ) ?? '' ).toLowerCase();
				const found = LISTINGS.filter(
					( item ) =>
						( ! args.get( 'featured' ) || item.featured ) &&
						( ! args.get( 'category' ) ||
							item.category === args.get( 'category' ) ) &&
						[
							item.title,
							item.description,
							item.creatorName,
							...item.tags,
						]
							.join( ' ' )
							.toLowerCase()
							.includes( needle )
				);
				reply = [ 200, { categories: [], listings: found } ];
			} else if (
				route === '/pp/v1/creator/dashboard' &&
				fake.dashboard
			) {
				reply = [ 200, fake.dashboard ];
			} else if (
				route === '/pp/v1/creator/earnings' &&
				fake.statements
			) {
				const found = fake.statements[ args.get( 'month' ) ?? '' ];
				reply = found
					? [ 200, found ]
					: [ 500, { code: 'internal_server_error' } ];
			} else if ( route === '/pp/v1/creations' && method === 'GET' ) {
				reply = [ 200, { creations, sample: fake.sample === true } ];
			} else if ( route === '/pp/v1/creations' && method === 'POST' ) {
				const made = makeCreation( {
					id: 99,
					title: String( call.body?.get( 'title' ) ),
				} );
				reply = fake.postAnswer ?? [ 201, made ];
				if ( reply[ 0 ] === 201 ) {
					creations.unshift( made );
				}
			} else if (
				route.startsWith( '/pp/v1/creations/' ) &&
				method === 'PUT'
			) {
				const edited = makeCreation( {
					id: Number( route.split( '/' ).pop() ),
					title: String( call.data?.title ),
				} );
				creations.splice( 0, 1, edited );
				reply = [ 200, edited ];
			}
			const result = answer( ...reply );
			if ( ! result.ok ) {
				throw result;
			}
			return result;
		}
	);
	return calls;
}

const TWELVE_MONTHS = [
	'2025-12',
	'2026-01',
	'2026-02',
	'2026-03',
	'2026-04',
	'2026-05',
	'2026-06',
	'2026-07',
	'2026-08',
	'2026-09',
	'2026-10',
	'2026-11',
];

/**
 * An amount as the routes send it: minor units and the code.
 *
 * @param amount   Minor units.
 * @param currency ISO 4217 code.
 */
function money( amount: number, currency: string ): Money {
	return { amount, currency };
}

/**
 * US cents as Money.
 *
 * @param cents Cents.
 */
function usd( cents: number ): Money {
	return money( cents, 'USD' );
}

/**
 * One currency's balance (pending is earned less payable, due payable less paid).
 *
 * @param currency ISO 4217 code.
 * @param earned   Minor units.
 * @param payable  Minor units.
 * @param paid     Minor units.
 * @param pending  Minor units.
 */
function balanceOf(
	currency: string,
	earned: number,
	payable: number,
	paid: number,
	pending = earned - payable
): Balance {
	return {
		currency,
		earned: money( earned, currency ),
		payable: money( payable, currency ),
		pending: money( pending, currency ),
		paid: money( paid, currency ),
		due: money( payable - paid, currency ),
	};
}

/**
 * A pp/v1/creator/dashboard answer: nothing earned, downloaded or rated
 * unless said otherwise.
 *
 * @param over Fields to set.
 */
function dashboardAnswer(
	over: Partial< DashboardResponse > = {}
): DashboardResponse {
	return {
		currency: 'USD',
		totals: {
			earnings: [ usd( 0 ) ],
			downloads: 0,
			creations: 0,
			rating: 0,
			ratingCount: 0,
		},
		creations: [],
		earningsByMonth: TWELVE_MONTHS.map( ( month ) => ( {
			month,
			earnings: [ usd( 0 ) ],
		} ) ),
		downloadsByCreation: [],
		balances: [ balanceOf( 'USD', 0, 0, 0, 0 ) ],
		payouts: [],
		...over,
	};
}

const MEMBER = {
	loggedIn: true,
	id: 7,
	name: 'Casey Creator',
	tier: 'vip',
	member: true,
	memberUntil: null,
};

function setFlags( flags: Record< string, boolean > ) {
	globals.playpalConfig = {
		flags: { creator_dashboard: true, ...flags },
		basePath: '/',
	};
}

beforeEach( () => {
	setFlags( {} );
	window.localStorage.clear();
} );

describe( 'CreatorProgrammeScreen: the membership gate', () => {
	it( 'leads Join to the Creator products when this site sells them', async () => {
		fakeApi( {
			me: { ...MEMBER, member: false },
			membershipProducts: {
				...MEMBERSHIP_PRODUCTS,
				vipLibraryCard: null,
			},
		} );
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );

		const monthly = await screen.findByRole( 'link', {
			name: 'Join with Creator Monthly',
		} );
		expect( monthly ).toHaveAttribute( 'href', '/product/creator-monthly' );
		expect( monthly ).not.toHaveAttribute( 'target' );
		expect(
			screen.getByRole( 'link', { name: 'Join with Creator Annual' } )
		).toHaveAttribute( 'href', '/product/creator-annual' );
		expect(
			screen.queryByRole( 'link', { name: 'Join Create It Forward' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows a signed-in non-member the benefits, both prices, the notice, featured listings, the links and the bonus', async () => {
		fakeApi( { me: { ...MEMBER, member: false } } );
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );

		expect(
			await screen.findByRole( 'heading', {
				name: 'Become a Create It Forward member',
			} )
		).toBeInTheDocument();
		expect( screen.getByText( '$29/month' ) ).toBeInTheDocument();
		expect( screen.getByText( '$279/year' ) ).toBeInTheDocument();
		expect(
			screen.getByText( /separate from the VIP Library Card membership/ )
		).toBeInTheDocument();
		const join = await screen.findByRole( 'link', {
			name: 'Join Create It Forward',
		} );
		expect( join ).toHaveAttribute( 'target', '_blank' );
		expect(
			screen.getByRole( 'link', { name: 'Browse Creator Directory' } )
		).toHaveAttribute( 'target', '_blank' );
		const bonus = screen.getByRole( 'note', {
			name: 'Limited-time bonus',
		} );
		expect(
			within( bonus ).getByText( 'Ends in 48 hours' )
		).toBeInTheDocument();
		expect(
			within( bonus ).getByText( 'Only 12 spots left' )
		).toBeInTheDocument();
		const featured = await screen.findByRole( 'list', {
			name: 'Featured listings',
		} );
		expect(
			within( featured ).getByRole( 'heading', {
				name: 'Fraction Pizza Party',
			} )
		).toBeInTheDocument();
		expect(
			within( featured ).queryByRole( 'heading', {
				name: 'Sight Word Safari',
			} )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Already a member? Sign in' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'heading', { name: 'Creator Dashboard' } )
		).not.toBeInTheDocument();
	} );

	it( 'offers a guest WordPress’s sign-in, coming back here', async () => {
		fakeApi();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );
		const signIn = await screen.findByRole( 'link', {
			name: 'Already a member? Sign in',
		} );
		expect( signIn.getAttribute( 'href' ) ).toMatch(
			/wp-login\.php\?redirect_to=/
		);
	} );

	it( 'never opens the dashboard for a membership flag kept in the browser', async () => {
		window.localStorage.setItem( 'playpal_cif_member', 'true' );
		window.localStorage.setItem( 'cif_membership', '{"member":"true"}' );
		const calls = fakeApi( { me: { ...MEMBER, member: false } } );
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );

		expect(
			await screen.findByRole( 'heading', {
				name: 'Become a Create It Forward member',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'heading', { name: 'Creator Dashboard' } )
		).not.toBeInTheDocument();
		expect(
			calls.some( ( call ) => call.path.startsWith( '/pp/v1/creations' ) )
		).toBe( false );
	} );
} );

describe( 'CreatorProgrammeScreen: the directory browser', () => {
	it( 'searches in any case, filters by category and says when nothing is found', async () => {
		const calls = fakeApi();
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );
		const listings = await screen.findByRole( 'list', {
			name: 'Directory listings',
		} );
		expect( within( listings ).getAllByRole( 'article' ) ).toHaveLength(
			2
		);
		expect(
			within( listings ).getAllByRole( 'link', {
				name: /on directory/,
			} )[ 0 ]
		).toHaveAttribute( 'target', '_blank' );

		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search listings' } ),
			'JORDAN'
		);
		await waitFor( () =>
			expect(
				within(
					screen.getByRole( 'list', { name: 'Directory listings' } )
				).getAllByRole( 'article' )
			).toHaveLength( 1 )
		);
		expect(
			screen.getByRole( 'heading', { name: 'Sight Word Safari' } )
		).toBeInTheDocument();
		expect( calls.map( ( call ) => call.path ) ).toContain(
			'/pp/v1/creator-directory?search=JORDAN'
		);

		const categories = screen.getByRole( 'group', { name: 'Categories' } );
		expect( textsOf( 'button', categories ) ).toEqual( [
			'All',
			'Mathematics',
			'Language Arts',
			'Science',
			'Art',
			'Social Studies',
		] );
		await press( user, 'Mathematics', categories );
		expect(
			within( categories ).getByRole( 'button', { name: 'Mathematics' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect(
			await screen.findByText( 'No listings found' )
		).toBeInTheDocument();
		expect( calls.map( ( call ) => call.path ) ).toContain(
			'/pp/v1/creator-directory?search=JORDAN&category=Mathematics'
		);
	} );
} );

describe( 'CreatorProgrammeScreen: the creator dashboard', () => {
	const published = makeCreation( {
		id: 1,
		title: 'Counting Cards',
		status: 'published',
		downloads: 10,
		earnings: 7,
		rating: 4.5,
		reviews: 2,
		tags: [ 'a', 'b', 'c', 'd' ],
	} );
	const pending = makeCreation( { id: 2, title: 'Rainbow Journal' } );
	const draft = makeCreation( {
		id: 3,
		title: 'Story Dice',
		status: 'draft',
	} );
	// The route's figures for the three above (the cards' own fields agree).
	const figuresOfThree = dashboardAnswer( {
		totals: {
			earnings: [ usd( 700 ) ],
			downloads: 10,
			creations: 3,
			rating: 4.5,
			ratingCount: 2,
		},
		creations: [
			{
				id: 1,
				title: 'Counting Cards',
				downloads: 10,
				earnings: [ usd( 700 ) ],
				rating: 4.5,
				ratingCount: 2,
			},
		],
	} );

	it( 'shows an active member their rank, stats, progress and tabs (Analytics only with its flag)', async () => {
		fakeApi( {
			me: MEMBER,
			creations: [ published, pending, draft ],
			dashboard: figuresOfThree,
		} );
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );

		expect(
			await screen.findByRole( 'heading', { name: 'Creator Dashboard' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Platinum Creator' ) ).toBeInTheDocument();
		const stats = screen.getByLabelText( 'Creator stats' );
		await waitFor( () =>
			expect( within( stats ).getByText( '$7.00' ) ).toBeInTheDocument()
		);
		expect( within( stats ).getByText( '3' ) ).toBeInTheDocument();
		expect(
			within( stats ).getByText( 'Rating (2 reviews)' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'region', { name: 'Your progress' } )
		).toBeInTheDocument();
		expect(
			textsIn( 'tablist', 'Creator dashboard sections', 'tab' )
		).toEqual( [ 'Overview', 'My Creations', 'Creator Tools' ] );
		expect(
			screen.queryByRole( 'heading', {
				name: 'Become a Create It Forward member',
			} )
		).not.toBeInTheDocument();
	} );

	it( 'adds the Analytics tab (empty states without earnings or downloads) when creator_analytics is on, and marks the tools as coming soon', async () => {
		setFlags( { creator_analytics: true } );
		fakeApi( { me: MEMBER, creations: [], dashboard: dashboardAnswer() } );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );

		await user.click(
			await screen.findByRole( 'tab', { name: 'Analytics' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Earnings by month' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( /No earnings in the last 12 months yet/ )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Downloads by creation' } )
		).toBeInTheDocument();
		expect( screen.getByText( /No downloads yet/ ) ).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'tab', { name: 'Creator Tools' } )
		);
		const tools = screen.getByRole( 'list', { name: 'Creator Tools' } );
		expect( within( tools ).getAllByRole( 'heading' ) ).toHaveLength( 6 );
		expect( within( tools ).getAllByText( 'Coming soon' ) ).toHaveLength(
			6
		);
	} );

	it( 'filters My Creations by status and shows ratings only on published ones, with at most 3 tags', async () => {
		fakeApi( { me: MEMBER, creations: [ published, pending, draft ] } );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );

		await user.click(
			await screen.findByRole( 'tab', { name: 'My Creations' } )
		);
		const list = await screen.findByRole( 'list', {
			name: 'Your creations',
		} );
		expect( within( list ).getAllByRole( 'article' ) ).toHaveLength( 3 );
		expect( within( list ).getAllByText( /★/ ) ).toHaveLength( 1 );
		const counting = within( list ).getByRole( 'article', {
			name: 'Counting Cards',
		} );
		expect(
			within( counting ).getByLabelText( 'Tags' ).children
		).toHaveLength( 3 );

		const filter = screen.getByRole( 'group', {
			name: 'Filter by status',
		} );
		await press( user, 'Pending Review', filter );
		expect(
			within(
				screen.getByRole( 'list', { name: 'Your creations' } )
			).getAllByRole( 'article' )
		).toHaveLength( 1 );
		expect( screen.getByText( 'Rainbow Journal' ) ).toBeInTheDocument();
		await press( user, 'Draft', filter );
		expect( screen.getByText( 'Story Dice' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'Rainbow Journal' )
		).not.toBeInTheDocument();
	} );

	it( 'labels sample creations as a preview', async () => {
		fakeApi( {
			me: MEMBER,
			creations: [ makeCreation( { title: 'Example', sample: true } ) ],
			sample: true,
		} );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );
		await user.click(
			await screen.findByRole( 'tab', { name: 'My Creations' } )
		);
		expect(
			await screen.findByText( 'Preview — sample data' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Edit Example' } )
		).toBeDisabled();
	} );

	it( 'submits Create New as a form with its files and shows the creation as Pending Review', async () => {
		const calls = fakeApi( { me: MEMBER, creations: [] } );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );

		await user.click(
			await screen.findByRole( 'button', { name: 'Create New' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Create New' } );
		await press( user, 'Submit for Review', dialog );
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'Please give your creation a title.'
		);

		await typeInto( user, 'Title', 'Shape Hunt', dialog );
		await user.selectOptions(
			within( dialog ).getByLabelText( 'Category' ),
			'math'
		);
		await user.selectOptions(
			within( dialog ).getByLabelText( 'Age range' ),
			'3-6'
		);
		await user.selectOptions(
			within( dialog ).getByLabelText( 'Difficulty' ),
			'easy'
		);
		await typeInto(
			user,
			'Tags (comma separated)',
			'shapes, counting',
			dialog
		);
		const pdf = new File( [ '%PDF-1.4' ], 'pages.pdf', {
			type: 'application/pdf',
		} );
		const png = new File( [ 'png' ], 'cover.png', { type: 'image/png' } );
		await user.upload( within( dialog ).getByLabelText( 'Files' ), [
			pdf,
			png,
		] );
		await press( user, 'Submit for Review', dialog );

		const list = await screen.findByRole( 'list', {
			name: 'Your creations',
		} );
		expect(
			within( list ).getByRole( 'article', { name: 'Shape Hunt' } )
		).toHaveTextContent( 'Pending Review' );
		const post = calls.find( ( call ) => call.method === 'POST' );
		expect( post?.path ).toBe( '/pp/v1/creations' );
		expect( post?.body?.get( 'category' ) ).toBe( 'math' );
		expect( post?.body?.get( 'ageRange' ) ).toBe( '3-6' );
		expect( post?.body?.get( 'difficulty' ) ).toBe( 'easy' );
		expect( post?.body?.get( 'tags' ) ).toBe( 'shapes, counting' );
		expect(
			( post?.body?.getAll( 'files[]' ) as File[] ).map(
				( file ) => file.name
			)
		).toEqual( [ 'pages.pdf', 'cover.png' ] );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'refuses a file over 10 MB before sending and shows the server’s refusals', async () => {
		const calls = fakeApi( {
			me: MEMBER,
			creations: [],
			postAnswer: [
				415,
				{
					code: 'playpal_upload_type',
					message: '“x.pdf” is not a file type we accept.',
				},
			],
		} );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );
		await user.click(
			await screen.findByRole( 'button', { name: 'Create New' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Create New' } );
		await typeInto( user, 'Title', 'Big', dialog );
		const big = new File( [ 'x' ], 'big.pdf', { type: 'application/pdf' } );
		Object.defineProperty( big, 'size', { value: 11 * 1024 * 1024 } );
		await user.upload( within( dialog ).getByLabelText( 'Files' ), big );
		await press( user, 'Submit for Review', dialog );
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'“big.pdf” is larger than 10 MB.'
		);
		expect( calls.some( ( call ) => call.method === 'POST' ) ).toBe(
			false
		);

		await user.upload(
			within( dialog ).getByLabelText( 'Files' ),
			new File( [ 'x' ], 'x.pdf', { type: 'application/pdf' } )
		);
		await press( user, 'Submit for Review', dialog );
		expect(
			await within( dialog ).findByRole( 'alert' )
		).toHaveTextContent( '“x.pdf” is not a file type we accept.' );
	} );

	it( 'edits a creation’s text with a PUT and keeps it in review', async () => {
		const calls = fakeApi( { me: MEMBER, creations: [ pending ] } );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );
		await user.click(
			await screen.findByRole( 'tab', { name: 'My Creations' } )
		);
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Edit Rainbow Journal',
			} )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Edit Creation' } );
		expect(
			within( dialog ).queryByLabelText( 'Files' )
		).not.toBeInTheDocument();
		const title = within( dialog ).getByLabelText( 'Title' );
		await user.clear( title );
		await user.type( title, 'Rainbow Journal 2' );
		await press( user, 'Submit for Review', dialog );
		expect(
			await screen.findByRole( 'article', { name: 'Rainbow Journal 2' } )
		).toHaveTextContent( 'Pending Review' );
		const put = calls.find( ( call ) => call.method === 'PUT' );
		expect( put?.path ).toBe( '/pp/v1/creations/2' );
		expect( put?.data?.title ).toBe( 'Rainbow Journal 2' );
	} );
} );

describe( 'CreatorProgrammeScreen: the creator dashboard’s real figures', () => {
	const alphabet = makeCreation( {
		id: 11,
		title: 'Alphabet Hunt',
		status: 'published',
	} );
	const counting = makeCreation( {
		id: 12,
		title: 'Counting Bears',
		status: 'published',
	} );
	const shapes = makeCreation( { id: 13, title: 'Shape Sorter' } );
	const REAL = dashboardAnswer( {
		totals: {
			earnings: [ usd( 350 ) ],
			downloads: 3,
			creations: 3,
			rating: 4,
			ratingCount: 3,
		},
		creations: [
			{
				id: 11,
				title: 'Alphabet Hunt',
				downloads: 2,
				earnings: [ usd( 350 ) ],
				rating: 4.5,
				ratingCount: 2,
			},
			{
				id: 12,
				title: 'Counting Bears',
				downloads: 1,
				earnings: [ usd( 0 ) ],
				rating: 3,
				ratingCount: 1,
			},
			{
				id: 13,
				title: 'Shape Sorter',
				downloads: 0,
				earnings: [ usd( 0 ) ],
				rating: 0,
				ratingCount: 0,
			},
		],
		earningsByMonth: TWELVE_MONTHS.map( ( month ) => ( {
			month,
			earnings: [ usd( month === '2026-10' ? 350 : 0 ) ],
		} ) ),
		downloadsByCreation: [
			{ id: 11, title: 'Alphabet Hunt', downloads: 2 },
			{ id: 12, title: 'Counting Bears', downloads: 1 },
			{ id: 13, title: 'Shape Sorter', downloads: 0 },
		],
		balances: [ balanceOf( 'USD', 350, 350, 100 ) ],
		payouts: [
			{ paidOn: '2026-11-02', amount: usd( 100 ), reference: 'TR-9' },
		],
	} );

	function statement(
		month: string,
		sales: number,
		refunds: number
	): EarningsResponse {
		return {
			currency: 'USD',
			balances: REAL.balances,
			statement: {
				month,
				totals: [
					{
						currency: 'USD',
						opening: usd( 0 ),
						sales: usd( sales ),
						refunds: usd( refunds ),
						commission: usd( sales + refunds ),
						closing: usd( sales + refunds ),
					},
				],
				entries: [],
			},
			payouts: REAL.payouts,
		};
	}

	it( 'fills the stat cards and each creation’s card from the route, by creation id', async () => {
		fakeApi( {
			me: MEMBER,
			creations: [ alphabet, counting, shapes ],
			dashboard: REAL,
		} );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );

		const stats = await screen.findByLabelText( 'Creator stats' );
		expect( within( stats ).getByText( '$3.50' ) ).toBeInTheDocument();
		expect(
			within( stats ).getByText( 'Rating (3 reviews)' )
		).toBeInTheDocument();
		expect( within( stats ).getByText( '4.0' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'Stats above are from the sample creations.' )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'region', { name: 'Your progress' } )
		).toHaveTextContent( 'Sample goals' );

		await user.click( screen.getByRole( 'tab', { name: 'My Creations' } ) );
		const list = await screen.findByRole( 'list', {
			name: 'Your creations',
		} );
		const card = within( list ).getByRole( 'article', {
			name: 'Alphabet Hunt',
		} );
		expect( card ).toHaveTextContent( '2 downloads · $3.50 earned' );
		expect( card ).toHaveTextContent( '★ 4.5 (2 reviews)' );
		expect(
			within( list ).getByRole( 'article', { name: 'Counting Bears' } )
		).toHaveTextContent( '1 download · $0.00 earned' );
	} );

	it( 'keeps the sample path: sample creations add up the cards, marked as sample', async () => {
		fakeApi( {
			me: MEMBER,
			creations: [
				makeCreation( {
					title: 'Example',
					status: 'published',
					sample: true,
					earnings: 12,
					downloads: 40,
					rating: 5,
					reviews: 4,
				} ),
			],
			sample: true,
			dashboard: dashboardAnswer(),
		} );
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );
		const stats = await screen.findByLabelText( 'Creator stats' );
		expect( within( stats ).getByText( '$12.00' ) ).toBeInTheDocument();
		expect( within( stats ).getByText( '40' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Stats above are from the sample creations.' )
		).toBeInTheDocument();
	} );

	it( 'says when the figures did not load and loads them again on Try again', async () => {
		const calls = fakeApi( {
			me: MEMBER,
			creations: [ alphabet ],
		} );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );
		expect(
			await screen.findByText( 'Your figures didn’t load.' )
		).toBeInTheDocument();
		expect(
			screen.queryByLabelText( 'Creator stats' )
		).not.toBeInTheDocument();
		fakeApi( { me: MEMBER, creations: [ alphabet ], dashboard: REAL } );
		const [ tryAgain ] = screen.getAllByRole( 'button', {
			name: /Try again/,
		} );
		await user.click( tryAgain as HTMLElement );
		const stats = await screen.findByLabelText( 'Creator stats' );
		expect( within( stats ).getByText( '$3.50' ) ).toBeInTheDocument();
		expect(
			calls.filter( ( call ) => call.path === '/pp/v1/creator/dashboard' )
		).not.toHaveLength( 0 );
	} );

	it( 'charts earnings by month and downloads by creation, with the figures as tables', async () => {
		setFlags( { creator_analytics: true } );
		fakeApi( {
			me: MEMBER,
			creations: [ alphabet, counting, shapes ],
			dashboard: REAL,
		} );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );
		await user.click(
			await screen.findByRole( 'tab', { name: 'Analytics' } )
		);

		const earnings = await screen.findByRole( 'img', {
			name: 'Earnings by month',
		} );
		// With data too, each section is found by its heading, and the figure is named by it.
		for ( const section of [
			'Earnings by month',
			'Downloads by creation',
		] ) {
			const figure = screen.getByRole( 'figure', { name: section } );
			expect(
				within( figure ).getByRole( 'heading', {
					level: 3,
					name: section,
				} )
			).toBeInTheDocument();
		}
		expect( earnings ).toHaveAccessibleDescription(
			'$3.50 earned in the last 12 months; the best month was October 2026 with $3.50.'
		);
		expect(
			screen.getByRole( 'img', { name: 'Downloads by creation' } )
		).toHaveAccessibleDescription(
			'3 downloads in all; the most downloaded creation is Alphabet Hunt.'
		);

		const [ showEarnings ] = screen.getAllByText(
			'Show the figures as a table'
		);
		await user.click( showEarnings as HTMLElement );
		const table = screen.getByRole( 'table', {
			name: 'Earnings by month',
		} );
		expect( within( table ).getAllByRole( 'row' ) ).toHaveLength( 13 );
		expect(
			within( table ).getByRole( 'row', { name: 'October 2026 $3.50' } )
		).toBeInTheDocument();
		expect(
			textsIn( 'table', 'Downloads by creation', 'rowheader' )
		).toEqual( [ 'Alphabet Hunt', 'Counting Bears', 'Shape Sorter' ] );
	} );

	it( 'shows a chosen month’s statement, its CSV link with the REST nonce, and the payout history', async () => {
		globals.playpalConfig = {
			flags: { creator_dashboard: true },
			basePath: '/',
			restRoot: 'http://site.test/wp-json/',
			loggedIn: true,
		};
		const fetcher = mockedApiFetch as unknown as {
			nonceMiddleware?: { nonce: string };
		};
		fetcher.nonceMiddleware = { nonce: 'n0nce12345' };
		fakeApi( {
			me: MEMBER,
			creations: [ alphabet ],
			dashboard: REAL,
			statements: {
				'2026-11': statement( '2026-11', 0, 0 ),
				'2026-10': statement( '2026-10', 350, -140 ),
			},
		} );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );

		const section = await screen.findByRole( 'region', {
			name: 'Statement and payouts',
		} );
		const month = within( section ).getByRole( 'combobox', {
			name: 'Month',
		} );
		expect( month ).toHaveValue( '2026-11' );
		expect(
			await within( section ).findByText(
				'No sales or refunds this month.'
			)
		).toBeInTheDocument();

		await user.selectOptions( month, '2026-10' );
		const tiles = await within( section ).findByLabelText(
			'Statement for October 2026'
		);
		expect( textsOf( 'definition', tiles ) ).toEqual( [
			'$3.50',
			'-$1.40',
			'$2.10',
			'$2.10',
		] );
		const csv = within( section ).getByRole( 'link', {
			name: 'Download the October 2026 statement (CSV)',
		} );
		expect( csv ).toHaveAttribute(
			'href',
			'http://site.test/wp-json/pp/v1/creator/earnings?month=2026-10&format=csv&_wpnonce=n0nce12345'
		);
		const payouts = within( section ).getByRole( 'table', {
			name: 'Payout history',
		} );
		expect( payouts ).toHaveTextContent( 'TR-9' );
		expect( payouts ).toHaveTextContent( '$1.00' );
		delete fetcher.nonceMiddleware;

		await user.selectOptions( month, '2026-09' );
		expect(
			await within( section ).findByText( 'Your statement didn’t load.' )
		).toBeInTheDocument();
	} );
} );

describe( 'CreatorProgrammeScreen: money in its own currency', () => {
	const pack = makeCreation( {
		id: 21,
		title: 'Origami Zoo',
		status: 'published',
	} );

	it( 'shows a yen store’s figures in whole yen', async () => {
		const yen = ( amount: number ) => money( amount, 'JPY' );
		fakeApi( {
			me: MEMBER,
			creations: [ pack ],
			dashboard: dashboardAnswer( {
				currency: 'JPY',
				totals: {
					earnings: [ yen( 350 ) ],
					downloads: 1,
					creations: 1,
					rating: 0,
					ratingCount: 0,
				},
				creations: [
					{
						id: 21,
						title: 'Origami Zoo',
						downloads: 1,
						earnings: [ yen( 350 ) ],
						rating: 0,
						ratingCount: 0,
					},
				],
				balances: [ balanceOf( 'JPY', 350, 350, 0 ) ],
			} ),
		} );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );
		const stats = await screen.findByLabelText( 'Creator stats' );
		expect( within( stats ).getByText( '¥350' ) ).toBeInTheDocument();
		await user.click( screen.getByRole( 'tab', { name: 'My Creations' } ) );
		expect(
			await screen.findByRole( 'article', { name: 'Origami Zoo' } )
		).toHaveTextContent( '1 download · ¥350 earned' );
	} );

	it( 'keeps one total per currency on the cards, the statement and the chart', async () => {
		setFlags( { creator_analytics: true } );
		const both = [ usd( 350 ), money( 500, 'JPY' ) ];
		const totalsIn = ( currency: string, amount: number ) => ( {
			currency,
			opening: money( 0, currency ),
			sales: money( amount, currency ),
			refunds: money( 0, currency ),
			commission: money( amount, currency ),
			closing: money( amount, currency ),
		} );
		fakeApi( {
			me: MEMBER,
			creations: [ pack ],
			dashboard: dashboardAnswer( {
				totals: {
					earnings: both,
					downloads: 0,
					creations: 1,
					rating: 0,
					ratingCount: 0,
				},
				earningsByMonth: TWELVE_MONTHS.map( ( month ) => ( {
					month,
					earnings: month === '2026-11' ? both : [ usd( 0 ) ],
				} ) ),
				balances: [
					balanceOf( 'USD', 350, 350, 750 ),
					balanceOf( 'JPY', 500, 0, 0 ),
				],
			} ),
			statements: {
				'2026-11': {
					currency: 'USD',
					balances: [
						balanceOf( 'USD', 350, 350, 750 ),
						balanceOf( 'JPY', 500, 0, 0 ),
					],
					statement: {
						month: '2026-11',
						totals: [
							totalsIn( 'USD', 350 ),
							totalsIn( 'JPY', 500 ),
						],
						entries: [],
					},
					payouts: [],
				},
			},
		} );
		const user = userEvent.setup();
		renderScreen( <CreatorProgrammeScreen />, {
			route: '/create-it-forward',
		} );

		const stats = await screen.findByLabelText( 'Creator stats' );
		expect(
			within( stats ).getByText( '$3.50 + ¥500' )
		).toBeInTheDocument();
		const section = await screen.findByRole( 'region', {
			name: 'Statement and payouts',
		} );
		const usdTiles = await within( section ).findByLabelText(
			'Statement for November 2026 in USD'
		);
		expect( textsOf( 'definition', usdTiles ) ).toEqual( [
			'$3.50',
			'$0.00',
			'$3.50',
			'$3.50',
		] );
		expect(
			within( section ).getByLabelText(
				'Statement for November 2026 in JPY'
			)
		).toHaveTextContent( '¥500' );
		expect( section ).toHaveTextContent(
			'A refund came after a payout: $4.00 is carried forward and comes off your next payout.'
		);

		await user.click( screen.getByRole( 'tab', { name: 'Analytics' } ) );
		expect(
			await screen.findByRole( 'img', {
				name: 'Earnings by month (USD)',
			} )
		).toHaveAccessibleDescription(
			'$3.50 earned in the last 12 months; the best month was November 2026 with $3.50.'
		);
		expect(
			screen.getByRole( 'img', { name: 'Earnings by month (JPY)' } )
		).toHaveAccessibleDescription(
			'¥500 earned in the last 12 months; the best month was November 2026 with ¥500.'
		);
	} );
} );
