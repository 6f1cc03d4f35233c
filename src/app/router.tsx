/**
 * The route table (SPEC §2). Every screen is its own lazily loaded chunk, so
 * the first page downloads only what it shows. Screens come from each
 * feature's public index.ts as loaders (dynamic imports there), never from a
 * feature's files.
 *
 * Declarative routes (`useRoutes`) rather than React Router's data router:
 * the app loads no data through the router (SWR does), and the data router's
 * code is about 16 KiB gzip of the first page's JavaScript. What the data
 * router did for us is done here: screens load lazily (`lazyScreen`), the
 * first screen's chunk can be fetched before mounting (`preloadRoute`), and
 * render errors are caught by `RouteErrorBoundary` (in the layout).
 */

/**
 * External dependencies
 */
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { loadAboutScreen } from '../features/about';
import { loadAppadooPortalScreen } from '../features/appadoo-portal';
import {
	loadCommunityLoveScreen,
	loadForumScreen,
	loadPlayIdeasScreen,
	loadProductDiscoveryScreen,
	loadSubmitStoryScreen,
} from '../features/community';
import { loadBlogPostScreen, loadBlogScreen } from '../features/content';
import {
	loadCreationsCount,
	loadCreatorProgrammeScreen,
} from '../features/creators';
import { loadHomeScreen } from '../features/home';
import {
	loadCreateItForwardScreen,
	loadNewsletterSubscribe,
	loadPlayItForwardScreen,
} from '../features/interest';
import { loadMemberPortalScreen } from '../features/member-portal';
import { withOfflineLibrary } from '../features/offline-library';
import { loadPlayItForwardTab } from '../features/referrals';
import { loadFamilyTab } from '../features/family';
import {
	loadCartScreen,
	loadCheckoutScreen,
	loadProductScreen,
	loadShopScreen,
} from '../features/shop';
import { getConfig } from '../lib/config';
import AppLayout from './layout/AppLayout';
import { OpenCartButton } from './layout/OpenCartButton';
import { chooseScreen, lazyScreen, type LazyScreen } from './lazy-screen';

type ScreenModule = { default: ComponentType };

type RouteAddress = { path: string } | { index: true };

/**
 * A lazily loaded route: the screen as its element, the screen's loader as
 * its handle (read by `preloadRoute`).
 *
 * @param route Where the screen answers: `{ path }` or `{ index: true }`.
 * @param load  Fetches the chunk; resolves to the screen component.
 */
function lazyRoute(
	route: RouteAddress,
	load: () => Promise< ComponentType >
): RouteObject {
	return { ...route, ...screenRoute( lazyScreen( load ) ) };
}

/**
 * What a route needs to show a lazy screen and preload it.
 *
 * @param screen The lazy screen.
 */
function screenRoute( screen: LazyScreen ) {
	return { element: <screen.Screen />, handle: screen };
}

/**
 * A screen module's default export.
 *
 * @param load Dynamic import of the screen.
 */
const byDefault =
	( load: () => Promise< ScreenModule > ) =>
	async (): Promise< ComponentType > =>
		( await load() ).default;

// Rarely shown, so not in every page's JavaScript: the 404 screen is a chunk too.
const notFound = lazyScreen(
	byDefault(
		() => import( /* webpackChunkName: "not-found" */ './NotFoundScreen' )
	)
);

const creatorProgramme = lazyScreen( byDefault( loadCreatorProgrammeScreen ) );

const createItForwardWaitlist = lazyScreen(
	byDefault( loadCreateItForwardScreen )
);

