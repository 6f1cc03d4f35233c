/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import './test-utils/polyfills';
import { Switch } from './Switch';

/**
 * Renders a switch named `label` whose changes are recorded.
 *
 * @param label   Its aria-label.
 * @param checked Its checked prop; uncontrolled when left out.
 */
function renderWatched( label: string, checked?: boolean ) {
	const user = userEvent.setup();
	const onCheckedChange = jest.fn();
	render(
		<Switch
			aria-label={ label }
			checked={ checked }
			onCheckedChange={ onCheckedChange }
		/>
	);
	const control = screen.getByRole( 'switch', { name: label } );
	return { user, onCheckedChange, control };
}

describe( 'Switch', () => {
	it( 'is named by a label pointing at its id', () => {
		render(
			<>
				<label htmlFor="dark-mode">Dark mode</label>
				<Switch id="dark-mode" />
			</>
		);
		const control = screen.getByRole( 'switch', { name: 'Dark mode' } );
		expect( control ).toHaveAttribute( 'aria-checked', 'false' );
	} );

	it( 'is named by aria-label', () => {
		render( <Switch aria-label="Parental controls" defaultChecked /> );
		expect(
			screen.getByRole( 'switch', { name: 'Parental controls' } )
		).toHaveAttribute( 'aria-checked', 'true' );
	} );

	it( 'toggles with Space and reports aria-checked', async () => {
		const { user, onCheckedChange, control } =
			renderWatched( 'Content filter' );

		await user.tab();
		expect( control ).toHaveFocus();

		await user.keyboard( ' ' );
		expect( control ).toHaveAttribute( 'aria-checked', 'true' );
		expect( control ).toHaveAttribute( 'data-state', 'checked' );
		expect( onCheckedChange ).toHaveBeenLastCalledWith( true );

		await user.keyboard( ' ' );
		expect( control ).toHaveAttribute( 'aria-checked', 'false' );
		expect( onCheckedChange ).toHaveBeenLastCalledWith( false );
	} );

	it( 'toggles when its label is clicked', async () => {
		const user = userEvent.setup();
		render(
			<>
				<label htmlFor="sharing">Sharing</label>
				<Switch id="sharing" />
			</>
		);

		await user.click( screen.getByText( 'Sharing' ) );
		expect( screen.getByRole( 'switch' ) ).toHaveAttribute(
			'aria-checked',
			'true'
		);
	} );

	it( 'does not toggle when disabled', async () => {
		const user = userEvent.setup();
		render( <Switch aria-label="Debug" disabled /> );
		const control = screen.getByRole( 'switch', { name: 'Debug' } );

		await user.click( control );
		expect( control ).toBeDisabled();
		expect( control ).toHaveAttribute( 'aria-checked', 'false' );
	} );

	it( 'stays controlled by its checked prop', async () => {
		const { user, onCheckedChange, control } = renderWatched(
			'Mock data',
			true
		);

		await user.click( control );
		expect( onCheckedChange ).toHaveBeenCalledWith( false );
		expect( control ).toHaveAttribute( 'aria-checked', 'true' );
	} );
} );
