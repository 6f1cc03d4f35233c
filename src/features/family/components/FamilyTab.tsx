/**
 * The member portal's Family tab, behind parent mode (docs/FAMILY.md):
 *
 * - no parent PIN yet: "Set a parent PIN" first (setting it opens parent
 *   mode), nothing else editable;
 * - locked: the children read-only (avatar, nickname, today's bar) and
 *   "Unlock with PIN" (a PIN dialog);
 * - parent mode open: adding, editing and deleting children (the consent
 *   text with an unticked "I agree" when the server needs it), changing the
 *   PIN, the weekly summary e-mail, "Withdraw consent" and "Lock".
 *
 * A write refused because parent mode ended while idle returns the tab to
 * locked and says so, keeping what was typed in an open form until the
 * parent unlocks again. The parent's view of play time shows in every state
 * once there is a child.
 * Errors are announced (role="alert"), what was saved politely.
 */

/**
 * External dependencies
 */
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Card,
	Empty,
	Grid,
	LoadState,
	Muted,
	Notice,
} from '../../../components';
import {
	addChild,
	deleteChild,
	lockParentMode,
	setPin,
	updateChild,
	useFamily,
	useParentMode,
	withdrawConsent,
} from '../api/family-api';
import { FAMILY_OVERVIEW_PATH } from '../api/paths';
import type { Family, ParentMode } from '../types';
import { ChildForm } from './ChildForm';
import { ChildItem } from './ChildItem';
import {
	codeOf,
	CONSENT_REQUIRED,
	messageOf,
	parentModeEnded,
	pinMessageOf,
} from './errors';
import { FamilyOverview } from './FamilyOverview';
import { ParentModeBar, type ParentModeBarHandle } from './ParentModeBar';
import { PinForm } from './PinForm';
import { SummaryEmailToggle } from './SummaryEmailToggle';
import { WithdrawConsent } from './WithdrawConsent';

const Stack = styled.section`
	display: grid;
	gap: 1.5rem;

	h2 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.5rem;
	}

	h2:focus {
		outline: none;
	}

	/* The live region stays in place (so it is announced) without a gap of its own while empty. */
	> [role='status']:empty {
		margin-block-start: -1.5rem;
	}
`;

/** The children's cards; a card with a form open takes the whole row. */
const Children = styled( Grid )`
	> li:has( form ) {
		grid-column: 1 / -1;
	}
`;

/** Everything the tab needs, once both requests answered. */
interface TabData {
	family: Family;
	mode: ParentMode;
}

