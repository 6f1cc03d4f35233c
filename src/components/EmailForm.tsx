/**
 * The e-mail address a free download needs: the labelled address, the
 * submit button and any other buttons (`children`) on one row.
 */

/**
 * External dependencies
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from './Button';
import { Row } from './PageLayout';

export interface EmailFormProps extends ComponentPropsWithoutRef< 'form' > {
	inputId: string;
	email: string;
	onEmailChange: ( email: string ) => void;
	submitLabel: ReactNode;
	/** Disables the submit button. */
	busy?: boolean;
}

export function EmailForm( {
	inputId,
	email,
	onEmailChange,
	submitLabel,
	busy,
	children,
	...props
}: EmailFormProps ) {
	return (
		<form { ...props }>
			<label htmlFor={ inputId }>
				{ __(
					'Email address (required for free downloads)',
					'playpal'
				) }
			</label>
			<Row>
				<input
					id={ inputId }
					type="email"
					required
					value={ email }
					onChange={ ( event ) =>
						onEmailChange( event.target.value )
					}
				/>
				<Button type="submit" size="sm" disabled={ busy }>
					{ submitLabel }
				</Button>
				{ children }
			</Row>
		</form>
	);
}
