/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';
import { useSWRConfig } from 'swr';

/**
 * Internal dependencies
 */
import { getToastState, resetToastStore } from '../../../components/use-toast';
import { CART_PATH } from '../api/paths';
import { STORE_API_ERRORS } from '../api/store-api-errors';
import {
	cart as cartOf,
	cartItem,
	fakeResponse,
	product,
} from '../test-utils/fake-store-api';
import type { CartItem, StoreCart, StoreProduct } from '../types';
import { addKey, useCartActions } from './use-cart-actions';
import type { CartActions } from './use-cart-actions';
import { TestProviders } from '../../../lib/test-utils/render';
import { mockedApiFetch } from '../../../test-utils/api-fetch';

const PRODUCTS: StoreProduct[] = [
	product( 1, 'Space Station Alpha', '1299' ),
	product( 2, 'Dino Dig', '1099' ),
	product( 3, 'Ocean Explorer', '899' ),
	product( 4, 'Castle Builder', '1499' ),
	product( 5, 'Robot Lab', '1999' ),
];

/**
 * A seeded generator (Park–Miller), so a failing history can be replayed.
 *
 * @param seed Seed, 1 or more.
 */
function prng( seed: number ): () => number {
	let state = seed % 2147483647 || 1;
	return () => {
		state = ( state * 48271 ) % 2147483647;
		return ( state - 1 ) / 2147483646;
	};
}

/**
 * Whether two answers hold the same data.
 *
 * @param a One.
 * @param b The other.
 */
function same( a: unknown, b: unknown ): boolean {
	return JSON.stringify( a ) === JSON.stringify( b );
}

/** How the server answers one write (or one request inside a batch). */
type Outcome =
	| { kind: 'success' }
	| { kind: 'code'; code: string }
	| { kind: 'network' }
	| { kind: 'conflict' };

const CODES = Object.keys( STORE_API_ERRORS );

/**
 * A Store API stand-in whose answers follow a script: each write takes the
 * next outcome from `plan`.
 */
function createServer() {
	let lines: CartItem[] = [];
	const plan: Outcome[] = [];
	const current = (): StoreCart => cartOf( lines );
	const productOf = ( id: number ) =>
		PRODUCTS.find( ( item ) => item.id === id ) ??
		product( id, `#${ id }` );

	const apply = ( route: string, data: Record< string, unknown > ) => {
		if ( route.endsWith( '/cart/add-item' ) ) {
			const id = Number( data.id );
			const quantity = Number( data.quantity ?? 1 );
			const line = lines.find( ( entry ) => entry.id === id );
			lines = line
				? lines.map( ( entry ) =>
						entry === line
							? cartItem(
									productOf( id ),
									entry.quantity + quantity
								)
							: entry
					)
				: [ ...lines, cartItem( productOf( id ), quantity ) ];
		} else if ( route.endsWith( '/cart/update-item' ) ) {
			lines = lines.map( ( entry ) =>
				entry.key === data.key
					? cartItem( productOf( entry.id ), Number( data.quantity ) )
					: entry
			);
		} else if ( route.endsWith( '/cart/remove-item' ) ) {
			lines = lines.filter( ( entry ) => entry.key !== data.key );
		}
	};

	/** Another tab changes the cart: a line goes, or one appears. */
	const meddle = () => {
		lines =
			lines.length > 0
				? lines.slice( 1 )
				: [ cartItem( productOf( 5 ), 1 ) ];
	};

	const errorAnswer = ( status: number, code: string ) => ( {
		status,
		body: {
			code,
			message: '',
			data: {
				status,
				// AbstractCartRoute answers every 409 with the current cart.
				...( status === 409 ? { cart: current() } : {} ),
			},
		},
	} );

	/**
	 * One write's answer as status and body, or 'network'.
	 *
	 * @param route   The route.
	 * @param data    Its body.
	 * @param outcome What to do.
	 */
	const answer = (
		route: string,
		data: Record< string, unknown >,
		outcome: Outcome
	): { status: number; body: unknown } | 'network' => {
		switch ( outcome.kind ) {
			case 'success': {
				apply( route, data );
				return {
					status: route.endsWith( 'add-item' ) ? 201 : 200,
					body: current(),
				};
			}
			case 'network':
				return 'network';
			case 'conflict':
				meddle();
				return errorAnswer( 409, 'woocommerce_rest_cart_invalid_key' );
			case 'code': {
				const status =
					STORE_API_ERRORS[ outcome.code ]?.status[ 0 ] ?? 400;
				return errorAnswer( status, outcome.code );
			}
		}
		return 'network';
	};

	const handler = async ( options: {
		path?: string;
		method?: string;
		data?: unknown;
	} ) => {
		const path = options.path ?? '';
		const data = ( options.data ?? {} ) as Record< string, unknown >;
		if ( path.endsWith( '/batch' ) ) {
			const requests = data.requests as {
				path: string;
				body: Record< string, unknown >;
			}[];
			const whole = plan.shift() ?? { kind: 'success' };
			if ( whole.kind === 'network' ) {
				throw new TypeError( 'Failed to fetch' );
			}
			const responses = requests.map( ( request ) => {
				const result = answer(
					request.path,
					request.body,
					plan.shift() ?? { kind: 'success' }
				);
				return result === 'network'
					? // Inside a batch there is no network: the server failed it.
						errorAnswer(
							500,
							'woocommerce_rest_unknown_server_error'
						)
					: { ...result, headers: {} };
			} );
			return fakeResponse( { status: 207, body: { responses } } );
		}
		const result = answer(
			path,
			data,
			plan.shift() ?? { kind: 'success' }
		);
		if ( result === 'network' ) {
			throw new TypeError( 'Failed to fetch' );
		}
		const response = fakeResponse( result );
		if ( ! response.ok ) {
			throw response;
		}
		return response;
	};

	return {
		handler,
		plan,
		cart: current,
		reset: () => {
			lines = [];
			plan.length = 0;
		},
	};
}

