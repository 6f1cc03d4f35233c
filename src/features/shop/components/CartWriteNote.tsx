/**
 * Why a cart change did not happen, said beside the control that asked for
 * it (an Add button, a quantity stepper, Remove). `role="alert"` announces
 * it as it appears; the control points at it with `aria-describedby={ id }`,
 * so it is read again when the control is focused. Nothing is rendered
 * while there is no message (the id then points at nothing, which screen
 * readers ignore).
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * Internal dependencies
 */
import type { CartErrorMessage } from '../api/cart-errors';

const Note = styled.p< { $tone: CartErrorMessage[ 'variant' ] } >`
	flex-basis: 100%;
	margin: 0;
	color: ${ ( { $tone } ) =>
		$tone === 'destructive'
			? 'var( --pp-color-destructive )'
			: 'var( --pp-color-foreground )' };
	font-size: 0.9375rem;
	line-height: 1.4;

	strong {
		font-weight: 600;
	}
`;

export interface CartWriteNoteProps {
	/** The failure to tell (from `useCartActions().errors.get( key )`), if any. */
	message: CartErrorMessage | undefined;
	/** The id the control's `aria-describedby` names. */
	id: string;
	className?: string;
}

export function CartWriteNote( {
	message,
	id,
	className,
}: CartWriteNoteProps ) {
	if ( ! message ) {
		return null;
	}
	return (
		<Note
			id={ id }
			role="alert"
			className={ className }
			$tone={ message.variant }
			data-testid="cart-write-note"
			data-code={ message.code }
		>
			<strong>{ message.title }</strong> { message.description }
		</Note>
	);
}

/**
 * The id of the note for a cart key, usable in HTML (keys are hex or
 * `product-{id}`, but keep it safe whatever a caller passes).
 *
 * @param key The cart action key (`product-{id}`, a line key, a batch key).
 */
export function cartWriteNoteId( key: string ): string {
	return `pp-cart-note-${ key.replace( /[^A-Za-z0-9_-]/g, '_' ) }`;
}

export interface GoneLineNotesProps {
	/** The failures of a cart list's writes, by line key. */
	errors: ReadonlyMap< string, CartErrorMessage >;
	/** The lines the cart holds now. */
	items: readonly { key: string }[];
}

/**
 * The failures of lines that are no longer in the cart (a change to a line
 * removed elsewhere answers 409 with a cart without it): their row, and the
 * note beside it, are gone, so the list says it above its lines instead.
 *
 * @param props        Props.
 * @param props.errors Failures by key.
 * @param props.items  Current lines.
 */
export function GoneLineNotes( { errors, items }: GoneLineNotesProps ) {
	const present = new Set( items.map( ( item ) => item.key ) );
	const gone = [ ...errors ].filter(
		( [ key ] ) => ! present.has( key ) && ! key.startsWith( 'product-' )
	);
	return (
		<>
			{ gone.map( ( [ key, message ] ) => (
				<CartWriteNote
					key={ key }
					message={ message }
					id={ cartWriteNoteId( key ) }
				/>
			) ) }
		</>
	);
}
