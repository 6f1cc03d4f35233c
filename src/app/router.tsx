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
import AppLayout from './layout/AppLayout';
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
				lazy: screen(
					() =>
						import(
							/* webpackChunkName: "blog" */ '../features/content/BlogScreen'
						)
				),
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
