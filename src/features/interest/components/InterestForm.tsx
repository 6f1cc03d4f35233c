/**
 * A sign-up form (SPEC §4, §5): first name, last name and email required,
 * an optional message, and a honeypot field people never see. Its states:
 * idle, "Joining...", success or already on the list, or an error banner.
 */

/**
 * External dependencies
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../components';
import { consentText } from '../consent';
import { useInterestForm } from '../hooks/use-interest-form';
import type { InterestFormValues } from '../hooks/use-interest-form';
import type { InterestKind } from '../types';
import { Banner, Consent, Field, Fields, Form, Honeypot } from './form-styles';

export interface InterestFormProps {
	kind: InterestKind;
	/** The button's idle text, e.g. "Join the Waitlist". */
	submitLabel: string;
	/** Shown once the person is on the list. */
	successMessage: string;
	/** Label of the optional message field; no message field when omitted. */
	messageLabel?: string;
	/** Accessible name of the form. */
	label: string;
}

const EMPTY: InterestFormValues = {
	firstName: '',
	lastName: '',
	email: '',
	message: '',
	hp: '',
};

/** First and last name: the field, its id's suffix, label and autocomplete. */
function nameFields(): Array<
	[ 'firstName' | 'lastName', string, string, string ]
> {
	return [
		[ 'firstName', 'first', __( 'First name', 'playpal' ), 'given-name' ],
		[ 'lastName', 'last', __( 'Last name', 'playpal' ), 'family-name' ],
	];
}

/** The busy label, exactly as the spec writes it: three full stops, not "…". */
function joiningLabel(): string {
	// eslint-disable-next-line @wordpress/i18n-ellipsis
	return __( 'Joining...', 'playpal' );
}

export function alreadyOnTheListMessage(): string {
	return __(
		"You're already on the list! We'll be in touch soon.",
		'playpal'
	);
}

/** Double opt-in: what the form says instead of "you're on the list". */
export function checkYourEmailMessage(): string {
	return __(
		'Almost there! We’ve sent you an email: open the link in it to confirm your sign-up.',
		'playpal'
	);
}

/**
 * @param status  The form's finished state.
 * @param success What this form says for a new sign-up.
 */
function outcomeMessage(
	status: 'success' | 'already' | 'confirm',
	success: string
): string {
	if ( status === 'already' ) {
		return alreadyOnTheListMessage();
	}
	return status === 'confirm' ? checkYourEmailMessage() : success;
}

export function InterestForm( {
	kind,
	submitLabel,
	successMessage,
	messageLabel,
	label,
}: InterestFormProps ) {
	const id = useId();
	const [ values, setValues ] = useState< InterestFormValues >( EMPTY );
	const { state, submit } = useInterestForm( kind );
	const outcomeRef = useRef< HTMLDivElement >( null );
	const done =
		state.status === 'success' ||
		state.status === 'already' ||
		state.status === 'confirm';

	// The form is replaced by the outcome (or gains an error banner): move
	// focus there, so keyboard and screen-reader users hear what happened.
	useEffect( () => {
		if ( done || state.status === 'error' ) {
			outcomeRef.current?.focus();
		}
	}, [ done, state.status ] );

	if ( done ) {
		return (
			<Banner
				$tone="success"
				role="status"
				tabIndex={ -1 }
				ref={ outcomeRef }
			>
				{ outcomeMessage( state.status, successMessage ) }
			</Banner>
		);
	}

	// A field's id, name, value and change handler.
	const field = ( name: keyof InterestFormValues, suffix: string ) => ( {
		id: `${ id }-${ suffix }`,
		name,
		value: values[ name ],
		onChange: ( event: { target: { value: string } } ) =>
			setValues( ( current ) => ( {
				...current,
				[ name ]: event.target.value,
			} ) ),
	} );

	const onSubmit = ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		// The hook drops a submit while one is in flight.
		void submit( values );
	};

	const submitting = state.status === 'submitting';
	return (
		<Form onSubmit={ onSubmit } aria-label={ label }>
			<Fields>
				{ nameFields().map(
					( [ name, suffix, fieldLabel, autoComplete ] ) => (
						<Field key={ name }>
							<label htmlFor={ `${ id }-${ suffix }` }>
								{ fieldLabel }
							</label>
							<input
								{ ...field( name, suffix ) }
								autoComplete={ autoComplete }
								required
								maxLength={ 100 }
							/>
						</Field>
					)
				) }
				<Field $wide>
					<label htmlFor={ `${ id }-email` }>
						{ __( 'Email', 'playpal' ) }
					</label>
					<input
						{ ...field( 'email', 'email' ) }
						type="email"
						autoComplete="email"
						required
						maxLength={ 254 }
					/>
				</Field>
				{ messageLabel && (
					<Field $wide>
						<label htmlFor={ `${ id }-message` }>
							{ messageLabel }
						</label>
						<textarea
							{ ...field( 'message', 'message' ) }
							rows={ 3 }
							maxLength={ 2000 }
						/>
					</Field>
				) }
			</Fields>
			{ /* The honeypot: off-screen, out of the tab order and hidden from screen readers. */ }
			<Honeypot aria-hidden="true">
				<label htmlFor={ `${ id }-hp` }>
					{ __( 'Leave this field empty', 'playpal' ) }
				</label>
				<input
					{ ...field( 'hp', 'hp' ) }
					tabIndex={ -1 }
					autoComplete="off"
				/>
			</Honeypot>
			{ state.status === 'error' && (
				<Banner
					$tone="error"
					role="alert"
					tabIndex={ -1 }
					ref={ outcomeRef }
				>
					{ state.message }
				</Banner>
			) }
			<Consent>{ consentText( kind ) }</Consent>
			<div>
				<Button type="submit" size="lg" disabled={ submitting }>
					{ submitting ? joiningLabel() : submitLabel }
				</Button>
			</div>
		</Form>
	);
}
