/**
 * A product (/product/:slug): picture, name, price, stock words, SKU and
 * description as the store writes them (HTML), then how it is bought: Add
 * to Cart with a quantity ("Adding..." while busy, then the Cart page); for
 * a variable product the attribute choices first, the chosen variation's
 * price, stock, SKU and picture replacing the parent's; for a grouped
 * product its members' table; for an external product its own link. Back
 * to Shop. "Loading" until the product is found; a slug
 * the store does not know shows the 404 screen (the server answered 404).
 */

/**
 * External dependencies
 */
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../components/AppLink';
import { Badge, LoadState, Page } from '../../components';
import { pageTitle, useDocumentHead } from '../../lib/document-head';
import { useProduct } from './api/get-product';
import { isStoreOpen } from './api/store-open';
import { useVariations } from './api/get-variations';
import { priceRangeText } from './components/Price';
import { ShopClosed } from './components/ShopClosed';
import { StoreHtml } from './components/StoreHtml';
import { AddToCartForm } from './components/product/AddToCartForm';
import { ExternalButton } from './components/product/ExternalButton';
import { GroupedMembers } from './components/product/GroupedMembers';
import { VariationChooser } from './components/product/VariationChooser';
import type { ProductVariationRef, StoreProduct } from './types';
import {
	isForSale,
	isPriced,
	productKind,
	stockWords,
} from './utils/availability';
import { addRules } from './utils/quantity';
import {
	chosenPairs,
	chosenVariation,
	defaultChoices,
	LIST_SEPARATOR,
	missingAttributes,
} from './utils/variations';
import type { Choices } from './utils/variations';
import { htmlToText } from '../../lib/html-text';
import { fillingImage, FinePrint } from './components/styles';

const Layout = styled.article`
	display: grid;
	gap: 2.5rem;
	align-items: start;

	@media ( min-width: 48rem ) {
		grid-template-columns: minmax( 0, 1fr ) minmax( 0, 1fr );
	}
`;

const Picture = styled.div`
	overflow: hidden;
	aspect-ratio: 1 / 1;
	border-radius: calc( var( --pp-radius ) * 2 );
	background: var( --pp-color-muted );

	${ fillingImage }
`;

const Info = styled.div`
	display: flex;
	flex-direction: column;
	align-items: flex-start;
	gap: 1.25rem;

	h1 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: clamp( 2rem, 4vw, 2.75rem );
	}
`;

const PriceHtml = styled( StoreHtml )`
	font-size: 1.5rem;
	font-weight: 700;
`;

const Description = styled( StoreHtml )`
	color: var( --pp-color-foreground );

	h2,
	h3 {
		margin: 1.5rem 0 0.5rem;
		font-family: var( --pp-font-heading );
		font-size: 1.25rem;
	}

	p,
	ul {
		margin: 0 0 1rem;
	}
`;

const Summary = styled.div`
	display: flex;
	flex-direction: column;
	align-items: flex-start;
	gap: 0.5rem;
`;

const Buttons = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 0.75rem;
`;

const BackLink = styled( Link )`
	display: inline-block;
	margin-bottom: 1.5rem;
	color: var( --pp-color-primary );
	font-weight: 600;
	text-decoration: none;

	&:hover {
		text-decoration: underline;
	}
