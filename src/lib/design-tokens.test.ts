/**
 * Internal dependencies
 */
import {
	REQUIRED_COLOR_TOKENS,
	checkDesignTokens,
	findMissingTokens,
} from './design-tokens';

/**
 * Sets every token variable on the element, as the shell's CSS does.
 *
 * @param root Element.
 */
function defineAllTokens( root: HTMLElement ) {
	for ( const name of REQUIRED_COLOR_TOKENS ) {
		root.style.setProperty( `--pp-color-${ name }`, 'hsl(10 20% 30%)' );
	}
	root.style.setProperty( '--pp-radius', '0.75rem' );
	root.style.setProperty( '--pp-font-body', 'Nunito, sans-serif' );
	root.style.setProperty( '--pp-font-heading', 'Fredoka, sans-serif' );
}

/** The warnings logged so far, as text (also marks the warning as expected). */
function warnings(): string {
	expect( console ).toHaveWarned();
	// eslint-disable-next-line no-console
	return ( console.warn as jest.Mock ).mock.calls
		.map( ( args ) => args.join( ' ' ) )
		.join( '\n' );
}

describe( 'findMissingTokens', () => {
	it( 'finds nothing missing when the page defines every token', () => {
		const root = document.createElement( 'div' );
		document.body.append( root );
		defineAllTokens( root );

		expect( findMissingTokens( root ) ).toEqual( [] );
		root.remove();
	} );

	it( 'names each variable the page leaves out', () => {
		const root = document.createElement( 'div' );
		document.body.append( root );
		defineAllTokens( root );
		root.style.removeProperty( '--pp-color-ring' );
		root.style.removeProperty( '--pp-font-heading' );

		expect( findMissingTokens( root ) ).toEqual( [
			'--pp-color-ring',
			'--pp-font-heading',
		] );
		root.remove();
	} );
} );

describe( 'checkDesignTokens', () => {
	it( 'stays quiet when every token is there', () => {
		const root = document.createElement( 'div' );
		document.body.append( root );
		defineAllTokens( root );

		checkDesignTokens( root );

		expect( console ).not.toHaveWarned();
		root.remove();
	} );

	it( 'only warns, naming what is missing, when the shell printed no tokens', () => {
		expect( () => checkDesignTokens() ).not.toThrow();

		const text = warnings();
		expect( text ).toContain( '[playpal] Missing design tokens:' );
		expect( text ).toContain( '--pp-color-primary' );
		expect( text ).toContain( '--pp-radius' );
	} );
} );
