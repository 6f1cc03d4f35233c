/**
 * Internal dependencies
 */
import { ApiError, request } from './api-client';
import {
	DESIGN_TOKENS_PATH,
	REQUIRED_COLOR_TOKENS,
	applyDesignTokens,
	loadDesignTokens,
} from './design-tokens';
import type { DesignTokens } from './config';

jest.mock( './api-client', () => {
	const actual = jest.requireActual( './api-client' );
	return { ...actual, request: jest.fn() };
} );

const mockedRequest = request as jest.MockedFunction< typeof request >;

function completeTokens(): DesignTokens {
	const colors: Record< string, string > = {};
	for ( const name of REQUIRED_COLOR_TOKENS ) {
		colors[ name ] = `hsl(10 20% 30%)`;
	}
	colors.primary = '#ff6b35';
	return {
		colors,
		radius: '0.75rem',
		fonts: { body: 'Nunito, sans-serif', heading: 'Fredoka, sans-serif' },
	};
}

/** The warnings logged so far, as text (also marks the warning as expected). */
function warnings(): string {
	expect( console ).toHaveWarned();
	// eslint-disable-next-line no-console
	return ( console.warn as jest.Mock ).mock.calls
		.map( ( args ) => args.join( ' ' ) )
		.join( '\n' );
}

function variable( root: HTMLElement, name: string ): string {
	return root.style.getPropertyValue( name );
}

beforeEach( () => {
	mockedRequest.mockReset();
} );

describe( 'applyDesignTokens', () => {
	it( 'sets a CSS variable for every colour, the radius and both fonts', () => {
		const root = document.createElement( 'div' );

		applyDesignTokens( completeTokens(), root );

		expect( variable( root, '--pp-color-primary' ) ).toBe( '#ff6b35' );
		expect( variable( root, '--pp-color-primary-foreground' ) ).toBe(
			'hsl(10 20% 30%)'
		);
		expect( variable( root, '--pp-radius' ) ).toBe( '0.75rem' );
		expect( variable( root, '--pp-font-body' ) ).toBe(
			'Nunito, sans-serif'
		);
		expect( variable( root, '--pp-font-heading' ) ).toBe(
			'Fredoka, sans-serif'
		);
	} );

	it( 'defaults to the document element', () => {
		applyDesignTokens( completeTokens() );

		expect(
			variable( document.documentElement, '--pp-color-primary' )
		).toBe( '#ff6b35' );
		document.documentElement.removeAttribute( 'style' );
	} );

	it( 'turns camelCase colour names into kebab-case variables', () => {
		const root = document.createElement( 'div' );
		const tokens = completeTokens();
		tokens.colors.mutedForeground = '#777';

		applyDesignTokens( tokens, root );

		expect( variable( root, '--pp-color-muted-foreground' ) ).toBe(
			'#777'
		);
	} );

	it( 'applies what is there and only warns about what is missing', () => {
		const root = document.createElement( 'div' );
		root.style.setProperty( '--pp-radius', '4px' );

		expect( () =>
			applyDesignTokens(
				{ colors: { primary: '#123456' }, fonts: {} },
				root
			)
		).not.toThrow();

		expect( variable( root, '--pp-color-primary' ) ).toBe( '#123456' );
		// The shell's inline value is kept when the field is missing.
		expect( variable( root, '--pp-radius' ) ).toBe( '4px' );
		expect( warnings() ).toContain(
			'Missing design tokens: colors.background'
		);
	} );

	it( 'copes with no tokens at all', () => {
		expect( () => applyDesignTokens( null ) ).not.toThrow();
		expect( console ).toHaveWarned();
	} );
} );

describe( 'loadDesignTokens', () => {
	it( 'fetches the tokens through the client and applies them', async () => {
		const root = document.createElement( 'div' );
		mockedRequest.mockResolvedValue( completeTokens() );

		await expect( loadDesignTokens( root ) ).resolves.toEqual(
			completeTokens()
		);

		expect( mockedRequest ).toHaveBeenCalledWith( {
			path: DESIGN_TOKENS_PATH,
		} );
		expect( variable( root, '--pp-color-primary' ) ).toBe( '#ff6b35' );
		expect( variable( root, '--pp-font-heading' ) ).toBe(
			'Fredoka, sans-serif'
		);
	} );

	it( 'accepts a response wrapped as { tokens }', async () => {
		const root = document.createElement( 'div' );
		mockedRequest.mockResolvedValue( { tokens: completeTokens() } );

		await loadDesignTokens( root );

		expect( variable( root, '--pp-radius' ) ).toBe( '0.75rem' );
	} );

	it( 'only warns when the request fails', async () => {
		const root = document.createElement( 'div' );
		mockedRequest.mockRejectedValue(
			new ApiError(
				'HTTP 500 Internal Server Error: oops',
				500,
				'Internal Server Error'
			)
		);

		await expect( loadDesignTokens( root ) ).resolves.toBeNull();

		expect( console ).toHaveWarnedWith(
			'[playpal] Missing design tokens: HTTP 500 Internal Server Error: oops'
		);
		expect( root.getAttribute( 'style' ) ).toBeNull();
	} );

	it( 'only warns when the response lacks fields', async () => {
		const root = document.createElement( 'div' );
		mockedRequest.mockResolvedValue( { colors: { primary: 'red' } } );

		await expect( loadDesignTokens( root ) ).resolves.toEqual( {
			colors: { primary: 'red' },
			fonts: {},
		} );

		expect( variable( root, '--pp-color-primary' ) ).toBe( 'red' );
		expect( warnings() ).toContain( 'radius, fonts.body, fonts.heading' );
	} );
} );
