/**
 * Opens the cart side sheet from anywhere in the app (the header, the Blog,
 * the Shop) without those screens knowing how the sheet is built: the shop
 * feature provides the sheet and this context's value, mounted once by the
 * app layout; screens call `useCartSheet().openCart()`.
 */

/**
 * External dependencies
 */
import { createContext, useContext } from 'react';

export interface CartSheetControls {
	/** Opens the sheet (which loads the cart). */
	openCart: () => void;
	closeCart: () => void;
	isOpen: boolean;
}

/** Outside the provider (e.g. an isolated test) the controls do nothing. */
export const CartSheetContext = createContext< CartSheetControls >( {
	openCart: () => undefined,
	closeCart: () => undefined,
	isOpen: false,
} );

/**
 * The cart sheet's controls.
 */
export function useCartSheet(): CartSheetControls {
	return useContext( CartSheetContext );
}
