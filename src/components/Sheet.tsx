/**
 * External dependencies
 */
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ElementRef } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';

/**
 * Internal dependencies
 */
import {
	DialogCornerClose,
	DialogDescription,
	DialogFooter,
	DialogHeader,
	DialogOverlay,
	DialogTitle,
	panelStyles,
} from './Dialog';

/*
 * A panel sliding in from a screen edge. It is a Radix Dialog, so focus
 * moves in on open, Tab is trapped, Escape closes and focus returns to the
 * trigger.
 */

export type SheetSide = 'left' | 'right' | 'top' | 'bottom';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetPortal = DialogPrimitive.Portal;
export const SheetOverlay = DialogOverlay;

const slide = ( from: string, to: string ) => keyframes`
	from { transform: ${ from }; }
	to { transform: ${ to }; }
`;

const offscreen: Record< SheetSide, string > = {
	right: 'translate(100%, 0)',
	left: 'translate(-100%, 0)',
	top: 'translate(0, -100%)',
	bottom: 'translate(0, 100%)',
};

const onscreen = 'translate(0, 0)';

const sideStyles: Record< SheetSide, ReturnType< typeof css > > = {
	right: css`
		top: 0;
		right: 0;
		height: 100%;
		width: 75%;
		max-width: 24rem;
		border-width: 0 0 0 1px;
	`,
	left: css`
		top: 0;
		left: 0;
		height: 100%;
		width: 75%;
		max-width: 24rem;
		border-width: 0 1px 0 0;
	`,
	top: css`
		top: 0;
		right: 0;
		left: 0;
		max-height: 100%;
		border-width: 0 0 1px 0;
	`,
	bottom: css`
		right: 0;
		bottom: 0;
		left: 0;
		max-height: 100%;
		border-width: 1px 0 0 0;
	`,
};

// Distinct names in and out, so Radix Presence waits for the exit animation.
const slideIn: Record< SheetSide, ReturnType< typeof keyframes > > = {
	right: slide( offscreen.right, onscreen ),
	left: slide( offscreen.left, onscreen ),
	top: slide( offscreen.top, onscreen ),
	bottom: slide( offscreen.bottom, onscreen ),
};
const slideOut: Record< SheetSide, ReturnType< typeof keyframes > > = {
	right: slide( onscreen, offscreen.right ),
	left: slide( onscreen, offscreen.left ),
	top: slide( onscreen, offscreen.top ),
	bottom: slide( onscreen, offscreen.bottom ),
};

const StyledContent = styled( DialogPrimitive.Content )< {
	$side: SheetSide;
} >`
	${ panelStyles }
	align-content: start;
	${ ( { $side } ) => sideStyles[ $side ] }

	@media (prefers-reduced-motion: no-preference) {
		&[data-state='open'] {
			animation: ${ ( { $side } ) => slideIn[ $side ] } 250ms ease-out;
		}
		&[data-state='closed'] {
			animation: ${ ( { $side } ) => slideOut[ $side ] } 200ms ease-in;
		}
	}
`;

export interface SheetContentProps extends ComponentPropsWithoutRef<
	typeof DialogPrimitive.Content
> {
	/** Edge the sheet slides from; default 'right'. */
	side?: SheetSide;
	/** Show the "×" close button; default true. */
	showCloseButton?: boolean;
}

/**
 * Portal + overlay + the sheet panel. Put a SheetTitle (and ideally a
 * SheetDescription) inside.
 */
export const SheetContent = forwardRef<
	ElementRef< typeof DialogPrimitive.Content >,
	SheetContentProps
>( ( { side = 'right', showCloseButton = true, children, ...props }, ref ) => {
	return (
		<SheetPortal>
			<SheetOverlay />
			<StyledContent
				ref={ ref }
				data-side={ side }
				$side={ side }
				{ ...props }
			>
				{ children }
				{ showCloseButton && <DialogCornerClose /> }
			</StyledContent>
		</SheetPortal>
	);
} );
SheetContent.displayName = 'SheetContent';

export const SheetHeader = DialogHeader;
export const SheetFooter = styled( DialogFooter )`
	margin-top: auto;
`;
export const SheetTitle = DialogTitle;
export const SheetDescription = DialogDescription;
