/**
 * /play-it-forward: the friend-sharing programme's beta waitlist (SPEC §2
 * Interest pages, §9 referral figures).
 */

/**
 * External dependencies
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../components/AppLink';
import { ButtonLink } from '../../components';
import { getConfig } from '../../lib/config';
import { pageTitle } from '../../lib/document-head';
import { WaitlistPage } from './components/WaitlistPage';
import { useInterestPage } from './hooks/use-interest-page';
import { useSignedIn } from '../../lib/me';

/** The member portal's Play It Forward tab (the portal opens on it from this hash). */
const DASHBOARD = { pathname: '/member-portal', hash: '#play-it-forward' };

export function PlayItForwardScreen() {
	const { sharing } = getConfig().flags;
	const signedIn = useSignedIn( sharing );
	useInterestPage( 'pif', {
		title: pageTitle( __( 'Play It Forward — Beta Waitlist', 'playpal' ) ),
		description: __(
			'Join the Play It Forward beta: share PlayPal with friends and earn $5 for every new sign-up and $25 for every VIP subscription.',
			'playpal'
		),
		path: '/play-it-forward',
	} );

	return (
		<WaitlistPage
			idPrefix="pp-pif"
			badge={ __( 'Beta', 'playpal' ) }
			title={ __( 'Play It Forward', 'playpal' ) }
			intro={ __(
				'Share the printables and Appadoos your family loves with friends, and earn rewards when they join. Be first in line for the beta.',
				'playpal'
			) }
			heroAction={
				signedIn && (
					<ButtonLink as={ Link } to={ DASHBOARD }>
						{ __(
							'Open your Play It Forward dashboard',
							'playpal'
						) }
					</ButtonLink>
				)
			}
			figuresHeading={ __( 'What you earn', 'playpal' ) }
			figures={ [
				{
					value: __( '$5', 'playpal' ),
					label: __( 'for every new free sign-up', 'playpal' ),
				},
				{
					value: __( '$25', 'playpal' ),
					label: __(
						'for every VIP subscription (first month)',
						'playpal'
					),
				},
				{
					value: __( '10%', 'playpal' ),
					label: __(
						'recurring commission on VIP renewals',
						'playpal'
					),
				},
				{
					value: __( '20%', 'playpal' ),
					label: __( 'on individual product sales', 'playpal' ),
				},
			] }
			joinHeading={ __( 'Join the beta', 'playpal' ) }
			joinFigures={ [
				{
					value: __( '$50', 'playpal' ),
					label: __(
						'earned makes you Silver: 5% bonus commission, priority support, exclusive previews',
						'playpal'
					),
				},
				{
					value: __( '$200', 'playpal' ),
					label: __(
						'earned makes you Gold: 10% bonus, custom referral codes, monthly strategy calls',
						'playpal'
					),
				},
				{
					value: __( '$500', 'playpal' ),
					label: __( 'earned makes you Platinum', 'playpal' ),
				},
			] }
			form={ {
				kind: 'pif',
				label: __( 'Play It Forward beta', 'playpal' ),
				submitLabel: __( 'Join the Beta', 'playpal' ),
				successMessage: __(
					"You're on the list! We'll email you as soon as the beta opens.",
					'playpal'
				),
				messageLabel: __(
					'Who would you share PlayPal with? (optional)',
					'playpal'
				),
			} }
			steps={ [
				{
					title: __( 'You join the beta list', 'playpal' ),
					text: __(
						'Your place is saved the moment you join. Joining twice keeps your one place.',
						'playpal'
					),
				},
				{
					title: __( 'You get your referral link', 'playpal' ),
					text: __(
						'When the beta opens we email you a personal link: the site address with your referral code.',
						'playpal'
					),
				},
				{
					title: __( 'You share and get paid', 'playpal' ),
					text: __(
						'Payouts go out monthly to your registered email once you have earned at least $25.',
						'playpal'
					),
				},
			] }
			faq={ [
				{
					question: __( 'How do I earn rewards?', 'playpal' ),
					answer: __(
						'You earn $5 for every friend who signs up for free, $25 for every VIP subscription (first month), 10% recurring commission on VIP renewals and 20% on individual product sales.',
						'playpal'
					),
				},
				{
					question: __( 'When and how am I paid?', 'playpal' ),
					answer: __(
						'Monthly, through a payment service, to your registered email. The minimum payout is $25.',
						'playpal'
					),
				},
				{
					question: __( 'What are the ranks?', 'playpal' ),
					answer: __(
						'Silver at $50 earned, Gold at $200 and Platinum at $500. Higher ranks bring bonus commission and extra perks.',
						'playpal'
					),
				},
				{
					question: __( 'Do shared items expire?', 'playpal' ),
					answer: __(
						'Yes. Shares are time-limited, with device and usage limits, so what you share stays safe.',
						'playpal'
					),
				},
				{
					question: __( 'Does joining cost anything?', 'playpal' ),
					answer: __(
						'No. Joining the beta and sharing are free.',
						'playpal'
					),
				},
			] }
		/>
	);
}

export default PlayItForwardScreen;
