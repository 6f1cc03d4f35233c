/**
 * Provides the cart sheet to the whole app: the controls (lib/cart-sheet)
 * for any Cart button — header, Blog, Shop — and the sheet itself, loaded
 * on first open. Mount once, inside the router (the sheet links to /cart
 * and /checkout). A new page closes the sheet.
 */

/**
 * External dependencies
 */
import {
	lazy,
	Suspense,
	useCallback,
	useEffect,
	useMemo,
	useState,
} from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { CartSheetContext } from '../../../lib/cart-sheet';

const CartSheet = lazy(
	() => import( /* webpackChunkName: "cart-sheet" */ './CartSheet' )
);

export function CartSheetProvider( { children }: { children: ReactNode } ) {
	const [ isOpen, setOpen ] = useState( false );
	const [ wanted, setWanted ] = useState( false );
	const { pathname } = useLocation();

	useEffect( () => {
		setOpen( false );
	}, [ pathname ] );

	const openCart = useCallback( () => {
		setWanted( true );
		setOpen( true );
	}, [] );
	const closeCart = useCallback( () => setOpen( false ), [] );
	const value = useMemo(
		() => ( { openCart, closeCart, isOpen } ),
		[ openCart, closeCart, isOpen ]
	);

	return (
		<CartSheetContext.Provider value={ value }>
			{ children }
			{ wanted && (
				<Suspense fallback={ null }>
					<CartSheet open={ isOpen } onOpenChange={ setOpen } />
				</Suspense>
			) }
		</CartSheetContext.Provider>
	);
}

export default CartSheetProvider;
