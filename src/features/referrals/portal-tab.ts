/**
 * The member portal's Play It Forward tab and its "Items shared" count: the
 * lazy entry `loadPlayItForwardTab` (index.ts) fetches, one chunk.
 */

export { PlayItForwardTab } from './components/PlayItForwardTab';
export { useSharedCount } from './api/get-shared-items';
