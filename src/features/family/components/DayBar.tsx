/**
 * A child's day: the minutes played today as a bar against the day's
 * budget (the budget plus any extra time granted), with the figures in
 * words beside it — "12 of 60 minutes today", or "12 minutes today, no
 * limit" when the day has no budget (then there is no bar: nothing to
 * measure against). The bar is a `meter` (value, minimum, maximum and the
 * same words as its value text); at or past the budget it turns to the
 * warning colour, and the words say so too.
 */

/**
 * External dependencies
 */
import { useId } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Muted } from '../../../components';
import type { ChildToday } from '../types';

const Track = styled.div`
	box-sizing: border-box;
	height: 0.75rem;
	border: 1px solid var( --pp-color-border );
	border-radius: 999px;
	background: var( --pp-color-muted );
	overflow: hidden;
`;

const Fill = styled.div< { $share: number; $spent: boolean } >`
	width: ${ ( { $share } ) => `${ $share }%` };
	height: 100%;
	background: ${ ( { $spent } ) =>
		$spent
			? 'var( --pp-color-destructive )'
			: 'var( --pp-color-primary )' };
`;

const Day = styled.div`
	display: grid;
	gap: 0.375rem;
`;

/**
 * Today's figures: minutes played, and the day's limit in minutes (null: none).
 *
 * @param today The child's day.
 */
export function dayFigures( today: ChildToday ): {
	played: number;
	limit: number | null;
} {
	return {
		played: Math.floor( today.playedSeconds / 60 ),
		limit:
			null === today.budgetMinutes
				? null
				: today.budgetMinutes + Math.floor( today.extraSeconds / 60 ),
	};
}

/**
 * Today's figures in words.
 *
 * @param today The child's day.
 */
export function dayText( today: ChildToday ): string {
	const { played, limit } = dayFigures( today );
	if ( null === limit ) {
		return sprintf(
			/* translators: %d: minutes played today. */
			_n(
				'%d minute today, no limit',
				'%d minutes today, no limit',
				played,
				'playpal'
			),
			played
		);
	}
	return sprintf(
		/* translators: 1: minutes played today, 2: minutes allowed today. */
		_n(
			'%1$d of %2$d minute today',
			'%1$d of %2$d minutes today',
			limit,
			'playpal'
		),
		played,
		limit
	);
}

export interface DayBarProps {
	today: ChildToday;
	/** Whose day it is (names the bar). */
	nickname: string;
}

export function DayBar( { today, nickname }: DayBarProps ) {
	const id = useId();
	const { played, limit } = dayFigures( today );
	const text = dayText( today );
	if ( null === limit ) {
		return (
			<Day>
				<Muted>{ text }</Muted>
			</Day>
		);
	}
	const shown = Math.min( played, limit );
	const share = 0 === limit ? 100 : Math.round( ( shown / limit ) * 100 );
	const spent = played >= limit;
	return (
		<Day>
			<Track
				role="meter"
				aria-label={ sprintf(
					/* translators: %s: child's nickname. */
					__( '%s’s play time today', 'playpal' ),
					nickname
				) }
				aria-valuemin={ 0 }
				aria-valuemax={ limit }
				aria-valuenow={ shown }
				aria-valuetext={ text }
				aria-describedby={ `${ id }-text` }
			>
				<Fill $share={ share } $spent={ spent } />
			</Track>
			<Muted id={ `${ id }-text` }>
				{ text }
				{ spent && <> { __( '(time is up)', 'playpal' ) }</> }
			</Muted>
		</Day>
	);
}
