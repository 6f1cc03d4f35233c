/**
 * Internal dependencies (polyfills first: React Router needs them on import)
 */
import '../lib/test-utils/polyfills';

/**
 * Internal dependencies
 */
import AppadooPortalScreen from '../features/appadoo-portal/AppadooPortalScreen';
import CreatorProgrammeScreen from '../features/creators/CreatorProgrammeScreen';
import CreateItForwardScreen from '../features/interest/CreateItForwardScreen';
import { routes } from './router';

const globals = window as unknown as { playpalConfig?: unknown };

describe( 'routes', () => {
	it( 'serves the Appadoo portal at /appadoo-portal and /appydo-portal, lazily', async () => {
		const children = routes[ 0 ]?.children ?? [];
		for ( const path of [ 'appadoo-portal', 'appydo-portal' ] ) {
			const route = children.find( ( child ) => child.path === path );
			expect( typeof route?.lazy ).toBe( 'function' );
			const loaded = await ( route?.lazy as () => Promise< unknown > )();
			expect( loaded ).toEqual( { Component: AppadooPortalScreen } );
		}
	} );

	it( 'serves /create-it-forward as the creator programme with creator_dashboard on, the waitlist with it off', async () => {
		const route = ( routes[ 0 ]?.children ?? [] ).find(
			( child ) => child.path === 'create-it-forward'
		);
		const load = route?.lazy as () => Promise< unknown >;
		try {
			globals.playpalConfig = { flags: { creator_dashboard: true } };
			expect( await load() ).toEqual( {
				Component: CreatorProgrammeScreen,
			} );
			globals.playpalConfig = { flags: { creator_dashboard: false } };
			expect( await load() ).toEqual( {
				Component: CreateItForwardScreen,
			} );
		} finally {
			delete globals.playpalConfig;
		}
	} );
} );
