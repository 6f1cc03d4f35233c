/**
 * Site header: logo, main navigation, Cart (opens the cart side sheet and
 * shows the item count) and Shop Now. On narrow screens
 * the navigation folds behind a menu button (Escape closes it and returns
 * focus to the button; choosing a link closes it too).
 */

/**
 * External dependencies
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link, NavLink } from '../../components/AppLink';
import { Button, ButtonLink } from '../../components';
import { CartCountBadge } from '../../features/shop';
import { useCartSheet } from '../../lib/cart-sheet';
import { CartIcon, CloseMenuIcon, LogoMark, MenuIcon } from './icons';
import { getNavLinks } from './nav-links';

/** Below this width the navigation sits behind the menu button. */
const WIDE = '64rem';

/*
 * Sticky below WordPress's toolbar when a signed-in person sees it (the
 * toolbar sets the variable); on narrow screens WordPress lets its toolbar
 * scroll away with the page, so the header sticks to the top. (Comments out
 * here, not in the CSS: a comment in the template ships in every page's
 * bundle.)
 */
const Header = styled.header`
	position: sticky;
	top: var( --wp-admin--admin-bar--height, 0px );

	@media screen and ( max-width: 600px ) {
		top: 0;
	}
	z-index: 40;
	background: var( --pp-color-background );
	color: var( --pp-color-foreground );
	border-bottom: 1px solid var( --pp-color-border );
`;

const Bar = styled.div`
	display: flex;
	align-items: center;
	justify-content: space-between;
	gap: 1rem;
	max-width: 80rem;
	margin: 0 auto;
	padding: 0.75rem 1rem;
`;

const Brand = styled( Link )`
	display: inline-flex;
	align-items: center;
	gap: 0.5rem;
	color: var( --pp-color-foreground );
	font-family: var( --pp-font-heading );
	font-size: 1.375rem;
	font-weight: 700;
	text-decoration: none;
	border-radius: var( --pp-radius );

	svg {
		width: 2rem;
		height: 2rem;
	}

	&:focus-visible {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}
`;

const Actions = styled.div`
	display: flex;
	align-items: center;
	gap: 0.5rem;
`;

const MenuButton = styled( Button )`
	@media ( min-width: ${ WIDE } ) {
		display: none;
	}
`;

const Nav = styled.nav< { $open: boolean } >`
	border-top: 1px solid var( --pp-color-border );

	@media ( max-width: calc( ${ WIDE } - 0.0625rem ) ) {
		display: ${ ( { $open } ) => ( $open ? 'block' : 'none' ) };
		position: absolute;
		top: 100%;
		left: 0;
		right: 0;
		max-height: calc( 100vh - 4rem );
		overflow-y: auto;
		background: var( --pp-color-background );
		border-bottom: 1px solid var( --pp-color-border );
		box-shadow: 0 1rem 2rem -1rem
			color-mix( in srgb, var( --pp-color-foreground ) 25%, transparent );
	}
`;

const NavList = styled.ul`
	display: flex;
	flex-wrap: wrap;
	justify-content: center;
	gap: 0.25rem;
	max-width: 80rem;
	margin: 0 auto;
	padding: 0.375rem 1rem;
	list-style: none;

	@media ( max-width: calc( ${ WIDE } - 0.0625rem ) ) {
		flex-direction: column;
		padding: 0.5rem 1rem 1rem;
	}
`;

const NavItemLink = styled( NavLink )`
	display: block;
	padding: 0.375rem 0.75rem;
	border-radius: var( --pp-radius );
	color: var( --pp-color-muted-foreground );
	font-size: 0.9375rem;
	font-weight: 500;
	text-decoration: none;
	white-space: nowrap;

	&:hover {
		background: var( --pp-color-muted );
		color: var( --pp-color-foreground );
	}

	&[aria-current='page'] {
		background: var( --pp-color-secondary );
		color: var( --pp-color-secondary-foreground );
	}

	&:focus-visible {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}

	@media ( max-width: calc( ${ WIDE } - 0.0625rem ) ) {
		padding: 0.75rem;
		font-size: 1rem;
	}
`;

/* Keeps "Cart" readable for screen readers when the label is hidden. */
const CartLabel = styled.span`
	@media ( max-width: 30rem ) {
		position: absolute;
		width: 1px;
		height: 1px;
		overflow: hidden;
		clip: rect( 0 0 0 0 );
		white-space: nowrap;
	}
`;

export function SiteHeader() {
	const [ open, setOpen ] = useState( false );
	const { pathname } = useLocation();
	const navId = useId();
	const menuButtonRef = useRef< HTMLButtonElement >( null );
	const links = getNavLinks();
	const { openCart } = useCartSheet();

	// A new page closes the menu.
	useEffect( () => {
		setOpen( false );
	}, [ pathname ] );

	const close = useCallback( () => setOpen( false ), [] );

	const onKeyDown = ( event: KeyboardEvent< HTMLElement > ) => {
		if ( event.key === 'Escape' && open ) {
			event.stopPropagation();
			setOpen( false );
			menuButtonRef.current?.focus();
		}
	};

	return (
		<Header onKeyDown={ onKeyDown }>
			<Bar>
				<Brand to="/">
					<LogoMark />
					<span>{ __( 'PlayPal', 'playpal' ) }</span>
				</Brand>
				<Actions>
					<Button
						variant="outline"
						size="sm"
						onClick={ openCart }
						aria-haspopup="dialog"
						data-testid="header-cart-button"
					>
						<CartIcon />
						<CartLabel>{ __( 'Cart', 'playpal' ) }</CartLabel>
						<CartCountBadge />
					</Button>
					<ButtonLink as={ Link } to="/shop" size="sm">
						{ __( 'Shop Now', 'playpal' ) }
					</ButtonLink>
					<MenuButton
						ref={ menuButtonRef }
						variant="ghost"
						size="icon"
						aria-controls={ navId }
						aria-expanded={ open }
						aria-label={
							open
								? __( 'Close menu', 'playpal' )
								: __( 'Open menu', 'playpal' )
						}
						onClick={ () => setOpen( ( value ) => ! value ) }
					>
						{ open ? <CloseMenuIcon /> : <MenuIcon /> }
					</MenuButton>
				</Actions>
			</Bar>
			<Nav
				id={ navId }
				aria-label={ __( 'Main', 'playpal' ) }
				$open={ open }
				data-open={ open ? 'true' : 'false' }
			>
				<NavList>
					{ links.map( ( link ) => (
						<li key={ link.to }>
							<NavItemLink
								to={ link.to }
								end={ link.end }
								onClick={ close }
							>
								{ link.label }
							</NavItemLink>
						</li>
					) ) }
				</NavList>
			</Nav>
		</Header>
	);
}

export default SiteHeader;
