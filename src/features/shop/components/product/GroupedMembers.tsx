/**
 * A grouped product's members: a table of each member's name (its page),
 * price, stock and how many to add (0 up to what WooCommerce allows), and
 * one Add to Cart that adds every chosen member in one request (the Store
 * API's batch route, through useCartActions().addMany). A member the cart
 * refused says why in its own row; when every one was added the Cart page
 * opens. A member sold another way (options, another website, its own
 * members) links there instead of a quantity. (The printed page shows the
 * same table with the fields disabled: templates/first-screen/product-members.php.)
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
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../../../components/AppLink';
import {
	Button,
	ButtonLink,
	LoadState,
	VisuallyHidden,
} from '../../../../components';
import { loadStateOf } from '../../../../lib/load-state';
import { htmlToText } from '../../../../lib/html-text';
import type { CartErrorMessage } from '../../api/cart-errors';
import { useGroupedMembers } from '../../api/get-grouped-members';
import { addKey, useCartActions } from '../../hooks/use-cart-actions';
import type { StoreProduct } from '../../types';
import {
	addLabel,
	isForSale,
	productKind,
	stockWords,
} from '../../utils/availability';
import { addRules } from '../../utils/quantity';
import { CartWriteNote, cartWriteNoteId } from '../CartWriteNote';
import { Price } from '../Price';
import { ExternalButton } from './ExternalButton';
import { QuantityField } from './QuantityField';

const Form = styled.form`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.75rem;
	width: 100%;
`;

const Table = styled.table`
	width: 100%;
	border-collapse: collapse;

	th,
	td {
		padding: 0.75rem 0.5rem;
		border-bottom: 1px solid var( --pp-color-border );
		text-align: left;
		vertical-align: top;
	}

	thead th {
		color: var( --pp-color-muted-foreground );
		font-size: 0.875rem;
		font-weight: 600;
	}

	tbody th a {
		color: inherit;
		font-weight: 600;
	}
`;

const Note = styled.span`
	display: block;
	margin-top: 0.25rem;
	color: var( --pp-color-muted-foreground );
	font-size: 0.875rem;
	font-weight: 400;
`;

const Refused = styled.span`
	display: block;
	margin-top: 0.25rem;
	color: var( --pp-color-destructive );
	font-size: 0.875rem;
`;

const Reason = styled.p`
	flex-basis: 100%;
	margin: 0;
	color: var( --pp-color-muted-foreground );
	font-size: 0.9375rem;
`;

function detailsPath( product: Pick< StoreProduct, 'slug' > ): string {
	return `/product/${ encodeURIComponent( product.slug ) }`;
}

/**
 * Whether a member is added here with a quantity.
 *
 * @param member The member product.
 */
function addedHere( member: StoreProduct ): boolean {
	return (
		productKind( member ) === 'simple' &&
		isForSale( member ) &&
		member.is_in_stock
	);
}

interface MemberRowProps {
	member: StoreProduct;
	quantity: number;
	onQuantity: ( quantity: number ) => void;
	failure: CartErrorMessage | undefined;
	busy: boolean;
}

function MemberRow( {
	member,
	quantity,
	onQuantity,
	failure,
	busy,
}: MemberRowProps ) {
	const name = htmlToText( member.name );
	const kind = productKind( member );
	const words = stockWords( member );
	const noteId = `pp-member-note-${ member.id }`;
	const rules = addRules( member );
	let control;
	if ( kind === 'external' ) {
		control = <ExternalButton product={ member } size="sm" named />;
	} else if ( kind !== 'simple' ) {
		control = (
			<ButtonLink
				as={ Link }
				to={ detailsPath( member ) }
				variant="outline"
				size="sm"
			>
				{ kind === 'variable'
					? __( 'Choose options', 'playpal' )
					: __( 'View products', 'playpal' ) }
				<VisuallyHidden>{ ` ${ name }` }</VisuallyHidden>
			</ButtonLink>
		);
	} else if ( addedHere( member ) ) {
		control = (
			<QuantityField
				id={ `pp-member-quantity-${ member.id }` }
				label={ sprintf(
					/* translators: %s: product name. */
					__( 'Quantity of %s', 'playpal' ),
					name
				) }
				hideLabel
				value={ quantity }
				rules={ rules }
				optional
				onChange={ onQuantity }
				disabled={ busy }
				describedBy={ failure ? noteId : undefined }
			/>
		);
	} else {
		control = addLabel( false, isForSale( member ), words ?? '' );
	}
	return (
		<tr data-testid="grouped-member">
			<th scope="row">
				<Link to={ detailsPath( member ) }>{ name }</Link>
				{ words && addedHere( member ) && <Note>{ words }</Note> }
			</th>
			<td>
				<Price prices={ member.prices } onSale={ member.on_sale } />
			</td>
			<td>
				{ control }
				{ /* The button's note (an alert) names every refused member; this one stays by its row. */ }
				{ failure && (
					<Refused id={ noteId } data-testid="member-refused">
						{ failure.description }
					</Refused>
				) }
			</td>
		</tr>
	);
}

