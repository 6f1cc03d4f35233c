/**
 * What other parts of the app may use from the family feature: the member
 * portal's Family tab, which the router hands to the portal (features do not
 * import each other), and the shapes of pp/v1/family (docs/FAMILY.md).
 *
 * The tab is not exported as a value: it is a loader (a dynamic import with
 * its webpackChunkName), so it stays its own lazily loaded chunk.
 */

export type { Child, ChildFields, ChildToday, Family } from './types';

/** Resolves to `{ FamilyTab }` (see ./portal-tab). */
export const loadFamilyTab = () =>
	// In the member portal's chunk (the same name merges them): a chunk of its
	// own would add its name and hash to every page's chunk map.
	import( /* webpackChunkName: "member-portal" */ './portal-tab' );
