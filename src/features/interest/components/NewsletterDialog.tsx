/**
 * The Blog's newsletter sign-up dialog (SPEC §2 Blog), loaded only when the
 * Subscribe button is first pressed (NewsletterSubscribe): the dialog's code
 * (UI kit, Radix) and the form stay out of what the Blog needs to render.
 * The dialog moves focus in, traps Tab, closes on Escape and returns focus
 * to the button that opened it.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Dialog,
	DialogContent,
	DialogDescription,
	DialogHeader,
	DialogTitle,
} from '../../../components';
import { InterestForm } from './InterestForm';

export interface NewsletterDialogProps {
	open: boolean;
	onOpenChange: ( open: boolean ) => void;
}

export default function NewsletterDialog( {
	open,
	onOpenChange,
}: NewsletterDialogProps ) {
	return (
		<Dialog open={ open } onOpenChange={ onOpenChange }>
			<DialogContent>
				<DialogHeader>
					<DialogTitle>
						{ __( 'Subscribe to the PlayPal blog', 'playpal' ) }
					</DialogTitle>
					<DialogDescription>
						{ __(
							'New posts on play, learning and family technology, straight to your inbox.',
							'playpal'
						) }
					</DialogDescription>
				</DialogHeader>
				<InterestForm
					kind="newsletter"
					label={ __( 'Newsletter sign-up', 'playpal' ) }
					submitLabel={ __( 'Subscribe', 'playpal' ) }
					successMessage={ __(
						"You're subscribed! New posts will arrive in your inbox.",
						'playpal'
					) }
				/>
			</DialogContent>
		</Dialog>
	);
}
