/**
 * External dependencies
 */
import { render } from '@testing-library/react';
import { Fragment, type ReactElement } from 'react';

/**
 * Renders one element for each value side by side, as the variant and size
 * tests compare them.
 *
 * @param values The values (variants, sizes…).
 * @param each   The element for one value.
 */
export function renderEach< T extends string >(
	values: readonly T[],
	each: ( value: T ) => ReactElement
) {
	return render(
		<>
			{ values.map( ( value ) => (
				<Fragment key={ value }>{ each( value ) }</Fragment>
			) ) }
		</>
	);
}
