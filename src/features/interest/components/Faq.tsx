/**
 * Frequently asked questions as native disclosure widgets: keyboard and
 * screen-reader support come with <details>/<summary>.
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

export interface FaqItem {
	question: string;
	answer: string;
}

const Item = styled.details`
	border-bottom: 1px solid var( --pp-color-border );

	summary {
		padding: 1rem 0;
		font-weight: 600;
		cursor: pointer;
	}

	summary:focus-visible {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}

	p {
		margin: 0 0 1rem;
		color: var( --pp-color-muted-foreground );
	}
`;

export function Faq( { id, items }: { id: string; items: FaqItem[] } ) {
	return (
		<TitledSection
			id={ id }
			title={ __( 'Frequently asked questions', 'playpal' ) }
		>
			{ items.map( ( item ) => (
				<Item key={ item.question }>
					<summary>{ item.question }</summary>
					<p>{ item.answer }</p>
				</Item>
			) ) }
		</TitledSection>
	);
}
