/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Toast,
	ToastClose,
	ToastDescription,
	ToastProvider,
	ToastTitle,
	ToastViewport,
} from './Toast';
import { useToast } from './use-toast';
import { useResolvedTheme } from './use-resolved-theme';
import type { Theme } from './use-resolved-theme';

export interface ToasterProps {
	/** 'system' (default) follows prefers-color-scheme. */
	theme?: Theme;
	/** Auto-dismiss delay in ms for toasts without their own; Radix default 5000. */
	duration?: number;
}

/**
 * Renders the toast store. Mount once, near the root of the app.
 *
 * @param props Theme and default duration.
 */
export function Toaster( props: ToasterProps ) {
	const { theme = 'system', duration } = props;
	const { toasts } = useToast();
	const resolvedTheme = useResolvedTheme( theme );

	return (
		<ToastProvider
			label={ __( 'Notification', 'playpal' ) }
			{ ...( duration === undefined ? {} : { duration } ) }
		>
			{ toasts.map(
				( { id, title, description, action, ...toastProps } ) => (
					<Toast key={ id } { ...toastProps }>
						<div>
							{ title && <ToastTitle>{ title }</ToastTitle> }
							{ description && (
								<ToastDescription>
									{ description }
								</ToastDescription>
							) }
						</div>
						{ action }
						<ToastClose />
					</Toast>
				)
			) }
			<ToastViewport theme={ resolvedTheme } />
		</ToastProvider>
	);
}
