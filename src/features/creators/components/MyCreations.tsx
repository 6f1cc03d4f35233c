/**
 * My Creations (SPEC §2): the status filter All / Published / Pending
 * Review / Draft and the creation cards. A sample list (no creations yet,
 * mock data on) is labelled as a preview.
 */

/**
 * External dependencies
 */
import { useState } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Badge, Button, LoadList, Muted, Row } from '../../../components';
import type { Creation, CreationsResponse } from '../types';
import { CreationCard } from './CreationCard';
import { Results } from './layout';

type StatusFilter = 'all' | 'published' | 'pending' | 'draft';

export interface MyCreationsProps {
	data: CreationsResponse | undefined;
	failed: boolean;
	retry: () => void;
	onEdit: ( creation: Creation ) => void;
}

export function MyCreations( {
	data,
	failed,
	retry,
	onEdit,
}: MyCreationsProps ) {
	const [ filter, setFilter ] = useState< StatusFilter >( 'all' );
	const filters: [ StatusFilter, string ][] = [
		[ 'all', __( 'All', 'playpal' ) ],
		[ 'published', __( 'Published', 'playpal' ) ],
		[ 'pending', __( 'Pending Review', 'playpal' ) ],
		[ 'draft', __( 'Draft', 'playpal' ) ],
	];
	// SPEC §4: anything that is not published, pending or rejected counts as a draft.
	const matches = ( creation: Creation ) =>
		filter === 'all' ||
		creation.status === filter ||
		( filter === 'draft' &&
			! [ 'published', 'pending', 'rejected' ].includes(
				creation.status
			) );

	const list = (
		<LoadList
			items={ data?.creations.filter( matches ) }
			failed={ ! data && failed }
			onRetry={ retry }
			failedMessage={ __( 'Your creations didn’t load.', 'playpal' ) }
			loading={ __( 'Loading your creations…', 'playpal' ) }
			empty={
				data?.creations.length === 0
					? __(
							'No creations yet. Use Create New to submit your first one.',
							'playpal'
						)
					: __( 'No creations with this status.', 'playpal' )
			}
			emptyIsStatus
			aria-label={ __( 'Your creations', 'playpal' ) }
		>
			{ ( creation ) => (
				<li key={ creation.id }>
					<CreationCard creation={ creation } onEdit={ onEdit } />
				</li>
			) }
		</LoadList>
	);

	return (
		<>
			{ data?.sample && (
				<Row>
					<Badge variant="outline">
						{ __( 'Preview — sample data', 'playpal' ) }
					</Badge>
					<Muted>
						{ __(
							'These are examples. Your own creations replace them.',
							'playpal'
						) }
					</Muted>
				</Row>
			) }
			<Row
				role="group"
				aria-label={ __( 'Filter by status', 'playpal' ) }
			>
				{ filters.map( ( [ value, label ] ) => (
					<Button
						key={ value }
						size="sm"
						variant={ value === filter ? 'default' : 'outline' }
						aria-pressed={ value === filter }
						onClick={ () => setFilter( value ) }
					>
						{ label }
					</Button>
				) ) }
			</Row>
			<Results>{ list }</Results>
		</>
	);
}
