/**
 * External dependencies
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Toaster } from './Toaster';
import {
	TOAST_REMOVE_DELAY,
	getToastState,
	resetToastStore,
	toast,
} from './use-toast';
import { computedStyle, mockMatchMedia, removeMatchMedia } from './test-utils';
import type { MatchMediaController } from './test-utils';

const viewport = () => screen.getByRole( 'region' ).querySelector( 'ol' )!;

afterEach( () => {
	act( () => resetToastStore() );
} );

describe( 'Toaster', () => {
	it( 'renders the title and description of a toast', () => {
		render( <Toaster /> );
		act( () => {
			toast( {
				title: 'Added to cart',
				description: 'Dinosaur pack',
			} );
		} );

		const list = within( viewport() );
		expect( list.getByText( 'Added to cart' ) ).toBeInTheDocument();
		expect( list.getByText( 'Dinosaur pack' ) ).toBeInTheDocument();
		expect( list.getByRole( 'listitem' ) ).toHaveAttribute(
			'data-variant',
			'default'
		);
	} );

	it( 'shows only the newest toast when three are added', () => {
		render( <Toaster /> );
		act( () => {
			toast( { title: 'First' } );
			toast( { title: 'Second' } );
			toast( { title: 'Third' } );
		} );

		const list = within( viewport() );
		expect( list.getAllByRole( 'listitem' ) ).toHaveLength( 1 );
		expect( list.getByText( 'Third' ) ).toBeInTheDocument();
		expect( list.queryByText( 'First' ) ).not.toBeInTheDocument();
		expect( list.queryByText( 'Second' ) ).not.toBeInTheDocument();
	} );

	it( 'closes the toast from its labelled close button', async () => {
		const user = userEvent.setup();
		render( <Toaster /> );
		act( () => {
			toast( { title: 'Saved' } );
		} );

		await user.click(
			within( viewport() ).getByRole( 'button', { name: 'Close' } )
		);

		expect(
			within( viewport() ).queryByText( 'Saved' )
		).not.toBeInTheDocument();
		// Closed, but kept in the store until TOAST_REMOVE_DELAY passes.
		expect( getToastState().toasts ).toEqual( [
			expect.objectContaining( { title: 'Saved', open: false } ),
		] );
	} );

	it( 'marks destructive toasts', () => {
		render( <Toaster /> );
		act( () => {
			toast( { title: 'Payment failed', variant: 'destructive' } );
		} );
		const item = within( viewport() ).getByRole( 'listitem' );
		expect( item ).toHaveAttribute( 'data-variant', 'destructive' );
		expect( computedStyle( item ).backgroundColor ).toBe(
			'var(--pp-color-destructive)'
		);
	} );

	it( 'auto-closes after 5000 ms and leaves the store 1,000,000 ms later', () => {
		jest.useFakeTimers();
		try {
			render( <Toaster /> );
			act( () => {
				toast( { title: 'Copied' } );
			} );

			act( () => jest.advanceTimersByTime( 4999 ) );
			expect(
				within( viewport() ).getByText( 'Copied' )
			).toBeInTheDocument();

			act( () => jest.advanceTimersByTime( 1 ) );
			expect(
				within( viewport() ).queryByText( 'Copied' )
			).not.toBeInTheDocument();
			expect( getToastState().toasts ).toHaveLength( 1 );

			act( () => jest.advanceTimersByTime( TOAST_REMOVE_DELAY ) );
			expect( getToastState().toasts ).toHaveLength( 0 );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'labels the notification region for assistive technology', () => {
		render( <Toaster /> );
		expect(
			screen.getByRole( 'region', { name: /^Notifications/ } )
		).toBeInTheDocument();
	} );
} );

describe( 'Toaster theme', () => {
	let media: MatchMediaController | undefined;

	afterEach( () => {
		media?.restore();
		media = undefined;
	} );

	it( 'follows a dark system theme by default', () => {
		media = mockMatchMedia( true );
		render( <Toaster /> );
		expect( viewport() ).toHaveAttribute( 'data-theme', 'dark' );
	} );

	it( 'follows a light system theme by default', () => {
		media = mockMatchMedia( false );
		render( <Toaster /> );
		expect( viewport() ).toHaveAttribute( 'data-theme', 'light' );
	} );

	it( 'switches when the system theme changes', () => {
		media = mockMatchMedia( false );
		render( <Toaster /> );
		act( () => media!.setMatches( true ) );
		expect( viewport() ).toHaveAttribute( 'data-theme', 'dark' );
		act( () => media!.setMatches( false ) );
		expect( viewport() ).toHaveAttribute( 'data-theme', 'light' );
	} );

	it( 'uses an explicit theme whatever the system says', () => {
		media = mockMatchMedia( true );
		const { rerender } = render( <Toaster theme="light" /> );
		expect( viewport() ).toHaveAttribute( 'data-theme', 'light' );

		rerender( <Toaster theme="dark" /> );
		expect( viewport() ).toHaveAttribute( 'data-theme', 'dark' );
	} );

	it( 'falls back to light when matchMedia is unavailable', () => {
		const restore = removeMatchMedia();
		try {
			expect( window.matchMedia ).toBeUndefined();
			render( <Toaster /> );
			expect( viewport() ).toHaveAttribute( 'data-theme', 'light' );
		} finally {
			restore();
		}
	} );

	it( 'uses the site colours in light and inverts them in dark', () => {
		const surface = () =>
			computedStyle( viewport() )
				.getPropertyValue( '--pp-toast-bg' )
				.trim();

		const { rerender } = render( <Toaster theme="light" /> );
		expect( surface() ).toBe( 'var(--pp-color-background)' );

		rerender( <Toaster theme="dark" /> );
		expect( surface() ).toBe( 'var(--pp-color-foreground)' );
	} );
} );
