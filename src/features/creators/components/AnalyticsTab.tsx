/**
 * The Analytics tab (flag `creator_analytics`): earnings by month over the
 * last 12 months and downloads by creation, from pp/v1/creator/dashboard,
 * each as a plain SVG chart with its table. Earnings in several currencies
 * (a store that changed currency) get one chart per currency: amounts in
 * different currencies are never added or drawn on one axis.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Card, LoadState, Muted } from '../../../components';
import type { DashboardResponse } from '../dashboard-types';
import { amountIn, formatMoneyOf, sumByCurrency } from '../../../lib/money';
import { formatMonth, formatMonthName } from '../months';
import { BarChart } from './BarChart';

export interface AnalyticsTabProps {
	data: DashboardResponse | undefined;
	failed: boolean;
	retry: () => void;
}

export function AnalyticsTab( { data, failed, retry }: AnalyticsTabProps ) {
	return (
		<LoadState
			inline
			data={ data }
			error={ failed }
			onRetry={ retry }
			loading={ __( 'Loading your analytics…', 'playpal' ) }
			failed={ {
				message: __( 'Your analytics didn’t load.', 'playpal' ),
			} }
		>
			{ ( loaded ) => <Analytics data={ loaded } /> }
		</LoadState>
	);
}

function Analytics( { data }: { data: DashboardResponse } ) {
	const months = data.earningsByMonth;
	const totals = sumByCurrency(
		...months.map( ( month ) => month.earnings )
	);
	const charted = totals.filter( ( total ) =>
		months.some( ( month ) => amountIn( month.earnings, total.currency ) )
	);
	const downloads = data.downloadsByCreation;
	const totalDownloads = downloads.reduce(
		( sum, row ) => sum + row.downloads,
		0
	);

	return (
		<>
			<Card>
				{ charted.length === 0 ? (
					<>
						<h3>{ __( 'Earnings by month', 'playpal' ) }</h3>
						<Muted>
							{ __(
								'No earnings in the last 12 months yet. Each sale of your creations shows here.',
								'playpal'
							) }
						</Muted>
					</>
				) : (
					charted.map( ( total ) => {
						const amount = ( month: ( typeof months )[ number ] ) =>
							amountIn( month.earnings, total.currency );
						const best = months.reduce<
							( typeof months )[ number ] | null
						>(
							( top, month ) =>
								amount( month ) > 0 &&
								( ! top || amount( month ) > amount( top ) )
									? month
									: top,
							null
						);
						return (
							<BarChart
								key={ total.currency }
								title={
									charted.length > 1
										? sprintf(
												/* translators: %s: currency code, e.g. USD. */
												__(
													'Earnings by month (%s)',
													'playpal'
												),
												total.currency
											)
										: __( 'Earnings by month', 'playpal' )
								}
								summary={ sprintf(
									/* translators: 1: total earnings, 2: best month, e.g. March 2026, 3: its earnings. */
									__(
										'%1$s earned in the last 12 months; the best month was %2$s with %3$s.',
										'playpal'
									),
									formatMoneyOf( total ),
									best ? formatMonth( best.month ) : '—',
									best
										? formatMoneyOf( {
												amount: amount( best ),
												currency: total.currency,
											} )
										: '—'
								) }
								labelHeading={ __( 'Month', 'playpal' ) }
								valueHeading={ __( 'Earnings', 'playpal' ) }
								bars={ months.map( ( month ) => ( {
									key: month.month,
									label: formatMonthName( month.month ),
									fullLabel: formatMonth( month.month ),
									value: amount( month ),
									display: formatMoneyOf( {
										amount: amount( month ),
										currency: total.currency,
									} ),
								} ) ) }
							/>
						);
					} )
				) }
			</Card>
			<Card>
				{ totalDownloads === 0 ? (
					<>
						<h3>{ __( 'Downloads by creation', 'playpal' ) }</h3>
						<Muted>
							{ __(
								'No downloads yet. When families download your creations, they show here.',
								'playpal'
							) }
						</Muted>
					</>
				) : (
					<BarChart
						orientation="rows"
						title={ __( 'Downloads by creation', 'playpal' ) }
						summary={ sprintf(
							/* translators: 1: number of downloads, 2: title of the most downloaded creation. */
							_n(
								'%1$d download in all; the most downloaded creation is %2$s.',
								'%1$d downloads in all; the most downloaded creation is %2$s.',
								totalDownloads,
								'playpal'
							),
							totalDownloads,
							downloads[ 0 ]?.title ?? ''
						) }
						labelHeading={ __( 'Creation', 'playpal' ) }
						valueHeading={ __( 'Downloads', 'playpal' ) }
						bars={ downloads.map( ( row ) => ( {
							key: String( row.id ),
							label: row.title,
							value: row.downloads,
							display: String( row.downloads ),
						} ) ) }
					/>
				) }
			</Card>
		</>
	);
}
