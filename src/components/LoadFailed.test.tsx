/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { LoadFailed } from './LoadFailed';
import { press } from '../test-utils/actions';

describe( 'LoadFailed', () => {
	it( 'announces what did not load and asks again on Try again', async () => {
		const retry = jest.fn();
		render(
			<LoadFailed
				message="Your downloads didn’t load."
				onRetry={ retry }
			/>
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Your downloads didn’t load.'
		);
		await press( userEvent, 'Try again' );
		expect( retry ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'offers no button when there is nothing to retry', () => {
		render( <LoadFailed message="Nothing to see." /> );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Nothing to see.'
		);
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'with a title, takes a whole screen’s place: the title as its heading, the sentence, Try again', async () => {
		const retry = jest.fn();
		render(
			<LoadFailed
				title="The shop didn’t load"
				message="Please check your connection and try again."
				onRetry={ retry }
			/>
		);
		expect(
			screen.getByRole( 'heading', {
				level: 2,
				name: 'The shop didn’t load',
			} )
		).toBeInTheDocument();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please check your connection and try again.'
		);
		await press( userEvent, 'Try again' );
		expect( retry ).toHaveBeenCalledTimes( 1 );
	} );
} );