export function FamilyTab() {
	const family = useFamily( true );
	const parentMode = useParentMode();
	const { mutate: refresh } = useSWRConfig();
	const [ busy, setBusy ] = useState( false );
	const [ problem, setProblem ] = useState( '' );
	const [ saved, setSaved ] = useState( '' );
	// Parent mode ended under a write: open forms stay, with their values, until unlocked.
	const [ ended, setEnded ] = useState( false );
	const bar = useRef< ParentModeBarHandle >( null );
	const heading = useRef< HTMLHeadingElement >( null );

	const data: TabData | undefined =
		family.data && parentMode.data
			? { family: family.data, mode: parentMode.data }
			: undefined;

	/**
	 * The tab goes back to locked: parent mode ended on the server.
	 *
	 * @param mode Parent mode as last known.
	 */
	const lockedByServer = ( mode: ParentMode ) => {
		// Before the tab shows locked (SWR renders at once), or the open forms would close.
		flushSync( () => setEnded( true ) );
		void parentMode.mutate(
			{ ...mode, open: false, expiresAt: null },
			{ revalidate: false }
		);
		// The next step is the PIN: the focus goes to "Unlock with PIN".
		window.setTimeout( () => bar.current?.focus(), 0 );
	};

	/**
	 * Runs a gated write, then reloads the family and the parent's view.
	 *
	 * @param mode    Parent mode as last known.
	 * @param step    The write.
	 * @param success What to announce when it worked.
	 * @param words   How a refusal is said (the server's words by default).
	 * @return Whether it worked.
	 */
	const run = async (
		mode: ParentMode,
		step: () => Promise< unknown >,
		success: string,
		words: ( error: unknown ) => string = messageOf
	): Promise< boolean > => {
		setBusy( true );
		setProblem( '' );
		setSaved( '' );
		try {
			await step();
			await Promise.all( [
				family.mutate(),
				refresh( FAMILY_OVERVIEW_PATH ),
			] );
			setSaved( success );
			return true;
		} catch ( failure ) {
			if ( parentModeEnded( failure ) ) {
				lockedByServer( mode );
			} else if ( CONSENT_REQUIRED === codeOf( failure ) ) {
				// A newer consent text: read it, so the form asks for it.
				void family.mutate();
			}
			setProblem( words( failure ) );
			return false;
		} finally {
			setBusy( false );
		}
	};

	/**
	 * Parent mode opened with the PIN.
	 * @param mode
	 */
	const unlocked = ( mode: ParentMode ) => {
		setEnded( false );
		setProblem( '' );
		setSaved( __( 'Parent mode is on.', 'playpal' ) );
		void parentMode.mutate( mode, { revalidate: false } );
	};

	const lock = async ( mode: ParentMode ) => {
		setBusy( true );
		setProblem( '' );
		try {
			const closed = await lockParentMode();
			setEnded( false );
			await parentMode.mutate( closed, { revalidate: false } );
			setSaved( __( 'Locked. Your PIN unlocks changes.', 'playpal' ) );
		} catch ( failure ) {
			if ( parentModeEnded( failure ) ) {
				lockedByServer( mode );
			} else {
				setProblem( messageOf( failure ) );
			}
		} finally {
			setBusy( false );
		}
		window.setTimeout( () => bar.current?.focus(), 0 );
	};

	/**
	 * Sets the first PIN (it opens parent mode) or changes it.
	 *
	 * @param mode     Parent mode as last known.
	 * @param pin      The new PIN.
	 * @param current  The current PIN, when changing it.
	 * @param password The account password, for the first PIN once there are children.
	 */
	const savePin = async (
		mode: ParentMode,
		pin: string,
		current?: string,
		password?: string
	): Promise< boolean > =>
		run(
			mode,
			async () => {
				const answer = await setPin( pin, current, password );
				if ( answer?.parentMode ) {
					setEnded( false );
					await parentMode.mutate(
						{ ...answer.parentMode, pinSet: true },
						{ revalidate: false }
					);
				} else {
					await parentMode.mutate();
				}
			},
			mode.pinSet
				? __( 'The parent PIN is saved.', 'playpal' )
				: __(
						'The parent PIN is saved, and parent mode is on.',
						'playpal'
					),
			pinMessageOf
		);

	const withdraw = async ( mode: ParentMode ): Promise< boolean > => {
		const done = await run(
			mode,
			async () => {
				await withdrawConsent();
				setEnded( false );
				await parentMode.mutate();
			},
			__(
				'Your consent is withdrawn, and your children’s profiles and play data are deleted.',
				'playpal'
			)
		);
		return done;
	};

	return (
		<LoadState
			data={ data }
			error={ family.error ?? parentMode.error }
			onRetry={ () => {
				void family.mutate();
				void parentMode.mutate();
			} }
			loading={ __( 'Loading your family…', 'playpal' ) }
			failed={ { title: __( 'Your family did not load', 'playpal' ) } }
		>
			{ ( { family: kin, mode }: TabData ) => {
				const open = mode.pinSet && mode.open;
				// Forms show in parent mode, and stay (unsendable) when it ended under them.
				const forms = open || ( mode.pinSet && ended );
				const consent = kin.consentNeeded
					? { text: kin.consentText, version: kin.consentVersion }
					: null;
				return (
					<Stack aria-labelledby="pp-family-title">
						<h2
							id="pp-family-title"
							ref={ heading }
							tabIndex={ -1 }
						>
							{ __( 'Family', 'playpal' ) }
						</h2>
						{ problem && (
							<Notice $tone="warning" role="alert">
								<p>{ problem }</p>
							</Notice>
						) }
						<Muted role="status" aria-live="polite">
							{ saved }
						</Muted>
						{ mode.pinSet && (
							<ParentModeBar
								ref={ bar }
								mode={ mode }
								busy={ busy }
								onUnlocked={ unlocked }
								onLock={ () => void lock( mode ) }
							/>
						) }
						{ ! mode.pinSet && (
							<Card>
								<PinForm
									pinSet={ false }
									needsPassword={ kin.children.length > 0 }
									busy={ busy }
									onSubmit={ ( pin, _current, password ) =>
										savePin(
											mode,
											pin,
											undefined,
											password
										)
									}
								/>
							</Card>
						) }
						{ 0 === kin.children.length ? (
							<Empty
								message={
									open
										? __(
												'No children yet. Add your first child below.',
												'playpal'
											)
										: __( 'No children yet.', 'playpal' )
								}
							/>
						) : (
							<Children
								$min="18rem"
								aria-label={ __( 'Your children', 'playpal' ) }
							>
								{ kin.children.map( ( child ) => (
									<li key={ child.id }>
										<ChildItem
											child={ child }
											avatars={ kin.avatars }
											ageBands={ kin.ageBands }
											busy={ busy }
											editable={ open }
											keepForm={ ended }
											consent={ consent }
											onSave={ ( fields, version ) =>
												run(
													mode,
													() =>
														updateChild(
															child.id,
															fields,
															version
														),
													sprintf(
														/* translators: %s: child's nickname. */
														__(
															'%s’s profile is saved.',
															'playpal'
														),
														fields.nickname ??
															child.nickname
													)
												)
											}
											onDelete={ () =>
												run(
													mode,
													() =>
														deleteChild( child.id ),
													sprintf(
														/* translators: %s: child's nickname. */
														__(
															'%s and their play data are deleted.',
															'playpal'
														),
														child.nickname
													)
												)
											}
										/>
									</li>
								) ) }
							</Children>
						) }
						{ forms &&
							( kin.children.length < kin.max ? (
								<Card>
									<ChildForm
										avatars={ kin.avatars }
										ageBands={ kin.ageBands }
										busy={ busy }
										consent={ consent }
										locked={ ! open }
										onSubmit={ ( fields, version ) =>
											run(
												mode,
												() =>
													addChild( fields, version ),
												sprintf(
													/* translators: %s: child's nickname. */
													__(
														'%s is added.',
														'playpal'
													),
													fields.nickname
												)
											)
										}
									/>
								</Card>
							) : (
								<Muted>
									{ sprintf(
										/* translators: %d: most children. */
										__(
											'A family can have up to %d children’s profiles.',
											'playpal'
										),
										kin.max
									) }
								</Muted>
							) ) }
						{ forms && (
							<Card>
								<PinForm
									pinSet
									busy={ busy }
									locked={ ! open }
									onSubmit={ ( pin, current ) =>
										savePin( mode, pin, current )
									}
								/>
							</Card>
						) }
						{ open && (
							<Card>
								<SummaryEmailToggle
									onError={ ( failure ) => {
										if ( parentModeEnded( failure ) ) {
											lockedByServer( mode );
										}
										setProblem( messageOf( failure ) );
									} }
									onSaved={ setSaved }
								/>
							</Card>
						) }
						{ open && null !== kin.consent && (
							<Card>
								<WithdrawConsent
									busy={ busy }
									onWithdraw={ () => withdraw( mode ) }
									afterWithdrawn={ () => heading.current }
								/>
							</Card>
						) }
						{ kin.children.length > 0 && <FamilyOverview /> }
					</Stack>
				);
			} }
		</LoadState>
	);
}

export default FamilyTab;
