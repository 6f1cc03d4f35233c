/**
 * The product page's Add to Cart for a simple product or a chosen
 * variation: a quantity field within WooCommerce's rules (none when only
 * one quantity is allowed, as for a product sold individually), the button
 * ("Adding..." while busy, then the Cart page), why it cannot be pressed
 * when it cannot, and why the cart refused when it did — both beside the
 * button, which names them with aria-describedby.
 */

/**
 * External dependencies
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../../components';
import { addKey, useCartActions } from '../../hooks/use-cart-actions';
import type { CartItemVariation, StoreProduct } from '../../types';
import { addLabel } from '../../utils/availability';
import { allowedQuantity, quantityIsFixed } from '../../utils/quantity';
import type { QuantityRules } from '../../utils/quantity';
import { CartWriteNote, cartWriteNoteId } from '../CartWriteNote';
import { QuantityField } from './QuantityField';

const Form = styled.form`
	display: flex;
	flex-wrap: wrap;
	align-items: flex-end;
	gap: 0.75rem;
	width: 100%;
`;

const Reason = styled.p`
	flex-basis: 100%;
	margin: 0;
	color: var( --pp-color-muted-foreground );
	font-size: 0.9375rem;
`;

export interface AddToCartFormProps {
	/** The product on the page (the parent of a variation). */
	product: Pick< StoreProduct, 'id' | 'name' >;
	/** The store sells it at a price (isForSale of what is added). */
	forSale: boolean;
	rules: QuantityRules;
	/** A chosen variation: its ID and attributes. */
	variationId?: number;
	variation?: CartItemVariation[];
	/** Out of stock: the button is disabled (the page says so beside the price). */
	inStock?: boolean;
	/** Why it cannot be added now (shown beside the disabled button), or null. */
	blocked?: string | null;
}

export function AddToCartForm( {
	product,
	forSale,
	rules,
	variationId,
	variation,
	inStock = true,
	blocked = null,
}: AddToCartFormProps ) {
	const navigate = useNavigate();
	const { add, pending, errors, clearError } = useCartActions();
	const [ wanted, setWanted ] = useState( rules.minimum );
	const [ navigating, setNavigating ] = useState( false );
	const key = addKey( product );
	const adding = pending.has( key ) || navigating;
	const quantity = allowedQuantity( wanted, rules );
	const error = errors.get( key );
	const reasonId = `pp-add-reason-${ product.id }`;
	const noteId = cartWriteNoteId( key );
	const canAdd = forSale && inStock && ! blocked;
	const showReason = forSale && !! blocked;
	const describedBy =
		[ showReason ? reasonId : '', error ? noteId : '' ]
			.filter( Boolean )
			.join( ' ' ) || undefined;

	const onSubmit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( adding || ! canAdd ) {
			return;
		}
		const cart = await add( product, {
			quantity,
			...( variationId ? { variationId, variation } : {} ),
		} );
		if ( cart ) {
			setNavigating( true );
			navigate( '/cart' );
		}
	};

	return (
		<Form onSubmit={ ( event ) => void onSubmit( event ) }>
			{ ! quantityIsFixed( rules ) && (
				<QuantityField
					id={ `pp-quantity-${ product.id }` }
					label={ __( 'Quantity', 'playpal' ) }
					value={ quantity }
					rules={ rules }
					onChange={ ( next ) => {
						setWanted( next );
						clearError( key );
					} }
					disabled={ adding }
				/>
			) }
			<Button
				type="submit"
				size="lg"
				disabled={ adding || ! canAdd }
				aria-describedby={ describedBy }
			>
				{ addLabel( adding, forSale, __( 'Add to Cart', 'playpal' ) ) }
			</Button>
			{ showReason && (
				<Reason id={ reasonId } data-testid="add-blocked">
					{ blocked }
				</Reason>
			) }
			<CartWriteNote message={ error } id={ noteId } />
		</Form>
	);
}
