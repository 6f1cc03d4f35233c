/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { computedStyle, renderEach } from './test-utils';
import { Badge } from './Badge';
import { SIZES, VARIANTS } from './variants';

describe( 'Badge', () => {
	it.each( VARIANTS )(
		'exposes the %s variant as data-variant',
		( variant ) => {
			render( <Badge variant={ variant }>New</Badge> );
			expect( screen.getByText( 'New' ) ).toHaveAttribute(
				'data-variant',
				variant
			);
		}
	);

	it.each( SIZES )( 'exposes the %s size as data-size', ( size ) => {
		render( <Badge size={ size }>New</Badge> );
		expect( screen.getByText( 'New' ) ).toHaveAttribute(
			'data-size',
			size
		);
	} );

	it( 'defaults to the default variant and size', () => {
		render( <Badge>New</Badge> );
		const badge = screen.getByText( 'New' );
		expect( badge ).toHaveAttribute( 'data-variant', 'default' );
		expect( badge ).toHaveAttribute( 'data-size', 'default' );
	} );

	it( 'gives each variant its own look from the design tokens', () => {
		renderEach( VARIANTS, ( variant ) => (
			<Badge variant={ variant }>{ variant }</Badge>
		) );
		const style = ( variant: string ) => {
			const computed = computedStyle( screen.getByText( variant ) );
			return [
				computed.backgroundColor,
				computed.color,
				computed.borderColor,
				computed.textDecorationLine,
			].join( ' | ' );
		};

		expect( new Set( VARIANTS.map( style ) ).size ).toBe( VARIANTS.length );
		expect(
			computedStyle( screen.getByText( 'destructive' ) ).backgroundColor
		).toBe( 'var(--pp-color-destructive)' );
		expect(
			computedStyle( screen.getByText( 'link' ) ).textDecorationLine
		).toBe( 'underline' );
	} );

	it( 'gives each size its own font size', () => {
		renderEach( SIZES, ( size ) => <Badge size={ size }>{ size }</Badge> );
		const fontSizes = SIZES.map(
			( size ) => computedStyle( screen.getByText( size ) ).fontSize
		);
		expect( fontSizes ).toEqual( [
			'0.75rem',
			'0.6875rem',
			'0.875rem',
			'0.75rem',
		] );
		expect( computedStyle( screen.getByText( 'icon' ) ).width ).toBe(
			'1.5rem'
		);
	} );

	it( 'renders a non-interactive inline element with passed attributes', () => {
		render( <Badge title="Members only">VIP</Badge> );
		const badge = screen.getByText( 'VIP' );
		expect( badge.tagName ).toBe( 'SPAN' );
		expect( badge ).toHaveAttribute( 'title', 'Members only' );
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );
