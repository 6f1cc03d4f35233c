/**
 * What other parts of the app may use from Play It Forward: the member
 * portal's tab and its "Items shared" count, which the router hands to the
 * portal (features do not import each other).
 */

export { PlayItForwardTab } from './components/PlayItForwardTab';
export { useSharedCount } from './api/get-shared-items';
