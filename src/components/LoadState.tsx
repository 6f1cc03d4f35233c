/**
 * The four states of a screen's data, in one place: loading, did not load
 * (with "Try again"), empty, and the content itself. A screen hands over what
 * its data hook returned and says what each state shows; the order of the
 * checks is the same everywhere (data that arrived wins over an error of a
 * later revalidation, so a screen never swaps its content for an error).
 */

/**
 * External dependencies
 */
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { LoadFailed } from './LoadFailed';
import { Muted } from './Muted';
import { MessageBox } from './Notice';

export interface LoadingProps {
	/** What is loading, e.g. "Loading play kits…" (announced politely). */
	label: string;
}

/**
 * A centred "Loading…" message, announced to screen readers.
 *
 * @param props       Props.
 * @param props.label What is loading.
 */
export function Loading( { label }: LoadingProps ) {
	return (
		<MessageBox role="status" aria-busy="true">
			<p>{ label }</p>
		</MessageBox>
	);
}

export interface EmptyProps extends HTMLAttributes< HTMLDivElement > {
	/** Heading, e.g. "More Magic Coming Soon". */
	title?: string;
	/** Explanation. */
	message?: string;
	/** Anything after the sentence: a link onwards, usually. */
	children?: ReactNode;
}

/**
 * A centred "nothing here yet" message.
 *
 * @param props          Props (others go to the box, e.g. data-testid).
 * @param props.title    Heading.
 * @param props.message  Explanation.
 * @param props.children What follows the sentence.
 */
export function Empty( { title, message, children, ...rest }: EmptyProps ) {
	return (
		<MessageBox { ...rest }>
			{ title && <h2>{ title }</h2> }
			{ message && <p>{ message }</p> }
			{ children }
		</MessageBox>
	);
}

export interface LoadStateProps< T > {
	/** The data so far: undefined until it arrives. */
	data: T | undefined;
	/** The last error of the request, if any. */
	error: unknown;
	/** Asks again (usually SWR's `mutate`). */
	onRetry: () => void;
	/**
	 * While loading: a sentence (shown as `Loading`) or a placeholder of the
	 * screen's own (which must carry its own role="status").
	 */
	loading: string | ReactNode;
	/**
	 * What did not load (the heading; none when `inline`) and the sentence
	 * under it: by default "Something got in the way. Please check your
	 * connection and try again."; null for none.
	 */
	failed: { title?: string; message?: string | null };
	/**
	 * A part of a screen rather than the whole of it: a quiet "Loading…"
	 * line and a band (not a centred box) when it did not load.
	 */
	inline?: boolean;
	/** Whether the data holds nothing to show; then `empty` is shown. */
	isEmpty?: ( data: T ) => boolean;
	/** What an empty answer shows (usually an `Empty`). */
	empty?: ReactNode;
	/** The content, from the data. */
	children: ( data: T ) => ReactNode;
}

/**
 * Loading, did not load, empty or content, for one request's data.
 *
 * @param props          Props (see LoadStateProps).
 * @param props.data     The data so far.
 * @param props.error    The request's last error.
 * @param props.onRetry  Asks again.
 * @param props.loading  What shows while loading.
 * @param props.failed   What did not load.
 * @param props.isEmpty  Whether the data holds nothing.
 * @param props.empty    What an empty answer shows.
 * @param props.inline   A part of a screen, not the whole.
 * @param props.children The content, from the data.
 */
export function LoadState< T >( {
	data,
	error,
	onRetry,
	loading,
	failed,
	isEmpty,
	empty = null,
	inline = false,
	children,
}: LoadStateProps< T > ) {
	if ( data === undefined ) {
		if ( error ) {
			return (
				<LoadFailed
					title={ failed.title }
					message={
						failed.message === undefined
							? __(
									'Something got in the way. Please check your connection and try again.',
									'playpal'
								)
							: ( failed.message ?? undefined )
					}
					onRetry={ onRetry }
				/>
			);
		}
		if ( typeof loading !== 'string' ) {
			return <>{ loading }</>;
		}
		return inline ? (
			<Muted role="status">{ loading }</Muted>
		) : (
			<Loading label={ loading } />
		);
	}
	if ( isEmpty?.( data ) ) {
		return <>{ empty }</>;
	}
	return <>{ children( data ) }</>;
}