`;

/**
 * The head tags of the product page (not rendered for the 404 screen, which sets its own).
 *
 * @param props         Props.
 * @param props.product The product, once loaded.
 * @param props.slug    The slug in the URL.
 */
function ProductHead( {
	product,
	slug,
}: {
	product: StoreProduct | undefined;
	slug: string;
} ) {
	const summary = htmlToText( product?.short_description ?? '' );
	useDocumentHead( {
		title: pageTitle(
			product ? htmlToText( product.name ) : __( 'Shop', 'playpal' )
		),
		description: summary || undefined,
		canonicalPath: `/product/${ encodeURIComponent( slug ) }`,
	} );
	return null;
}

/**
 * What a variable product's page shows and adds for the choices made.
 *
 * @param product The variable product.
 * @param choices The choices made.
 */
function useChosen( product: StoreProduct, choices: Choices ) {
	const { data: variations } = useVariations( product );
	const byId = useMemo(
		() =>
			new Map(
				( variations ?? [] ).map( ( variation ) => [
					variation.id,
					variation,
				] )
			),
		[ variations ]
	);
	const inStock = useCallback(
		( id: number ) => byId.get( id )?.is_in_stock,
		[ byId ]
	);
	const ref =
		productKind( product ) === 'variable'
			? chosenVariation( product, choices )
			: undefined;
	return { ref, variation: ref ? byId.get( ref.id ) : undefined, inStock };
}

/**
 * Why a variable product cannot be added yet, or null.
 *
 * @param product   The variable product.
 * @param choices   The choices made.
 * @param ref       The variation they name, if any.
 * @param variation That variation's details, once loaded.
 */
function variableBlocked(
	product: StoreProduct,
	choices: Choices,
	ref: ProductVariationRef | undefined,
	variation: StoreProduct | undefined
): string | null {
	const missing = missingAttributes( product, choices );
	if ( missing.length > 0 ) {
		return sprintf(
			/* translators: %s: the attributes still to choose, e.g. "Color, Logo". */
			__( 'Choose %s first.', 'playpal' ),
			missing
				.map( ( attribute ) => htmlToText( attribute.name ) )
				.join( LIST_SEPARATOR )
		);
	}
	if ( ! ref ) {
		return __( 'These choices are not available together.', 'playpal' );
	}
	if ( variation && ! variation.is_in_stock ) {
		return __( 'This choice is out of stock.', 'playpal' );
	}
	return null;
}

function ProductDetails( { product }: { product: StoreProduct } ) {
	const kind = productKind( product );
	const [ choices, setChoices ] = useState< Choices >( () =>
		defaultChoices( product )
	);
	const { ref, variation, inStock } = useChosen( product, choices );
	// The chosen variation's price, stock, SKU and picture replace the parent's.
	const shown = variation ?? product;
	const image = shown.images[ 0 ] ?? product.images[ 0 ];
	const words = stockWords( shown );

	let buy;
	if ( kind === 'external' ) {
		buy = (
			<Buttons>
				<ExternalButton product={ product } size="lg" />
			</Buttons>
		);
	} else if ( kind === 'grouped' ) {
		buy = <GroupedMembers product={ product } />;
	} else if ( kind === 'variable' ) {
		buy = (
			<>
				<VariationChooser
					product={ product }
					choices={ choices }
					onChoose={ setChoices }
					inStock={ inStock }
					idPrefix={ `pp-attribute-${ product.id }` }
				/>
				<AddToCartForm
					product={ product }
					forSale={ isForSale( shown ) }
					rules={ addRules( shown ) }
					variationId={ ref?.id }
					variation={ chosenPairs( product, choices ) }
					blocked={ variableBlocked(
						product,
						choices,
						ref,
						variation
					) }
				/>
			</>
		);
	} else {
		buy = (
			<AddToCartForm
				product={ product }
				forSale={ isForSale( product ) }
				inStock={ product.is_in_stock }
				rules={ addRules( product ) }
			/>
		);
	}

	return (
		<Layout>
			<Picture>
				{ image && (
					<img
						key={ image.src }
						src={ image.src }
						srcSet={ image.srcset || undefined }
						sizes="(min-width: 48rem) 36rem, 100vw"
						alt={ image.alt || product.name }
					/>
				) }
			</Picture>
			<Info>
				<h1>{ htmlToText( product.name ) }</h1>
				{ /* Announces the chosen variation's price and stock as they change. */ }
				<Summary aria-live="polite" data-testid="product-summary">
					{ ( isPriced( shown.prices.price ) ||
						priceRangeText( shown.prices ) !== '' ) && (
						<PriceHtml
							html={ shown.price_html }
							data-testid="product-price"
						/>
					) }
					{ words && <Badge variant="secondary">{ words }</Badge> }
					{ shown.sku && (
						<FinePrint data-testid="product-sku">
							{ sprintf(
								/* translators: %s: the product's stock-keeping unit. */
								__( 'SKU: %s', 'playpal' ),
								shown.sku
							) }
						</FinePrint>
					) }
				</Summary>
				<Description html={ product.description } />
				{ buy }
			</Info>
		</Layout>
	);
}

export interface ProductScreenProps {
	/** What to show for a slug the store does not know (the app's 404 screen). */
	notFound: ReactNode;
}

export function ProductScreen( { notFound }: ProductScreenProps ) {
	const { slug = '' } = useParams();
	const storeOpen = isStoreOpen();
	const { data: product, error, mutate } = useProduct( slug );

	if ( storeOpen && product === null ) {
		return <>{ notFound }</>;
	}

	let content;
	if ( ! storeOpen ) {
		content = <ShopClosed />;
	} else {
		content = (
			<LoadState
				data={ product ?? undefined }
				error={ error }
				onRetry={ () => void mutate() }
				loading={ __( 'Loading', 'playpal' ) }
				failed={ {
					title: __( 'This play kit didn’t load', 'playpal' ),
				} }
			>
				{ ( found ) => (
					// Another product starts afresh: its own choices and quantity.
					<ProductDetails key={ found.id } product={ found } />
				) }
			</LoadState>
		);
	}

	return (
		<Page>
			<ProductHead product={ product ?? undefined } slug={ slug } />
			<BackLink to="/shop">
				<span aria-hidden="true">← </span>
				{ __( 'Back to Shop', 'playpal' ) }
			</BackLink>
			{ content }
		</Page>
	);
}

export default ProductScreen;
