/**
 * HTML Converter (SPEC §2): drop or select an HTML page (or a .zip holding
 * one with its assets); the server converts it into an Appadoo, and the tab
 * lists the features actually added and the security measures actually
 * applied to this file, with the removed outside references counted.
 */

/**
 * External dependencies
 */
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Button,
	ButtonLink,
	Card,
	Grid,
	Muted,
	Row,
} from '../../../components';
import { convertAppadoo, type ConvertResult } from '../api/convert-appadoo';
import { isUnauthorized, serverMessage } from '../api/errors';
import { useRefreshPortal } from '../hooks/use-refresh-portal';
import { formatBytes } from '../../../lib/format';
import { InlineError } from './layout';
import { PortalTabSection } from './PortalTabSection';
import { usePortal } from './portal-context';
import { PreviewDialog } from './PreviewDialog';

const MAX_UPLOAD = 10 * 1024 * 1024;

const DropZone = styled.div< { $active: boolean } >`
	display: grid;
	gap: 0.75rem;
	justify-items: center;
	padding: 2rem 1rem;
	border: 2px dashed
		${ ( { $active } ) =>
			$active
				? 'var( --pp-color-primary )'
				: 'var( --pp-color-border )' };
	border-radius: var( --pp-radius );
	background: ${ ( { $active } ) =>
		$active ? 'var( --pp-color-accent )' : 'var( --pp-color-card )' };
	text-align: center;

	input[type='file'] {
		max-width: 100%;
	}
`;

const Removed = styled.ul`
	margin: 0;
	padding-left: 1.25rem;
	font-size: 0.875rem;
	word-break: break-all;
`;

