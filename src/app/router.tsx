/**
 * The route table (SPEC §2). Every screen is its own lazily loaded chunk, so
 * the first page downloads only what it shows.
 */

/**
 * External dependencies
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { getConfig } from '../lib/config';
import AppLayout from './layout/AppLayout';
import { OpenCartButton } from './layout/OpenCartButton';
import NotFoundScreen from './NotFoundScreen';
import RouteErrorScreen from './RouteErrorScreen';

type ScreenModule = { default: ComponentType };

/**
 * Adapts a screen module (default export) to React Router's `lazy` contract.
 *
 * @param load Dynamic import of the screen.
 */
function screen( load: () => Promise< ScreenModule > ): RouteObject[ 'lazy' ] {
	return async () => ( { Component: ( await load() ).default } );
}

export const routes: RouteObject[] = [
	{
		element: <AppLayout />,
		errorElement: <RouteErrorScreen />,
		children: [
			{
				index: true,
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "home" */ '../features/home/HomeScreen'
						)
				),
			},
			{
				path: 'about',
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "about" */ '../features/about/AboutScreen'
						)
				),
			},
			{
				path: 'blog',
				lazy: async () => {
					// The app composes features: the Blog shows the newsletter
					// sign-up and the cart button without the content feature
					// knowing about either.
					const [ { default: BlogScreen }, { NewsletterSubscribe } ] =
						await Promise.all( [
							import(
								/* webpackChunkName: "blog" */ '../features/content/BlogScreen'
							),
							import(
								/* webpackChunkName: "newsletter" */ '../features/interest/components/NewsletterSubscribe'
							),
						] );
					return {
						Component: () => (
							<BlogScreen
								subscribe={ <NewsletterSubscribe /> }
								cartButton={ <OpenCartButton /> }
							/>
						),
					};
				},
			},
			{
				path: 'blog/:slug',
				lazy: async () => {
					const { default: BlogPostScreen } = await import(
						/* webpackChunkName: "blog-post" */ '../features/content/BlogPostScreen'
					);
					// An unknown slug shows the app's own 404 screen.
					return {
						Component: () => (
							<BlogPostScreen notFound={ <NotFoundScreen /> } />
						),
					};
				},
			},
			// The shop (SPEC §2): /shop and /products are one screen.
			...[ 'shop', 'products' ].map( ( path ) => ( {
				path,
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "shop" */ '../features/shop/ShopScreen'
						)
				),
			} ) ),
			{
				path: 'product/:slug',
				lazy: async () => {
					const { ProductScreen } = await import(
						/* webpackChunkName: "product" */ '../features/shop/ProductScreen'
					);
					return {
						Component: () => (
							<ProductScreen notFound={ <NotFoundScreen /> } />
						),
					};
				},
			},
			{
				path: 'cart',
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "cart" */ '../features/shop/CartScreen'
						)
				),
			},
			{
				path: 'checkout',
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "checkout" */ '../features/shop/CheckoutScreen'
						)
				),
			},
			{
				path: 'create-it-forward',
				// The creator_dashboard flag chooses: the creator programme
				// (gate, directory, dashboard) when on, the waitlist when off.
				lazy: screen( () =>
					getConfig().flags.creator_dashboard
						? import(
								/* webpackChunkName: "creator-programme" */ '../features/creators/CreatorProgrammeScreen'
							)
						: import(
								/* webpackChunkName: "create-it-forward" */ '../features/interest/CreateItForwardScreen'
							)
				),
			},
			{
				path: 'play-it-forward',
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "play-it-forward" */ '../features/interest/PlayItForwardScreen'
						)
				),
			},
			{
				path: 'member-portal',
				lazy: async () => {
					// The portal shows the referrals feature's Play It Forward tab and
					// the referrals and creators counts without knowing either feature.
					const [
						{ default: MemberPortalScreen },
						{ PlayItForwardTab, useSharedCount },
						{ useCreationsCount },
					] = await Promise.all( [
						import(
							/* webpackChunkName: "member-portal" */ '../features/member-portal/MemberPortalScreen'
						),
						import(
							/* webpackChunkName: "play-it-forward-tab" */ '../features/referrals'
						),
						import(
							/* webpackChunkName: "creations-count" */ '../features/creators'
						),
					] );
					return {
						Component: () => (
							<MemberPortalScreen
								playItForward={ <PlayItForwardTab /> }
								useSharedCount={ useSharedCount }
								useCreationsCount={ useCreationsCount }
							/>
						),
					};
				},
			},
			// The Appadoo portal (SPEC §2): /appadoo-portal and /appydo-portal are one screen.
			...[ 'appadoo-portal', 'appydo-portal' ].map( ( path ) => ( {
				path,
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "appadoo-portal" */ '../features/appadoo-portal/AppadooPortalScreen'
						)
				),
			} ) ),
			// Community (SPEC §2): one lazily loaded chunk per screen.
			{
				path: 'forum',
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "forum" */ '../features/community/forum/ForumScreen'
						)
				),
			},
			{
				path: 'play-ideas',
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "play-ideas" */ '../features/community/play-ideas/PlayIdeasScreen'
						)
				),
			},
			{
				path: 'products-ai',
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "products-ai" */ '../features/community/products-ai/ProductDiscoveryScreen'
						)
				),
			},
			{
				path: 'ugc',
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "ugc" */ '../features/community/ugc/CommunityLoveScreen'
						)
				),
			},
			{
				path: 'submit',
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "submit" */ '../features/community/submit/SubmitStoryScreen'
						)
				),
			},
			{ path: '*', element: <NotFoundScreen /> },
		],
	},
];

/**
 * @param basePath The app's base path from the shell, e.g. "" or "/play".
 */
export function createAppRouter( basePath: string ) {
	return createBrowserRouter( routes, { basename: basePath || '/' } );
}
