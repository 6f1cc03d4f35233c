/**
 * One child in the Family tab's list: what is left today, and editing or
 * deleting the profile. Focus never gets lost: opening the edit form moves
 * it to the form's heading, the delete confirmation to its safe choice
 * ("Keep"), and closing either brings it back to the button that opened it.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button, Card, Muted } from '../../../components';
import type { Child, ChildFields } from '../types';
import { ChildForm } from './ChildForm';

export interface ChildItemProps {
	child: Child;
	avatars: string[];
	ageBands: string[];
	busy: boolean;
	/** Saves what changed; resolves to whether it was saved. */
	onSave: ( fields: ChildFields ) => Promise< boolean >;
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
	onSave,
	onDelete,
}: ChildItemProps ) {
	const [ mode, setMode ] = useState< Mode >( 'view' );
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

	const save = async ( fields: ChildFields ) => {
		const changed = changes( child, fields );
		if (
			0 === Object.keys( changed ).length ||
			( await onSave( changed ) )
		) {
			close( 'edit' );
		}
	};

	return (
		<Card>
			<strong>{ child.nickname }</strong>{ ' ' }
			<Muted as="span">{ remaining( child ) }</Muted>{ ' ' }
			{ 'edit' === mode && (
				<ChildForm
					avatars={ avatars }
					ageBands={ ageBands }
					busy={ busy }
					initial={ child }
					onSubmit={ ( fields ) => void save( fields ) }
					onCancel={ () => close( 'edit' ) }
				/>
			) }
			{ 'confirm' === mode && (
				<span role="group" aria-label={ __( 'Confirm', 'playpal' ) }>
					<span>
						{ sprintf(
							/* translators: %s: child's nickname. */
							__(
								'Delete %s and all of their play data?',
								'playpal'
							),
							child.nickname
						) }
					</span>{ ' ' }
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
					</Button>{ ' ' }
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
				</span>
			) }
			{ 'view' === mode && (
				<>
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
					</Button>{ ' ' }
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
				</>
			) }
		</Card>
	);
}