interface MembersFormProps {
	product: StoreProduct;
	members: StoreProduct[];
}

function MembersForm( { product, members }: MembersFormProps ) {
	const navigate = useNavigate();
	const { addMany, pending, errors, clearError } = useCartActions();
	const [ quantities, setQuantities ] = useState<
		Readonly< Record< number, number > >
	>( {} );
	const [ failures, setFailures ] = useState<
		ReadonlyMap< number, CartErrorMessage >
	>( () => new Map() );
	const [ navigating, setNavigating ] = useState( false );
	const key = addKey( product );
	const adding = pending.has( key ) || navigating;
	const lines = members
		.filter(
			( member ) =>
				addedHere( member ) && ( quantities[ member.id ] ?? 0 ) > 0
		)
		.map( ( member ) => ( {
			product: member,
			quantity: quantities[ member.id ] ?? 0,
		} ) );
	const reasonId = `pp-add-reason-${ product.id }`;
	const error = errors.get( key );
	const noteId = cartWriteNoteId( key );
	const describedBy =
		[ lines.length === 0 ? reasonId : '', error ? noteId : '' ]
			.filter( Boolean )
			.join( ' ' ) || undefined;

	const onSubmit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( adding || lines.length === 0 ) {
			return;
		}
		const { cart, failed } = await addMany( lines, key );
		setFailures(
			new Map(
				failed.map( ( line ) => [ line.product.id, line.message ] )
			)
		);
		if ( cart && failed.length === 0 ) {
			setNavigating( true );
			navigate( '/cart' );
			return;
		}
		// What was added is in the cart: only the refused members keep their quantity.
		const refused = new Set( failed.map( ( line ) => line.product.id ) );
		setQuantities( ( current ) =>
			Object.fromEntries(
				Object.entries( current ).filter( ( [ id ] ) =>
					refused.has( Number( id ) )
				)
			)
		);
	};

	return (
		<Form onSubmit={ ( event ) => void onSubmit( event ) }>
			<Table data-testid="grouped-members">
				<VisuallyHidden as="caption">
					{ sprintf(
						/* translators: %s: the grouped product's name. */
						__( 'Products in %s', 'playpal' ),
						htmlToText( product.name )
					) }
				</VisuallyHidden>
				<thead>
					<tr>
						<th scope="col">{ __( 'Product', 'playpal' ) }</th>
						<th scope="col">{ __( 'Price', 'playpal' ) }</th>
						<th scope="col">{ __( 'Quantity', 'playpal' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ members.map( ( member ) => (
						<MemberRow
							key={ member.id }
							member={ member }
							quantity={ quantities[ member.id ] ?? 0 }
							onQuantity={ ( quantity ) => {
								setQuantities( ( current ) => ( {
									...current,
									[ member.id ]: quantity,
								} ) );
								clearError( key );
								setFailures( ( current ) => {
									const next = new Map( current );
									next.delete( member.id );
									return next;
								} );
							} }
							failure={ failures.get( member.id ) }
							busy={ adding }
						/>
					) ) }
				</tbody>
			</Table>
			<Button
				type="submit"
				size="lg"
				disabled={ adding || lines.length === 0 }
				aria-describedby={ describedBy }
			>
				{ addLabel( adding, true, __( 'Add to Cart', 'playpal' ) ) }
			</Button>
			{ lines.length === 0 && ! adding && (
				<Reason id={ reasonId } data-testid="add-blocked">
					{ __( 'Choose how many of each to add.', 'playpal' ) }
				</Reason>
			) }
			<CartWriteNote message={ error } id={ noteId } />
		</Form>
	);
}

export function GroupedMembers( { product }: { product: StoreProduct } ) {
	const members = useGroupedMembers( product );
	if ( ( product.grouped_products ?? [] ).length === 0 ) {
		return null;
	}
	return (
		<LoadState
			{ ...loadStateOf( members ) }
			loading={ __( 'Loading the products in this set', 'playpal' ) }
			failed={ {
				title: __( 'The products in this set didn’t load', 'playpal' ),
			} }
		>
			{ ( found ) => (
				<MembersForm product={ product } members={ found } />
			) }
		</LoadState>
	);
}
