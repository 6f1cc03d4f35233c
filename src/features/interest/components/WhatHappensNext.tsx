/**
 * The numbered steps after joining.
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
import { TitledSection } from './TitledSection';

export interface Step {
	title: string;
	text: string;
}

const Steps = styled.ol`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 14rem, 1fr ) );
	gap: 1.5rem;
	margin: 0;
	padding: 0;
	list-style: none;
	counter-reset: step;

	li {
		counter-increment: step;
		padding: 1.25rem;
		border-radius: calc( var( --pp-radius ) * 2 );
		background: var( --pp-color-muted );
	}

	li::before {
		content: counter( step );
		display: inline-flex;
		align-items: center;
		justify-content: center;
		width: 2rem;
		height: 2rem;
		margin-bottom: 0.75rem;
		border-radius: 50%;
		background: var( --pp-color-primary );
		color: var( --pp-color-primary-foreground );
		font-weight: 700;
	}

	h3 {
		margin: 0 0 0.5rem;
		font-size: 1.0625rem;
	}

	p {
		margin: 0;
		color: var( --pp-color-muted-foreground );
	}
`;

export function WhatHappensNext( {
	id,
	steps,
}: {
	id: string;
	steps: Step[];
} ) {
	return (
		<TitledSection id={ id } title={ __( 'What happens next', 'playpal' ) }>
			<Steps>
				{ steps.map( ( step ) => (
					<li key={ step.title }>
						<h3>{ step.title }</h3>
						<p>{ step.text }</p>
					</li>
				) ) }
			</Steps>
		</TitledSection>
	);
}
