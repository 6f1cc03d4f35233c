/**
 * The form that adds a child, or edits one: a nickname, an avatar from the
 * fixed set, an optional age band and the daily budgets (empty = unlimited).
 * It asks for nothing more, on purpose (docs/FAMILY.md). Editing opens with
 * the focus on its heading (so a screen reader says where it is) and Escape
 * or "Cancel" closes it.
 *
 * When the parent's consent is needed (none yet, or to an older text) the
 * form shows the consent text with an unticked "I agree" box: the form is
 * not sent until it is ticked (said in words, the focus on the box), and
 * then carries the version agreed to. While `locked` (parent mode ended
 * under it) the form keeps what was typed and waits for the PIN.
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
import {
	Button,
	CheckField,
	Field,
	Fields,
	Muted,
	Notice,
} from '../../../components';
import { avatarPicture } from '../../../lib/family-avatars';
import type { Child, ChildFields } from '../types';
import { avatarName } from './Avatar';
import { Form as PinFormLayout } from './PinForm';

const Form = styled( PinFormLayout )`
	p {
		margin: 0;
	}
`;

const ConsentBox = styled.fieldset`
	display: grid;
	gap: 0.75rem;
	margin: 0;
	padding: 1rem 1.25rem;
	border: 1px solid var( --pp-color-border );
	border-radius: var( --pp-radius );
	background: var( --pp-color-muted );
	color: var( --pp-color-foreground );

	legend {
		padding: 0 0.25rem;
		font-family: var( --pp-font-heading );
		font-weight: 600;
	}
`;

const Actions = styled.p`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.5rem;
`;

/** The fields a new child needs; a change sends only what differs. */
export type ChildFormFields = ChildFields & {
	nickname: string;
	avatar: string;
};

export interface ChildFormProps {
	avatars: string[];
	ageBands: string[];
	/** Whether a request is on its way (the button waits). */
	busy: boolean;
	/**
	 * Sends the form (with the consent version agreed to, when consent was
	 * asked); resolves to whether it was saved (a new child's form then empties).
	 */
	onSubmit: (
		fields: ChildFormFields,
		consentVersion?: string
	) => Promise< boolean >;
	/** The child being edited; without one the form adds a child. */
	initial?: Child;
	/** Closes the form without saving (editing only). */
	onCancel?: () => void;
	/** The consent to agree to first, when the server needs it. */
	consent?: { text: string; version: string } | null;
	/** Parent mode ended: the values stay, the form cannot be sent. */
	locked?: boolean;
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
		<Field>
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
		</Field>
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
	consent = null,
	locked = false,
}: ChildFormProps ) {
	const id = useId();
	const heading = useRef< HTMLHeadingElement >( null );
	const form = useRef< HTMLFormElement >( null );
	const agreeBox = useRef< HTMLInputElement >( null );
	const [ agreed, setAgreed ] = useState( false );
	const [ refused, setRefused ] = useState( false );
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

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( consent && ! agreed ) {
			setRefused( true );
			agreeBox.current?.focus();
			return;
		}
		setRefused( false );
		const saved = await onSubmit(
			{
				nickname: nickname.trim(),
				avatar,
				ageBand: '' === ageBand ? null : ageBand,
				weekdayMinutes: minutes( weekday ),
				weekendMinutes: minutes( weekend ),
			},
			consent ? consent.version : undefined
		);
		if ( saved && ! editing ) {
			setNickname( '' );
			setAvatar( avatars[ 0 ] ?? '' );
			setAgeBand( '' );
			setWeekday( '' );
			setWeekend( '' );
			setAgreed( false );
		}
	};

	return (
		<Form
			ref={ form }
			onSubmit={ ( event ) => void submit( event ) }
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
				<Field>
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
				</Field>
				<Field>
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
								{ `${ avatarPicture( option ) } ${ avatarName(
									option
								) }` }
							</option>
						) ) }
					</select>
				</Field>
				<Field>
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
				</Field>
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
			{ consent && (
				<ConsentBox>
					<legend>{ __( 'Your consent', 'playpal' ) }</legend>
					<p id={ `${ id }-consent` }>{ consent.text }</p>
					<CheckField>
						<input
							ref={ agreeBox }
							id={ `${ id }-agree` }
							type="checkbox"
							checked={ agreed }
							aria-describedby={
								refused
									? `${ id }-consent ${ id }-refused`
									: `${ id }-consent`
							}
							aria-invalid={ refused || undefined }
							onChange={ ( event ) => {
								setAgreed( event.target.checked );
								if ( event.target.checked ) {
									setRefused( false );
								}
							} }
						/>
						<label htmlFor={ `${ id }-agree` }>
							{ __( 'I agree', 'playpal' ) }
						</label>
					</CheckField>
					{ refused && (
						<Notice
							$tone="warning"
							role="alert"
							id={ `${ id }-refused` }
						>
							<p>
								{ __(
									'Please read the consent text and tick “I agree” first.',
									'playpal'
								) }
							</p>
						</Notice>
					) }
				</ConsentBox>
			) }
			<Actions>
				<Button type="submit" disabled={ busy || locked }>
					{ editing
						? __( 'Save changes', 'playpal' )
						: __( 'Add child', 'playpal' ) }
				</Button>
				{ onCancel && (
					<Button
						type="button"
						variant="outline"
						onClick={ onCancel }
					>
						{ __( 'Cancel', 'playpal' ) }
					</Button>
				) }
				{ locked && (
					<Muted as="span">
						{ __( 'Unlock with your PIN to save.', 'playpal' ) }
					</Muted>
				) }
			</Actions>
		</Form>
	);
}
