/**
 * Statement and payouts (issue 23 point 4): a month's sales, refunds,
 * commission and closing balance from pp/v1/creator/earnings?month=, the
 * month as a CSV file, what is payable and due, and the payouts the site
 * owner recorded. Every figure is shown in its own currency, one line per
 * currency (a store that changed currency), never summed across them; a
 * balance below zero (a refund after a payout) reads as carried forward.
 */

/**
 * External dependencies
 */
import { useId, useState } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ButtonLink,
	Card,
	FigureTiles,
	LoadState,
	Muted,
	Row,
} from '../../../components';
import { formatLongDate } from '../../../lib/format';
import { statementCsvUrl, useStatement } from '../api/dashboard';
import { formatMoneyOf } from '../../../lib/money';
import { formatMonth } from '../months';
import { Field } from './layout';

export interface StatementSectionProps {
	/** The months to offer, oldest first (YYYY-MM, the site's calendar). */
	months: string[];
}

/**
 * The last 12 months by the browser's calendar, oldest first: the offer
 * while the dashboard's own months (the site's calendar) are unknown.
 *
 * @param now Today.
 */
export function lastTwelveMonths( now: Date = new Date() ): string[] {
	const months: string[] = [];
	for ( let back = 11; back >= 0; back-- ) {
		const day = new Date( now.getFullYear(), now.getMonth() - back, 1 );
		months.push(
			`${ day.getFullYear() }-${ String( day.getMonth() + 1 ).padStart(
				2,
				'0'
			) }`
		);
	}
	return months;
}

export function StatementSection( { months: given }: StatementSectionProps ) {
	const months = given.length > 0 ? given : lastTwelveMonths();
	const headingId = useId();
	const selectId = useId();
	const payoutsId = useId();
	const [ chosen, setChosen ] = useState< string | null >( null );
	const month = chosen ?? months[ months.length - 1 ] ?? null;
	const earnings = useStatement( month );
	const data = earnings.data;
	const money = formatMoneyOf;

	const body = (
		<LoadState
			inline
			data={ data }
			error={ earnings.error }
			onRetry={ () => void earnings.mutate() }
			loading={ __( 'Loading your statement…', 'playpal' ) }
			failed={ {
				message: __( 'Your statement didn’t load.', 'playpal' ),
			} }
		>
			{ ( { statement, balances, payouts } ) => {
				const several = statement.totals.length > 1;
				return (
					<>
						{ statement.totals.map( ( totals ) => (
							<FigureTiles
								key={ totals.currency }
								aria-label={
									several
										? sprintf(
												/* translators: 1: month, e.g. November 2026, 2: currency code, e.g. USD. */
												__(
													'Statement for %1$s in %2$s',
													'playpal'
												),
												formatMonth( statement.month ),
												totals.currency
											)
										: sprintf(
												/* translators: %s: month, e.g. November 2026. */
												__(
													'Statement for %s',
													'playpal'
												),
												formatMonth( statement.month )
											)
								}
							>
								<div>
									<dt>{ __( 'Sales', 'playpal' ) }</dt>
									<dd>{ money( totals.sales ) }</dd>
								</div>
								<div>
									<dt>{ __( 'Refunds', 'playpal' ) }</dt>
									<dd>{ money( totals.refunds ) }</dd>
								</div>
								<div>
									<dt>{ __( 'Commission', 'playpal' ) }</dt>
									<dd>{ money( totals.commission ) }</dd>
								</div>
								<div>
									<dt>
										{ __(
											'Balance at month end',
											'playpal'
										) }
									</dt>
									<dd>{ money( totals.closing ) }</dd>
								</div>
							</FigureTiles>
						) ) }
						{ statement.entries.length === 0 && (
							<Muted>
								{ __(
									'No sales or refunds this month.',
									'playpal'
								) }
							</Muted>
						) }
						{ balances.map( ( balance ) => (
							<Muted key={ balance.currency }>
								{ sprintf(
									/* translators: 1: amount payable now, 2: amount still in the refund window, 3: amount paid out, 4: amount due. */
									__(
										'Payable: %1$s · in the refund window: %2$s · paid: %3$s · due: %4$s',
										'playpal'
									),
									money( balance.payable ),
									money( balance.pending ),
									money( balance.paid ),
									money( balance.due )
								) }
								{ balance.due.amount < 0 &&
									' ' +
										sprintf(
											/* translators: %s: amount owed back, e.g. $4.00. */
											__(
												'A refund came after a payout: %s is carried forward and comes off your next payout.',
												'playpal'
											),
											money( {
												amount: -balance.due.amount,
												currency: balance.due.currency,
											} )
										) }
							</Muted>
						) ) }
						<h4 id={ payoutsId }>
							{ __( 'Payout history', 'playpal' ) }
						</h4>
						{ payouts.length === 0 ? (
							<Muted>
								{ __( 'No payouts yet.', 'playpal' ) }
							</Muted>
						) : (
							<table aria-labelledby={ payoutsId }>
								<thead>
									<tr>
										<th scope="col">
											{ __( 'Paid on', 'playpal' ) }
										</th>
										<th scope="col">
											{ __( 'Amount', 'playpal' ) }
										</th>
										<th scope="col">
											{ __( 'Reference', 'playpal' ) }
										</th>
									</tr>
								</thead>
								<tbody>
									{ payouts.map( ( payout, index ) => (
										<tr
											key={ `${ payout.paidOn }-${ index }` }
										>
											<td>
												{ formatLongDate(
													payout.paidOn
												) }
											</td>
											<td>{ money( payout.amount ) }</td>
											<td>{ payout.reference || '—' }</td>
										</tr>
									) ) }
								</tbody>
							</table>
						) }
					</>
				);
			} }
		</LoadState>
	);

	return (
		<Card as="section" aria-labelledby={ headingId }>
			<h3 id={ headingId }>
				{ __( 'Statement and payouts', 'playpal' ) }
			</h3>
			<Row>
				<Field>
					<label htmlFor={ selectId }>
						{ __( 'Month', 'playpal' ) }
					</label>
					<select
						id={ selectId }
						value={ month ?? '' }
						onChange={ ( event ) =>
							setChosen( event.target.value )
						}
					>
						{ [ ...months ].reverse().map( ( value ) => (
							<option key={ value } value={ value }>
								{ formatMonth( value ) }
							</option>
						) ) }
					</select>
				</Field>
				{ month && (
					<ButtonLink
						variant="outline"
						href={ statementCsvUrl( month ) }
						download={ `playpal-statement-${ month }.csv` }
					>
						{ sprintf(
							/* translators: %s: month, e.g. November 2026. */
							__( 'Download the %s statement (CSV)', 'playpal' ),
							formatMonth( month )
						) }
					</ButtonLink>
				) }
			</Row>
			<div aria-live="polite">{ body }</div>
		</Card>
	);
}
