/**
 * External dependencies
 */
import { createContext, forwardRef, useContext } from 'react';
import type { ComponentPropsWithoutRef, ElementRef } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';

/** Hover time before a tooltip opens (SPEC §9). */
export const TOOLTIP_DELAY_DURATION = 700;

/** Moving to another trigger within this time opens it at once (SPEC §9). */
export const TOOLTIP_SKIP_DELAY_DURATION = 300;

/** Gap between trigger and tooltip, px (SPEC §9). */
export const TOOLTIP_SIDE_OFFSET = 4;

const InsideProvider = createContext( false );

/**
 * Shares delays between tooltips (put one near the app root). Defaults:
 * delayDuration 700 ms, skipDelayDuration 300 ms.
 *
 * @param props Radix Tooltip.Provider props.
 */
export function TooltipProvider(
	props: ComponentPropsWithoutRef< typeof TooltipPrimitive.Provider >
) {
	const {
		delayDuration = TOOLTIP_DELAY_DURATION,
		skipDelayDuration = TOOLTIP_SKIP_DELAY_DURATION,
		...rest
	} = props;
	return (
		<InsideProvider.Provider value>
			<TooltipPrimitive.Provider
				delayDuration={ delayDuration }
				skipDelayDuration={ skipDelayDuration }
				{ ...rest }
			/>
		</InsideProvider.Provider>
	);
}

/**
 * One tooltip. Works inside a TooltipProvider, and brings its own (with the
 * same defaults) when there is none.
 *
 * @param props Radix Tooltip.Root props.
 */
export function Tooltip(
	props: ComponentPropsWithoutRef< typeof TooltipPrimitive.Root >
) {
	const hasProvider = useContext( InsideProvider );
	const root = <TooltipPrimitive.Root { ...props } />;
	return hasProvider ? root : <TooltipProvider>{ root }</TooltipProvider>;
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

const fadeIn = keyframes`
	from { opacity: 0; }
	to { opacity: 1; }
`;

const StyledContent = styled( TooltipPrimitive.Content )`
	z-index: 50;
	max-width: 20rem;
	overflow: hidden;
	padding: 0.375rem 0.75rem;
	border-radius: var( --pp-radius );
	background-color: var( --pp-color-foreground );
	color: var( --pp-color-background );
	font-family: var( --pp-font-body );
	font-size: 0.75rem;
	line-height: 1.4;

	@media ( prefers-reduced-motion: no-preference ) {
		&[data-state='delayed-open'],
		&[data-state='instant-open'] {
			animation: ${ fadeIn } 100ms ease-out;
		}
	}
`;

export const TooltipContent = forwardRef<
	ElementRef< typeof TooltipPrimitive.Content >,
	ComponentPropsWithoutRef< typeof TooltipPrimitive.Content >
>( ( { sideOffset = TOOLTIP_SIDE_OFFSET, ...props }, ref ) => {
	return (
		<TooltipPrimitive.Portal>
			<StyledContent ref={ ref } sideOffset={ sideOffset } { ...props } />
		</TooltipPrimitive.Portal>
	);
} );
TooltipContent.displayName = 'TooltipContent';
