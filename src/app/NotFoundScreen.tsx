/**
 * Any path no route matches: "Oops! Page not found", a way home, and the
 * missing path logged to the console (SPEC §2). The server already answered
 * 404 with noindex; the client keeps the head in step.
 */

/**
 * External dependencies
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../components/AppLink';
import { ButtonLink } from '../components';
import { pageTitle, useDocumentHead } from '../lib/document-head';

const Wrap = styled.section`
	display: flex;
	flex-direction: column;
	align-items: center;
	max-width: 36rem;
	margin: 0 auto;
	padding: 5rem 1rem;
	text-align: center;

	h1 {
		margin: 0 0 0.75rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 2rem, 5vw, 2.75rem );
	}

	p {
		margin: 0 0 2rem;
		color: var( --pp-color-muted-foreground );
		font-size: 1.125rem;
	}
`;

const Code = styled.p`
	&& {
		margin: 0 0 0.5rem;
		color: var( --pp-color-primary );
		font-family: var( --pp-font-heading );
		font-size: clamp( 4rem, 12vw, 6rem );
		font-weight: 700;
		line-height: 1;
	}
`;

export function NotFoundScreen() {
	const { pathname } = useLocation();

	useDocumentHead( {
		title: pageTitle( __( 'Page not found', 'playpal' ) ),
		description: __( 'Oops! Page not found', 'playpal' ),
		robots: 'noindex',
	} );

	useEffect( () => {
		// eslint-disable-next-line no-console
		console.error(
			'404 Error: User attempted to access non-existent route:',
			pathname
		);
	}, [ pathname ] );

	return (
		<Wrap aria-labelledby="pp-not-found-title">
			<Code aria-hidden="true">404</Code>
			<h1 id="pp-not-found-title">
				{ __( 'Oops! Page not found', 'playpal' ) }
			</h1>
			<p>
				{ __(
					'This page seems to have wandered off to play. Let’s head back and find something fun.',
					'playpal'
				) }
			</p>
			<ButtonLink as={ Link } to="/" size="lg">
				{ __( 'Return to Home', 'playpal' ) }
			</ButtonLink>
		</Wrap>
	);
}

export default NotFoundScreen;
