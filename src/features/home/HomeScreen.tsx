/**
 * Home (/): hero, benefits, stats, a preview of the shop and a call to
 * action. It also asks the server for the demo message and keeps it in a
 * hidden element; if that fails, it is logged and the page carries on.
 */

/**
 * External dependencies
 */
import { useEffect } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDocumentHead } from '../../lib/document-head';
import { useDemo } from './api/get-demo';
import { BenefitCards } from './components/BenefitCards';
import { HomeCallToAction } from './components/HomeCallToAction';
import { HomeHero } from './components/HomeHero';
import { PlaceholderProductGrid } from './components/PlaceholderProductGrid';
import { StatsBand } from './components/StatsBand';

export function HomeScreen() {
	useDocumentHead( {
		title: __( 'PlayPal — Print. Play. Done.', 'playpal' ),
		description: __(
			'Printable play kits and offline web activities for families and teachers. No fees. No fuss.',
			'playpal'
		),
		canonicalPath: '/',
	} );

	const { data: demo, error: demoError } = useDemo();

	useEffect( () => {
		if ( demoError ) {
			// eslint-disable-next-line no-console
			console.error( 'Failed to load the demo message:', demoError );
		}
	}, [ demoError ] );

	return (
		<>
			<HomeHero />
			<BenefitCards />
			<StatsBand />
			<PlaceholderProductGrid />
			<HomeCallToAction />
			<p hidden data-testid="demo-message">
				{ demo?.message ?? '' }
			</p>
		</>
	);
}

export default HomeScreen;
