/**
 * Plays an Appadoo in the portal: a sandboxed iframe on the player's
 * tokenised address (docs/APPADOOS.md, Player). The sandbox has no
 * allow-same-origin, so the package runs in an opaque origin: it cannot read
 * this site's cookies or call its REST API; its own files load because the
 * token in the path, not a cookie, lets them through.
 *
 * It is also the package's host for play analytics: the runtime posts its
 * session start and end here (it has no network), and the relay checks each
 * message and reports it to pp/v1 (docs/APPADOOS.md, Play analytics); the
 * portal's figures refresh after each report.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ButtonLink,
	Dialog,
	DialogContent,
	DialogDescription,
	DialogHeader,
	DialogTitle,
	Muted,
	Row,
} from '../../../components';
import { createSessionRelay } from '../../../appadoo-runtime/session-relay';
import { serverMessage } from '../api/errors';
import { getPreviewLink } from '../api/get-preview-link';
import { reportSession } from '../api/report-session';
import { useRefreshPortal } from '../hooks/use-refresh-portal';
import type { Appadoo, PlayLink } from '../types';
import { InlineError } from './layout';

/** What the package may do in the frame; never allow-same-origin. */
export const PREVIEW_SANDBOX = 'allow-scripts allow-forms allow-modals';

const Wide = styled( DialogContent )`
	width: min( 96vw, 72rem );
	max-width: none;
`;

const Frame = styled.iframe`
	width: 100%;
	height: min( 75vh, 48rem );
	border: 1px solid var( --pp-color-border );
	border-radius: var( --pp-radius );
	background: #fff;
`;

export interface PreviewDialogProps {
	appadoo: Appadoo | null;
	onOpenChange: ( open: boolean ) => void;
}

export function PreviewDialog( { appadoo, onOpenChange }: PreviewDialogProps ) {
	const [ link, setLink ] = useState< PlayLink | null >( null );
	const [ failure, setFailure ] = useState( '' );
	const id = appadoo?.id;
	const frameRef = useRef< HTMLIFrameElement >( null );
	const refresh = useRefreshPortal();
	const appadooKey = link?.key;

	useEffect( () => {
		if ( ! appadooKey ) {
			return;
		}
		const relay = createSessionRelay( {
			win: window,
			frame: () => frameRef.current?.contentWindow,
			appadooKey,
			send: ( report ) => reportSession( appadooKey, report ),
			onSent: () => void refresh( 'appadoos' ),
		} );
		// Closing the preview ends a session the package did not end itself.
		return () => relay.dispose();
	}, [ appadooKey, refresh ] );

	useEffect( () => {
		setLink( null );
		setFailure( '' );
		if ( id === undefined ) {
			return;
		}
		let current = true;
		getPreviewLink( id ).then(
			( answer ) => current && setLink( answer ),
			( error ) =>
				current &&
				setFailure(
					serverMessage( error ) ??
						__(
							'The preview could not be opened. Please try again.',
							'playpal'
						)
				)
		);
		return () => {
			current = false;
		};
		// A new link on every open: settings edits show on the next open.
	}, [ id, appadoo?.modifiedAt ] );

	return (
		<Dialog open={ appadoo !== null } onOpenChange={ onOpenChange }>
			<Wide>
				<DialogHeader>
					<DialogTitle>
						{ appadoo
							? sprintf(
									/* translators: %s: Appadoo name. */
									__( 'Preview: %s', 'playpal' ),
									appadoo.name
								)
							: __( 'Preview', 'playpal' ) }
					</DialogTitle>
					<DialogDescription>
						{ __(
							'The Appadoo plays in a sandbox with no network and no access to your account.',
							'playpal'
						) }
					</DialogDescription>
				</DialogHeader>
				{ failure !== '' && (
					<InlineError role="alert">{ failure }</InlineError>
				) }
				{ ! link && failure === '' && (
					<Muted role="status">
						{ __( 'Opening the preview…', 'playpal' ) }
					</Muted>
				) }
				{ link && appadoo && (
					<>
						<Frame
							ref={ frameRef }
							src={ link.url }
							sandbox={ PREVIEW_SANDBOX }
							referrerPolicy="no-referrer"
							title={ sprintf(
								/* translators: %s: Appadoo name. */
								__( 'Appadoo player: %s', 'playpal' ),
								appadoo.name
							) }
						/>
						<Row>
							<ButtonLink
								href={ link.openUrl }
								target="_blank"
								rel="noopener noreferrer"
								variant="outline"
								size="sm"
							>
								{ __( 'Open in a new window', 'playpal' ) }
							</ButtonLink>
						</Row>
					</>
				) }
			</Wide>
		</Dialog>
	);
}
