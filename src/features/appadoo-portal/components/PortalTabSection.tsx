/**
 * A portal tab's panel: a heading with the tab's own name, a line on what
 * the tab is for, then the tab.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Muted } from '../../../components';
import { Section } from './layout';
import type { PortalTab } from './portal-context';

export function tabLabels(): Record< PortalTab, string > {
	return {
		dashboard: __( 'Dashboard', 'playpal' ),
		converter: __( 'HTML Converter', 'playpal' ),
		templates: __( 'Template Library', 'playpal' ),
		storage: __( 'Storage', 'playpal' ),
		deployment: __( 'Deployment', 'playpal' ),
		analytics: __( 'Analytics', 'playpal' ),
	};
}

export interface PortalTabSectionProps {
	tab: PortalTab;
	lead?: string;
	children: ReactNode;
}

export function PortalTabSection( {
	tab,
	lead,
	children,
}: PortalTabSectionProps ) {
	const headingId = `appadoo-${ tab }-heading`;
	return (
		<Section aria-labelledby={ headingId }>
			<h2 id={ headingId }>{ tabLabels()[ tab ] }</h2>
			{ lead && <Muted>{ lead }</Muted> }
			{ children }
		</Section>
	);
}
