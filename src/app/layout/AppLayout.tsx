/**
 * The frame around every screen: skip link, header, <main id="main">,
 * footer, and the cart side sheet any Cart button opens. Records a page view
 * on every navigation and brings the new page into view from the top. A
 * screen that fails shows the error screen inside the frame, so the header
 * still leads elsewhere.
 */

/**
 * External dependencies
 */
import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CartSheetProvider } from '../../features/shop';
import { usePageViews } from '../../lib/analytics';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const Shell = styled.div`
	display: flex;
	flex-direction: column;
	min-height: 100vh;
	background: var( --pp-color-background );
	color: var( --pp-color-foreground );
	font-family: var( --pp-font-body );
`;

const SkipLink = styled.a`
	position: absolute;
	top: 0.5rem;
	left: 0.5rem;
	z-index: 100;
	padding: 0.5rem 1rem;
	border-radius: var( --pp-radius );
	background: var( --pp-color-primary );
	color: var( --pp-color-primary-foreground );
	font-weight: 600;
	text-decoration: none;
	transform: translateY( -200% );

	&:focus {
		transform: none;
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}
`;

const Main = styled.main`
	flex: 1;

	&:focus {
		outline: none;
	}
`;

/**
 * When the path changes (not on the first render), scrolls to the top and
 * moves focus to the main region, so keyboard and screen-reader users land
 * on the new page as they would after a full page load.
 *
 * @param main     The main region.
 * @param pathname
 */
function useFocusNewPageOnNavigate(
	main: RefObject< HTMLElement | null >,
	pathname: string
): void {
	// The path last brought into view: an effect run again for the same path
	// (React's StrictMode does that on mount) changes nothing.
	const shown = useRef( pathname );
	useEffect( () => {
		if ( shown.current === pathname ) {
			return;
		}
		shown.current = pathname;
		window.scrollTo( 0, 0 );
		main.current?.focus( { preventScroll: true } );
	}, [ pathname, main ] );
}

export function AppLayout() {
	const mainRef = useRef< HTMLElement >( null );
	const { pathname } = useLocation();
	usePageViews();
	useFocusNewPageOnNavigate( mainRef, pathname );

	return (
		<CartSheetProvider>
			<Shell>
				<SkipLink href="#main">
					{ __( 'Skip to content', 'playpal' ) }
				</SkipLink>
				<SiteHeader />
				<Main id="main" tabIndex={ -1 } ref={ mainRef }>
					<RouteErrorBoundary resetKey={ pathname }>
						{ /* Only the first screen of a visit waits here: a navigation keeps the old screen until the new one's chunk is in. */ }
						<Suspense fallback={ null }>
							<Outlet />
						</Suspense>
					</RouteErrorBoundary>
				</Main>
				<SiteFooter />
			</Shell>
		</CartSheetProvider>
	);
}

export default AppLayout;
