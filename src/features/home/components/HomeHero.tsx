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
import { Badge, ButtonLink } from '../../../components';
import { ButtonRow, Container } from './layout';

const Hero = styled.section`
	padding: 4rem 0 3rem;
	background: linear-gradient(
		160deg,
		color-mix( in srgb, var( --pp-color-secondary ) 60%, transparent ),
		var( --pp-color-background ) 70%
	);
`;

const Grid = styled( Container )`
	display: grid;
	gap: 3rem;
	align-items: center;

	@media ( min-width: 56rem ) {
		grid-template-columns: 1.1fr 0.9fr;
	}
`;

const Title = styled.h1`
	margin: 1rem 0 0.5rem;
	font-family: var( --pp-font-heading );
	font-size: clamp( 2.5rem, 6vw, 4rem );
	line-height: 1.05;
	color: var( --pp-color-foreground );
`;

const Tagline = styled.p`
	margin: 0 0 1rem;
	font-family: var( --pp-font-heading );
	font-size: clamp( 1.375rem, 3vw, 1.75rem );
	font-weight: 600;
	color: var( --pp-color-primary );
`;

const Lead = styled.p`
	max-width: 34rem;
	margin: 0 0 2rem;
	font-size: 1.125rem;
	color: var( --pp-color-muted-foreground );
`;

const Art = styled.div`
	position: relative;
	aspect-ratio: 5 / 4;
	border-radius: calc( var( --pp-radius ) * 3 );
	background: linear-gradient(
		135deg,
		var( --pp-color-accent ),
		var( --pp-color-secondary )
	);
	overflow: hidden;

	svg {
		width: 100%;
		height: 100%;
	}
`;

/** Decorative: a printed activity sheet with crayons, drawn from the tokens. */
function HeroArt() {
	return (
		<Art aria-hidden="true">
			<svg viewBox="0 0 400 320" focusable="false">
				<rect
					x="90"
					y="40"
					width="190"
					height="240"
					rx="14"
					transform="rotate(-6 185 160)"
					style={ { fill: 'var(--pp-color-card)' } }
				/>
				<rect
					x="120"
					y="30"
					width="190"
					height="240"
					rx="14"
					transform="rotate(5 215 150)"
					style={ { fill: 'var(--pp-color-background)' } }
				/>
				<circle
					cx="175"
					cy="95"
					r="26"
					style={ { fill: 'var(--pp-color-primary)' } }
				/>
				<path
					d="M230 75l28 48h-56z"
					style={ { fill: 'var(--pp-color-accent)' } }
				/>
				<rect
					x="160"
					y="145"
					width="110"
					height="12"
					rx="6"
					style={ { fill: 'var(--pp-color-muted)' } }
				/>
				<rect
					x="160"
					y="170"
					width="80"
					height="12"
					rx="6"
					style={ { fill: 'var(--pp-color-muted)' } }
				/>
				<rect
					x="160"
					y="205"
					width="44"
					height="44"
					rx="10"
					style={ { fill: 'var(--pp-color-secondary)' } }
				/>
				<rect
					x="214"
					y="205"
					width="44"
					height="44"
					rx="22"
					style={ { fill: 'var(--pp-color-primary)', opacity: 0.6 } }
				/>
				<rect
					x="300"
					y="190"
					width="14"
					height="90"
					rx="4"
					transform="rotate(20 307 235)"
					style={ { fill: 'var(--pp-color-primary)' } }
				/>
				<rect
					x="325"
					y="180"
					width="14"
					height="90"
					rx="4"
					transform="rotate(32 332 225)"
					style={ {
						fill: 'var(--pp-color-accent-foreground)',
						opacity: 0.7,
					} }
				/>
			</svg>
		</Art>
	);
}

export function HomeHero() {
	return (
		<Hero aria-labelledby="pp-home-title">
			<Grid>
				<div>
					<Badge variant="secondary">
						{ __( 'Printable play for ages 2 to 12', 'playpal' ) }
					</Badge>
					<Title id="pp-home-title">
						{ __( 'Print. Play. Done!', 'playpal' ) }
					</Title>
					<Tagline>{ __( 'No fees. No fuss.', 'playpal' ) }</Tagline>
					<Lead>
						{ __(
							'Hands-on activities your little ones will love. Pick a kit, press print, and the fun begins in minutes: pirate maps, tea parties, space missions and more.',
							'playpal'
						) }
					</Lead>
					<ButtonRow>
						<ButtonLink as={ Link } to="/shop" size="lg">
							{ __( 'Shop Now', 'playpal' ) }
						</ButtonLink>
						<ButtonLink
							as={ Link }
							to="/play-ideas"
							size="lg"
							variant="outline"
						>
							{ __( 'Explore Play Ideas', 'playpal' ) }
						</ButtonLink>
					</ButtonRow>
				</div>
				<HeroArt />
			</Grid>
		</Hero>
	);
}
