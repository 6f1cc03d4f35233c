/**
 * Internal dependencies (polyfills first: React Router needs them on import)
 */
import './test-utils/polyfills';

/**
 * External dependencies
 */
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { trackEvent, trackPageView, usePageViews } from './analytics';

type Globals = { gtag?: unknown; plausible?: unknown; playpalConfig?: unknown };
const globals = window as unknown as Globals;

afterEach( () => {
	delete globals.gtag;
	delete globals.plausible;
	delete globals.playpalConfig;
} );

function installBoth() {
	const gtag = jest.fn();
	const plausible = jest.fn();
	globals.gtag = gtag;
	globals.plausible = plausible;
	return { gtag, plausible };
}

describe( 'trackPageView', () => {
	it( 'sends the page view to gtag and Plausible when both are present', () => {
		const { gtag, plausible } = installBoth();

		trackPageView( '/blog' );

		expect( gtag ).toHaveBeenCalledWith( 'event', 'page_view', {
			page_path: '/blog',
			page_location: 'http://localhost/blog',
		} );
		expect( plausible ).toHaveBeenCalledWith( 'pageview', {
			u: 'http://localhost/blog',
		} );
	} );

	it( 'does nothing (and does not throw) when neither is present', () => {
		expect( () => trackPageView( '/blog' ) ).not.toThrow();
	} );

	it( 'swallows a throwing gtag and still reaches Plausible', () => {
		const { plausible } = installBoth();
		globals.gtag = () => {
			throw new Error( 'gtag blew up' );
		};

		expect( () => trackPageView( '/shop' ) ).not.toThrow();
		expect( plausible ).toHaveBeenCalledTimes( 1 );
		expect( console ).toHaveWarned();
	} );
} );

describe( 'trackEvent', () => {
	it( 'sends the event with its props to both tools', () => {
		const { gtag, plausible } = installBoth();

		trackEvent( 'story_submitted', { platform: 'instagram' } );

		expect( gtag ).toHaveBeenCalledWith( 'event', 'story_submitted', {
			platform: 'instagram',
		} );
		expect( plausible ).toHaveBeenCalledWith( 'story_submitted', {
			props: { platform: 'instagram' },
		} );
	} );

	it( 'sends an event without props', () => {
		const { gtag, plausible } = installBoth();

		trackEvent( 'interest_joined' );

		expect( gtag ).toHaveBeenCalledWith( 'event', 'interest_joined', {} );
		expect( plausible ).toHaveBeenCalledWith( 'interest_joined' );
	} );

	it( 'does nothing when neither tool is present, and survives a throwing Plausible', () => {
		expect( () => trackEvent( 'x' ) ).not.toThrow();

		globals.plausible = () => {
			throw new Error( 'nope' );
		};
		expect( () => trackEvent( 'x', { a: 1 } ) ).not.toThrow();
		expect( console ).toHaveWarned();
	} );
} );

describe( 'usePageViews', () => {
	let navigate: ReturnType< typeof useNavigate > | undefined;

	function Tracker(): ReactNode {
		usePageViews();
		navigate = useNavigate();
		return null;
	}

	it( 'tracks the first location and every change', () => {
		const { gtag } = installBoth();
		render(
			<MemoryRouter initialEntries={ [ '/' ] }>
				<Tracker />
			</MemoryRouter>
		);
		expect( gtag ).toHaveBeenLastCalledWith(
			'event',
			'page_view',
			expect.objectContaining( { page_path: '/' } )
		);

		act( () => navigate?.( '/blog?topic=stem' ) );
		expect( gtag ).toHaveBeenLastCalledWith(
			'event',
			'page_view',
			expect.objectContaining( { page_path: '/blog?topic=stem' } )
		);
		expect( gtag ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'reports the path under the base path', () => {
		globals.playpalConfig = { basePath: '/play' };
		const { plausible } = installBoth();
		render(
			<MemoryRouter initialEntries={ [ '/about' ] }>
				<Tracker />
			</MemoryRouter>
		);

		expect( plausible ).toHaveBeenCalledWith( 'pageview', {
			u: 'http://localhost/play/about',
		} );
	} );
} );
