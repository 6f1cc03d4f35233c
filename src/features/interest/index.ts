/**
 * What other parts of the app may use from sign-ups: the two waitlist
 * screens and the newsletter sign-up (the Blog shows it; the router hands it
 * over).
 *
 * Screens are not exported as values: each is a loader (a dynamic import
 * with its webpackChunkName), so importing this file costs the first page a
 * few bytes and every screen stays its own lazily loaded chunk
 * (build/screen-chunks.json and First_Screen::SCREENS read those names).
 */

export const loadCreateItForwardScreen = () =>
	import(
		/* webpackChunkName: "create-it-forward" */ './CreateItForwardScreen'
	);

export const loadPlayItForwardScreen = () =>
	import( /* webpackChunkName: "play-it-forward" */ './PlayItForwardScreen' );

/** Resolves to `{ NewsletterSubscribe }`. */
export const loadNewsletterSubscribe = () =>
	import(
		/* webpackChunkName: "newsletter" */ './components/NewsletterSubscribe'
	);

export type { NewsletterSubscribeProps } from './components/NewsletterSubscribe';
