/**
 * Four tiles: total Appadoos, active users, total usage, "100% Protected"
 * (SPEC §2), computed from the Appadoos on screen.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatUsage, portalStats } from '../utils/portal-stats';
import { usePortal } from './portal-context';

const Tiles = styled.dl`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 12rem, 1fr ) );
	gap: 1rem;
	margin: 0 0 2rem;

	> div {
		display: flex;
		flex-direction: column-reverse;
		/* Figures and labels at the top of tiles stretched by a taller neighbour. */
		justify-content: flex-end;
		gap: 0.25rem;
		padding: 1.25rem;
		border: 1px solid var( --pp-color-border );
		border-radius: calc( var( --pp-radius ) * 1.5 );
		background: var( --pp-color-card );
		color: var( --pp-color-card-foreground );
	}

	dt {
		color: var( --pp-color-muted-foreground );
		font-size: 0.875rem;
	}

	dd {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.75rem;
		font-weight: 700;
	}
`;

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
			<Tiles>
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
			</Tiles>
		</section>
	);
}
