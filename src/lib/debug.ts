/**
 * Verbose logging, only with the debug flag on.
 */

/**
 * Internal dependencies
 */
import { isFeatureEnabled } from './config';

/**
 * @param args What to log.
 */
export function debugLog( ...args: unknown[] ): void {
	if ( isFeatureEnabled( 'debug' ) ) {
		// eslint-disable-next-line no-console
		console.debug( '[PlayPal]', ...args );
	}
}
