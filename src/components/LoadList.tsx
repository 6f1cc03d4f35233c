/**
 * The list form of LoadState, for a tab or a panel that lists things: a
 * band saying the list did not load (with "Try again"), a quiet "Loading…"
 * line announced to screen readers, a quiet sentence when there is nothing
 * yet, or the items as a grid. Every list screen shows its four states the
 * same way, in the same order.
 */

/**
 * External dependencies
 */
import type { ComponentProps, ElementType, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { Grid } from './Grid';
import { LoadFailed } from './LoadFailed';
import { Muted } from './Muted';

export interface LoadListProps< T > extends Omit<
	ComponentProps< typeof Grid >,
	'children'
> {
	/** The items so far: undefined (or null) until they arrive. */
	items: readonly T[] | null | undefined;
	/** Whether the list did not load (shown only while there is nothing to list). */
	failed?: boolean;
	/** Asks again; without it the band offers no button. */
	onRetry?: () => void;
	/** The band's sentence, e.g. "Your downloads didn’t load. Please try again." */
	failedMessage?: string;
	/** What is loading, e.g. "Loading your downloads…". */
	loading: string;
	/** What an empty list says (a sentence, or a sentence with a link). */
	empty: ReactNode;
	/** Whether the empty sentence is announced (role="status"). */
	emptyIsStatus?: boolean;
	/** What holds the items (a `ul`): the kit's Grid unless given. */
	list?: ElementType;
	/** One item, as an `<li>` with its key. */
	children: ( item: T ) => ReactNode;
}

/**
 * Did not load, loading, empty or the grid of items.
 *
 * @param props               Props (others go to the grid, e.g. aria-label).
 * @param props.items         The items so far.
 * @param props.failed        Whether the list did not load.
 * @param props.onRetry       Asks again.
 * @param props.failedMessage The band's sentence.
 * @param props.loading       What is loading.
 * @param props.empty         What an empty list says.
 * @param props.emptyIsStatus Whether the empty sentence is announced.
 * @param props.list          What holds the items.
 * @param props.children      One item.
 */
export function LoadList< T >( {
	items,
	failed = false,
	onRetry,
	failedMessage,
	loading,
	empty,
	emptyIsStatus = false,
	list: List = Grid,
	children,
	...grid
}: LoadListProps< T > ) {
	if ( failed && ! items?.length ) {
		return <LoadFailed message={ failedMessage } onRetry={ onRetry } />;
	}
	if ( ! items ) {
		return <Muted role="status">{ loading }</Muted>;
	}
	if ( items.length === 0 ) {
		return (
			<Muted role={ emptyIsStatus ? 'status' : undefined }>
				{ empty }
			</Muted>
		);
	}
	return <List { ...grid }>{ items.map( children ) }</List>;
}
