/**
 * `use-sync-external-store/shim`, as the bundle sees it (webpack.config.js).
 *
 * SWR imports the shim to run on React 17; WordPress ships React 18, which
 * has the hook built in, and the shim would only hand React's own back after
 * carrying its fallback into every page (about 0.4 KiB gzip).
 */

/**
 * External dependencies
 */
export { useSyncExternalStore } from 'react';
