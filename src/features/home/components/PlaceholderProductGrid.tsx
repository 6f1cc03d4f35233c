/**
 * A preview of the kind of kits in the shop. Placeholder artwork is drawn
 * from the design tokens (no external images); the real catalogue lives on
 * /shop.
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
import { Link } from '../../../components/AppLink';
import { Badge, ButtonLink } from '../../../components';
import { Container, Section, SectionHeading } from './layout';

const Grid = styled.ul`
	display: grid;
	grid-template-columns: repeat( auto-fill, minmax( 18rem, 1fr ) );
	gap: 1.5rem;
	margin: 0 0 2.5rem;
	padding: 0;
	list-style: none;
`;

const Card = styled.li`
	display: flex;
	flex-direction: column;
	overflow: hidden;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 2 );
	background: var( --pp-color-card );
	color: var( --pp-color-card-foreground );
`;

const Body = styled.div`
	display: flex;
	flex-direction: column;
	align-items: flex-start;
	gap: 0.5rem;
	padding: 1.25rem;

	h3 {
		margin: 0.25rem 0 0;
		font-family: var( --pp-font-heading );
		font-size: 1.1875rem;
	}

	p {
		margin: 0;
		color: var( --pp-color-muted-foreground );
	}
`;

const More = styled.div`
	text-align: center;
`;

/* Token pairs for the placeholder gradients, cycled through the cards. */
const PALETTES = [
	[ 'primary', 'accent' ],
	[ 'secondary', 'primary' ],
	[ 'accent', 'secondary' ],
] as const;

const Art = styled.div< { $from: string; $to: string } >`
	aspect-ratio: 4 / 3;
	display: flex;
	align-items: center;
	justify-content: center;
	background: linear-gradient(
		135deg,
		var( --pp-color-${ ( { $from } ) => $from } ),
		var( --pp-color-${ ( { $to } ) => $to } )
	);

	svg {
		width: 45%;
		height: auto;
	}
`;

interface PlaceholderProduct {
	name: string;
	ages: string;
	blurb: string;
}

function getProducts(): PlaceholderProduct[] {
	return [
		{
			name: __( 'Space Station Alpha', 'playpal' ),
			ages: __( '5–8', 'playpal' ),
			blurb: __(
				'Mission cards, a printable control panel and star charts for young astronauts.',
				'playpal'
			),
		},
		{
			name: __( 'Dinosaur Dig Site Expedition', 'playpal' ),
			ages: __( '3–6', 'playpal' ),
			blurb: __(
				'Fossil hunts, dino passports and a field journal for little palaeontologists.',
				'playpal'
			),
		},
		{
			name: __( 'Princess Tea Party Palace', 'playpal' ),
			ages: __( '3–6', 'playpal' ),
			blurb: __(
				'Invitations, place cards and royal menus for the fanciest tea party in town.',
				'playpal'
			),
		},
		{
			name: __( 'Ocean Adventure Discovery', 'playpal' ),
			ages: __( '2–4', 'playpal' ),
			blurb: __(
				'Sea-creature matching, colouring pages and a bathtub treasure map.',
				'playpal'
			),
		},
		{
			name: __( 'Superhero Training Academy', 'playpal' ),
			ages: __( '6–10', 'playpal' ),
			blurb: __(
				'Obstacle-course cards, hero badges and a secret-identity creator.',
				'playpal'
			),
		},
		{
			name: __( 'Magical Forest Friends', 'playpal' ),
			ages: __( '2–4', 'playpal' ),
			blurb: __(
				'Gentle counting games and story cards with woodland friends.',
				'playpal'
			),
		},
	];
}

/** Decorative motif for the placeholder image. */
function Motif() {
	return (
		<svg viewBox="0 0 120 90" aria-hidden="true" focusable="false">
			<rect
				x="14"
				y="8"
				width="64"
				height="78"
				rx="8"
				style={ { fill: 'var(--pp-color-card)', opacity: 0.95 } }
			/>
			<circle
				cx="46"
				cy="34"
				r="13"
				style={ { fill: 'var(--pp-color-primary)' } }
			/>
			<rect
				x="26"
				y="56"
				width="40"
				height="6"
				rx="3"
				style={ { fill: 'var(--pp-color-muted)' } }
			/>
			<rect
				x="26"
				y="68"
				width="26"
				height="6"
				rx="3"
				style={ { fill: 'var(--pp-color-muted)' } }
			/>
			<path
				d="M88 30l20 34H68z"
				style={ { fill: 'var(--pp-color-background)', opacity: 0.85 } }
			/>
		</svg>
	);
}

export function PlaceholderProductGrid() {
	return (
		<Section aria-labelledby="pp-home-products">
			<Container>
				<SectionHeading>
					<h2 id="pp-home-products">
						{ __( 'Popular play kits', 'playpal' ) }
					</h2>
					<p>
						{ __(
							'A peek at the adventures waiting in the shop.',
							'playpal'
						) }
					</p>
				</SectionHeading>
				<Grid>
					{ getProducts().map( ( product, index ) => {
						const [ from, to ] =
							PALETTES[ index % PALETTES.length ] ??
							PALETTES[ 0 ];
						return (
							<Card
								key={ product.name }
								data-testid="placeholder-product"
							>
								<Art
									$from={ from }
									$to={ to }
									role="img"
									aria-label={ sprintf(
										/* translators: %s: product name. */
										__(
											'Placeholder picture for %s',
											'playpal'
										),
										product.name
									) }
								>
									<Motif />
								</Art>
								<Body>
									<Badge variant="outline" size="sm">
										{ sprintf(
											/* translators: %s: age range such as 3-6. */
											__( 'Ages %s', 'playpal' ),
											product.ages
										) }
									</Badge>
									<h3>{ product.name }</h3>
									<p>{ product.blurb }</p>
								</Body>
							</Card>
						);
					} ) }
				</Grid>
				<More>
					<ButtonLink
						as={ Link }
						to="/shop"
						variant="secondary"
						size="lg"
					>
						{ __( 'Browse all play kits', 'playpal' ) }
					</ButtonLink>
				</More>
			</Container>
		</Section>
	);
}
