/**
 * A product in the shop grid: picture, name, price, "Add Magic to Cart"
 * ("Adding..." while busy) and Details (/product/{slug}).
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
import { Link } from '../../../components/AppLink';
import { Badge, Button, ButtonLink, VisuallyHidden } from '../../../components';
import { htmlToText } from '../../../lib/html-text';
import { imagePriority } from '../../../lib/image-priority';
import type { StoreProduct } from '../types';
import type { CartErrorMessage } from '../api/cart-errors';
import { CartWriteNote, cartWriteNoteId } from './CartWriteNote';
import { Price } from './Price';
import { addLabel, isForSale } from '../utils/availability';

export const Card = styled.li`
	display: flex;
	flex-direction: column;
	overflow: hidden;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 2 );
	background: var( --pp-color-card );
	color: var( --pp-color-card-foreground );
`;

export const Picture = styled.div`
	position: relative;
	aspect-ratio: 1 / 1;
	background: var( --pp-color-muted );

	img {
		display: block;
		width: 100%;
		height: 100%;
		object-fit: cover;
	}
`;

const Body = styled.div`
	display: flex;
	flex: 1;
	flex-direction: column;
	gap: 0.75rem;
	padding: 1.25rem;

	h2 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.1875rem;
	}

	h2 a {
		color: inherit;
		text-decoration: none;
	}

	h2 a:hover {
		text-decoration: underline;
	}
`;

const Buttons = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 0.5rem;
	margin-top: auto;
`;

const StockBadge = styled( Badge )`
	position: absolute;
	top: 0.75rem;
	left: 0.75rem;
`;

export interface ProductCardProps {
	product: StoreProduct;
	onAdd: ( product: StoreProduct ) => void;
	adding: boolean;
	/** Why the last add failed, said beside the button. */
	addError?: CartErrorMessage;
	/** The first cards load their pictures eagerly (they are above the fold). */
	eager?: boolean;
	/** The first card's picture is the screen's largest paint: it loads first. */
	priority?: boolean;
}

export function ProductCard( {
	product,
	onAdd,
	adding,
	addError,
	eager = false,
	priority = false,
}: ProductCardProps ) {
	const image = product.images[ 0 ];
	const name = htmlToText( product.name );
	const forSale = isForSale( product );
	const available = forSale && product.is_in_stock;
	const detailsPath = `/product/${ encodeURIComponent( product.slug ) }`;
	const noteId = cartWriteNoteId( `product-${ product.id }` );
	return (
		<Card data-testid="product-card">
			<Picture>
				{ image && (
					<img
						src={ image.thumbnail || image.src }
						srcSet={ image.srcset || undefined }
						sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 90vw"
						alt={ image.alt || name }
						loading={ eager ? 'eager' : 'lazy' }
						{ ...( priority ? imagePriority( true ) : {} ) }
						decoding="async"
						width={ 600 }
						height={ 600 }
					/>
				) }
				{ ! product.is_in_stock && (
					<StockBadge variant="secondary">
						{ __( 'Out of stock', 'playpal' ) }
					</StockBadge>
				) }
			</Picture>
			<Body>
				<h2>
					<Link to={ detailsPath }>{ name }</Link>
				</h2>
				<Price prices={ product.prices } onSale={ product.on_sale } />
				<Buttons>
					<Button
						onClick={ () => onAdd( product ) }
						disabled={ adding || ! available }
						aria-describedby={ addError ? noteId : undefined }
					>
						{ addLabel(
							adding,
							forSale,
							__( 'Add Magic to Cart', 'playpal' )
						) }
						<VisuallyHidden>{ ` ${ name }` }</VisuallyHidden>
					</Button>
					<ButtonLink
						as={ Link }
						to={ detailsPath }
						variant="outline"
					>
						{ __( 'Details', 'playpal' ) }
						<VisuallyHidden>{ ` ${ name }` }</VisuallyHidden>
					</ButtonLink>
					<CartWriteNote message={ addError } id={ noteId } />
				</Buttons>
			</Body>
		</Card>
	);
}
