/**
 * /create-it-forward in its waitlist state (SPEC §2 Interest pages, §9
 * figures): the creator programme's pitch, the early-access form, what
 * happens next and an FAQ. The membership gate, directory and dashboard
 * states come with the creator programme itself.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { pageTitle } from '../../lib/document-head';
import { WaitlistPage } from './components/WaitlistPage';
import { useInterestPage } from './hooks/use-interest-page';

export function CreateItForwardScreen() {
	useInterestPage( 'cif', {
		title: pageTitle(
			__( 'Create It Forward — Early Access Waitlist', 'playpal' )
		),
		description: __(
			'Join the Create It Forward waitlist: sell your printable activities to families and educators, keep 70% of every sale, and get your first month free.',
			'playpal'
		),
		path: '/create-it-forward',
	} );

	return (
		<WaitlistPage
			idPrefix="pp-cif"
			badge={ __( 'Beta Q2 2025 · Launch Q3 2025', 'playpal' ) }
			title={ __( 'Create It Forward', 'playpal' ) }
			intro={ __(
				'Turn the printable activities you make into income. Join 500+ educators on the waitlist for early access to the PlayPal creator programme.',
				'playpal'
			) }
			figuresHeading={ __( 'What creators get', 'playpal' ) }
			figures={ [
				{
					value: __( '70%', 'playpal' ),
					label: __(
						'commission on every sale: a $5 pack earns you $3.50',
						'playpal'
					),
				},
				{
					value: __( '$200–800', 'playpal' ),
					label: __(
						'a month earned by beta creators with 10–20 products',
						'playpal'
					),
				},
				{
					value: __( '15%', 'playpal' ),
					label: __(
						'average conversion in the creator directory',
						'playpal'
					),
				},
				{
					value: __( '500+', 'playpal' ),
					label: __( 'educators already on the waitlist', 'playpal' ),
				},
			] }
			joinHeading={ __( 'Get early access', 'playpal' ) }
			joinFigures={ [
				{
					value: __( '$29/month', 'playpal' ),
					label: __( 'Creator Monthly', 'playpal' ),
				},
				{
					value: __( '$279/year', 'playpal' ),
					label: __(
						'Creator Annual: $23/month, save 20%',
						'playpal'
					),
				},
				{
					value: __( 'Free', 'playpal' ),
					label: __( 'your first month at launch', 'playpal' ),
				},
			] }
			form={ {
				kind: 'cif',
				label: __( 'Create It Forward early access', 'playpal' ),
				submitLabel: __( 'Join the Waitlist', 'playpal' ),
				successMessage: __(
					"You're on the list! We'll email you as soon as early access opens.",
					'playpal'
				),
				messageLabel: __(
					'What would you like to create? (optional)',
					'playpal'
				),
			} }
			steps={ [
				{
					title: __( 'Your spot is saved', 'playpal' ),
					text: __(
						'You are on the early-access list as soon as you join. Joining twice keeps your one spot.',
						'playpal'
					),
				},
				{
					title: __( 'Beta invitations in Q2 2025', 'playpal' ),
					text: __(
						'We invite creators from the list in small groups to set up their first products.',
						'playpal'
					),
				},
				{
					title: __( 'Launch in Q3 2025', 'playpal' ),
					text: __(
						'Create It Forward opens to everyone on the list, with your first month free.',
						'playpal'
					),
				},
			] }
			faq={ [
				{
					question: __( 'How much do creators earn?', 'playpal' ),
					answer: __(
						'You keep 70% of every sale: a $5 pack earns you $3.50. Beta creators earn $200–800 a month with 10–20 products.',
						'playpal'
					),
				},
				{
					question: __( 'What does membership cost?', 'playpal' ),
					answer: __(
						'Creator Monthly is $29/month. Creator Annual is $279/year, which is $23/month and saves 20%. Your first month is free.',
						'playpal'
					),
				},
				{
					question: __(
						'Is it part of the VIP Library Card?',
						'playpal'
					),
					answer: __(
						'No. Create It Forward is a separate membership; VIP Library members get a discount on Create It Forward products.',
						'playpal'
					),
				},
				{
					question: __( 'When does it start?', 'playpal' ),
					answer: __(
						'The beta starts in Q2 2025 and the launch follows in Q3 2025. Everyone on the waitlist hears from us first.',
						'playpal'
					),
				},
				{
					question: __( 'Is my content reviewed?', 'playpal' ),
					answer: __(
						'Yes. All submissions go through review before they appear in the creator directory.',
						'playpal'
					),
				},
			] }
		/>
	);
}

export default CreateItForwardScreen;
