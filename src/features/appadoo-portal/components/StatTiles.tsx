/**
 * Four tiles: total Appadoos, active users, total usage, "100% Protected"
 * (SPEC §2), from the same play figures as the Analytics tab
 * (GET pp/v1/appadoos/analytics; a guest's sample Appadoos).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FigureTiles } from '../../../components';
import { formatUsage } from '../utils/portal-stats';
import { usePortal } from './portal-context';

export function StatTiles() {
	const totals = usePortal().data.analytics.data?.totals;
	const pending = __( '…', 'playpal' );

	return (
		<section
			aria-label={ __( 'Portal statistics', 'playpal' ) }
			aria-busy={ totals ? undefined : true }
		>
			<FigureTiles>
				<div>
					<dt>{ __( 'Total Appadoos', 'playpal' ) }</dt>
					<dd>{ totals ? totals.appadoos : pending }</dd>
				</div>
				<div>
					<dt>{ __( 'Active users', 'playpal' ) }</dt>
					<dd>{ totals ? totals.activeUsers : pending }</dd>
				</div>
				<div>
					<dt>{ __( 'Total usage', 'playpal' ) }</dt>
					<dd>
						{ totals ? formatUsage( totals.totalTime ) : pending }
					</dd>
				</div>
				<div>
					<dt>{ __( 'Content safety', 'playpal' ) }</dt>
					<dd>{ __( '100% Protected', 'playpal' ) }</dd>
				</div>
			</FigureTiles>
		</section>
	);
}
