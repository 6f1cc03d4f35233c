/**
 * About (/about): how PlayPal began, what it is for, the four principles it
 * follows, the five things it makes, and where to go next.
 */

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
import { Badge } from '../../components';
import { LinkButtons } from '../../components/LinkButtons';
import { pageTitle, useDocumentHead } from '../../lib/document-head';

const Page = styled.article`
	max-width: 64rem;
	margin: 0 auto;
	padding: 3rem 1rem 1rem;
`;

const Intro = styled.header`
	max-width: 42rem;
	margin: 0 auto 3rem;
	text-align: center;

	h1 {
		margin: 1rem 0;
		font-family: var( --pp-font-heading );
		font-size: clamp( 2.25rem, 5vw, 3.25rem );
	}

	p {
		margin: 0;
		font-size: 1.1875rem;
		color: var( --pp-color-muted-foreground );
	}
`;

const Section = styled.section`
	margin: 0 0 3.5rem;

	h2 {
		margin: 0 0 1rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 1.625rem, 3vw, 2rem );
	}

	> p {
		max-width: 44rem;
		margin: 0 0 1rem;
		font-size: 1.0625rem;
	}
`;

const Mission = styled( Section )`
	padding: 2.5rem 1.5rem;
	border-radius: calc( var( --pp-radius ) * 3 );
	background: var( --pp-color-secondary );
	color: var( --pp-color-secondary-foreground );
	text-align: center;

	> p {
		margin: 0 auto;
		font-size: 1.25rem;
	}
`;

const CardGrid = styled.ul`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 14rem, 1fr ) );
	gap: 1.25rem;
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
		margin: 0 0 0.5rem;
		font-family: var( --pp-font-heading );
		font-size: 1.1875rem;
	}

	p {
		margin: 0;
		color: var( --pp-color-muted-foreground );
	}
`;

const ProductList = styled.ol`
	display: grid;
	gap: 1rem;
	margin: 0;
	padding: 0;
	list-style: none;
	counter-reset: product;

	li {
		display: grid;
		grid-template-columns: 2.5rem 1fr;
		gap: 0 1rem;
		padding: 1.25rem;
		border: 1px solid var( --pp-color-border );
		border-radius: calc( var( --pp-radius ) * 2 );
		background: var( --pp-color-card );
		counter-increment: product;
	}

	li::before {
		content: counter( product );
		grid-row: span 2;
		display: flex;
		align-items: center;
		justify-content: center;
		width: 2.5rem;
		height: 2.5rem;
		border-radius: 50%;
		background: var( --pp-color-primary );
		color: var( --pp-color-primary-foreground );
		font-weight: 700;
	}

	h3 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.125rem;
	}

	p {
		margin: 0.25rem 0 0;
		color: var( --pp-color-muted-foreground );
	}
`;

const Cta = styled.section`
	padding: 2.5rem 1.5rem;
	border-radius: calc( var( --pp-radius ) * 3 );
	background: var( --pp-color-muted );
	text-align: center;

	h2 {
		margin: 0 0 0.75rem;
		font-family: var( --pp-font-heading );
	}

	p {
		max-width: 36rem;
		margin: 0 auto 1.5rem;
	}
`;

const CtaButtons = styled.div`
	display: flex;
	flex-wrap: wrap;
	justify-content: center;
	gap: 0.75rem;
`;

function getPrinciples() {
	return [
		{
			title: __( 'Play comes first', 'playpal' ),
			text: __(
				'Children learn best when they are having fun. Every kit starts with a story or a game, and the learning comes along for the ride.',
				'playpal'
			),
		},
		{
			title: __( 'Screens with care', 'playpal' ),
			text: __(
				'When play goes digital, it works offline, respects children’s privacy and gives grown-ups the controls.',
				'playpal'
			),
		},
		{
			title: __( 'Simple for grown-ups', 'playpal' ),
			text: __(
				'No fees to get started and no fuss. If an activity takes longer to prepare than to play, we go back to the drawing board.',
				'playpal'
			),
		},
		{
			title: __( 'Made with educators', 'playpal' ),
			text: __(
				'Teachers and creators help shape every activity, and our community tells us honestly what works at home and in class.',
				'playpal'
			),
		},
	];
}

