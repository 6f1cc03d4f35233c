/**
 * External dependencies
 */
import { forwardRef, useRef } from 'react';
import type {
	ComponentPropsWithoutRef,
	ElementRef,
	FormEvent,
	ReactNode,
} from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from './Button';
import { CloseIcon } from './icons';
import { focusRing, mix } from './variants';

/*
 * Radix moves focus into the content on open, traps Tab inside, closes on
 * Escape and returns focus to the trigger on close (DialogContent returns it
 * to whatever opened the dialog when there is no trigger). Callers'
 * onOpenAutoFocus / onCloseAutoFocus run first and may still override it.
 */

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

const fadeIn = keyframes`
	from { opacity: 0; }
	to { opacity: 1; }
`;

const fadeOut = keyframes`
	from { opacity: 1; }
	to { opacity: 0; }
`;

export const DialogOverlay = styled( DialogPrimitive.Overlay )`
	position: fixed;
	inset: 0;
	z-index: 50;
	background-color: ${ mix( 'foreground', 60 ) };

	@media ( prefers-reduced-motion: no-preference ) {
		&[data-state='open'] {
			animation: ${ fadeIn } 150ms ease-out;
		}
		&[data-state='closed'] {
			animation: ${ fadeOut } 150ms ease-in;
		}
	}
`;

const CloseButton = styled( DialogPrimitive.Close )`
	position: absolute;
	top: 1rem;
	right: 1rem;
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

/**
 * The "×" close button placed in a dialog's or sheet's corner, labelled
 * "Close".
 */
export const DialogCornerClose = forwardRef<
	ElementRef< typeof DialogPrimitive.Close >,
	ComponentPropsWithoutRef< typeof DialogPrimitive.Close >
>( ( props, ref ) => {
	return (
		<CloseButton
			ref={ ref }
			aria-label={ __( 'Close', 'playpal' ) }
			{ ...props }
		>
			<CloseIcon />
		</CloseButton>
	);
} );
DialogCornerClose.displayName = 'DialogCornerClose';

/** Shared look of dialog and sheet panels. */
export const panelStyles = css`
	position: fixed;
	z-index: 50;
	box-sizing: border-box;
	display: grid;
	gap: 1rem;
	padding: 1.5rem;
	overflow-y: auto;
	border: 1px solid var( --pp-color-border );
	background-color: var( --pp-color-background );
	color: var( --pp-color-foreground );
	font-family: var( --pp-font-body );
	box-shadow: 0 20px 25px -5px ${ mix( 'foreground', 20 ) };

	&:focus {
		outline: none;
	}
`;

const zoomIn = keyframes`
	from { opacity: 0; transform: translate(-50%, -50%) scale(0.95); }
	to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const StyledContent = styled( DialogPrimitive.Content )`
	${ panelStyles }
	top: 50%;
	left: 50%;
	width: calc( 100% - 2rem );
	max-width: 32rem;
	max-height: calc( 100vh - 2rem );
	border-radius: var( --pp-radius );
	transform: translate( -50%, -50% );

	@media ( prefers-reduced-motion: no-preference ) {
		&[data-state='open'] {
			animation: ${ zoomIn } 150ms ease-out;
		}
		&[data-state='closed'] {
			animation: ${ fadeOut } 150ms ease-in;
		}
	}
`;

export interface DialogContentProps extends ComponentPropsWithoutRef<
	typeof DialogPrimitive.Content
> {
	/** Show the "×" close button; default true. */
	showCloseButton?: boolean;
}

/**
 * Portal + overlay + the dialog panel. Put a DialogTitle (and ideally a
 * DialogDescription) inside.
 */
export const DialogContent = forwardRef<
	ElementRef< typeof DialogPrimitive.Content >,
	DialogContentProps
