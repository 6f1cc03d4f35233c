/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { WelcomeBanner } from './WelcomeBanner';
import { globals } from '../../../test-utils/api-fetch';

describe( 'WelcomeBanner', () => {
	it( "links to WordPress's sign-out address printed for the signed-in person", () => {
		globals.playpalConfig = {
			signOutUrl:
				'https://example.com/wp-login.php?action=logout&_wpnonce=abc123',
		};
		render( <WelcomeBanner name="Pat Parent" tier="free" /> );
		expect(
			screen.getByRole( 'link', { name: 'Sign out' } )
		).toHaveAttribute(
			'href',
			'https://example.com/wp-login.php?action=logout&_wpnonce=abc123'
		);
	} );

	it( 'shows no sign-out link when the page printed none', () => {
		globals.playpalConfig = {};
		render( <WelcomeBanner name="Pat Parent" tier="free" /> );
		expect(
			screen.getByRole( 'heading', { name: 'Welcome back, Pat Parent!' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Sign out' } )
		).not.toBeInTheDocument();
	} );
} );
