/**
 * What a part of a screen shows when its data did not load: one kind
 * sentence and a way to ask again — never a spinner forever.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from './Button';
import { Notice } from './Notice';

export interface LoadFailedProps {
	/** What did not load, e.g. "Your downloads didn’t load. Please try again." */
	message: string;
	/** Asks again; without it the notice offers no button. */
	onRetry?: () => void;
}

export function LoadFailed( { message, onRetry }: LoadFailedProps ) {
	return (
		<Notice role="alert" $tone="warning">
			<p>{ message }</p>
			{ onRetry && (
				<Button size="sm" variant="outline" onClick={ onRetry }>
					{ __( 'Try again', 'playpal' ) }
				</Button>
			) }
		</Notice>
	);
}
