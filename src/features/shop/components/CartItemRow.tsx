/**
 * One cart line: thumbnail, name, quantity and Remove; in the side sheet
 * also minus and plus (minus stops at 1 — removing is its own action).
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../components';
import { maximumQuantity, minimumQuantity } from '../hooks/use-cart-actions';
import { formatMoney } from '../../../lib/format';
import { htmlToText } from '../../../lib/html-text';
import type { CartItem } from '../types';
import type { CartErrorMessage } from '../api/cart-errors';
import { CartWriteNote, cartWriteNoteId } from './CartWriteNote';

const Row = styled.li`
	display: grid;
	grid-template-columns: auto 1fr;
	gap: 0.75rem 1rem;
	align-items: start;
	padding: 1rem 0;
	border-bottom: 1px solid var( --pp-color-border );

	&:first-child {
		padding-top: 0;
	}
`;

const Thumb = styled.div< { $size: number } >`
	width: ${ ( { $size } ) => $size }rem;
	height: ${ ( { $size } ) => $size }rem;
	overflow: hidden;
	border-radius: var( --pp-radius );
	background: var( --pp-color-muted );

	img {
		display: block;
		width: 100%;
		height: 100%;
		object-fit: cover;
	}
`;

const Details = styled.div`
	display: flex;
	flex-direction: column;
	gap: 0.5rem;
	min-width: 0;
`;

const Name = styled.p`
	margin: 0;
	font-weight: 600;
	line-height: 1.3;
`;

const Meta = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.5rem;
	color: var( --pp-color-muted-foreground );
	font-size: 0.9375rem;
`;

const Stepper = styled.div`
	display: inline-flex;
	align-items: center;
	gap: 0.375rem;

	output {
		min-width: 1.5rem;
		color: var( --pp-color-foreground );
		font-weight: 600;
		text-align: center;
	}
`;

export interface CartItemRowProps {
	item: CartItem;
	/** Show minus and plus (the side sheet); the Cart page shows the quantity only. */
	adjustable?: boolean;
	busy: boolean;
	onQuantity?: ( item: CartItem, quantity: number ) => void;
	onRemove: ( item: CartItem ) => void;
	/** Why the line's last change failed, said beside its controls. */
	error?: CartErrorMessage;
}

export function CartItemRow( {
	item,
	adjustable = false,
	busy,
	onQuantity,
	onRemove,
	error,
}: CartItemRowProps ) {
	const noteId = cartWriteNoteId( item.key );
	const describedBy = error ? noteId : undefined;
	const image = item.images[ 0 ];
	const name = htmlToText( item.name );
	const lineTotal = item.totals
		? formatMoney( item.totals.line_total, item.totals )
		: '';
	const atMinimum = item.quantity <= minimumQuantity( item );
	const atMaximum = item.quantity >= maximumQuantity( item );
	const editable = item.quantity_limits?.editable !== false;
	return (
		<Row data-testid="cart-item" aria-busy={ busy }>
			<Thumb $size={ adjustable ? 4 : 6 }>
				{ image && (
					<img
						src={ image.thumbnail || image.src }
						alt={ image.alt || name }
						loading="lazy"
					/>
				) }
			</Thumb>
			<Details>
				<Name>{ name }</Name>
				<Meta>
					{ adjustable && editable ? (
						<Stepper>
							<span>{ __( 'Qty', 'playpal' ) }</span>
							<Button
								variant="outline"
								size="icon"
								disabled={ busy || atMinimum }
								onClick={ () =>
									onQuantity?.( item, item.quantity - 1 )
								}
								aria-describedby={ describedBy }
								aria-label={ sprintf(
									/* translators: %s: product name. */
									__( 'One fewer %s', 'playpal' ),
									name
								) }
							>
								−
							</Button>
							<output
								aria-live="polite"
								data-testid="cart-item-quantity"
							>
								{ item.quantity }
							</output>
							<Button
								variant="outline"
								size="icon"
								disabled={ busy || atMaximum }
								onClick={ () =>
									onQuantity?.( item, item.quantity + 1 )
								}
								aria-describedby={ describedBy }
								aria-label={ sprintf(
									/* translators: %s: product name. */
									__( 'One more %s', 'playpal' ),
									name
								) }
							>
								+
							</Button>
						</Stepper>
					) : (
						<span data-testid="cart-item-quantity-label">
							{ sprintf(
								/* translators: %d: quantity. */
								__( 'Qty: %d', 'playpal' ),
								item.quantity
							) }
						</span>
					) }
					{ lineTotal && <span>{ lineTotal }</span> }
				</Meta>
				<div>
					<Button
						variant="ghost"
						size="sm"
						disabled={ busy }
						onClick={ () => onRemove( item ) }
						aria-describedby={ describedBy }
						aria-label={ sprintf(
							/* translators: %s: product name. */
							__( 'Remove %s', 'playpal' ),
							name
						) }
					>
						{ __( 'Remove', 'playpal' ) }
					</Button>
				</div>
				<CartWriteNote message={ error } id={ noteId } />
			</Details>
		</Row>
	);
}

export const CartList = styled.ul`
	margin: 0;
	padding: 0;
	list-style: none;
`;
