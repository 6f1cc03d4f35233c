/**
 * Styled @radix-ui/react-toast parts. Most code wants `toast()` from
 * ./use-toast and one <Toaster />; these are for custom toasts.
 */

/**
 * External dependencies
 */
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ElementRef } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CloseIcon } from './icons';
import { focusRing, mix } from './variants';
import type { ToastVariant } from './use-toast';
import type { ResolvedTheme } from './use-resolved-theme';

export const ToastProvider = ToastPrimitive.Provider;

const StyledViewport = styled( ToastPrimitive.Viewport )`
	/* Surface colours follow the theme: dark inverts the site's tokens. */
	--pp-toast-bg: var( --pp-color-background );
	--pp-toast-fg: var( --pp-color-foreground );
	--pp-toast-border: var( --pp-color-border );

	&[data-theme='dark'] {
		--pp-toast-bg: var( --pp-color-foreground );
		--pp-toast-fg: var( --pp-color-background );
		--pp-toast-border: var( --pp-color-muted-foreground );
	}

	position: fixed;
	right: 0;
	bottom: 0;
	z-index: 100;
	display: flex;
	flex-direction: column-reverse;
	gap: 0.5rem;
	box-sizing: border-box;
	width: 100%;
	max-width: 420px;
	max-height: 100vh;
	margin: 0;
	padding: 1rem;
	list-style: none;
	outline: none;
`;

export interface ToastViewportProps extends ComponentPropsWithoutRef<
	typeof ToastPrimitive.Viewport
> {
	/** Exposed as data-theme; children read it through CSS variables. */
	theme?: ResolvedTheme;
}

export const ToastViewport = forwardRef<
	ElementRef< typeof ToastPrimitive.Viewport >,
	ToastViewportProps
>( ( { theme = 'light', label, ...props }, ref ) => {
	return (
		<StyledViewport
			ref={ ref }
			data-theme={ theme }
			label={
				label ??
				/* translators: {hotkey} is replaced by the keyboard shortcut that focuses the notifications; keep it as is. */
				__( 'Notifications ({hotkey})', 'playpal' )
			}
			{ ...props }
		/>
	);
} );
ToastViewport.displayName = 'ToastViewport';

const slideIn = keyframes`
	from { transform: translateX(100%); }
	to { transform: translateX(0); }
`;

const fadeOut = keyframes`
	from { opacity: 1; }
	to { opacity: 0; }
`;

const StyledRoot = styled( ToastPrimitive.Root )< { $variant: ToastVariant } >`
	position: relative;
	display: flex;
	align-items: center;
	justify-content: space-between;
	gap: 1rem;
	box-sizing: border-box;
	width: 100%;
	padding: 1rem 2.5rem 1rem 1rem;
	overflow: hidden;
	border: 1px solid var( --pp-toast-border );
	border-radius: var( --pp-radius );
	background-color: var( --pp-toast-bg );
	color: var( --pp-toast-fg );
	font-family: var( --pp-font-body );
	box-shadow: 0 10px 15px -3px ${ mix( 'foreground', 15 ) };
	pointer-events: auto;

	${ ( { $variant } ) =>
		$variant === 'destructive' &&
		css`
			border-color: var( --pp-color-destructive );
			background-color: var( --pp-color-destructive );
			color: var( --pp-color-destructive-foreground );
		` }

	&[data-swipe='move'] {
		transform: translateX( var( --radix-toast-swipe-move-x ) );
	}
	&[data-swipe='cancel'] {
		transform: translateX( 0 );
	}

	@media ( prefers-reduced-motion: no-preference ) {
		&[data-state='open'] {
			animation: ${ slideIn } 150ms ease-out;
		}
		&[data-state='closed'] {
			animation: ${ fadeOut } 100ms ease-in;
		}
		&[data-swipe='cancel'] {
			transition: transform 200ms ease-out;
		}
	}
`;

export interface ToastProps extends ComponentPropsWithoutRef<
	typeof ToastPrimitive.Root
> {
	variant?: ToastVariant;
}

export const Toast = forwardRef<
	ElementRef< typeof ToastPrimitive.Root >,
	ToastProps
>( ( { variant = 'default', ...props }, ref ) => {
	return (
		<StyledRoot
			ref={ ref }
			data-variant={ variant }
			$variant={ variant }
			{ ...props }
		/>
	);
} );
Toast.displayName = 'Toast';

export const ToastTitle = styled( ToastPrimitive.Title )`
	margin: 0;
	font-family: var( --pp-font-heading );
	font-size: 0.875rem;
	font-weight: 600;
`;

export const ToastDescription = styled( ToastPrimitive.Description )`
	margin: 0;
	font-size: 0.875rem;
	opacity: 0.9;
`;

/** An action button; `altText` (required) says how to do it without the toast. */
export const ToastAction = styled( ToastPrimitive.Action )`
	display: inline-flex;
	align-items: center;
	justify-content: center;
	flex-shrink: 0;
	height: 2rem;
	padding: 0 0.75rem;
	border: 1px solid currentColor;
	border-radius: var( --pp-radius );
	background: transparent;
	color: inherit;
	font: inherit;
	font-size: 0.875rem;
	font-weight: 500;
	cursor: pointer;

	${ focusRing }
`;

const StyledClose = styled( ToastPrimitive.Close )`
	position: absolute;
	top: 0.5rem;
	right: 0.5rem;
	display: inline-flex;
	padding: 0.25rem;
	border: 0;
	border-radius: var( --pp-radius );
	background: transparent;
	color: inherit;
	opacity: 0.7;
	cursor: pointer;

	&:hover {
		opacity: 1;
	}

	${ focusRing }
`;

export const ToastClose = forwardRef<
	ElementRef< typeof ToastPrimitive.Close >,
	ComponentPropsWithoutRef< typeof ToastPrimitive.Close >
>( ( { children, ...props }, ref ) => {
	return (
		<StyledClose
			ref={ ref }
			aria-label={ __( 'Close', 'playpal' ) }
			{ ...props }
		>
			{ children ?? <CloseIcon /> }
		</StyledClose>
	);
} );
ToastClose.displayName = 'ToastClose';
