/**
 * A part of the tab that did not load: a short, kind sentence and a retry.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../components';
import { Panel } from './layout';

export interface LoadFailedProps {
	label: string;
	message: string;
	retry: () => void;
}

export function LoadFailed( { label, message, retry }: LoadFailedProps ) {
	return (
		<Panel aria-label={ label }>
			<p role="alert">{ message }</p>
			<div>
				<Button size="sm" variant="outline" onClick={ retry }>
					{ __( 'Try again', 'playpal' ) }
				</Button>
			</div>
		</Panel>
	);
}
