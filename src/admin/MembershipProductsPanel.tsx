/**
 * Memberships: the days before a membership ends that its reminder e-mail
 * goes out (option `playpal_membership_reminder_days`), and the older list of
 * WooCommerce products that grant the VIP tier or a Create It Forward
 * membership (option `playpal_member_grants`) — products are now marked on
 * their own edit screen; the list still counts for products not marked there.
 * Both saved through `/wp/v2/settings`, in their own form and Save button,
 * beside the main settings form.
 */

/**
 * External dependencies
 */
import { useEffect, useState, type FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	Flex,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	errorMessage,
	fetchMembershipSettings,
	saveMembershipSettings,
	type MemberGrant,
} from './api';
import { useSaveWithNotice } from './SaveWithNotice';
import { SettingsFormPanel } from './SettingsFormPanel';

export function MembershipProductsPanel() {
	const [ rows, setRows ] = useState< MemberGrant[] | null >( null );
	const [ reminder, setReminder ] = useState( '' );
	const [ storedReminder, setStoredReminder ] = useState( '' );
	const { saving, message, setMessage, runSave } = useSaveWithNotice();

	useEffect( () => {
		fetchMembershipSettings()
			.then( ( settings ) => {
				setRows( settings.grants );
				setReminder( String( settings.reminderDays ) );
				setStoredReminder( String( settings.reminderDays ) );
			} )
			.catch( ( error: unknown ) => {
				setRows( [] );
				setMessage( { status: 'error', text: errorMessage( error ) } );
			} );
	}, [ setMessage ] );

	if ( ! rows ) {
		return null;
	}

	const change = ( index: number, patch: Partial< MemberGrant > ) =>
		setRows(
			rows.map( ( row, i ) =>
				i === index ? { ...row, ...patch } : row
			)
		);

	const save = ( event: FormEvent ) => {
		event.preventDefault();
		void runSave(
			async () => {
				// The reminder days go only when changed: the list alone otherwise.
				const days =
					reminder !== storedReminder
						? Math.max( 0, Number.parseInt( reminder, 10 ) || 0 )
						: undefined;
				const saved = await saveMembershipSettings(
					rows.filter( ( row ) => row.productId > 0 ),
					days
				);
				setRows( saved.grants );
				if ( saved.reminderDays !== undefined ) {
					setReminder( String( saved.reminderDays ) );
					setStoredReminder( String( saved.reminderDays ) );
				}
			},
			__( 'Membership products saved.', 'playpal' )
		);
	};

	return (
		<SettingsFormPanel
			title={ __( 'Membership products', 'playpal' ) }
			saveLabel={ __( 'Save membership products', 'playpal' ) }
			onSubmit={ save }
			saving={ saving }
			message={ message }
			onDismissMessage={ () => setMessage( null ) }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="number"
				min={ 0 }
				max={ 60 }
				label={ __(
					'Reminder e-mail, days before a membership ends (0 = none)',
					'playpal'
				) }
				value={ reminder }
				onChange={ setReminder }
			/>
			<p>
				{ __(
					'Mark a product as a membership (VIP Library Card, Creator Monthly, Creator Annual) on its own edit screen, under Product data → General. Products listed below still grant what they say when their order is completed, unless marked there.',
					'playpal'
				) }
			</p>
			{ rows.map( ( row, index ) => (
				<Flex key={ index } align="flex-end" gap={ 3 }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						min={ 1 }
						label={ __( 'Product ID', 'playpal' ) }
						value={ row.productId ? String( row.productId ) : '' }
						onChange={ ( value ) =>
							change( index, {
								productId: Number.parseInt( value, 10 ) || 0,
							} )
						}
					/>
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ __( 'VIP tier', 'playpal' ) }
						checked={ row.tier === 'vip' }
						onChange={ ( vip: boolean ) =>
							change( index, { tier: vip ? 'vip' : '' } )
						}
					/>
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ __(
							'Create It Forward membership',
							'playpal'
						) }
						checked={ row.membership }
						onChange={ ( membership: boolean ) =>
							change( index, { membership } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						min={ 0 }
						label={ __(
							'Membership days (0 = no end)',
							'playpal'
						) }
						value={ String( row.days ) }
						onChange={ ( value ) =>
							change( index, {
								days: Math.max(
									0,
									Number.parseInt( value, 10 ) || 0
								),
							} )
						}
					/>
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () =>
							setRows( rows.filter( ( _, i ) => i !== index ) )
						}
						label={ sprintf(
							/* translators: %d: row number. */
							__( 'Remove row %d', 'playpal' ),
							index + 1
						) }
					>
						{ __( 'Remove', 'playpal' ) }
					</Button>
				</Flex>
			) ) }
			<p>
				<Button
					variant="secondary"
					onClick={ () =>
						setRows( [
							...rows,
							{
								productId: 0,
								tier: 'vip',
								membership: false,
								days: 0,
							},
						] )
					}
				>
					{ __( 'Add product', 'playpal' ) }
				</Button>
			</p>
		</SettingsFormPanel>
	);
}
