/**
 * A product in the shop grid: picture (with its stock words), name, price,
 * how it is bought and Details (/product/{slug}). A simple product has "Add
 * Magic to Cart" ("Adding..." while busy); a variable one "Choose options"
 * and a grouped one "View products", both opening its page, as WooCommerce's
 * own shop does; an external one its own button text to its own website.
 * (templates/first-screen/product-card.php prints the same.)
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
import { Price } from './Price';
import {
	addLabel,
	isForSale,
	productKind,
	stockWords,
} from '../utils/availability';
import type { CartErrorMessage } from '../api/cart-errors';
import { CartWriteNote, cartWriteNoteId } from './CartWriteNote';
import { ExternalButton } from './product/ExternalButton';
import { fillingImage } from './styles';

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

	${ fillingImage }
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

/**
 * The card's first button: how the product is bought.
 *
 * @param product     The product.
 * @param name        Its name as text.
 * @param detailsPath Its page.
 * @param onAdd       Adds a simple product.
 * @param adding      It is being added.
 * @param noteId      The id of the note saying why the last add failed, if one shows.
 */
function buyControl(
	product: StoreProduct,
	name: string,
	detailsPath: string,
	onAdd: ( product: StoreProduct ) => void,
	adding: boolean,
	noteId: string | undefined
) {
	const kind = productKind( product );
	if ( kind === 'external' ) {
		return <ExternalButton product={ product } named />;
	}
	if ( kind === 'variable' || kind === 'grouped' ) {
		return (
			<ButtonLink as={ Link } to={ detailsPath }>
				{ kind === 'variable'
					? __( 'Choose options', 'playpal' )
					: __( 'View products', 'playpal' ) }
				<VisuallyHidden>{ ` ${ name }` }</VisuallyHidden>
			</ButtonLink>
		);
	}
	const forSale = isForSale( product );
	return (
		<Button
			onClick={ () => onAdd( product ) }
			disabled={ adding || ! forSale || ! product.is_in_stock }
			aria-describedby={ noteId }
		>
			{ addLabel(
				adding,
				forSale,
				__( 'Add Magic to Cart', 'playpal' )
			) }
			<VisuallyHidden>{ ` ${ name }` }</VisuallyHidden>
		</Button>
	);
}

export interface ProductCardProps {
	product: StoreProduct;
	onAdd: ( product: StoreProduct ) => void;
	adding: boolean;
	/** The first cards load their pictures eagerly (they are above the fold). */
	eager?: boolean;
	/** The first card's picture is the screen's largest paint: it loads first. */
	priority?: boolean;
	/** Why the last add failed, said beside the button. */
	addError?: CartErrorMessage;
}

export function ProductCard( {
	product,
	onAdd,
	adding,
	eager = false,
	priority = false,
	addError,
}: ProductCardProps ) {
	const image = product.images[ 0 ];
	const name = htmlToText( product.name );
	const stock = stockWords( product );
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
				{ stock && (
					<StockBadge variant="secondary">{ stock }</StockBadge>
				) }
			</Picture>
			<Body>
				<h2>
					<Link to={ detailsPath }>{ name }</Link>
				</h2>
				<Price prices={ product.prices } onSale={ product.on_sale } />
				<Buttons>
					{ buyControl(
						product,
						name,
						detailsPath,
						onAdd,
						adding,
						addError ? noteId : undefined
					) }
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
