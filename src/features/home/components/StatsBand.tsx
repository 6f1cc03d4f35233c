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
import { VisuallyHidden } from '../../../components';
import { Container } from './layout';

const Band = styled.section`
	padding: 3rem 0;
	background: var( --pp-color-primary );
	color: var( --pp-color-primary-foreground );
`;

const List = styled.dl`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 10rem, 1fr ) );
	gap: 2rem;
	margin: 0;
	text-align: center;

	div {
		display: flex;
		flex-direction: column-reverse;
	}

	dt {
		font-size: 1rem;
		opacity: 0.9;
	}

	dd {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: clamp( 2rem, 4vw, 2.75rem );
		font-weight: 700;
		line-height: 1.1;
	}
`;

/** SPEC §2 (Home): 10K+ families, 500+ printables, 4.9 rating, 50K+ downloads. */
export function getStats() {
	return [
		{ value: __( '10K+', 'playpal' ), label: __( 'Families', 'playpal' ) },
		{
			value: __( '500+', 'playpal' ),
			label: __( 'Printables', 'playpal' ),
		},
		{ value: __( '4.9', 'playpal' ), label: __( 'Rating', 'playpal' ) },
		{ value: __( '50K+', 'playpal' ), label: __( 'Downloads', 'playpal' ) },
	];
}

export function StatsBand() {
	return (
		<Band aria-labelledby="pp-home-stats">
			<Container>
				<VisuallyHidden as="h2" id="pp-home-stats">
					{ __( 'PlayPal in numbers', 'playpal' ) }
				</VisuallyHidden>
				<List>
					{ getStats().map( ( stat ) => (
						<div key={ stat.label }>
							<dt>{ stat.label }</dt>
							<dd>{ stat.value }</dd>
						</div>
					) ) }
				</List>
			</Container>
		</Band>
	);
}