function getProductLines() {
	return [
		{
			title: __( 'Appadoo mini-apps', 'playpal' ),
			text: __(
				'Interactive web activities that run offline on your family’s devices, with parental controls built in.',
				'playpal'
			),
		},
		{
			title: __( 'The PlayPal Blog', 'playpal' ),
			text: __(
				'Practical ideas on parenting, learning at home and kind, sensible family technology.',
				'playpal'
			),
		},
		{
			title: __( 'The PlayBoard forum', 'playpal' ),
			text: __(
				'A friendly community where parents and teachers swap tips, photos and projects.',
				'playpal'
			),
		},
		{
			title: __( 'Play Ideas hub', 'playpal' ),
			text: __(
				'Screen-free activity ideas sorted by age and skill, for the moments you need something new right now.',
				'playpal'
			),
		},
		{
			title: __( 'Protective AI framework', 'playpal' ),
			text: __(
				'The safeguards behind our smart features: content filtering, parental controls and privacy by design.',
				'playpal'
			),
		},
	];
}

export function AboutScreen() {
	useDocumentHead( {
		title: pageTitle( __( 'About PlayPal', 'playpal' ) ),
		description: __(
			'Why we make printable play kits and safe offline activities for children, and the principles we follow.',
			'playpal'
		),
		canonicalPath: '/about',
	} );

	return (
		<Page>
			<Intro>
				<Badge variant="secondary">
					{ __( 'Our story', 'playpal' ) }
				</Badge>
				<h1>{ __( 'About PlayPal', 'playpal' ) }</h1>
				<p>
					{ __(
						'We make printable play kits and offline activities that help children learn through play, and help grown-ups say yes to it.',
						'playpal'
					) }
				</p>
			</Intro>

			<Section aria-labelledby="pp-about-story">
				<h2 id="pp-about-story">
					{ __( 'How PlayPal began', 'playpal' ) }
				</h2>
				<p>
					{ __(
						'PlayPal began at a kitchen table on a very rainy afternoon. A parent, a restless four-year-old and a slightly tired printer set out to make something better than another hour of cartoons: a printable space mission, complete with a control panel, astronaut badges and a countdown chart.',
						'playpal'
					) }
				</p>
				<p>
					{ __(
						'It worked. The mission lasted all afternoon, the badges were worn all week, and friends started asking for copies. Teachers asked for classroom versions. That first kit grew into PlayPal: a library of printable play and offline activities, made by parents and educators for parents and educators.',
						'playpal'
					) }
				</p>
			</Section>

			<Mission aria-labelledby="pp-about-mission">
				<h2 id="pp-about-mission">
					{ __( 'Our mission', 'playpal' ) }
				</h2>
				<p>
					{ __(
						'To give every child rich, hands-on play that sparks curiosity, and to give every grown-up an easy way to offer it. Print. Play. Done.',
						'playpal'
					) }
				</p>
			</Mission>

			<Section aria-labelledby="pp-about-principles">
				<h2 id="pp-about-principles">
					{ __( 'Four principles we play by', 'playpal' ) }
				</h2>
				<CardGrid>
					{ getPrinciples().map( ( principle ) => (
						<Card key={ principle.title }>
							<h3>{ principle.title }</h3>
							<p>{ principle.text }</p>
						</Card>
					) ) }
				</CardGrid>
			</Section>

			<Section aria-labelledby="pp-about-products">
				<h2 id="pp-about-products">
					{ __( 'Everything PlayPal makes', 'playpal' ) }
				</h2>
				<ProductList>
					{ getProductLines().map( ( line ) => (
						<li key={ line.title }>
							<h3>{ line.title }</h3>
							<p>{ line.text }</p>
						</li>
					) ) }
				</ProductList>
			</Section>

			<Cta aria-labelledby="pp-about-cta">
				<h2 id="pp-about-cta">
					{ __( 'Come and play with us', 'playpal' ) }
				</h2>
				<p>
					{ __(
						'Find a kit for this weekend, or settle in with a cup of tea and some ideas from the blog.',
						'playpal'
					) }
				</p>
				<CtaButtons>
					<LinkButtons
						size="lg"
						links={ [
							[ '/shop', __( 'Visit the Shop', 'playpal' ) ],
							[ '/blog', __( 'Read the Blog', 'playpal' ) ],
						] }
					/>
				</CtaButtons>
			</Cta>
		</Page>
	);
}

export default AboutScreen;
