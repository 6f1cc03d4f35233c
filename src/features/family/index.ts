/**
 * What other parts of the app may use from the family feature.
 *
 * So far the API layer of the member portal's Family tab (docs/FAMILY.md);
 * the tab itself will be exported here as a loader, like the other portal
 * tabs, so it stays its own lazily loaded chunk.
 */

export type { Child, ChildFields, ChildToday, Family } from './types';
