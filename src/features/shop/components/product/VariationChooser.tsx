/**
 * A variable product's choices: one group of radio buttons per attribute
 * the shopper chooses (a fieldset with the attribute's name as its legend),
 * operable with Tab and the arrow keys as any radio group. A term no
 * variation takes with the other choices, or whose variations are all out
 * of stock, is disabled and says why ("Red — not available with Logo:
 * Yes"). "Clear choices" starts again, as a combination can shut out the
 * others. (The printed page shows the same groups disabled until the bundle
 * loads: templates/first-screen/product-variations.php.)
 */

/**
 * External dependencies
 */
import { useRef } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../../components';
import { htmlToText } from '../../../../lib/html-text';
import type { StoreProduct } from '../../types';
import { termState, variationAttributes } from '../../utils/variations';
import type { Choices } from '../../utils/variations';

const Groups = styled.div`
	display: flex;
	flex-direction: column;
	align-items: flex-start;
	gap: 1rem;
	width: 100%;
`;

const Group = styled.fieldset`
	margin: 0;
	padding: 0;
	border: 0;
	min-width: 0;

	legend {
		margin-bottom: 0.5rem;
		padding: 0;
		font-weight: 600;
	}
`;

const Terms = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 0.5rem;
`;

/* The radio stays in the page (keyboard, forms, assistive technology); its
   label is drawn as a button, outlined when chosen. */
const Term = styled.label`
	position: relative;
	display: inline-flex;
	align-items: center;
	gap: 0.375rem;
	min-height: 2.5rem;
	padding: 0.375rem 0.875rem;
	border: 1px solid var( --pp-color-border );
	border-radius: var( --pp-radius );
	background: var( --pp-color-background );
	cursor: pointer;

	input {
		position: absolute;
		opacity: 0;
		inset: 0;
		margin: 0;
		cursor: inherit;
	}

	&:has( input:checked ) {
		border-color: var( --pp-color-primary );
		box-shadow: inset 0 0 0 1px var( --pp-color-primary );
		font-weight: 600;
	}

	&:has( input:focus-visible ) {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}

	&:has( input:disabled ) {
		color: var( --pp-color-muted-foreground );
		cursor: not-allowed;
	}

	small {
		font-size: 0.8125rem;
	}
`;

export interface VariationChooserProps {
	product: StoreProduct;
	choices: Choices;
	onChoose: ( choices: Choices ) => void;
	/** A variation's stock: false when out, undefined when not known (yet). */
	inStock: ( id: number ) => boolean | undefined;
	/** The id the groups' names and IDs start with. */
	idPrefix: string;
}

export function VariationChooser( {
	product,
	choices,
	onChoose,
	inStock,
	idPrefix,
}: VariationChooserProps ) {
	const chosenAny = Object.keys( choices ).length > 0;
	const groups = useRef< HTMLDivElement >( null );
	// "Clear choices" goes away once pressed: focus moves to the first choice, not to the page.
	const clear = () => {
		onChoose( {} );
		groups.current
			?.querySelector< HTMLInputElement >( 'input:not(:disabled)' )
			?.focus();
	};
	return (
		<Groups ref={ groups } data-testid="variation-chooser">
			{ variationAttributes( product ).map( ( attribute, index ) => {
				const name = `${ idPrefix }-${ index }`;
				return (
					<Group key={ attribute.name }>
						<legend>{ htmlToText( attribute.name ) }</legend>
						<Terms>
							{ attribute.terms.map( ( term ) => {
								const state = termState(
									product,
									choices,
									attribute,
									term.slug,
									inStock
								);
								const checked =
									choices[ attribute.name ] === term.slug;
								return (
									<Term key={ term.slug }>
										<input
											type="radio"
											name={ name }
											value={ term.slug }
											checked={ checked }
											disabled={ state.disabled }
											onChange={ () =>
												onChoose( {
													...choices,
													[ attribute.name ]:
														term.slug,
												} )
											}
										/>
										{ htmlToText( term.name ) }
										{ state.reason && ' ' }
										{ state.reason && (
											<small>
												{ sprintf(
													/* translators: %s: why a choice cannot be made, e.g. "out of stock". */
													__( '— %s', 'playpal' ),
													state.reason
												) }
											</small>
										) }
									</Term>
								);
							} ) }
						</Terms>
					</Group>
				);
			} ) }
			{ chosenAny && (
				<Button variant="ghost" size="sm" onClick={ clear }>
					{ __( 'Clear choices', 'playpal' ) }
				</Button>
			) }
		</Groups>
	);
}
