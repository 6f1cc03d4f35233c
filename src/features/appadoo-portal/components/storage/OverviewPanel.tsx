/**
 * Storage overview: each provider's quota as a bar, and the totals.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Badge, Card, Grid, Row } from '../../../../components';
import type { Provider, StorageAppadoo } from '../../types';
import { Facts, Meter, Section } from '../layout';
import { formatBytes, quotaToBytes } from '../../../../lib/format';

export interface OverviewPanelProps {
	providers: Provider[];
	appadoos: StorageAppadoo[];
}

export function QuotaBar( { provider }: { provider: Provider } ) {
	const used = quotaToBytes( provider.quota.used, provider.quota.unit );
	const total = quotaToBytes( provider.quota.total, provider.quota.unit );
	const percent = total > 0 ? Math.min( 100, ( used / total ) * 100 ) : 0;
	const text = sprintf(
		/* translators: 1: space used, 2: space available. */
		__( '%1$s of %2$s', 'playpal' ),
		formatBytes( used ),
		formatBytes( total )
	);
	return (
		<>
			<Meter
				role="meter"
				aria-label={ sprintf(
					/* translators: %s: provider name. */
					__( '%s space used', 'playpal' ),
					provider.name
				) }
				aria-valuemin={ 0 }
				aria-valuemax={ 100 }
				aria-valuenow={ Math.round( percent ) }
				aria-valuetext={ text }
			>
				<span style={ { width: `${ percent }%` } } />
			</Meter>
			<span>{ text }</span>
		</>
	);
}

// A provider's card: its name, whether it is connected, its space, then `children`.
export function ProviderCard( {
	provider,
	children,
}: {
	provider: Provider;
	children?: ReactNode;
} ) {
	return (
		<Card as="article" aria-label={ provider.name }>
			<Row>
				<h3>{ provider.name }</h3>
				<Badge variant={ provider.connected ? 'default' : 'outline' }>
					{ provider.connected
						? __( 'Connected', 'playpal' )
						: __( 'Not connected', 'playpal' ) }
				</Badge>
			</Row>
			<QuotaBar provider={ provider } />
			{ children }
		</Card>
	);
}

export function OverviewPanel( { providers, appadoos }: OverviewPanelProps ) {
	const connected = providers.filter( ( provider ) => provider.connected );
	const used = connected.reduce(
		( sum, p ) => sum + quotaToBytes( p.quota.used, p.quota.unit ),
		0
	);
	const total = connected.reduce(
		( sum, p ) => sum + quotaToBytes( p.quota.total, p.quota.unit ),
		0
	);
	const appadooBytes = appadoos.reduce(
		( sum, record ) => sum + record.storageUsed,
		0
	);
	const files = appadoos.reduce(
		( sum, record ) => sum + record.fileCount,
		0
	);

	return (
		<Section aria-label={ __( 'Storage overview', 'playpal' ) }>
			<Grid>
				{ providers.map( ( provider ) => (
					<li key={ provider.id }>
						<ProviderCard provider={ provider } />
					</li>
				) ) }
			</Grid>
			<Card as="article" aria-labelledby="appadoo-storage-totals">
				<h3 id="appadoo-storage-totals">
					{ __( 'Totals', 'playpal' ) }
				</h3>
				<Facts>
					<dt>{ __( 'Used on connected providers', 'playpal' ) }</dt>
					<dd>
						{ sprintf(
							/* translators: 1: space used, 2: space available. */
							__( '%1$s of %2$s', 'playpal' ),
							formatBytes( used ),
							formatBytes( total )
						) }
					</dd>
					<dt>{ __( 'Used by Appadoos', 'playpal' ) }</dt>
					<dd>{ formatBytes( appadooBytes ) }</dd>
					<dt>{ __( 'Files', 'playpal' ) }</dt>
					<dd>{ files }</dd>
					<dt>{ __( 'Appadoos', 'playpal' ) }</dt>
					<dd>{ appadoos.length }</dd>
				</Facts>
			</Card>
		</Section>
	);
}