>(
	(
		{
			children,
			showCloseButton = true,
			onOpenAutoFocus,
			onCloseAutoFocus,
			...props
		},
		ref
	) => {
		// Radix returns focus to its own Trigger on close. A dialog opened
		// from state (one dialog for many buttons) has none, so focus would
		// fall to the page: remember what had focus when it opened instead.
		const opener = useRef< HTMLElement | null >( null );
		return (
			<DialogPortal>
				<DialogOverlay />
				<StyledContent
					ref={ ref }
					{ ...props }
					onOpenAutoFocus={ ( event ) => {
						// The event's target is the dialog's content node.
						const active = ( event.target as Node | null )
							?.ownerDocument?.activeElement;
						opener.current =
							active instanceof HTMLElement ? active : null;
						onOpenAutoFocus?.( event );
					} }
					onCloseAutoFocus={ ( event ) => {
						onCloseAutoFocus?.( event );
						if (
							! event.defaultPrevented &&
							opener.current?.isConnected
						) {
							event.preventDefault();
							opener.current.focus();
						}
					} }
				>
					{ children }
					{ showCloseButton && <DialogCornerClose /> }
				</StyledContent>
			</DialogPortal>
		);
	}
);
DialogContent.displayName = 'DialogContent';

export const DialogHeader = styled.div`
	display: flex;
	flex-direction: column;
	gap: 0.375rem;
	padding-right: 2rem;
`;

export const DialogFooter = styled.div`
	display: flex;
	flex-wrap: wrap-reverse;
	justify-content: flex-end;
	gap: 0.5rem;
`;

export const DialogTitle = styled( DialogPrimitive.Title )`
	margin: 0;
	font-family: var( --pp-font-heading );
	font-size: 1.125rem;
	font-weight: 600;
	line-height: 1.3;
`;

export const DialogDescription = styled( DialogPrimitive.Description )`
	margin: 0;
	color: var( --pp-color-muted-foreground );
	font-size: 0.875rem;
`;

/*
 * A dialog that asks for one thing: a title and a description, what the
 * caller puts between, and a footer with "Cancel" (closes it) and the one
 * action button. With `onSubmit` it is a form and the action submits it;
 * without, the action button calls `onAction`.
 */

export interface DialogFormProps {
	title: ReactNode;
	description: ReactNode;
	/** The action button's text. */
	action: ReactNode;
	/** Makes the dialog a form; the action button submits it. */
	onSubmit?: ( event: FormEvent ) => void;
	/** The form leaves checking to onSubmit. */
	noValidate?: boolean;
	/** Called by the action button when there is no form. */
	onAction?: () => void;
	/** Disables the action button. */
	busy?: boolean;
	/** Disables "Cancel" too. */
	cancelDisabled?: boolean;
	children?: ReactNode;
}

// The inside of a FormDialog, for a dialog that builds its own content.
export function DialogForm( {
	title,
	description,
	action,
	onSubmit,
	noValidate,
	onAction,
	busy,
	cancelDisabled,
	children,
}: DialogFormProps ) {
	const inside = (
		<>
			<DialogHeader>
				<DialogTitle>{ title }</DialogTitle>
				<DialogDescription>{ description }</DialogDescription>
			</DialogHeader>
			{ children }
			<DialogFooter>
				<DialogClose asChild>
					<Button variant="outline" disabled={ cancelDisabled }>
						{ __( 'Cancel', 'playpal' ) }
					</Button>
				</DialogClose>
				<Button
					type={ onSubmit ? 'submit' : 'button' }
					disabled={ busy }
					onClick={ onAction }
				>
					{ action }
				</Button>
			</DialogFooter>
		</>
	);
	return onSubmit ? (
		<form onSubmit={ onSubmit } noValidate={ noValidate }>
			{ inside }
		</form>
	) : (
		inside
	);
}

export interface FormDialogProps extends DialogFormProps {
	open: boolean;
	onOpenChange: ( open: boolean ) => void;
	/** Passed on to DialogContent (focus on open and close). */
	contentProps?: Omit< DialogContentProps, 'children' >;
}

export function FormDialog( {
	open,
	onOpenChange,
	contentProps,
	...form
}: FormDialogProps ) {
	return (
		<Dialog open={ open } onOpenChange={ onOpenChange }>
			<DialogContent { ...contentProps }>
				<DialogForm { ...form } />
			</DialogContent>
		</Dialog>
	);
}
