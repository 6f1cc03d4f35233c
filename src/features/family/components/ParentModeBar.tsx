/**
 * Where the Family tab says whether parent mode is on, with its one button:
 * "Unlock with PIN" (opens the PIN dialog) while locked, "Lock" while open.
 * After unlocking the focus lands on "Lock", after locking on "Unlock with
 * PIN", so it never falls back to the top of the page.
 */

/**
 * External dependencies
 */
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../components';
import type { ParentMode } from '../types';
import { PinDialog } from './PinDialog';

const Bar = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	justify-content: space-between;
	gap: 0.75rem;
	padding: 1rem 1.25rem;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 1.5 );
	background: var( --pp-color-muted );
	color: var( --pp-color-foreground );

	p {
		margin: 0;
	}
`;

export interface ParentModeBarHandle {
	/** Moves the focus to the bar's button (after the mode changed). */
	focus: () => void;
}

export interface ParentModeBarProps {
	mode: ParentMode;
	busy: boolean;
	onUnlocked: ( mode: ParentMode ) => void;
	onLock: () => void;
}

export const ParentModeBar = forwardRef<
	ParentModeBarHandle,
	ParentModeBarProps
>( ( { mode, busy, onUnlocked, onLock }, ref ) => {
	const [ asking, setAsking ] = useState( false );
	const button = useRef< HTMLButtonElement >( null );
	useImperativeHandle( ref, () => ( {
		focus: () => button.current?.focus(),
	} ) );
	const idleMinutes = Math.max( 1, Math.round( mode.idleSeconds / 60 ) );

	if ( mode.open ) {
		return (
			<Bar role="group" aria-label={ __( 'Parent mode', 'playpal' ) }>
				<p>
					<strong>{ __( 'Parent mode is on.', 'playpal' ) }</strong>{ ' ' }
					{ sprintf(
						/* translators: %d: minutes. */
						_n(
							'It ends after %d minute without a change.',
							'It ends after %d minutes without a change.',
							idleMinutes,
							'playpal'
						),
						idleMinutes
					) }
				</p>
				{ /* Keys: a new button each way, not one whose colours fade from outline to primary
				(a fade caught half-way reads as too little contrast). */ }
				<Button
					key="lock"
					ref={ button }
					variant="outline"
					disabled={ busy }
					onClick={ onLock }
				>
					{ __( 'Lock', 'playpal' ) }
				</Button>
			</Bar>
		);
	}
	return (
		<Bar role="group" aria-label={ __( 'Parent mode', 'playpal' ) }>
			<p>
				<strong>{ __( 'Locked.', 'playpal' ) }</strong>{ ' ' }
				{ __(
					'Your children’s profiles are read-only. Unlock with your PIN to make changes.',
					'playpal'
				) }
			</p>
			<Button
				key="unlock"
				ref={ button }
				onClick={ () => setAsking( true ) }
			>
				{ __( 'Unlock with PIN', 'playpal' ) }
			</Button>
			<PinDialog
				open={ asking }
				onOpenChange={ setAsking }
				idleMinutes={ idleMinutes }
				onUnlocked={ ( opened ) => {
					setAsking( false );
					onUnlocked( opened );
				} }
				onClosedUnlocked={ () => button.current }
			/>
		</Bar>
	);
} );
ParentModeBar.displayName = 'ParentModeBar';
