/**
 * Four tiles: total Appadoos, active users, total usage, "100% Protected"
 * (SPEC §2), computed from the Appadoos on screen.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FigureTiles } from '../../../components';
import { formatUsage, portalStats } from '../utils/portal-stats';
import { usePortal } from './portal-context';

export function StatTiles() {
	const { data } = usePortal();
	const list = data.appadoos.list;
	const stats = list ? portalStats( list ) : null;
	const pending = __( '…', 'playpal' );

	return (
		<section
			aria-label={ __( 'Portal statistics', 'playpal' ) }
			aria-busy={ stats ? undefined : true }
		>
			<FigureTiles>
				<div>
					<dt>{ __( 'Total Appadoos', 'playpal' ) }</dt>
					<dd>{ stats ? stats.totalAppadoos : pending }</dd>
				</div>
				<div>
					<dt>{ __( 'Active users', 'playpal' ) }</dt>
					<dd>{ stats ? stats.activeUsers : pending }</dd>
				</div>
				<div>
					<dt>{ __( 'Total usage', 'playpal' ) }</dt>
					<dd>
						{ stats ? formatUsage( stats.totalUsage ) : pending }
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
