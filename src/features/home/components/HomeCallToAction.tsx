/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../../components/AppLink';
import { ButtonLink } from '../../../components';
import { ButtonRow, Container } from './layout';

const Panel = styled.section`
	padding: 3.5rem 1.5rem;
	border-radius: calc( var( --pp-radius ) * 3 );
	background: var( --pp-color-accent );
	color: var( --pp-color-accent-foreground );
	text-align: center;

	h2 {
		margin: 0 0 0.75rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 1.75rem, 3vw, 2.25rem );
	}

	p {
		max-width: 36rem;
		margin: 0 auto 2rem;
		font-size: 1.0625rem;
	}
`;

const CenteredRow = styled( ButtonRow )`
	justify-content: center;
`;

export function HomeCallToAction() {
	return (
		<Container>
			<Panel aria-labelledby="pp-home-cta">
				<h2 id="pp-home-cta">
					{ __(
						'Ready for your next rainy-day adventure?',
						'playpal'
					) }
				</h2>
				<p>
					{ __(
						'Join thousands of families turning printer paper into treasure maps, tea parties and space missions. Your first kit is only a click away.',
						'playpal'
					) }
				</p>
				<CenteredRow>
					<ButtonLink as={ Link } to="/shop" size="lg">
						{ __( 'Start Shopping', 'playpal' ) }
					</ButtonLink>
					<ButtonLink
						as={ Link }
						to="/blog"
						size="lg"
						variant="outline"
					>
						{ __( 'Read the Blog', 'playpal' ) }
					</ButtonLink>
				</CenteredRow>
			</Panel>
		</Container>
	);
}
