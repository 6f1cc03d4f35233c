/**
 * Shown when a screen throws or its chunk fails to load (RouteErrorBoundary).
 * Titled "Unexpected Application Error!" with the error's message (SPEC §9).
 */

/**
 * External dependencies
 */
import { useEffect } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { withBasePath } from '../lib/config';
import { useDocumentHead } from '../lib/document-head';

const Wrap = styled.div`
	max-width: 40rem;
	margin: 0 auto;
	padding: 5rem 1rem;
	color: var( --pp-color-foreground );
	font-family: var( --pp-font-body );
	text-align: center;

	h1 {
		margin: 0 0 1rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 1.75rem, 4vw, 2.25rem );
	}
`;

const Detail = styled.pre`
	margin: 0 0 1.5rem;
	padding: 1rem;
	border-radius: var( --pp-radius );
	background: var( --pp-color-muted );
	color: var( --pp-color-muted-foreground );
	font-size: 0.9375rem;
	white-space: pre-wrap;
	word-break: break-word;
`;

const Help = styled.p`
	margin: 0 0 1.5rem;
	color: var( --pp-color-muted-foreground );
`;

/* A plain link with a full page load: the router itself may be what broke. */
const HomeLink = styled.a`
	color: var( --pp-color-primary );
	font-weight: 600;
`;

/**
 * The human-readable part of whatever was thrown.
 *
 * @param error What the route threw.
 */
export function describeRouteError( error: unknown ): string {
	if ( error instanceof Error ) {
		return error.message;
	}
	if ( typeof error === 'string' ) {
		return error;
	}
	return __( 'Unknown error', 'playpal' );
}

export interface RouteErrorScreenProps {
	/** What the screen threw. */
	error: unknown;
	/** Whether the screen is the page's main region (no layout around it). */
	landmark?: boolean;
}

export function RouteErrorScreen( {
	error,
	landmark = false,
}: RouteErrorScreenProps ) {
	useDocumentHead( {
		title: __( 'Unexpected Application Error!', 'playpal' ),
		robots: 'noindex',
	} );

	useEffect( () => {
		// eslint-disable-next-line no-console
		console.error( error );
	}, [ error ] );

	return (
		<Wrap as={ landmark ? 'main' : 'div' }>
			<h1>{ __( 'Unexpected Application Error!', 'playpal' ) }</h1>
			<Detail data-testid="route-error-detail">
				{ describeRouteError( error ) }
			</Detail>
			<Help>
				{ __(
					'Sorry, something went wrong on our side. Reloading the page usually helps.',
					'playpal'
				) }
			</Help>
			<HomeLink href={ withBasePath( '/' ) }>
				{ __( 'Return to Home', 'playpal' ) }
			</HomeLink>
		</Wrap>
	);
}

export default RouteErrorScreen;
