/**
 * Referrals: the referral link with a copy button, and the reward list
 * (SPEC §2, §8 Copy success, §9 Referral rewards).
 */

/**
 * External dependencies
 */
import { useId } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button, Muted, toast } from '../../../components';
import type { PartnerStats } from '../types';
import { copyText } from '../utils/copy-text';
import { Field, Inline, Panel } from './layout';

/**
 * Copies a link and says how it went.
 *
 * @param link The link.
 */
export async function copyLink( link: string ): Promise< void > {
	if ( await copyText( link ) ) {
		toast( {
			title: __(
				'Referral link copied! Share it to start earning.',
				'playpal'
			),
		} );
		return;
	}
	toast( {
		variant: 'destructive',
		title: __(
			'The link could not be copied. Please select it and copy it yourself.',
			'playpal'
		),
	} );
}

export function ReferralsPanel( { stats }: { stats: PartnerStats } ) {
	const linkId = useId();
	const rewards = [
		__( '$5 for every new free sign-up', 'playpal' ),
		__( '$25 for every VIP subscription (first month)', 'playpal' ),
		__( '10% recurring commission on VIP renewals', 'playpal' ),
		__( '20% on individual product sales', 'playpal' ),
	];
	return (
		<Panel aria-label={ __( 'Referrals', 'playpal' ) }>
			<h3>{ __( 'Your referral link', 'playpal' ) }</h3>
			<Inline>
				<Field htmlFor={ linkId } style={ { flex: '1 1 20rem' } }>
					{ __( 'Referral link', 'playpal' ) }
					<input
						id={ linkId }
						type="text"
						readOnly
						value={ stats.link }
						onFocus={ ( event ) => event.currentTarget.select() }
					/>
				</Field>
				<Button onClick={ () => void copyLink( stats.link ) }>
					{ __( 'Copy link', 'playpal' ) }
				</Button>
			</Inline>
			{ stats.sample && (
				<Muted>
					{ __(
						'This is a demo link: your own link appears when the referral programme answers.',
						'playpal'
					) }
				</Muted>
			) }
			<h3>{ __( 'What you earn', 'playpal' ) }</h3>
			<ul>
				{ rewards.map( ( reward ) => (
					<li key={ reward }>{ reward }</li>
				) ) }
			</ul>
		</Panel>
	);
}
