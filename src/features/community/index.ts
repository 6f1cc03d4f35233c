/**
 * The community feature's public surface: what the app may use.
 *
 * Screens are not exported as values: each is a loader (a dynamic import
 * with its webpackChunkName), so importing this file costs the first page a
 * few bytes and every screen stays its own lazily loaded chunk
 * (build/screen-chunks.json and First_Screen::SCREENS read those names).
 */

export const loadForumScreen = () =>
	import( /* webpackChunkName: "forum" */ './forum/ForumScreen' );

export const loadPlayIdeasScreen = () =>
	import(
		/* webpackChunkName: "play-ideas" */ './play-ideas/PlayIdeasScreen'
	);

export const loadProductDiscoveryScreen = () =>
	import(
		/* webpackChunkName: "products-ai" */ './products-ai/ProductDiscoveryScreen'
	);

export const loadCommunityLoveScreen = () =>
	import( /* webpackChunkName: "ugc" */ './ugc/CommunityLoveScreen' );

export const loadSubmitStoryScreen = () =>
	import( /* webpackChunkName: "submit" */ './submit/SubmitStoryScreen' );
