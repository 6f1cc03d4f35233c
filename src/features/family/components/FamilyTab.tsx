/**
 * The member portal's Family tab: the parent's children with what is left
 * of today's play time, adding one (the consent text shows before the
 * first), deleting one with all its data (after a confirmation), and the
 * parent PIN. Errors come back in the server's own words (docs/FAMILY.md).
 */

/**
 * External dependencies
 */
import { useState } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button, Card, LoadState, Muted, Notice } from '../../../components';
import { ApiError } from '../../../lib/api-client';
import { addChild, deleteChild, setPin, useFamily } from '../api/family-api';
import type { Child, ChildFields, Family } from '../types';
import { ChildForm } from './ChildForm';
import { PinForm } from './PinForm';

/**
 * What is left today, in words.
 *
 * @param child The child.
 */
function remaining( child: Child ): string {
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
	const [ busy, setBusy ] = useState( false );
	const [ problem, setProblem ] = useState( '' );
	const [ confirming, setConfirming ] = useState< string | null >( null );

	const run = async ( step: () => Promise< unknown > ) => {
		setBusy( true );
		setProblem( '' );
		try {
			await step();
			await mutate();
		} catch ( failure ) {
			setProblem( messageOf( failure ) );
		} finally {
			setBusy( false );
			setConfirming( null );
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
					{ 0 === family.children.length ? (
						<Muted>{ __( 'No children yet.', 'playpal' ) }</Muted>
					) : (
						<ul aria-label={ __( 'Your children', 'playpal' ) }>
							{ family.children.map( ( child ) => (
								<li key={ child.id }>
									<Card>
										<strong>{ child.nickname }</strong>{ ' ' }
										<Muted as="span">
											{ remaining( child ) }
										</Muted>{ ' ' }
										{ confirming === child.id ? (
											<>
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
														void run( () =>
															deleteChild(
																child.id
															)
														)
													}
												>
													{ __(
														'Delete',
														'playpal'
													) }
												</Button>{ ' ' }
												<Button
													variant="outline"
													onClick={ () =>
														setConfirming( null )
													}
												>
													{ __( 'Keep', 'playpal' ) }
												</Button>
											</>
										) : (
											<Button
												variant="outline"
												aria-label={ sprintf(
													/* translators: %s: child's nickname. */
													__(
														'Delete %s',
														'playpal'
													),
													child.nickname
												) }
												onClick={ () =>
													setConfirming( child.id )
												}
											>
												{ __( 'Delete', 'playpal' ) }
											</Button>
										) }
									</Card>
								</li>
							) ) }
						</ul>
					) }
					{ family.children.length < family.max ? (
						<>
							{ null === family.consent && (
								<p>{ family.consentText }</p>
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
								) => void run( () => addChild( fields ) ) }
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
							void run( () => setPin( pin, current ) )
						}
					/>
				</section>
			) }
		</LoadState>
	);
}

export default FamilyTab;
