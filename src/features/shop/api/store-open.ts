/**
 * Whether the shop is open: the shell says a WooCommerce store is active.
 * Without one, the shop screens say so and make no Store API requests.
 */

/**
 * Internal dependencies
 */
import { getConfig } from '../../../lib/config';

export function isStoreOpen(): boolean {
	return getConfig().storeActive;
}
