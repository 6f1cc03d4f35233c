/**
 * The member portal's Family tab: the parent's children with what is left
 * of today's play time, adding one (the consent text shows before the
 * first, and the server records it with the first profile), editing one
 * (nickname, avatar, age band, budgets; empty budget = unlimited), deleting
 * one with all its data (after a confirmation), the parent PIN (changing it
 * needs the current one), the weekly summary e-mail and the parent's view of
 * play time and progress. Errors come back in the server's own words and
 * are announced (role="alert"); what was saved is announced politely.
 */

/**
 * External dependencies
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { LoadState, Muted, Notice } from '../../../components';
import { ApiError } from '../../../lib/api-client';
import {
	addChild,
	deleteChild,
	setPin,
	updateChild,
	useFamily,
} from '../api/family-api';
import { FAMILY_OVERVIEW_PATH } from '../api/paths';
import type { ChildFields, Family } from '../types';
import { ChildForm } from './ChildForm';
import { ChildItem } from './ChildItem';
import { FamilyOverview } from './FamilyOverview';
import { PinForm } from './PinForm';
import { SummaryEmailToggle } from './SummaryEmailToggle';

/**
 * The message of a failed request: the server's own, else a general one.
 *
 * @param error What the request threw.
 */
function messageOf( error: unknown ): string {
	if ( error instanceof ApiError ) {
		try {
			const body = JSON.parse( error.body ) as { message?: unknown };
			if ( 'string' === typeof body.message && '' !== body.message ) {
				return body.message;
			}
		} catch {
			// Not JSON: the general message below.
		}
	}
	return __( 'That did not work. Please try again.', 'playpal' );
}

export function FamilyTab() {
	const { data, error, mutate } = useFamily( true );
	const { mutate: refresh } = useSWRConfig();
	const [ busy, setBusy ] = useState( false );
	const [ problem, setProblem ] = useState( '' );
	const [ saved, setSaved ] = useState( '' );

	/**
	 * Runs a write, then reloads the family and the parent's view.
	 *
	 * @param step    The write.
	 * @param success What to announce when it worked.
	 * @return Whether it worked.
	 */
	const run = async (
		step: () => Promise< unknown >,
		success: string
	): Promise< boolean > => {
		setBusy( true );
		setProblem( '' );
		setSaved( '' );
		try {
			await step();
			await Promise.all( [ mutate(), refresh( FAMILY_OVERVIEW_PATH ) ] );
			setSaved( success );
			return true;
		} catch ( failure ) {
			setProblem( messageOf( failure ) );
			return false;
		} finally {
			setBusy( false );
		}
	};

	return (
		<LoadState
			data={ data }
			error={ error }
			onRetry={ () => void mutate() }
			loading={ __( 'Loading your family…', 'playpal' ) }
			failed={ { title: __( 'Your family did not load', 'playpal' ) } }
		>
			{ ( family: Family ) => (
				<section aria-labelledby="pp-family-title">
					<h2 id="pp-family-title">{ __( 'Family', 'playpal' ) }</h2>
					{ problem && (
						<Notice $tone="warning" role="alert">
							<p>{ problem }</p>
						</Notice>
					) }
					<p role="status" aria-live="polite">
						{ saved }
					</p>
					{ 0 === family.children.length ? (
						<Muted>{ __( 'No children yet.', 'playpal' ) }</Muted>
					) : (
						<ul aria-label={ __( 'Your children', 'playpal' ) }>
							{ family.children.map( ( child ) => (
								<li key={ child.id }>
									<ChildItem
										child={ child }
										avatars={ family.avatars }
										ageBands={ family.ageBands }
										busy={ busy }
										onSave={ ( fields ) =>
											run(
												() =>
													updateChild(
														child.id,
														fields
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
												() => deleteChild( child.id ),
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
						</ul>
					) }
					{ family.children.length < family.max ? (
						<>
							{ null === family.consent && (
								<p id="pp-family-consent">
									{ family.consentText }
								</p>
							) }
							<ChildForm
								avatars={ family.avatars }
								ageBands={ family.ageBands }
								busy={ busy }
								onSubmit={ (
									fields: ChildFields & {
										nickname: string;
										avatar: string;
									}
								) =>
									void run(
										() => addChild( fields ),
										sprintf(
											/* translators: %s: child's nickname. */
											__( '%s is added.', 'playpal' ),
											fields.nickname
										)
									)
								}
							/>
						</>
					) : (
						<Muted>
							{ sprintf(
								/* translators: %d: most children. */
								__(
									'A family can have up to %d children’s profiles.',
									'playpal'
								),
								family.max
							) }
						</Muted>
					) }
					<PinForm
						pinSet={ family.pinSet }
						busy={ busy }
						onSubmit={ ( pin, current ) =>
							void run(
								() => setPin( pin, current ),
								__( 'The parent PIN is saved.', 'playpal' )
							)
						}
					/>
					<SummaryEmailToggle
						onError={ ( failure ) =>
							setProblem( messageOf( failure ) )
						}
						onSaved={ setSaved }
					/>
					<FamilyOverview />
				</section>
			) }
		</LoadState>
	);
}

export default FamilyTab;
