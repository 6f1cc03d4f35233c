/**
 * The shop's public surface: what the app may use. The cart sheet's provider
 * and the cart count badge are in every page's layout, so they are exported
 * as values (they are in the first page's JavaScript either way).
 *
 * Screens are not exported as values: each is a loader (a dynamic import
 * with its webpackChunkName), so importing this file costs the first page a
 * few bytes and every screen stays its own lazily loaded chunk
 * (build/screen-chunks.json and First_Screen::SCREENS read those names).
 */

export { CartSheetProvider } from './components/CartSheetProvider';
export { CartCountBadge } from './components/CartCountBadge';

export const loadShopScreen = () =>
	import( /* webpackChunkName: "shop" */ './ShopScreen' );

export const loadProductScreen = () =>
	import( /* webpackChunkName: "product" */ './ProductScreen' );

export const loadCartScreen = () =>
	import( /* webpackChunkName: "cart" */ './CartScreen' );

export const loadCheckoutScreen = () =>
	import( /* webpackChunkName: "checkout" */ './CheckoutScreen' );
