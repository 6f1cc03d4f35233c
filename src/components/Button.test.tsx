/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import type { AnchorHTMLAttributes } from 'react';
import styled from 'styled-components';

/**
 * Internal dependencies
 */
import { Button, ButtonLink, buttonStyles } from './Button';
import { SIZES, VARIANTS } from './variants';
import {
	computedStyle,
	normaliseCss,
	renderEach,
	rulesFor,
} from './test-utils';
import { press } from '../test-utils/actions';

const colours = ( element: Element ) => {
	const style = computedStyle( element );
	return [ style.backgroundColor, style.color, style.borderColor ].join(
		' | '
	);
};

/** Stands in for react-router's Link: needs `to`, renders an anchor. */
const FakeRouterLink = forwardRef<
	HTMLAnchorElement,
	AnchorHTMLAttributes< HTMLAnchorElement > & { to: string }
>( ( { to, children, ...props }, ref ) => (
	<a ref={ ref } href={ `#${ to }` } { ...props }>
		{ children }
	</a>
) );
FakeRouterLink.displayName = 'FakeRouterLink';

describe( 'Button', () => {
	it.each( VARIANTS )(
		'exposes the %s variant as data-variant',
		( variant ) => {
			render( <Button variant={ variant }>Go</Button> );
			expect(
				screen.getByRole( 'button', { name: 'Go' } )
			).toHaveAttribute( 'data-variant', variant );
		}
	);

	it.each( SIZES )( 'exposes the %s size as data-size', ( size ) => {
		render( <Button size={ size }>Go</Button> );
		expect( screen.getByRole( 'button' ) ).toHaveAttribute(
			'data-size',
			size
		);
	} );

	it( 'defaults to the default variant and size and to type="button"', () => {
		render( <Button>Go</Button> );
		const button = screen.getByRole( 'button' );
		expect( button ).toHaveAttribute( 'data-variant', 'default' );
		expect( button ).toHaveAttribute( 'data-size', 'default' );
		expect( button ).toHaveAttribute( 'type', 'button' );
	} );

	it( 'gives each variant its own colours from the design tokens', () => {
		renderEach( VARIANTS, ( variant ) => (
			<Button variant={ variant }>{ variant }</Button>
		) );
		const byVariant = Object.fromEntries(
			VARIANTS.map( ( variant ) => [
				variant,
				screen.getByRole( 'button', { name: variant } ),
			] )
		);

		const all = VARIANTS.map( ( v ) => colours( byVariant[ v ]! ) );
		expect( new Set( all ).size ).toBe( VARIANTS.length );

		expect( computedStyle( byVariant.default! ).backgroundColor ).toBe(
			'var(--pp-color-primary)'
		);
		expect( computedStyle( byVariant.destructive! ).backgroundColor ).toBe(
			'var(--pp-color-destructive)'
		);
		expect( computedStyle( byVariant.outline! ).borderColor ).toBe(
			'var(--pp-color-border)'
		);
		expect( computedStyle( byVariant.secondary! ).backgroundColor ).toBe(
			'var(--pp-color-secondary)'
		);
		expect( computedStyle( byVariant.link! ).color ).toBe(
			'var(--pp-color-primary)'
		);
	} );

	it( 'gives each size its own dimensions', () => {
		renderEach( SIZES, ( size ) => (
			<Button size={ size } aria-label={ size } />
		) );
		const height = ( name: string ) =>
			computedStyle( screen.getByRole( 'button', { name } ) ).height;

		expect( height( 'default' ) ).toBe( '2.5rem' );
		expect( height( 'sm' ) ).toBe( '2.25rem' );
		expect( height( 'lg' ) ).toBe( '2.75rem' );
		expect(
			computedStyle( screen.getByRole( 'button', { name: 'icon' } ) )
				.width
		).toBe( '2.5rem' );
	} );

	it( 'draws a visible focus ring in the ring colour', () => {
		render( <Button>Go</Button> );
		const focusRules = rulesFor(
			screen.getByRole( 'button' ),
			':focus-visible'
		);
		expect(
			focusRules.map( ( r ) => normaliseCss( r.outline ) )
		).toContain( '2px solid var(--pp-color-ring)' );
	} );

	it( 'calls onClick when clicked and when activated from the keyboard', async () => {
		const user = userEvent.setup();
		const onClick = jest.fn();
		render( <Button onClick={ onClick }>Save</Button> );

		await press( user, 'Save' );
		expect( onClick ).toHaveBeenCalledTimes( 1 );

		await user.keyboard( '{Enter}' );
		await user.keyboard( ' ' );
		expect( onClick ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'does not call onClick when disabled', async () => {
		const user = userEvent.setup();
		const onClick = jest.fn();
		render(
			<Button disabled onClick={ onClick }>
				Save
			</Button>
		);
		const button = screen.getByRole( 'button', { name: 'Save' } );

		expect( button ).toBeDisabled();
		await user.click( button );
		expect( onClick ).not.toHaveBeenCalled();
	} );

	it( 'forwards its ref to the native button', () => {
		const ref = { current: null as HTMLButtonElement | null };
		render( <Button ref={ ref }>Go</Button> );
		expect( ref.current ).toBe( screen.getByRole( 'button' ) );
	} );
} );

describe( 'ButtonLink', () => {
	it( 'renders a link with button styling and data attributes', () => {
		render(
			<>
				<ButtonLink href="/shop" variant="outline" size="lg">
					Shop
				</ButtonLink>
				<Button variant="outline" size="lg">
					Same look
				</Button>
			</>
		);
		const link = screen.getByRole( 'link', { name: 'Shop' } );
		const button = screen.getByRole( 'button', { name: 'Same look' } );

		expect( link ).toHaveAttribute( 'href', '/shop' );
		expect( link ).toHaveAttribute( 'data-variant', 'outline' );
		expect( link ).toHaveAttribute( 'data-size', 'lg' );
		expect( link ).not.toHaveAttribute( 'variant' );
		expect( computedStyle( link ).backgroundColor ).toBe(
			computedStyle( button ).backgroundColor
		);
		expect( computedStyle( link ).color ).toBe(
			computedStyle( button ).color
		);
		expect( computedStyle( link ).height ).toBe( '2.75rem' );
	} );

	it( 'renders a router link component passed through `as`', async () => {
		const user = userEvent.setup();
		const onClick = jest.fn( ( event: { preventDefault: () => void } ) =>
			event.preventDefault()
		);
		render(
			<ButtonLink as={ FakeRouterLink } to="/cart" onClick={ onClick }>
				Cart
			</ButtonLink>
		);
		const link = screen.getByRole( 'link', { name: 'Cart' } );

		expect( link ).toHaveAttribute( 'href', '#/cart' );
		expect( link ).toHaveAttribute( 'data-variant', 'default' );
		expect( computedStyle( link ).backgroundColor ).toBe(
			'var(--pp-color-primary)'
		);
		await user.click( link );
		expect( onClick ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'buttonStyles', () => {
	it( 'styles any element like a button of the given variant and size', () => {
		const Label = styled.label`
			${ buttonStyles( 'destructive', 'sm' ) }
		`;
		render( <Label>Upload</Label> );
		const label = screen.getByText( 'Upload' );

		expect( computedStyle( label ).backgroundColor ).toBe(
			'var(--pp-color-destructive)'
		);
		expect( computedStyle( label ).height ).toBe( '2.25rem' );
	} );
} );
