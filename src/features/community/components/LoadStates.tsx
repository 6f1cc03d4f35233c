/**
 * What a community screen shows before its data arrives, when it fails, or
 * when there is nothing: never a spinner forever.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../components';
import { Notice } from './layout';

/**
 * @param props       Props.
 * @param props.label What is loading, e.g. "Loading community love...".
 */
export function Loading( { label }: { label: string } ) {
	return (
		<Notice role="status" aria-live="polite">
			<p>{ label }</p>
		</Notice>
	);
}

/**
 * @param props         Props.
 * @param props.title   What did not load.
 * @param props.onRetry Asks again.
 */
export function LoadError( {
	title,
	onRetry,
}: {
	title: string;
	onRetry: () => void;
} ) {
	return (
		<Notice role="alert">
			<h2>{ title }</h2>
			<p>
				{ __(
					'Something got in the way. Please check your connection and try again.',
					'playpal'
				) }
			</p>
			<Button onClick={ onRetry }>
				{ __( 'Try again', 'playpal' ) }
			</Button>
		</Notice>
	);
}

/**
 * @param props         Props.
 * @param props.title   Heading.
 * @param props.message Explanation.
 */
export function Empty( {
	title,
	message,
}: {
	title: string;
	message: string;
} ) {
	return (
		<Notice>
			<h2>{ title }</h2>
			<p>{ message }</p>
		</Notice>
	);
}
