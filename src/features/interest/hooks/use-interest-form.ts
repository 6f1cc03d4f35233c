/**
 * The state of a sign-up form: idle, submitting, success, already on the
 * list, or an error sentence (SPEC §4). Each submission is recorded as an
 * analytics event with its outcome. One submission at a time.
 */

/**
 * External dependencies
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Internal dependencies
 */
import { trackEvent } from '../../../lib/analytics';
import {
	InterestError,
	submitInterest,
	genericErrorMessage,
} from '../api/submit-interest';
import type {
	InterestFormState,
	InterestKind,
	InterestPayload,
} from '../types';

export type InterestFormValues = Omit< InterestPayload, 'kind' | 'sourcePage' >;

export function useInterestForm( kind: InterestKind ) {
	const [ state, setState ] = useState< InterestFormState >( {
		status: 'idle',
	} );
	const mounted = useRef( true );
	// Set in the same event as the click, not at the next render: a double
	// click submits once (state read at render time would let both through).
	const submitting = useRef( false );
	useEffect( () => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, [] );

	const submit = useCallback(
		async ( values: InterestFormValues ) => {
			if ( submitting.current ) {
				return;
			}
			submitting.current = true;
			setState( { status: 'submitting' } );
			let next: InterestFormState;
			try {
				const outcome = await submitInterest( {
					...values,
					kind,
					sourcePage:
						typeof window === 'undefined'
							? undefined
							: window.location.pathname,
				} );
				next = { status: outcome };
			} catch ( error ) {
				next = {
					status: 'error',
					message:
						error instanceof InterestError
							? error.message
							: genericErrorMessage(),
				};
			}
			trackEvent( 'interest_submit', { kind, outcome: next.status } );
			submitting.current = false;
			if ( mounted.current ) {
				setState( next );
			}
		},
		[ kind ]
	);

	return { state, submit };
}
