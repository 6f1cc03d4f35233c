/**
 * Choosing a variable product's variation from what the Store API sends:
 * the parent's `attributes` (those with `has_variations`, each with its
 * terms) and `variations` (each variation's id and, per attribute, a term
 * slug — a custom attribute's value — or null for "any"). Choices map an
 * attribute's name to a term slug; the cart takes them as
 * `variation: [ { attribute: name, value: slug } ]`, which WooCommerce reads
 * by the attribute's label (CartController::sanitize_variation_data).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { htmlToText } from '../../../lib/html-text';
import type {
	CartItemVariation,
	ProductAttribute,
	ProductVariationRef,
	StoreProduct,
} from '../types';

/**
 * Between the items of a list of attributes, as WooCommerce writes them
 * (wc_get_formatted_variation implodes with ", " in every language).
 */
export const LIST_SEPARATOR = ', ';

/** Attribute name → chosen term slug. */
export type Choices = Readonly< Record< string, string > >;

type VariableProduct = Pick< StoreProduct, 'attributes' | 'variations' >;

/**
 * The attributes a shopper chooses (the others only describe the product).
 *
 * @param product Store API product.
 */
export function variationAttributes(
	product: Pick< StoreProduct, 'attributes' >
): ProductAttribute[] {
	return ( product.attributes ?? [] ).filter(
		( attribute ) => attribute.has_variations
	);
}

/**
 * The store's default choices (terms marked `default`), as WooCommerce
 * preselects them on its own product page.
 *
 * @param product Store API product.
 */
export function defaultChoices(
	product: Pick< StoreProduct, 'attributes' >
): Choices {
	const choices: Record< string, string > = {};
	for ( const attribute of variationAttributes( product ) ) {
		const term = attribute.terms.find( ( entry ) => entry.default );
		if ( term ) {
			choices[ attribute.name ] = term.slug;
		}
	}
	return choices;
}

function sameValue( a: string, b: string ): boolean {
	return a === b || a.toLowerCase() === b.toLowerCase();
}

/**
 * Whether a variation fits the choices made so far (null is "any").
 *
 * @param variation A variation as its parent lists it.
 * @param choices   Choices so far.
 */
export function fitsChoices(
	variation: ProductVariationRef,
	choices: Choices
): boolean {
	return Object.entries( choices ).every( ( [ name, slug ] ) => {
		const own = variation.attributes.find(
			( attribute ) => attribute.name === name
		);
		return ! own || own.value === null || sameValue( own.value, slug );
	} );
}

/**
 * The attributes not chosen yet.
 *
 * @param product Store API product.
 * @param choices Choices so far.
 */
export function missingAttributes(
	product: Pick< StoreProduct, 'attributes' >,
	choices: Choices
): ProductAttribute[] {
	return variationAttributes( product ).filter(
		( attribute ) => ! choices[ attribute.name ]
	);
}

/**
 * The variation the choices name, once every attribute is chosen.
 *
 * @param product Store API product.
 * @param choices Choices so far.
 */
export function chosenVariation(
	product: VariableProduct,
	choices: Choices
): ProductVariationRef | undefined {
	if ( missingAttributes( product, choices ).length > 0 ) {
		return undefined;
	}
	return ( product.variations ?? [] ).find( ( variation ) =>
		fitsChoices( variation, choices )
	);
}

/**
 * "Color: Blue" — one chosen attribute in words.
 *
 * @param attribute Attribute name.
 * @param value     Term name.
 */
export function attributeWords( attribute: string, value: string ): string {
	return sprintf(
		/* translators: 1: attribute name, e.g. Color; 2: its value, e.g. Blue. */
		__( '%1$s: %2$s', 'playpal' ),
		htmlToText( attribute ),
		htmlToText( value )
	);
}

/**
 * "Color: Blue, Logo: Yes" — a cart line's (or a choice's) attributes in words.
 *
 * @param variation Attribute and value pairs.
 */
export function variationWords(
	variation: readonly CartItemVariation[]
): string {
	return variation
		.map( ( { attribute, value } ) => attributeWords( attribute, value ) )
		.join( LIST_SEPARATOR );
}

/**
 * A term's name from its slug ('' when the product has no such term).
 *
 * @param attribute The attribute.
 * @param slug      Term slug.
 */
function termName( attribute: ProductAttribute, slug: string ): string {
	return (
		attribute.terms.find( ( term ) => sameValue( term.slug, slug ) )
			?.name ?? slug
	);
}

/**
 * The choices as the cart takes them (and as words show them).
 *
 * @param product Store API product.
 * @param choices Choices.
 * @param as      'slug' for the cart, 'name' for words.
 */
export function chosenPairs(
	product: Pick< StoreProduct, 'attributes' >,
	choices: Choices,
	as: 'slug' | 'name' = 'slug'
): CartItemVariation[] {
	return variationAttributes( product )
		.filter( ( attribute ) => choices[ attribute.name ] )
		.map( ( attribute ) => {
			const slug = choices[ attribute.name ] ?? '';
			return {
				attribute: attribute.name,
				value: as === 'slug' ? slug : termName( attribute, slug ),
			};
		} );
}

export interface TermState {
	disabled: boolean;
	/** Why it cannot be chosen ("out of stock", "not available with Logo: No"). */
	reason: string | null;
}

/**
 * Whether a term can be chosen with the other choices made: some variation
 * must take it, and one of those must be in stock.
 *
 * @param product   Store API product.
 * @param choices   Choices so far.
 * @param attribute The term's attribute.
 * @param slug      The term's slug.
 * @param inStock   A variation's stock: false when out, undefined when not known (yet).
 */
export function termState(
	product: VariableProduct,
	choices: Choices,
	attribute: ProductAttribute,
	slug: string,
	inStock: ( id: number ) => boolean | undefined
): TermState {
	const others: Record< string, string > = { ...choices };
	delete others[ attribute.name ];
	const fitting = ( product.variations ?? [] ).filter( ( variation ) =>
		fitsChoices( variation, { ...others, [ attribute.name ]: slug } )
	);
	if ( fitting.length === 0 ) {
		const words = variationWords( chosenPairs( product, others, 'name' ) );
		return {
			disabled: true,
			reason: words
				? sprintf(
						/* translators: %s: the other choices, e.g. "Logo: No". */
						__( 'not available with %s', 'playpal' ),
						words
					)
				: __( 'not available', 'playpal' ),
		};
	}
	if ( fitting.every( ( variation ) => inStock( variation.id ) === false ) ) {
		return { disabled: true, reason: __( 'out of stock', 'playpal' ) };
	}
	return { disabled: false, reason: null };
}
