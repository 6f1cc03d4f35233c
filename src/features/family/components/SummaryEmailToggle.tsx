/**
 * The parent's choice of a weekly play summary by e-mail (off until turned
 * on; PUT /family/summary-email). The box changes only once the server has
 * stored the choice; what happened is announced either way.
 */

/**
 * External dependencies
 */
import { useId, useState } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CheckField, Muted } from '../../../components';
import { setSummaryEmail, useSummaryEmail } from '../api/family-api';

export interface SummaryEmailToggleProps {
	/** Reports a failure in the tab's own alert. */
	onError: ( error: unknown ) => void;
	/** Announces a saved choice. */
	onSaved: ( message: string ) => void;
}

export function SummaryEmailToggle( {
	onError,
	onSaved,
}: SummaryEmailToggleProps ) {
	const id = useId();
	const { data, error, mutate } = useSummaryEmail();
	const [ saving, setSaving ] = useState( false );

	const change = async ( weekly: boolean ) => {
		setSaving( true );
		try {
			await mutate( await setSummaryEmail( weekly ), {
				revalidate: false,
			} );
			onSaved(
				weekly
					? __( 'The weekly summary e-mail is on.', 'playpal' )
					: __( 'The weekly summary e-mail is off.', 'playpal' )
			);
		} catch ( failure ) {
			onError( failure );
		} finally {
			setSaving( false );
		}
	};

	return (
		<section aria-labelledby={ `${ id }-title` }>
			<h3 id={ `${ id }-title` }>
				{ __( 'Weekly summary', 'playpal' ) }
			</h3>
			{ error && undefined === data ? (
				<Muted>
					{ __(
						'Your e-mail choice did not load. Reload the page to try again.',
						'playpal'
					) }
				</Muted>
			) : (
				<div>
					<CheckField>
						<input
							id={ `${ id }-weekly` }
							type="checkbox"
							checked={ data?.weekly ?? false }
							disabled={ undefined === data || saving }
							aria-describedby={ `${ id }-help` }
							onChange={ ( event ) =>
								void change( event.target.checked )
							}
						/>
						<label htmlFor={ `${ id }-weekly` }>
							{ __(
								'E-mail me a weekly summary of my children’s play',
								'playpal'
							) }
						</label>
					</CheckField>
					<Muted id={ `${ id }-help` }>
						{ __(
							'Sent once a week to your account’s e-mail address: minutes played and Appadoos played, nothing else.',
							'playpal'
						) }
					</Muted>
				</div>
			) }
		</section>
	);
}
