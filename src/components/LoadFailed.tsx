/**
 * What a screen, or a part of one, shows when its data did not load: one
 * kind sentence and a way to ask again — never a spinner forever.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from './Button';
import { MessageBox, Notice } from './Notice';

export interface LoadFailedProps {
	/**
	 * What did not load, e.g. "The shop didn’t load". With it, the notice
	 * takes the place of a whole screen's content (a centred box with this
	 * heading); without it, it is a band within a screen.
	 */
	title?: string;
	/** The sentence, e.g. "Your downloads didn’t load. Please try again." */
	message?: string;
	/** Asks again; without it the notice offers no button. */
	onRetry?: () => void;
}

export function LoadFailed( { title, message, onRetry }: LoadFailedProps ) {
	const retry = onRetry && (
		<Button
			size={ title ? undefined : 'sm' }
			variant={ title ? undefined : 'outline' }
			onClick={ onRetry }
		>
			{ __( 'Try again', 'playpal' ) }
		</Button>
	);
	if ( title ) {
		return (
			<MessageBox role="alert">
				<h2>{ title }</h2>
				{ message && <p>{ message }</p> }
				{ retry && <p>{ retry }</p> }
			</MessageBox>
		);
	}
	return (
		<Notice role="alert" $tone="warning">
			{ message && <p>{ message }</p> }
			{ retry }
		</Notice>
	);
}
