/**
 * The Appadoo portal (/appadoo-portal and /appydo-portal, one screen; SPEC
 * §2) over the API in docs/APPADOOS.md: header with the content-filter badge,
 * the admin/customer toggle and Create Appadoo; four stat tiles; six tabs
 * (Dashboard, HTML Converter, Template Library, Storage, Deployment,
 * Analytics). Guests see the sample data and a sign-in notice.
 */

/**
 * External dependencies
 */
import { useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	LoadFailed,
	Muted,
	Page,
	Tabs,
	TabsContent,
	TabsList,
	TabsTrigger,
} from '../../components';
import { getConfig } from '../../lib/config';
import { pageTitle, useDocumentHead } from '../../lib/document-head';
import { AnalyticsTab } from './components/AnalyticsTab';
import { ConverterTab } from './components/ConverterTab';
import { CreateAppadooDialog } from './components/CreateAppadooDialog';
import { DashboardTab } from './components/DashboardTab';
import { DeploymentTab } from './components/DeploymentTab';
import { PortalContext } from './components/portal-context';
import type {
	PortalContextValue,
	PortalTab,
	ReadyPortalData,
} from './components/portal-context';
import { PortalHeader } from './components/PortalHeader';
import { tabLabels } from './components/PortalTabSection';
import { PortalNotices } from './components/PortalNotices';
import { StatTiles } from './components/StatTiles';
import { StorageTab } from './components/storage/StorageTab';
import { TemplateLibraryTab } from './components/TemplateLibraryTab';
import { usePortalData } from './hooks/use-portal-data';
import { loginUrl } from './utils/login-url';

/** Tabs only the `advanced_portal` flag shows. */
const ADVANCED_TABS: PortalTab[] = [ 'deployment', 'analytics' ];

const TAB_PANELS: Record< PortalTab, ComponentType > = {
	dashboard: DashboardTab,
	converter: ConverterTab,
	templates: TemplateLibraryTab,
	storage: StorageTab,
	deployment: DeploymentTab,
	analytics: AnalyticsTab,
};

function Portal( { data }: { data: ReadyPortalData } ) {
	const [ tab, setTab ] = useState< PortalTab >( 'dashboard' );
	const [ creating, setCreating ] = useState< {
		open: boolean;
		template?: string;
	} >( { open: false } );
	const labels = tabLabels();
	const advanced = getConfig().flags.advanced_portal;
	const shownTabs = ( Object.keys( labels ) as PortalTab[] ).filter(
		( key ) => advanced || ! ADVANCED_TABS.includes( key )
	);
	const shownTab = shownTabs.includes( tab ) ? tab : 'dashboard';

	const context = useMemo< PortalContextValue >(
		() => ( {
			data,
			signInUrl: loginUrl(),
			openCreate: ( template?: string ) =>
				setCreating( { open: true, template } ),
			goToTab: ( next: PortalTab ) =>
				setTab(
					advanced || ! ADVANCED_TABS.includes( next )
						? next
						: 'dashboard'
				),
		} ),
		[ data, advanced ]
	);

	return (
		<PortalContext.Provider value={ context }>
			<PortalHeader />
			<PortalNotices />
			<StatTiles />
			<Tabs
				value={ shownTab }
				onValueChange={ ( value ) => setTab( value as PortalTab ) }
			>
				<TabsList aria-label={ __( 'Portal sections', 'playpal' ) }>
					{ shownTabs.map( ( key ) => (
						<TabsTrigger key={ key } value={ key }>
							{ labels[ key ] }
						</TabsTrigger>
					) ) }
				</TabsList>
				{ shownTabs.map( ( key ) => {
					const Panel = TAB_PANELS[ key ];
					return (
						<TabsContent key={ key } value={ key }>
							<Panel />
						</TabsContent>
					);
				} ) }
			</Tabs>
			{ data.me && (
				<CreateAppadooDialog
					open={ creating.open }
					initialTemplate={ creating.template }
					templates={ data.templates.list }
					onOpenChange={ ( open ) =>
						setCreating( ( current ) => ( { ...current, open } ) )
					}
				/>
			) }
		</PortalContext.Provider>
	);
}

export function AppadooPortalScreen() {
	const { pathname } = useLocation();
	useDocumentHead( {
		title: pageTitle( __( 'Appadoo Portal', 'playpal' ) ),
		description: __(
			'Create, store and back up your Appadoos — offline web activities for children.',
			'playpal'
		),
		canonicalPath: pathname,
	} );

	const data = usePortalData();

	const body =
		data.status === 'loading' || data.status === 'failed' ? (
			<>
				<h1>{ __( 'Appadoo Portal', 'playpal' ) }</h1>
				{ data.status === 'failed' ? (
					<LoadFailed
						message={ __(
							'The Appadoo portal didn’t load. Please check your connection and try again.',
							'playpal'
						) }
						onRetry={ data.retry }
					/>
				) : (
					<Muted role="status">
						{ __( 'Loading the Appadoo portal…', 'playpal' ) }
					</Muted>
				) }
			</>
		) : (
			<Portal data={ data } />
		);

	return <Page>{ body }</Page>;
}

export default AppadooPortalScreen;
