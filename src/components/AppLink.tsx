/**
 * The app's in-app links: `Link` and `NavLink` with the props the app uses,
 * built on React Router's own hooks for custom links (`useHref`,
 * `useLinkClickHandler`, `useResolvedPath`).
 *
 * React Router's `Link` also carries prefetching, view transitions and
 * framework-mode discovery, none of which the app uses; with them it weighs
 * about 2.7 KiB (gzip) of the first page's JavaScript. A plain click
 * navigates in the app; a modified click (new tab, download) and a page
 * without JavaScript follow the `href`, as with React Router's.
 */

/**
 * External dependencies
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import {
	useHref,
	useLinkClickHandler,
	useLocation,
	useResolvedPath,
	type To,
} from 'react-router-dom';

export interface LinkProps extends AnchorHTMLAttributes< HTMLAnchorElement > {
	/** The app path, e.g. "/blog" (the base path is added), or its parts. */
	to: To;
	/** Replace the current history entry instead of adding one. */
	replace?: boolean;
}

export const Link = forwardRef< HTMLAnchorElement, LinkProps >(
	function AppLink(
		{ to, replace, onClick, target, children, ...rest },
		ref
	) {
		const href = useHref( to );
		const navigate = useLinkClickHandler< HTMLAnchorElement >( to, {
			replace,
			target,
		} );
		return (
			<a
				{ ...rest }
				ref={ ref }
				href={ href }
				target={ target }
				onClick={ ( event ) => {
					onClick?.( event );
					if ( ! event.defaultPrevented ) {
						navigate( event );
					}
				} }
			>
				{ children }
			</a>
		);
	}
);

export interface NavLinkProps extends LinkProps {
	/** Current only on the exact path, not on the paths under it. */
	end?: boolean;
}

/**
 * Whether a link to `target` is the current page: its path, or (unless
 * `end`) a path under it. "/" is current only on "/".
 *
 * @param current The current pathname.
 * @param target  The link's resolved pathname.
 * @param end     Exact match only.
 */
export function isCurrentPath(
	current: string,
	target: string,
	end = false
): boolean {
	const base = target.length > 1 ? target.replace( /\/+$/, '' ) : target;
	if ( current === base || current === `${ base }/` ) {
		return true;
	}
	return ! end && base !== '/' && current.startsWith( `${ base }/` );
}

/** A Link marked `aria-current="page"` while its page (or one under it) is shown. */
export const NavLink = forwardRef< HTMLAnchorElement, NavLinkProps >(
	function AppNavLink( { end, ...props }, ref ) {
		const { pathname } = useLocation();
		const target = useResolvedPath( props.to ).pathname;
		const current = isCurrentPath( pathname, target, end );
		return (
			<Link
				{ ...props }
				ref={ ref }
				aria-current={ current ? 'page' : undefined }
			/>
		);
	}
);
