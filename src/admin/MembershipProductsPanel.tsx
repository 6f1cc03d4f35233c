/**
 * Memberships: the days before a membership ends that its reminder e-mail
 * goes out (option `playpal_membership_reminder_days`), and the older list of
 * WooCommerce products that grant the VIP tier or a Create It Forward
 * membership (option `playpal_member_grants`) — products are now marked on
 * their own edit screen; the list still counts for products not marked there.
 * Both read and saved through `/wp/v2/settings` (the Commerce tab).
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	Flex,
	PanelBody,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Text } from './controls';
import type { MemberGrant, MembershipSettings } from './api';

interface MembershipProductsPanelProps {
	value: MembershipSettings;
	onChange: ( patch: Partial< MembershipSettings > ) => void;
}

export function MembershipProductsPanel( {
	value: settings,
	onChange,
}: MembershipProductsPanelProps ) {
	const rows = settings.grants;
	const wholeDays = ( text: string ) =>
		Math.max( 0, Number.parseInt( text, 10 ) || 0 );
	const setRows = ( grants: MemberGrant[] ) => onChange( { grants } );
	const change = ( index: number, patch: Partial< MemberGrant > ) =>
		setRows(
			rows.map( ( row, i ) =>
				i === index ? { ...row, ...patch } : row
			)
		);

	return (
		<PanelBody title={ __( 'Membership products', 'playpal' ) } initialOpen>
			<Text
				type="number"
				min={ 0 }
				max={ 60 }
				label={ __(
					'Reminder e-mail, days before a membership ends (0 = none)',
					'playpal'
				) }
				value={ settings.reminder }
				onChange={ ( reminder ) => onChange( { reminder } ) }
			/>
			<p>
				{ __(
					'Mark a product as a membership (VIP Library Card, Creator Monthly, Creator Annual) on its own edit screen, under Product data → General. Products listed below still grant what they say when their order is completed, unless marked there.',
					'playpal'
				) }
			</p>
			{ rows.map( ( row, index ) => (
				<Flex key={ index } align="flex-end" gap={ 3 }>
					<Text
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
					<Text
						type="number"
						min={ 0 }
						label={ __(
							'Membership days (0 = no end)',
							'playpal'
						) }
						value={ String( row.days ) }
						onChange={ ( value ) =>
							change( index, { days: wholeDays( value ) } )
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
		</PanelBody>
	);
}
