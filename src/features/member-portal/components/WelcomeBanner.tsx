/**
 * The welcome banner: the person's name, a VIP badge (tier vip), the
 * protection badge (SPEC §2) and "Sign out".
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Badge } from '../../../components';
import { getConfig } from '../../../lib/config';
import type { Tier } from '../types';

const Banner = styled.section`
	display: flex;
	flex-direction: column;
	gap: 0.75rem;
	margin: 0 0 1.5rem;
	padding: 1.5rem;
	border-radius: calc( var( --pp-radius ) * 1.5 );
	background: var( --pp-color-primary );
	color: var( --pp-color-primary-foreground );

	h2 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.5rem;
	}

	p {
		margin: 0;
	}
`;

const Heading = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	justify-content: space-between;
	gap: 0.75rem;
`;

const SignOut = styled.a`
	color: inherit;
	font-weight: 600;
	text-underline-offset: 0.2em;

	&:focus-visible {
		outline: 2px solid currentColor;
		outline-offset: 2px;
	}
`;

const Badges = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 0.5rem;
`;

export interface WelcomeBannerProps {
	name: string;
	tier: Tier;
	/** Create It Forward membership active. */
	member?: boolean;
}

export function WelcomeBanner( { name, tier, member }: WelcomeBannerProps ) {
	const { signOutUrl } = getConfig();
	return (
		<Banner aria-labelledby="member-welcome">
			<Heading>
				<h2 id="member-welcome">
					{ sprintf(
						/* translators: %s: the person's name. */
						__( 'Welcome back, %s!', 'playpal' ),
						name
					) }
				</h2>
				{ /* WordPress's own sign-out (with its nonce); a click waits for children's unsent play (src/family-sign-out). */ }
				{ signOutUrl && (
					<SignOut href={ signOutUrl }>
						{ __( 'Sign out', 'playpal' ) }
					</SignOut>
				) }
			</Heading>
			<Badges>
				{ tier === 'vip' && (
					<Badge variant="secondary">
						{ __( 'VIP Member', 'playpal' ) }
					</Badge>
				) }
				<Badge variant="secondary">
					{ __( '5-Layer Protection Active', 'playpal' ) }
				</Badge>
				{ member && (
					<Badge variant="secondary">
						{ __( 'Create It Forward Member', 'playpal' ) }
					</Badge>
				) }
			</Badges>
		</Banner>
	);
}
