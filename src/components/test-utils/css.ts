/**
 * Reads style rules that styled-components injected, for assertions about
 * states jsdom cannot compute (such as :focus-visible).
 */

/**
 * Declarations of every rule whose selector targets one of the element's
 * classes and contains `fragment` (for example ':focus-visible').
 *
 * @param element  Styled element.
 * @param fragment Text the selector must contain.
 */
export function rulesFor(
	element: Element,
	fragment: string
): CSSStyleDeclaration[] {
	const classes = Array.from( element.classList );
	const found: CSSStyleDeclaration[] = [];
	for ( const sheet of Array.from( document.styleSheets ) ) {
		for ( const rule of Array.from( sheet.cssRules ) ) {
			if ( ! ( rule instanceof CSSStyleRule ) ) {
				continue;
			}
			const selector = rule.selectorText;
			if (
				selector.includes( fragment ) &&
				classes.some( ( c ) => selector.includes( `.${ c }` ) )
			) {
				found.push( rule.style );
			}
		}
	}
	return found;
}

/**
 * Collapses the spaces our formatter puts inside CSS parentheses, so
 * `var( --pp-color-primary )` compares equal to `var(--pp-color-primary)`.
 *
 * @param value A CSS value.
 */
export function normaliseCss( value: string ): string {
	return value.replace( /\(\s+/g, '(' ).replace( /\s+\)/g, ')' ).trim();
}

/**
 * getComputedStyle() whose values go through normaliseCss().
 *
 * @param element Element to inspect.
 */
export function computedStyle( element: Element ): CSSStyleDeclaration {
	const style = getComputedStyle( element );
	return new Proxy( style, {
		get( target, property ) {
			if ( property === 'getPropertyValue' ) {
				return ( name: string ) =>
					normaliseCss( target.getPropertyValue( name ) );
			}
			const value = Reflect.get( target, property, target );
			return typeof value === 'string' ? normaliseCss( value ) : value;
		},
	} );
}
