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
import { Container, Section, SectionHeading } from './layout';

const Grid = styled.ul`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 15rem, 1fr ) );
	gap: 1.5rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;

const Card = styled.li`
	padding: 1.5rem;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 2 );
	background: var( --pp-color-card );
	color: var( --pp-color-card-foreground );

	h3 {
		margin: 1rem 0 0.5rem;
		font-family: var( --pp-font-heading );
		font-size: 1.25rem;
	}

	p {
		margin: 0;
		color: var( --pp-color-muted-foreground );
	}
`;

const Mark = styled.span`
	display: inline-flex;
	align-items: center;
	justify-content: center;
	width: 3rem;
	height: 3rem;
	border-radius: 50%;
	background: var( --pp-color-secondary );
	color: var( --pp-color-secondary-foreground );
	font-family: var( --pp-font-heading );
	font-size: 1.25rem;
	font-weight: 700;
`;

function getBenefits() {
	return [
		{
			title: __( 'Ready in minutes', 'playpal' ),
			text: __(
				'Download, print at home and start playing. No shipping, no waiting, and hardly any tidying up.',
				'playpal'
			),
		},
		{
			title: __( 'Learning through play', 'playpal' ),
			text: __(
				'Every kit is shaped with educators to grow early maths, reading and problem-solving while children simply have fun.',
				'playpal'
			),
		},
		{
			title: __( 'Screen-smart by design', 'playpal' ),
			text: __(
				'Printables keep play hands-on, and our Appadoo activities work offline with parental controls built in.',
				'playpal'
			),
		},
		{
			title: __( 'Loved by families and teachers', 'playpal' ),
			text: __(
				'Perfect for rainy days, long car trips, birthday parties and busy classroom corners.',
				'playpal'
			),
		},
	];
}

export function BenefitCards() {
	return (
		<Section aria-labelledby="pp-home-benefits">
			<Container>
				<SectionHeading>
					<h2 id="pp-home-benefits">
						{ __( 'Why families love PlayPal', 'playpal' ) }
					</h2>
					<p>
						{ __(
							'Simple for grown-ups, magical for little ones.',
							'playpal'
						) }
					</p>
				</SectionHeading>
				<Grid>
					{ getBenefits().map( ( benefit, index ) => (
						<Card key={ benefit.title }>
							<Mark aria-hidden="true">{ index + 1 }</Mark>
							<h3>{ benefit.title }</h3>
							<p>{ benefit.text }</p>
						</Card>
					) ) }
				</Grid>
			</Container>
		</Section>
	);
}
