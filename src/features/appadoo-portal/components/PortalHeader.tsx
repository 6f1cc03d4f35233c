/**
 * The portal's header: title, the content-filter badge ("HDG ON"/"HDG OFF"),
 * the Switch to Admin / Switch to Customer toggle (only for people who may
 * manage every Appadoo) and Create Appadoo (guests: sign in first).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Badge,
	Button,
	ButtonLink,
	Row,
	VisuallyHidden,
} from '../../../components';
import { hdgFilterEnabled } from '../utils/portal-stats';
import { Header } from './layout';
import { usePortal } from './portal-context';

export function PortalHeader() {
	const { data, signInUrl, openCreate } = usePortal();
	const { me, viewMode, setViewMode } = data;
	const list = data.appadoos.list ?? [];
	const hdgOn = hdgFilterEnabled( list, me?.id );
	const admin = viewMode === 'admin';

	return (
		<Header>
			<div>
				<h1>
					{ __( 'Appadoo Portal', 'playpal' ) }
					<Badge
						variant={ hdgOn ? 'default' : 'outline' }
						data-testid="hdg-badge"
					>
						{ hdgOn
							? __( 'HDG ON', 'playpal' )
							: __( 'HDG OFF', 'playpal' ) }
						<VisuallyHidden>
							{ hdgOn
								? __(
										'(the content filter is on for every Appadoo)',
										'playpal'
									)
								: __(
										'(the content filter is off for at least one Appadoo)',
										'playpal'
									) }
						</VisuallyHidden>
					</Badge>
				</h1>
				<p>
					{ admin
						? __(
								'Admin view: every Appadoo on this site, with its owner.',
								'playpal'
							)
						: __(
								'Turn HTML activities into safe, offline Appadoos with parental controls, templates and backups.',
								'playpal'
							) }
				</p>
			</div>
			<Row>
				{ me?.canManageAllAppadoos && (
					<Button
						variant="outline"
						onClick={ () =>
							setViewMode( admin ? 'customer' : 'admin' )
						}
					>
						{ admin
							? __( 'Switch to Customer', 'playpal' )
							: __( 'Switch to Admin', 'playpal' ) }
					</Button>
				) }
				{ me ? (
					<Button onClick={ () => openCreate() }>
						{ __( 'Create Appadoo', 'playpal' ) }
					</Button>
				) : (
					<ButtonLink
						href={ signInUrl }
						aria-describedby="appadoo-guest-notice"
					>
						{ __( 'Create Appadoo', 'playpal' ) }
					</ButtonLink>
				) }
			</Row>
		</Header>
	);
}
