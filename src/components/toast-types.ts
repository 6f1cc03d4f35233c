/**
 * The shapes of the toast store, apart from both the store (toast-store.ts)
 * and what changes it (use-toast.ts), so neither imports the other's types.
 */

/**
 * External dependencies
 */
import type { ReactElement, ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToasterToast {
	id: string;
	title?: ReactNode;
	description?: ReactNode;
	variant?: ToastVariant;
	/** A <ToastAction altText="…"> element, optional. */
	action?: ReactElement;
	/** Auto-dismiss after this many ms; the Toaster's default otherwise. */
	duration?: number;
	open: boolean;
	onOpenChange?: ( open: boolean ) => void;
}

export type ToastInput = Omit< ToasterToast, 'id' | 'open' > & {
	open?: boolean;
};

export type ToastAction =
	| { type: 'ADD_TOAST'; toast: ToasterToast }
	| { type: 'UPDATE_TOAST'; toast: Partial< ToasterToast > & { id: string } }
	| { type: 'DISMISS_TOAST'; toastId?: string }
	| { type: 'REMOVE_TOAST'; toastId?: string };

export interface ToastState {
	toasts: ToasterToast[];
}
