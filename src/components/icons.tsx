/**
 * External dependencies
 */
import type { SVGProps } from 'react';

/**
 * A decorative "×" icon (hidden from assistive technology; the button that
 * holds it carries the label).
 *
 * @param props SVG attributes.
 */
export function CloseIcon( props: SVGProps< SVGSVGElement > ) {
	return (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			width="16"
			height="16"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			strokeLinejoin="round"
			aria-hidden="true"
			focusable="false"
			{ ...props }
		>
			<path d="M18 6 6 18" />
			<path d="m6 6 12 12" />
		</svg>
	);
}
