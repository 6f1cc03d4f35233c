/**
 * Storefront entry point.
 */

/**
 * Internal dependencies
 */
import { mountApp } from './mount';

mountApp();
