/**
 * Small decorative icons for the layout (hidden from assistive technology;
 * the controls they sit in carry the text).
 */

/**
 * External dependencies
 */
import type { SVGProps } from 'react';

type IconProps = SVGProps< SVGSVGElement >;

const base: IconProps = {
	width: 24,
	height: 24,
	viewBox: '0 0 24 24',
	fill: 'none',
	stroke: 'currentColor',
	strokeWidth: 2,
	strokeLinecap: 'round',
	strokeLinejoin: 'round',
	'aria-hidden': true,
	focusable: false,
};

export function CartIcon( props: IconProps ) {
	return (
		<svg { ...base } { ...props }>
			<circle cx="9" cy="20" r="1.5" />
			<circle cx="18" cy="20" r="1.5" />
			<path d="M2.5 3h2.6l2.4 12.2a1.5 1.5 0 0 0 1.5 1.3h9.1a1.5 1.5 0 0 0 1.5-1.2L21.5 7H6" />
		</svg>
	);
}

export function MenuIcon( props: IconProps ) {
	return (
		<svg { ...base } { ...props }>
			<path d="M4 6h16M4 12h16M4 18h16" />
		</svg>
	);
}

export function CloseMenuIcon( props: IconProps ) {
	return (
		<svg { ...base } { ...props }>
			<path d="M6 6l12 12M18 6L6 18" />
		</svg>
	);
}

/**
 * The PlayPal mark: a printed page with a play triangle.
 * @param props
 */
export function LogoMark( props: IconProps ) {
	return (
		<svg { ...base } viewBox="0 0 32 32" strokeWidth={ 0 } { ...props }>
			<rect
				x="3"
				y="3"
				width="26"
				height="26"
				rx="8"
				style={ { fill: 'var(--pp-color-primary)' } }
			/>
			<path
				d="M13 10.5v11l9-5.5z"
				style={ { fill: 'var(--pp-color-primary-foreground)' } }
			/>
		</svg>
	);
}