export const routes: RouteObject[] = [
	{
		element: <AppLayout />,
		children: [
			lazyRoute( { index: true }, byDefault( loadHomeScreen ) ),
			lazyRoute( { path: 'about' }, byDefault( loadAboutScreen ) ),
			lazyRoute( { path: 'blog' }, async () => {
				// The app composes features: the Blog shows the newsletter
				// sign-up and the cart button without the content feature
				// knowing about either.
				const [ { default: BlogScreen }, { NewsletterSubscribe } ] =
					await Promise.all( [
						loadBlogScreen(),
						loadNewsletterSubscribe(),
					] );
				return () => (
					<BlogScreen
						subscribe={ <NewsletterSubscribe /> }
						cartButton={ <OpenCartButton /> }
					/>
				);
			} ),
			lazyRoute( { path: 'blog/:slug' }, async () => {
				const { default: BlogPostScreen } = await loadBlogPostScreen();
				// An unknown slug shows the app's own 404 screen.
				return () => (
					<BlogPostScreen notFound={ <notFound.Screen /> } />
				);
			} ),
			// The shop (SPEC §2): /shop and /products are one screen.
			...[ 'shop', 'products' ].map( ( path ) =>
				lazyRoute( { path }, byDefault( loadShopScreen ) )
			),
			lazyRoute( { path: 'product/:slug' }, async () => {
				const { ProductScreen } = await loadProductScreen();
				return () => <ProductScreen notFound={ <notFound.Screen /> } />;
			} ),
			lazyRoute( { path: 'cart' }, byDefault( loadCartScreen ) ),
			lazyRoute( { path: 'checkout' }, byDefault( loadCheckoutScreen ) ),
			{
				path: 'create-it-forward',
				...screenRoute(
					// The creator_dashboard flag chooses: the creator programme
					// (gate, directory, dashboard) when on, the waitlist when off.
					chooseScreen( () =>
						getConfig().flags.creator_dashboard
							? creatorProgramme
							: createItForwardWaitlist
					)
				),
			},
			lazyRoute(
				{ path: 'play-it-forward' },
				byDefault( loadPlayItForwardScreen )
			),
			lazyRoute(
				{ path: 'member-portal' },
				// The offline library's tab and "Save for offline" buttons come through its slots.
				withOfflineLibrary( async () => {
					// The portal shows the referrals feature's Play It Forward tab and
					// the referrals and creators counts without knowing either feature.
					const [
						{ default: MemberPortalScreen },
						{ PlayItForwardTab, useSharedCount },
						{ useCreationsCount },
						{ FamilyTab },
					] = await Promise.all( [
						loadMemberPortalScreen(),
						loadPlayItForwardTab(),
						loadCreationsCount(),
						loadFamilyTab(),
					] );
					return () => (
						<MemberPortalScreen
							playItForward={ <PlayItForwardTab /> }
							family={ <FamilyTab /> }
							useSharedCount={ useSharedCount }
							useCreationsCount={ useCreationsCount }
						/>
					);
				} )
			),
			// The Appadoo portal (SPEC §2): /appadoo-portal and /appydo-portal are one screen.
			...[ 'appadoo-portal', 'appydo-portal' ].map( ( path ) =>
				lazyRoute(
					{ path },
					withOfflineLibrary( byDefault( loadAppadooPortalScreen ) )
				)
			),
			// Community (SPEC §2): one lazily loaded chunk per screen.
			lazyRoute( { path: 'forum' }, byDefault( loadForumScreen ) ),
			lazyRoute(
				{ path: 'play-ideas' },
				byDefault( loadPlayIdeasScreen )
			),
			lazyRoute(
				{ path: 'products-ai' },
				byDefault( loadProductDiscoveryScreen )
			),
			lazyRoute( { path: 'ugc' }, byDefault( loadCommunityLoveScreen ) ),
			lazyRoute( { path: 'submit' }, byDefault( loadSubmitStoryScreen ) ),
			{ path: '*', ...screenRoute( notFound ) },
		],
	},
];

/**
 * The screen for the current URL (inside a router).
 */
export function AppRoutes() {
	return useRoutes( routes );
}

/**
 * Fetches the chunk of the screen a path shows, so a server-printed first
 * screen is replaced by the same screen without waiting in between.
 *
 * @param pathname The path, e.g. `window.location.pathname`.
 * @param basePath The app's base path from the shell, e.g. "" or "/play".
 */
export async function preloadRoute(
	pathname: string,
	basePath: string
): Promise< void > {
	const matches = matchRoutes( routes, pathname, basePath || '/' ) ?? [];
	const screen = matches[ matches.length - 1 ]?.route.handle as
		LazyScreen | undefined;
	await screen?.preload();
}