/** The hook, and the cart the page shows (the SWR entry every screen reads). */
function useHarness(): { actions: CartActions; shown: StoreCart | undefined } {
	const actions = useCartActions();
	const { cache } = useSWRConfig();
	return {
		actions,
		shown: cache.get( CART_PATH )?.data as StoreCart | undefined,
	};
}

function renderActions() {
	// The screens' providers: an isolated SWR cache per test (and a router the hook does not use).
	return renderHook( useHarness, { wrapper: TestProviders } );
}

/**
 * Adds the first two products as grouped product 9's members, in these
 * quantities.
 *
 * @param result     The rendered hook.
 * @param quantities How many of each.
 */
async function addGroup(
	result: ReturnType< typeof renderActions >[ 'result' ],
	quantities: [ number, number ]
) {
	const [ first, second ] = PRODUCTS as [ StoreProduct, StoreProduct ];
	let outcome: Awaited< ReturnType< CartActions[ 'addMany' ] > > | undefined;
	await act( async () => {
		outcome = await result.current.actions.addMany(
			[
				{ product: first, quantity: quantities[ 0 ] },
				{ product: second, quantity: quantities[ 1 ] },
			],
			'group-9'
		);
	} );
	return outcome;
}

const server = createServer();

beforeEach( () => {
	server.reset();
	mockedApiFetch.mockImplementation( server.handler );
	resetToastStore();
} );

