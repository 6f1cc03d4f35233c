/**
 * The creator directory browser (SPEC §2): a search box, the category
 * buttons of SPEC §9, listing cards and "No listings found". The server
 * searches title, description, creator name and tags in any case (§5).
 */

/**
 * External dependencies
 */
import { useId, useState } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button, LoadList, Row } from '../../../components';
import { useDirectory } from '../api/get-directory';
import { DIRECTORY_CATEGORIES, directoryCategoryLabel } from '../labels';
import { Field, Results, Section } from './layout';
import { ListingCard } from './ListingCard';

export function DirectoryBrowser() {
	const searchId = useId();
	const [ search, setSearch ] = useState( '' );
	const [ category, setCategory ] = useState< string >( 'all' );
	const { data, error, isLoading, mutate } = useDirectory( {
		search,
		category,
	} );

	const results = (
		<LoadList
			items={ data?.listings }
			failed={ ! data && !! error }
			onRetry={ () => void mutate() }
			failedMessage={ __(
				'The directory didn’t load. Please try again.',
				'playpal'
			) }
			loading={ __( 'Loading listings…', 'playpal' ) }
			empty={ __( 'No listings found', 'playpal' ) }
			emptyIsStatus
			aria-label={ __( 'Directory listings', 'playpal' ) }
			aria-busy={ isLoading }
		>
			{ ( listing ) => (
				<li key={ listing.id }>
					<ListingCard listing={ listing } />
				</li>
			) }
		</LoadList>
	);

	return (
		<Section id="creator-directory" aria-labelledby="pp-directory-heading">
			<h2 id="pp-directory-heading">
				{ __( 'Creator Directory', 'playpal' ) }
			</h2>
			<Field>
				<label htmlFor={ searchId }>
					{ __( 'Search listings', 'playpal' ) }
				</label>
				<input
					id={ searchId }
					type="search"
					value={ search }
					maxLength={ 100 }
					placeholder={ __(
						'Title, description, creator or tag',
						'playpal'
					) }
					onChange={ ( event ) => setSearch( event.target.value ) }
				/>
			</Field>
			<Row role="group" aria-label={ __( 'Categories', 'playpal' ) }>
				{ [ 'all', ...DIRECTORY_CATEGORIES ].map( ( value ) => (
					<Button
						key={ value }
						size="sm"
						variant={ value === category ? 'default' : 'outline' }
						aria-pressed={ value === category }
						onClick={ () => setCategory( value ) }
					>
						{ directoryCategoryLabel( value ) }
					</Button>
				) ) }
			</Row>
			<Results>{ results }</Results>
		</Section>
	);
}
