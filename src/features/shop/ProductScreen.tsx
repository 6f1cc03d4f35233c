/**
 * A product (/product/:slug): picture, name, price and description as the
 * store writes them (HTML), Add to Cart ("Adding..." while busy, then the
 * Cart page), Back to Shop. "Loading" until the product is found; a slug
 * the store does not know shows the 404 screen (the server answered 404).
 */

/**
 * External dependencies
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../components/AppLink';
import { Badge, Button, LoadState, Page } from '../../components';
import { pageTitle, useDocumentHead } from '../../lib/document-head';
import { useProduct } from './api/get-product';
import { isStoreOpen } from './api/store-open';
import { ShopClosed } from './components/ShopClosed';
import { StoreHtml } from './components/StoreHtml';
import { addKey, useCartActions } from './hooks/use-cart-actions';
import { CartWriteNote, cartWriteNoteId } from './components/CartWriteNote';
import type { StoreProduct } from './types';
import { addLabel, isForSale, isPriced } from './utils/availability';
import { htmlToText } from '../../lib/html-text';

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

	img {
		display: block;
		width: 100%;
		height: 100%;
		object-fit: cover;
	}
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

function ProductDetails( { product }: { product: StoreProduct } ) {
	const navigate = useNavigate();
	const { add, pending, errors } = useCartActions();
	const [ navigating, setNavigating ] = useState( false );
	const addError = errors.get( addKey( product ) );
	const noteId = cartWriteNoteId( addKey( product ) );
	const image = product.images[ 0 ];
	const adding = pending.has( `product-${ product.id }` ) || navigating;
	const forSale = isForSale( product );
	const available = forSale && product.is_in_stock;

	const onAdd = async () => {
		if ( await add( product ) ) {
			setNavigating( true );
			navigate( '/cart' );
		}
	};

	return (
		<Layout>
			<Picture>
				{ image && (
					<img
						src={ image.src }
						srcSet={ image.srcset || undefined }
						sizes="(min-width: 48rem) 36rem, 100vw"
						alt={ image.alt || product.name }
					/>
				) }
			</Picture>
			<Info>
				<h1>{ htmlToText( product.name ) }</h1>
				{ isPriced( product.prices.price ) && (
					<PriceHtml
						html={ product.price_html }
						data-testid="product-price"
					/>
				) }
				{ ! product.is_in_stock && (
					<Badge variant="secondary">
						{ __( 'Out of stock', 'playpal' ) }
					</Badge>
				) }
				<Description html={ product.description } />
				<Buttons>
					<Button
						size="lg"
						onClick={ () => void onAdd() }
						disabled={ adding || ! available }
						aria-describedby={ addError ? noteId : undefined }
					>
						{ addLabel(
							adding,
							forSale,
							__( 'Add to Cart', 'playpal' )
						) }
					</Button>
					<CartWriteNote message={ addError } id={ noteId } />
				</Buttons>
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
				{ ( found ) => <ProductDetails product={ found } /> }
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