describe( 'useCartActions', () => {
	it( 'adds a product with its quantity, or a variation with its attributes', async () => {
		const { result } = renderActions();

		await act( async () => {
			await result.current.actions.add( PRODUCTS[ 0 ] as StoreProduct, {
				quantity: 3,
			} );
		} );
		await act( async () => {
			await result.current.actions.add(
				{ id: 40, name: 'Hoodie' },
				{
					variationId: 44,
					variation: [
						{ attribute: 'Color', value: 'blue' },
						{ attribute: 'Logo', value: 'Yes' },
					],
				}
			);
		} );

		expect(
			mockedApiFetch.mock.calls.map( ( [ call ] ) => call.data )
		).toEqual( [
			{ id: 1, quantity: 3 },
			{
				id: 44,
				quantity: 1,
				variation: [
					{ attribute: 'Color', value: 'blue' },
					{ attribute: 'Logo', value: 'Yes' },
				],
			},
		] );
		expect(
			result.current.shown?.items.map( ( item ) => item.id )
		).toEqual( [ 1, 44 ] );
		expect( result.current.actions.errors.size ).toBe( 0 );
	} );

	it( 'keeps the sentence under the add’s key until the next success, or clearError', async () => {
		const { result } = renderActions();
		const hoodie = { id: 40, name: 'Hoodie' };
		server.plan.push( {
			kind: 'code',
			code: 'woocommerce_rest_variation_id_from_variation_data',
		} );

		await act( async () => {
			await result.current.actions.add( hoodie );
		} );

		expect(
			result.current.actions.errors.get( addKey( hoodie ) )
		).toMatchObject( {
			description:
				'Sorry, Hoodie isn’t available with those options. Please choose others.',
			code: 'woocommerce_rest_variation_id_from_variation_data',
		} );
		expect( console ).toHaveErrored();

		act( () => result.current.actions.clearError( addKey( hoodie ) ) );
		expect( result.current.actions.errors.size ).toBe( 0 );

		server.plan.push( {
			kind: 'code',
			code: 'woocommerce_rest_product_out_of_stock',
		} );
		await act( async () => {
			await result.current.actions.add( hoodie );
		} );
		expect( result.current.actions.errors.has( addKey( hoodie ) ) ).toBe(
			true
		);
		await act( async () => {
			await result.current.actions.add( hoodie, { variationId: 44 } );
		} );
		expect( result.current.actions.errors.has( addKey( hoodie ) ) ).toBe(
			false
		);
	} );

	it( 'adds a grouped product’s members in one batch and names the member that failed', async () => {
		const { result } = renderActions();
		server.plan.push(
			{ kind: 'success' }, // The batch itself.
			{ kind: 'success' },
			{ kind: 'code', code: 'woocommerce_rest_product_out_of_stock' }
		);

		const outcome = await addGroup( result, [ 2, 1 ] );

		const [ call ] = mockedApiFetch.mock.calls;
		expect( call?.[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/batch',
			method: 'POST',
			data: {
				requests: [
					{
						method: 'POST',
						path: '/wc/store/v1/cart/add-item',
						body: { id: 1, quantity: 2 },
					},
					{
						method: 'POST',
						path: '/wc/store/v1/cart/add-item',
						body: { id: 2, quantity: 1 },
					},
				],
			},
		} );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 );
		// The member that was added is in the cart on screen.
		expect(
			result.current.shown?.items.map( ( item ) => item.id )
		).toEqual( [ 1 ] );
		expect( outcome?.cart?.items_count ).toBe( 2 );
		// The one that failed is named, in the result and beside the button.
		expect( outcome?.failed ).toEqual( [
			{
				product: PRODUCTS[ 1 ],
				message: expect.objectContaining( {
					description: 'Sorry, Dino Dig is out of stock right now.',
				} ),
			},
		] );
		expect( result.current.actions.errors.get( 'group-9' ) ).toMatchObject(
			{
				title: '1 product was not added',
				description:
					'Dino Dig: Sorry, Dino Dig is out of stock right now.',
			}
		);
		expect( getToastState().toasts[ 0 ]?.title ).toBe(
			'1 product was not added'
		);
		expect( console ).toHaveErrored();
	} );

	it( 'names every member when the batch itself does not arrive', async () => {
		const { result } = renderActions();
		server.plan.push( { kind: 'network' } );

		const outcome = await addGroup( result, [ 1, 1 ] );

		expect( outcome?.cart ).toBeNull();
		expect( outcome?.failed.map( ( line ) => line.product.name ) ).toEqual(
			[ 'Space Station Alpha', 'Dino Dig' ]
		);
		expect( result.current.actions.errors.get( 'group-9' ) ).toMatchObject(
			{
				title: 'Your cart was not changed',
				description:
					'Space Station Alpha: We couldn’t reach the shop. Check your connection and try again. ' +
					'Dino Dig: We couldn’t reach the shop. Check your connection and try again.',
			}
		);
		expect( console ).toHaveErrored();
	} );

	it( 'never ends a write in silence: 500 random histories of writes and answers', async () => {
		const outcomes = (): Outcome[] => [
			{ kind: 'success' },
			{ kind: 'success' },
			{ kind: 'network' },
			{ kind: 'conflict' },
			...CODES.map( ( code ): Outcome => ( { kind: 'code', code } ) ),
		];
		const all = outcomes();
		const seen = new Set< string >();

		for ( let history = 0; history < 500; history++ ) {
			const random = prng( 4100 + history );
			const pick = < T, >( list: readonly T[] ): T =>
				list[ Math.floor( random() * list.length ) ] as T;
			// Half the histories fail often; the rest mostly succeed.
			const drawOutcome = (): Outcome =>
				history % 2 === 0 || random() < 0.3
					? pick( all )
					: { kind: 'success' };

			server.reset();
			resetToastStore();
			const { result, unmount } = renderActions();
			const steps = 1 + Math.floor( random() * 6 );

			for ( let step = 0; step < steps; step++ ) {
				const before = result.current.shown;
				const lines = before?.items ?? [];
				const kind = pick(
					lines.length > 0
						? ( [
								'add',
								'addMany',
								'setQuantity',
								'remove',
							] as const )
						: ( [ 'add', 'addMany' ] as const )
				);
				const context = `history ${ history }, step ${ step }, ${ kind }`;
				let key: string;
				let expected: Outcome[];
				let write: () => Promise< unknown >;

				if ( kind === 'addMany' ) {
					const members = [
						pick( PRODUCTS ),
						pick( PRODUCTS ),
					].filter(
						( item, index, list ) => list.indexOf( item ) === index
					);
					const whole: Outcome =
						random() < 0.1
							? { kind: 'network' }
							: { kind: 'success' };
					expected = members.map( drawOutcome );
					if ( whole.kind === 'network' ) {
						// The batch never arrives: no member is tried.
						server.plan.push( whole );
						expected = members.map( () => ( { kind: 'network' } ) );
					} else {
						server.plan.push( whole, ...expected );
					}
					key = 'group-1';
					write = () =>
						result.current.actions.addMany(
							members.map( ( item ) => ( {
								product: item,
								quantity: 1 + Math.floor( random() * 3 ),
							} ) ),
							key
						);
				} else {
					expected = [ drawOutcome() ];
					server.plan.push( ...expected );
					if ( kind === 'add' ) {
						const item = pick( PRODUCTS );
						key = addKey( item );
						write = () => result.current.actions.add( item );
					} else {
						const line = pick( lines ) as CartItem;
						key = line.key;
						write =
							kind === 'remove'
								? () => result.current.actions.remove( line )
								: () =>
										result.current.actions.setQuantity(
											line,
											line.quantity + 1
										);
					}
				}
				for ( const outcome of expected ) {
					seen.add(
						outcome.kind === 'code' ? outcome.code : outcome.kind
					);
				}

				resetToastStore();
				await act( async () => {
					await write();
				} );

				const after = result.current.shown;
				const message = result.current.actions.errors.get( key );
				const toast = getToastState().toasts[ 0 ]?.description;
				const failures = expected.filter(
					( outcome ) => outcome.kind !== 'success'
				);
				const conflict = expected.some(
					( outcome ) => outcome.kind === 'conflict'
				);
				const first = failures[ 0 ];
				const code =
					kind !== 'addMany' && first?.kind === 'code'
						? first.code
						: undefined;
				const said = !! message?.description;
				// A check that fails reads as where and what, not just `false`.
				const check = ( ok: boolean ): true | string =>
					ok ||
					`${ context }: answers ${ JSON.stringify(
						expected
					) }, said ${ JSON.stringify( message ) }`;

				expect( {
					// The property: the cart on screen changed, or a sentence is shown.
					changedOrSaid: check( after !== before || said ),
					// Success: the server's cart is on screen and nothing is said.
					successShown: check(
						failures.length > 0 || same( after, server.cart() )
					),
					successQuiet: check(
						failures.length > 0 || message === undefined
					),
					// Failure: a sentence beside the control, the same in a toast.
					failureSaid: check(
						failures.length === 0 ||
							( said && toast === message?.description )
					),
					// A 409 brings the server's cart, and it is shown.
					conflictShown: check(
						! conflict || same( after, server.cart() )
					),
					// The sentence is the one for the code that came back.
					codeTold: check(
						code === undefined || message?.code === code
					),
				} ).toEqual( {
					changedOrSaid: true,
					successShown: true,
					successQuiet: true,
					failureSaid: true,
					conflictShown: true,
					codeTold: true,
				} );
			}
			unmount();
		}

		// Every answer in the table, a network failure and a conflict came up.
		expect( [ ...seen ].sort() ).toEqual(
			[ ...CODES, 'success', 'network', 'conflict' ].sort()
		);
		expect( console ).toHaveErrored();
	} );
} );
