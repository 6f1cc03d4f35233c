/**
 * One cart line: thumbnail, name, the chosen variation ("Color: Blue, Logo:
 * Yes") and any details an extension adds, quantity and Remove; in the side
 * sheet also minus and plus, which move by the line's step and stay within
 * its minimum and maximum (WooCommerce's `quantity_limits`; minus stops at
 * the minimum — removing is its own action). A line whose quantity cannot
 * change (sold individually) shows it as text.
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
import { formatMoney } from '../../../lib/format';
import { htmlToText } from '../../../lib/html-text';
import type { CartErrorMessage } from '../api/cart-errors';
import type { CartItem } from '../types';
import { stockWords } from '../utils/availability';
import { lineRules } from '../utils/quantity';
import { variationWords } from '../utils/variations';
import { CartWriteNote, cartWriteNoteId } from './CartWriteNote';
import { fillingImage, FinePrint } from './styles';

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

	${ fillingImage }
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
	/** Why the last change of this line failed (useCartActions().errors.get( item.key )). */
	error?: CartErrorMessage;
}

/**
 * The stepper's button names: "One more Hoodie", or "2 more Hoodie" when the
 * line moves in twos.
 *
 * @param direction 'more' or 'fewer'.
 * @param step      The line's step.
 * @param label     The line's name.
 */
function stepLabel( direction: 'more' | 'fewer', step: number, label: string ) {
	if ( step === 1 ) {
		return direction === 'more'
			? sprintf(
					/* translators: %s: product name. */
					__( 'One more %s', 'playpal' ),
					label
				)
			: sprintf(
					/* translators: %s: product name. */
					__( 'One fewer %s', 'playpal' ),
					label
				);
	}
	return direction === 'more'
		? sprintf(
				/* translators: 1: how many; 2: product name. */
				__( '%1$d more %2$s', 'playpal' ),
				step,
				label
			)
		: sprintf(
				/* translators: 1: how many; 2: product name. */
				__( '%1$d fewer %2$s', 'playpal' ),
				step,
				label
			);
}

export function CartItemRow( {
	item,
	adjustable = false,
	busy,
	onQuantity,
	onRemove,
	error,
}: CartItemRowProps ) {
	const image = item.images[ 0 ];
	const name = htmlToText( item.name );
	const lineTotal = item.totals
		? formatMoney( item.totals.line_total, item.totals )
		: '';
	const rules = lineRules( item );
	const atMinimum = item.quantity - rules.step < rules.minimum;
	const atMaximum = item.quantity + rules.step > rules.maximum;
	const editable = item.quantity_limits?.editable !== false;
	const chosen = variationWords( [
		...( item.variation ?? [] ),
		...( item.item_data ?? [] )
			.filter( ( data ) => ! data.hidden )
			.map( ( data ) => ( {
				attribute: data.key ?? data.name ?? '',
				value: data.display ?? data.value,
			} ) ),
	] );
	const stock = stockWords( item );
	// Two lines of one product differ by their variation: the buttons say which.
	const label = chosen
		? sprintf(
				/* translators: 1: product name; 2: its variation, e.g. "Color: Blue". */
				__( '%1$s (%2$s)', 'playpal' ),
				name,
				chosen
			)
		: name;
	const noteId = cartWriteNoteId( item.key );
	const describedBy = error ? noteId : undefined;
	// − and + change the quantity by the product's step.
	const stepButton = ( direction: 'fewer' | 'more', atEnd: boolean ) => (
		<Button
			variant="outline"
			size="icon"
			disabled={ busy || atEnd }
			onClick={ () =>
				onQuantity?.(
					item,
					item.quantity +
						( direction === 'more' ? 1 : -1 ) * rules.step
				)
			}
			aria-label={ stepLabel( direction, rules.step, label ) }
			aria-describedby={ describedBy }
		>
			{ direction === 'more' ? '+' : '−' }
		</Button>
	);
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
				{ chosen && (
					<FinePrint data-testid="cart-item-variation">
						{ chosen }
					</FinePrint>
				) }
				{ stock && <FinePrint>{ stock }</FinePrint> }
				<Meta>
					{ adjustable && editable ? (
						<Stepper>
							<span>{ __( 'Qty', 'playpal' ) }</span>
							{ stepButton( 'fewer', atMinimum ) }
							<output
								aria-live="polite"
								data-testid="cart-item-quantity"
							>
								{ item.quantity }
							</output>
							{ stepButton( 'more', atMaximum ) }
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
				<CartWriteNote message={ error } id={ noteId } />
				<div>
					<Button
						variant="ghost"
						size="sm"
						disabled={ busy }
						onClick={ () => onRemove( item ) }
						aria-label={ sprintf(
							/* translators: %s: product name. */
							__( 'Remove %s', 'playpal' ),
							label
						) }
						aria-describedby={ describedBy }
					>
						{ __( 'Remove', 'playpal' ) }
					</Button>
				</div>
			</Details>
		</Row>
	);
}

export const CartList = styled.ul`
	margin: 0;
	padding: 0;
	list-style: none;
`;
