/**
 * The Blog's Subscribe button (SPEC §2 Blog): opens a small dialog that signs
 * the person up to the newsletter through pp/v1/interest. The dialog (UI kit,
 * Radix) moves focus in, traps Tab, closes on Escape and returns focus to the
 * button. The Blog screen places it through its `subscribe` slot.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Button,
	Dialog,
	DialogContent,
	DialogDescription,
	DialogHeader,
	DialogTitle,
	DialogTrigger,
} from '../../../components';
import type { Variant } from '../../../components';
import { InterestForm } from './InterestForm';

export interface NewsletterSubscribeProps {
	/** Button look; default 'default'. */
	variant?: Variant;
}

export function NewsletterSubscribe( {
	variant = 'default',
}: NewsletterSubscribeProps ) {
	return (
		<Dialog>
			<DialogTrigger asChild>
				<Button variant={ variant }>
					{ __( 'Subscribe', 'playpal' ) }
				</Button>
			</DialogTrigger>
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
