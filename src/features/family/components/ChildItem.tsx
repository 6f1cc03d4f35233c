/**
 * One child in the Family tab's list: avatar, nickname, today's play as a
 * bar against the budget (figures in words) and what is left; in parent
 * mode, editing or deleting the profile. Focus never gets lost: opening the
 * edit form moves it to the form's heading, the delete confirmation to its
 * safe choice ("Keep"), and closing either brings it back to the button
 * that opened it. Locked, the card is read-only; an edit form open when
 * parent mode ended stays, with what was typed, until unlocked.
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
import { Button, Card, Muted } from '../../../components';
import type { Child, ChildFields } from '../types';
import { Avatar } from './Avatar';
import { ChildForm } from './ChildForm';
import { DayBar } from './DayBar';

const Who = styled.div`
	display: flex;
	align-items: center;
	gap: 0.75rem;
`;

const Actions = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.5rem;
`;

export interface ChildItemProps {
	child: Child;
	avatars: string[];
	ageBands: string[];
	busy: boolean;
	/** Parent mode is open: the card offers Edit and Delete. */
	editable: boolean;
	/** Parent mode ended under an open form: it stays, with its values. */
	keepForm: boolean;
	/** The consent to agree to with a change, when the server needs it. */
	consent: { text: string; version: string } | null;
	/** Saves what changed; resolves to whether it was saved. */
	onSave: (
		fields: ChildFields,
		consentVersion?: string
	) => Promise< boolean >;
	/** Deletes the child; resolves to whether it was deleted. */
	onDelete: () => Promise< boolean >;
}

type Mode = 'view' | 'edit' | 'confirm';

/**
 * What is left today, in words.
 *
 * @param child The child.
 */
export function remaining( child: Child ): string {
	const seconds = child.today.remainingSeconds;
	if ( null === seconds ) {
		return __( 'Unlimited today', 'playpal' );
	}
	return sprintf(
		/* translators: %d: minutes. */
		__( '%d minutes left today', 'playpal' ),
		Math.floor( seconds / 60 )
	);
}

/**
 * Only the fields that differ from the child as saved (PATCH sends no more).
 *
 * @param child  The child as saved.
 * @param fields The form's fields.
 */
export function changes( child: Child, fields: ChildFields ): ChildFields {
	const changed: ChildFields = {};
	if ( fields.nickname !== child.nickname ) {
		changed.nickname = fields.nickname;
	}
	if ( fields.avatar !== child.avatar ) {
		changed.avatar = fields.avatar;
	}
	if ( fields.ageBand !== child.ageBand ) {
		changed.ageBand = fields.ageBand;
	}
	if ( fields.weekdayMinutes !== child.weekdayMinutes ) {
		changed.weekdayMinutes = fields.weekdayMinutes;
	}
	if ( fields.weekendMinutes !== child.weekendMinutes ) {
		changed.weekendMinutes = fields.weekendMinutes;
	}
	return changed;
}

export function ChildItem( {
	child,
	avatars,
	ageBands,
	busy,
	editable,
	keepForm,
	consent,
	onSave,
	onDelete,
}: ChildItemProps ) {
	const [ mode, setMode ] = useState< Mode >( 'view' );

	// Locked: nothing to confirm, and a form closes unless parent mode ended under it.
	useEffect( () => {
		if ( editable ) {
			return;
		}
		setMode( ( current ) =>
			'confirm' === current || ( 'edit' === current && ! keepForm )
				? 'view'
				: current
		);
	}, [ editable, keepForm ] );
	const editButton = useRef< HTMLButtonElement >( null );
	const deleteButton = useRef< HTMLButtonElement >( null );
	const keepButton = useRef< HTMLButtonElement >( null );
	// Which button gets the focus back once the card shows its buttons again.
	const returnTo = useRef< 'edit' | 'delete' | null >( null );

	useEffect( () => {
		if ( 'confirm' === mode ) {
			keepButton.current?.focus();
		} else if ( 'view' === mode && returnTo.current ) {
			( 'edit' === returnTo.current
				? editButton
				: deleteButton
			).current?.focus();
			returnTo.current = null;
		}
	}, [ mode ] );

	const close = ( button: 'edit' | 'delete' ) => {
		returnTo.current = button;
		setMode( 'view' );
	};

	const save = async (
		fields: ChildFields,
		consentVersion?: string
	): Promise< boolean > => {
		const changed = changes( child, fields );
		// Nothing changed and no consent to record: nothing to send.
		if (
			( 0 === Object.keys( changed ).length &&
				undefined === consentVersion ) ||
			( await onSave( changed, consentVersion ) )
		) {
			close( 'edit' );
			return true;
		}
		return false;
	};

	return (
		<Card>
			<Who>
				<Avatar avatar={ child.avatar } size="lg" />
				<div>
					<h3>{ child.nickname }</h3>
					<Muted>{ remaining( child ) }</Muted>
				</div>
			</Who>
			<DayBar today={ child.today } nickname={ child.nickname } />
			{ 'edit' === mode && (
				<ChildForm
					avatars={ avatars }
					ageBands={ ageBands }
					busy={ busy }
					initial={ child }
					consent={ consent }
					locked={ ! editable }
					onSubmit={ save }
					onCancel={ () => close( 'edit' ) }
				/>
			) }
			{ 'confirm' === mode && editable && (
				<Actions role="group" aria-label={ __( 'Confirm', 'playpal' ) }>
					<p>
						{ sprintf(
							/* translators: %s: child's nickname. */
							__(
								'Delete %s and all of their play data?',
								'playpal'
							),
							child.nickname
						) }
					</p>
					<Button
						variant="destructive"
						disabled={ busy }
						onClick={ () =>
							void onDelete().then( ( deleted ) => {
								if ( ! deleted ) {
									close( 'delete' );
								}
							} )
						}
					>
						{ __( 'Delete', 'playpal' ) }
					</Button>
					<Button
						ref={ keepButton }
						variant="outline"
						onClick={ () => close( 'delete' ) }
						onKeyDown={ ( event ) => {
							if ( 'Escape' === event.key ) {
								close( 'delete' );
							}
						} }
					>
						{ __( 'Keep', 'playpal' ) }
					</Button>
				</Actions>
			) }
			{ 'view' === mode && editable && (
				<Actions>
					<Button
						ref={ editButton }
						variant="outline"
						aria-label={ sprintf(
							/* translators: %s: child's nickname. */
							__( 'Edit %s', 'playpal' ),
							child.nickname
						) }
						onClick={ () => setMode( 'edit' ) }
					>
						{ __( 'Edit', 'playpal' ) }
					</Button>
					<Button
						ref={ deleteButton }
						variant="outline"
						aria-label={ sprintf(
							/* translators: %s: child's nickname. */
							__( 'Delete %s', 'playpal' ),
							child.nickname
						) }
						onClick={ () => setMode( 'confirm' ) }
					>
						{ __( 'Delete', 'playpal' ) }
					</Button>
				</Actions>
			) }
		</Card>
	);
}
