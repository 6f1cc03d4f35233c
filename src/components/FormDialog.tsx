/**
 * A dialog that asks for one thing: a title and a description, what the
 * caller puts between, and a footer with "Cancel" (closes it) and the one
 * action button. With `onSubmit` it is a form and the action submits it;
 * without, the action button calls `onAction`.
 */

/**
 * External dependencies
 */
import type { FormEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from './Button';
import {
	Dialog,
	DialogClose,
	DialogContent,
	DialogDescription,
	DialogFooter,
	DialogHeader,
	DialogTitle,
} from './Dialog';
import type { DialogContentProps } from './Dialog';

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
