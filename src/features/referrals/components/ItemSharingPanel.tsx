/**
 * Item Sharing: share an Appadoo you own with a time-limited, usage-limited
 * code, and see your shared items (SPEC §2, §3 Shared item, §9).
 */

/**
 * External dependencies
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Badge, Button, LoadFailed, Muted, toast } from '../../../components';
import { ApiError } from '../../../lib/api-client';
import { createShareCode } from '../api/create-share-code';
import { useSharedItems } from '../api/get-shared-items';
import type { SharedItem } from '../types';
import { copyText } from '../utils/copy-text';
import { Field, Inline, List, Panel } from './layout';

const DAYS_DEFAULT = 7;
const USES_DEFAULT = 10;

function refusal( error: unknown ): string {
	const message = error instanceof ApiError ? error.json()?.message : null;
	return typeof message === 'string' && message !== ''
		? message
		: __(
				'The share link could not be made. Please try again.',
				'playpal'
			);
}

function NumberField( {
	label,
	max,
	value,
	onChange,
}: {
	label: string;
	max: number;
	value: number;
	onChange: ( value: number ) => void;
} ) {
	const id = useId();
	return (
		<Field htmlFor={ id }>
			{ label }
			<input
				id={ id }
				type="number"
				min={ 1 }
				max={ max }
				required
				value={ value }
				onChange={ ( event ) =>
					onChange( Number( event.target.value ) )
				}
			/>
		</Field>
	);
}

function SharedItemRow( { item }: { item: SharedItem } ) {
	const copy = async () => {
		const copied = await copyText( item.url );
		toast( {
			variant: copied ? 'default' : 'destructive',
			title: copied
				? __( 'Share link copied!', 'playpal' )
				: __(
						'The link could not be copied. Please select it and copy it yourself.',
						'playpal'
					),
		} );
	};
	return (
		<li>
			<div>
				<strong>{ item.title }</strong>{ ' ' }
				<Badge variant={ item.isActive ? 'default' : 'outline' }>
					{ item.isActive
						? __( 'Active', 'playpal' )
						: __( 'Expired', 'playpal' ) }
				</Badge>
				<Muted>
					{ sprintf(
						/* translators: 1: share code, 2: opens so far, 3: opens allowed, 4: conversions, 5: expiry date. */
						__(
							'Code %1$s · opened %2$d of %3$d times · %4$d conversions · until %5$s',
							'playpal'
						),
						item.shareCode,
						item.timesShared,
						item.usageLimit,
						item.conversions,
						new Date( item.expiresAt ).toLocaleDateString()
					) }
				</Muted>
			</div>
			{ item.isActive && (
				<Button
					size="sm"
					variant="outline"
					onClick={ () => void copy() }
					aria-label={ sprintf(
						/* translators: %s: Appadoo name. */
						__( 'Copy the share link of %s', 'playpal' ),
						item.title
					) }
				>
					{ __( 'Copy share link', 'playpal' ) }
				</Button>
			) }
		</li>
	);
}

export function ItemSharingPanel() {
	const { data, error, mutate } = useSharedItems();
	const [ appadooId, setAppadooId ] = useState( '' );
	const [ days, setDays ] = useState( DAYS_DEFAULT );
	const [ uses, setUses ] = useState( USES_DEFAULT );
	const [ busy, setBusy ] = useState( false );
	const appadooFieldId = useId();

	if ( error ) {
		return (
			<Panel aria-label={ __( 'Item Sharing', 'playpal' ) }>
				<LoadFailed
					message={ __(
						'Your shared items didn’t load. Please try again.',
						'playpal'
					) }
					onRetry={ () => void mutate() }
				/>
			</Panel>
		);
	}
	if ( ! data ) {
		return (
			<Muted role="status">
				{ __( 'Loading your shared items…', 'playpal' ) }
			</Muted>
		);
	}

	const chosen = appadooId || String( data.appadoos[ 0 ]?.id ?? '' );
	const share = async ( event: FormEvent ) => {
		event.preventDefault();
		setBusy( true );
		try {
			const item = await createShareCode( {
				appadooId: Number( chosen ),
				days,
				usageLimit: uses,
			} );
			await mutate();
			toast( {
				title: sprintf(
					/* translators: %s: Appadoo name. */
					__( '%s is shared. Copy the link below.', 'playpal' ),
					item.title
				),
			} );
		} catch ( shareError ) {
			toast( { variant: 'destructive', title: refusal( shareError ) } );
		} finally {
			setBusy( false );
		}
	};

	return (
		<Panel aria-label={ __( 'Item Sharing', 'playpal' ) }>
			<h3>{ __( 'Share an Appadoo', 'playpal' ) }</h3>
			<Muted>
				{ __(
					'Shares are time-limited, with usage limits: a friend opens your Appadoo with the link until it expires or is used up.',
					'playpal'
				) }
			</Muted>
			{ data.appadoos.length === 0 ? (
				<p>
					{ __(
						'You have no Appadoos to share yet. Create one in the Appadoo portal.',
						'playpal'
					) }
				</p>
			) : (
				<form onSubmit={ share }>
					<Inline>
						<Field htmlFor={ appadooFieldId }>
							{ __( 'Appadoo', 'playpal' ) }
							<select
								id={ appadooFieldId }
								value={ chosen }
								onChange={ ( event ) =>
									setAppadooId( event.target.value )
								}
							>
								{ data.appadoos.map( ( appadoo ) => (
									<option
										key={ appadoo.id }
										value={ appadoo.id }
									>
										{ appadoo.title }
									</option>
								) ) }
							</select>
						</Field>
						<NumberField
							label={ __( 'Days', 'playpal' ) }
							max={ 30 }
							value={ days }
							onChange={ setDays }
						/>
						<NumberField
							label={ __( 'Opens allowed', 'playpal' ) }
							max={ 100 }
							value={ uses }
							onChange={ setUses }
						/>
						<Button type="submit" disabled={ busy }>
							{ busy
								? __( 'Sharing…', 'playpal' )
								: __( 'Share', 'playpal' ) }
						</Button>
					</Inline>
				</form>
			) }
			<h3>{ __( 'Your shared items', 'playpal' ) }</h3>
			{ data.items.length === 0 ? (
				<Muted>{ __( 'Nothing shared yet.', 'playpal' ) }</Muted>
			) : (
				<List>
					{ data.items.map( ( item ) => (
						<SharedItemRow key={ item.id } item={ item } />
					) ) }
				</List>
			) }
		</Panel>
	);
}
