/**
 * The member portal's Family tab: the lazy entry `loadFamilyTab` (index.ts) fetches, one chunk.
 */

export { FamilyTab } from './components/FamilyTab';
