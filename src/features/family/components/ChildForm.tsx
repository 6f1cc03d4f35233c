/**
 * The form that adds a child, or edits one: a nickname, an avatar from the
 * fixed set, an optional age band and the daily budgets (empty = unlimited).
 * It asks for nothing more, on purpose (docs/FAMILY.md). Editing opens with
 * the focus on its heading (so a screen reader says where it is) and Escape
 * or "Cancel" closes it.
 */

/**
 * External dependencies
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../components';
import type { Child, ChildFields } from '../types';

const Fields = styled.div`
	display: grid;
	gap: 0.75rem;
	grid-template-columns: repeat( auto-fit, minmax( 12rem, 1fr ) );
	margin-block-end: 1rem;

	div {
		display: grid;
		gap: 0.25rem;
	}

	label {
		font-family: var( --pp-font-body );
		color: var( --pp-color-foreground );
	}

	input,
	select {
		padding: 0.5rem;
		border: 1px solid var( --pp-color-border );
		border-radius: var( --pp-radius );
		background: var( --pp-color-background );
		color: var( --pp-color-foreground );
	}
`;

export interface ChildFormProps {
	avatars: string[];
	ageBands: string[];
	/** Whether a request is on its way (the button waits). */
	busy: boolean;
	onSubmit: (
		fields: ChildFields & { nickname: string; avatar: string }
	) => void;
	/** The child being edited; without one the form adds a child. */
	initial?: Child;
	/** Closes the form without saving (editing only). */
	onCancel?: () => void;
}

/**
 * One day-kind's budget in minutes: a labelled number field, empty for unlimited.
 *
 * @param props          Field.
 * @param props.id       Input id.
 * @param props.label    Visible label.
 * @param props.value    Typed text.
 * @param props.onChange Receives the typed text.
 */
function MinutesField( {
	id,
	label,
	value,
	onChange,
}: {
	id: string;
	label: string;
	value: string;
	onChange: ( value: string ) => void;
} ) {
	return (
		<div>
			<label htmlFor={ id }>{ label }</label>
			<input
				id={ id }
				type="number"
				min={ 0 }
				max={ 1440 }
				step={ 1 }
				inputMode="numeric"
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</div>
	);
}

/**
 * Whole minutes from an input, or null when left empty (unlimited).
 *
 * @param value The input's text.
 */
function minutes( value: string ): number | null {
	return '' === value.trim() ? null : Number.parseInt( value, 10 );
}

/**
 * A budget as the field shows it: empty for unlimited.
 *
 * @param value Minutes, or null.
 */
function shown( value: number | null | undefined ): string {
	return null === value || undefined === value ? '' : String( value );
}

export function ChildForm( {
	avatars,
	ageBands,
	busy,
	onSubmit,
	initial,
	onCancel,
}: ChildFormProps ) {
	const id = useId();
	const heading = useRef< HTMLHeadingElement >( null );
	const form = useRef< HTMLFormElement >( null );
	const [ nickname, setNickname ] = useState( initial?.nickname ?? '' );
	const [ avatar, setAvatar ] = useState(
		initial?.avatar ?? avatars[ 0 ] ?? ''
	);
	const [ ageBand, setAgeBand ] = useState( initial?.ageBand ?? '' );
	const [ weekday, setWeekday ] = useState(
		shown( initial?.weekdayMinutes )
	);
	const [ weekend, setWeekend ] = useState(
		shown( initial?.weekendMinutes )
	);
	const editing = undefined !== initial;

	useEffect( () => {
		if ( editing ) {
			heading.current?.focus();
		}
	}, [ editing ] );

	// Escape anywhere in the form closes it (a native listener: the form is no widget of its own).
	useEffect( () => {
		const element = form.current;
		if ( ! element || ! onCancel ) {
			return undefined;
		}
		const escape = ( event: KeyboardEvent ) => {
			if ( 'Escape' === event.key ) {
				event.preventDefault();
				onCancel();
			}
		};
		element.addEventListener( 'keydown', escape );
		return () => element.removeEventListener( 'keydown', escape );
	}, [ onCancel ] );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		onSubmit( {
			nickname: nickname.trim(),
			avatar,
			ageBand: '' === ageBand ? null : ageBand,
			weekdayMinutes: minutes( weekday ),
			weekendMinutes: minutes( weekend ),
		} );
	};

	return (
		<form
			ref={ form }
			onSubmit={ submit }
			aria-labelledby={ `${ id }-title` }
		>
			<h3 id={ `${ id }-title` } ref={ heading } tabIndex={ -1 }>
				{ editing
					? sprintf(
							/* translators: %s: child's nickname. */
							__( 'Edit %s', 'playpal' ),
							initial.nickname
						)
					: __( 'Add a child', 'playpal' ) }
			</h3>
			<Fields>
				<div>
					<label htmlFor={ `${ id }-nickname` }>
						{ __( 'Nickname', 'playpal' ) }
					</label>
					<input
						id={ `${ id }-nickname` }
						value={ nickname }
						onChange={ ( event ) =>
							setNickname( event.target.value )
						}
						required
						maxLength={ 30 }
						autoComplete="off"
					/>
				</div>
				<div>
					<label htmlFor={ `${ id }-avatar` }>
						{ __( 'Avatar', 'playpal' ) }
					</label>
					<select
						id={ `${ id }-avatar` }
						value={ avatar }
						onChange={ ( event ) =>
							setAvatar( event.target.value )
						}
					>
						{ avatars.map( ( option ) => (
							<option key={ option } value={ option }>
								{ option }
							</option>
						) ) }
					</select>
				</div>
				<div>
					<label htmlFor={ `${ id }-age` }>
						{ __( 'Age band (optional)', 'playpal' ) }
					</label>
					<select
						id={ `${ id }-age` }
						value={ ageBand }
						onChange={ ( event ) =>
							setAgeBand( event.target.value )
						}
					>
						<option value="">{ __( 'None', 'playpal' ) }</option>
						{ ageBands.map( ( option ) => (
							<option key={ option } value={ option }>
								{ option }
							</option>
						) ) }
					</select>
				</div>
				<MinutesField
					id={ `${ id }-weekday` }
					label={ __(
						'Minutes a day, Monday to Friday (empty: unlimited)',
						'playpal'
					) }
					value={ weekday }
					onChange={ setWeekday }
				/>
				<MinutesField
					id={ `${ id }-weekend` }
					label={ __(
						'Minutes a day, Saturday and Sunday (empty: unlimited)',
						'playpal'
					) }
					value={ weekend }
					onChange={ setWeekend }
				/>
			</Fields>
			<Button type="submit" disabled={ busy }>
				{ editing
					? __( 'Save changes', 'playpal' )
					: __( 'Add child', 'playpal' ) }
			</Button>
			{ onCancel && (
				<>
					{ ' ' }
					<Button
						type="button"
						variant="outline"
						onClick={ onCancel }
					>
						{ __( 'Cancel', 'playpal' ) }
					</Button>
				</>
			) }
		</form>
	);
}
