/**
 * Internal dependencies (polyfills first: React Router needs them on import)
 */
import '../lib/test-utils/polyfills';

/**
 * Internal dependencies
 */
import AppadooPortalScreen from '../features/appadoo-portal/AppadooPortalScreen';
import { routes } from './router';

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
} );
