/**
 * "Withdraw consent" (parent mode): a confirmation dialog whose focus starts
 * on the safe choice, "Keep"; withdrawing deletes every child with all of
 * their data, the consent, the PIN and the weekly e-mail choice
 * (DELETE /family/consent), as WordPress's privacy eraser does.
 */

/**
 * External dependencies
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Button,
	Dialog,
	DialogContent,
	DialogDescription,
	DialogFooter,
	DialogHeader,
	DialogTitle,
	DialogTrigger,
	Muted,
} from '../../../components';

const Section = styled.section`
	display: grid;
	gap: 0.75rem;
	justify-items: start;

	h3 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.125rem;
	}
`;

export interface WithdrawConsentProps {
	busy: boolean;
	/** Withdraws; resolves to whether it was done. */
	onWithdraw: () => Promise< boolean >;
	/** Where the focus goes after withdrawing (the button is gone then). */
	afterWithdrawn: () => HTMLElement | null;
}

export function WithdrawConsent( {
	busy,
	onWithdraw,
	afterWithdrawn,
}: WithdrawConsentProps ) {
	const [ open, setOpen ] = useState( false );
	const keep = useRef< HTMLButtonElement >( null );
	const withdrawn = useRef( false );

	return (
		<Section aria-labelledby="pp-family-withdraw-title">
			<h3 id="pp-family-withdraw-title">
				{ __( 'Consent', 'playpal' ) }
			</h3>
			<Muted>
				{ __(
					'You can withdraw your consent at any time: every child’s profile and play data is then deleted.',
					'playpal'
				) }
			</Muted>
			<Dialog open={ open } onOpenChange={ setOpen }>
				<DialogTrigger asChild>
					<Button variant="outline">
						{ __( 'Withdraw consent', 'playpal' ) }
					</Button>
				</DialogTrigger>
				<DialogContent
					role="alertdialog"
					onOpenAutoFocus={ ( event ) => {
						event.preventDefault();
						withdrawn.current = false;
						keep.current?.focus();
					} }
					onCloseAutoFocus={ ( event ) => {
						const next = withdrawn.current
							? afterWithdrawn()
							: null;
						if ( next ) {
							event.preventDefault();
							next.focus();
						}
					} }
				>
					<DialogHeader>
						<DialogTitle>
							{ __( 'Withdraw your consent?', 'playpal' ) }
						</DialogTitle>
						<DialogDescription>
							{ __(
								'This deletes every child’s profile with their play time, saved games and progress, your parent PIN and your weekly e-mail choice. It cannot be undone.',
								'playpal'
							) }
						</DialogDescription>
					</DialogHeader>
					<DialogFooter>
						<Button
							variant="destructive"
							disabled={ busy }
							onClick={ () =>
								void onWithdraw().then( ( done ) => {
									withdrawn.current = done;
									setOpen( false );
								} )
							}
						>
							{ __( 'Withdraw and delete', 'playpal' ) }
						</Button>
						<Button
							ref={ keep }
							variant="outline"
							onClick={ () => setOpen( false ) }
						>
							{ __( 'Keep', 'playpal' ) }
						</Button>
					</DialogFooter>
				</DialogContent>
			</Dialog>
		</Section>
	);
}