export function ConverterTab() {
	const { data, signInUrl } = usePortal();
	const guest = data.status === 'guest';
	const refresh = useRefreshPortal();
	const inputId = useId();
	const input = useRef< HTMLInputElement >( null );
	const [ busy, setBusy ] = useState< string | null >( null );
	const [ failure, setFailure ] = useState( '' );
	const [ result, setResult ] = useState< ConvertResult | null >( null );
	const [ dragging, setDragging ] = useState( false );
	const [ previewing, setPreviewing ] = useState( false );

	const upload = async ( file: File | undefined ) => {
		if ( ! file || busy ) {
			return;
		}
		setFailure( '' );
		setResult( null );
		if ( file.size > MAX_UPLOAD ) {
			setFailure(
				__(
					'The file is larger than 10 MB. Please upload a smaller file.',
					'playpal'
				)
			);
			return;
		}
		setBusy( file.name );
		try {
			const converted = await convertAppadoo( file );
			setResult( converted );
			void refresh( 'appadoos', 'storage' );
		} catch ( error ) {
			setFailure(
				isUnauthorized( error )
					? __(
							'Your session has ended. Please sign in again to convert a file.',
							'playpal'
						)
					: ( serverMessage( error ) ??
							__(
								'The file could not be converted. Please try again.',
								'playpal'
							) )
			);
		} finally {
			setBusy( null );
			if ( input.current ) {
				input.current.value = '';
			}
		}
	};

	const onDrop = ( event: DragEvent< HTMLDivElement > ) => {
		event.preventDefault();
		setDragging( false );
		if ( ! guest ) {
			void upload( event.dataTransfer.files[ 0 ] );
		}
	};

	const conversion = result?.conversion;
	const external = conversion?.counts.external ?? 0;
	const blocked = conversion?.counts.blocked ?? 0;

	return (
		<PortalTabSection
			tab="converter"
			lead={ __(
				'Turn an HTML activity into a safe, offline Appadoo: one .html page, or a .zip with the page and its images, sounds, styles and scripts. Up to 10 MB; unpacked up to 50 MB and 500 files.',
				'playpal'
			) }
		>
			<DropZone
				$active={ dragging }
				onDragOver={ ( event ) => {
					event.preventDefault();
					setDragging( true );
				} }
				onDragLeave={ () => setDragging( false ) }
				onDrop={ onDrop }
				aria-busy={ busy !== null }
			>
				<label htmlFor={ inputId }>
					{ __( 'Drop or select an HTML file', 'playpal' ) }
				</label>
				<input
					ref={ input }
					id={ inputId }
					type="file"
					accept=".html,.htm,.zip,text/html,application/zip"
					disabled={ guest || busy !== null }
					onChange={ ( event: ChangeEvent< HTMLInputElement > ) =>
						void upload( event.target.files?.[ 0 ] )
					}
				/>
				{ busy !== null && (
					<Row role="status">
						<progress
							aria-label={ __( 'Converting', 'playpal' ) }
						/>
						<span>
							{ sprintf(
								/* translators: %s: file name. */
								__( 'Uploading and converting %s…', 'playpal' ),
								busy
							) }
						</span>
					</Row>
				) }
				{ guest && (
					<ButtonLink href={ signInUrl } variant="outline" size="sm">
						{ __( 'Sign in to convert a file', 'playpal' ) }
					</ButtonLink>
				) }
			</DropZone>
			{ failure !== '' && (
				<InlineError role="alert">{ failure }</InlineError>
			) }
			{ result && conversion && (
				<div role="status" aria-live="polite">
					<Row>
						<strong>
							{ sprintf(
								/* translators: %s: Appadoo name. */
								__( '“%s” is ready.', 'playpal' ),
								result.appadoo.name
							) }
						</strong>
						<Button
							size="sm"
							onClick={ () => setPreviewing( true ) }
						>
							{ __( 'Preview', 'playpal' ) }
						</Button>
					</Row>
					<Muted>
						{ sprintf(
							/* translators: 1: number of files, 2: size. */
							_n(
								'%1$d file packed (%2$s).',
								'%1$d files packed (%2$s).',
								conversion.counts.files,
								'playpal'
							),
							conversion.counts.files,
							formatBytes( conversion.counts.bytes )
						) }{ ' ' }
						{ sprintf(
							/* translators: %d: number of external references. */
							_n(
								'%d external reference removed.',
								'%d external references removed.',
								external,
								'playpal'
							),
							external
						) }{ ' ' }
						{ blocked > 0 &&
							sprintf(
								/* translators: %d: number of requests. */
								_n(
									'%d network request in scripts blocked.',
									'%d network requests in scripts blocked.',
									blocked,
									'playpal'
								),
								blocked
							) }
					</Muted>
				</div>
			) }
			<Grid>
				<li>
					<Card>
						<h3>{ __( 'Features added', 'playpal' ) }</h3>
						{ conversion ? (
							<ul
								aria-label={ __( 'Features added', 'playpal' ) }
							>
								{ conversion.added.map( ( item ) => (
									<li key={ item.code }>{ item.label }</li>
								) ) }
							</ul>
						) : (
							<Muted>
								{ __(
									'Convert a file to see what is added to it: the time limit, print and HDG filter controls, and its files packed to work offline.',
									'playpal'
								) }
							</Muted>
						) }
					</Card>
				</li>
				<li>
					<Card>
						<h3>{ __( 'Security features', 'playpal' ) }</h3>
						{ conversion ? (
							<ul
								aria-label={ __(
									'Security features',
									'playpal'
								) }
							>
								{ conversion.applied.map( ( item ) => (
									<li key={ item.code }>{ item.label }</li>
								) ) }
							</ul>
						) : (
							<Muted>
								{ __(
									'Convert a file to see the security measures applied to it.',
									'playpal'
								) }
							</Muted>
						) }
					</Card>
				</li>
			</Grid>
			{ conversion && conversion.removed.length > 0 && (
				<Card>
					<h3>
						{ __( 'Removed or blocked references', 'playpal' ) }
					</h3>
					<Removed>
						{ conversion.removed.map( ( item, index ) => (
							<li key={ `${ item.file }-${ index }` }>
								{ sprintf(
									/* translators: 1: what was done (removed, disabled, blocked), 2: kind (script, style…), 3: address, 4: file. */
									__(
										'%1$s %2$s: %3$s (in %4$s)',
										'playpal'
									),
									actionLabel( item.action ),
									item.kind,
									item.url,
									item.file
								) }
							</li>
						) ) }
					</Removed>
				</Card>
			) }
			{ conversion && conversion.refused.length > 0 && (
				<Card>
					<h3>
						{ __( 'Files left out of the package', 'playpal' ) }
					</h3>
					<Removed
						aria-label={ __(
							'Files left out of the package',
							'playpal'
						) }
					>
						{ conversion.refused.map( ( item, index ) => (
							<li key={ `${ item.file }-${ index }` }>
								{ sprintf(
									/* translators: 1: file name in the upload, 2: why it was left out. */
									__( '%1$s: %2$s', 'playpal' ),
									item.file,
									refusalLabel( item.code )
								) }
							</li>
						) ) }
					</Removed>
				</Card>
			) }
			<PreviewDialog
				appadoo={ previewing && result ? result.appadoo : null }
				onOpenChange={ ( open ) => setPreviewing( open ) }
			/>
		</PortalTabSection>
	);
}

/**
 * Why the converter refused a file (Package_Types::refusal() codes, docs/APPADOOS.md).
 * @param code A refusal code.
 */
function refusalLabel( code: string ): string {
	switch ( code ) {
		case 'server-script':
			return __(
				'a server script, never part of an activity',
				'playpal'
			);
		case 'name-trailing-dot-or-space':
			return __( 'its name ends with a dot or a space', 'playpal' );
		case 'name-too-long':
			return __( 'its name is too long', 'playpal' );
		case 'name-invalid':
			return __(
				'its name has characters a file name cannot have',
				'playpal'
			);
		default:
			return __(
				'this type of file is not allowed in an Appadoo',
				'playpal'
			);
	}
}

function actionLabel( action: 'removed' | 'disabled' | 'blocked' ): string {
	if ( action === 'blocked' ) {
		return __( 'Blocked by the Content-Security-Policy:', 'playpal' );
	}
	if ( action === 'disabled' ) {
		return __( 'Disabled', 'playpal' );
	}
	return __( 'Removed', 'playpal' );
}
