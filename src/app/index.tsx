/**
 * Storefront entry point.
 */

/**
 * Internal dependencies
 */
import { watchSignOut } from '../family-sign-out/listener';
import { mountApp } from './mount';

mountApp();
// A sign-out link waits for the children's unsent play (docs/FAMILY.md, "Sign-out keeps play");
// the sending code is its own chunk, loaded only then.
watchSignOut( window, () =>
	import(
		/* webpackChunkName: "family-sign-out" */ '../family-sign-out/app'
	).then( ( module ) => module.appSignOut() )
);
