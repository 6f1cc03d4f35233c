/**
 * The shop's filter bar: search, category, one select per global attribute
 * and the sort order, in one form whose fields carry the address's own
 * names (search, category, filter_{name}, orderby). Without JavaScript it is
 * a plain GET form to the same page (the server prints it identically,
 * templates/first-screen/shop-filter-bar.php); with it, submitting
 * navigates in the app to the same address. Changing a select does not
 * navigate by itself, so moving through its options with the keyboard
 * never reloads the list: "Apply" does.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../components';
import { Link } from '../../../components/AppLink';
import { Field } from '../../../components/Field';
import { htmlToText } from '../../../lib/html-text';
import type { StoreAttribute } from '../api/get-attributes';
import { filterName } from '../api/get-attributes';
import type { StoreTerm } from '../api/get-categories';
import {
	isFiltered,
	parseCatalogueQuery,
	serialiseCatalogueQuery,
	type CatalogueQuery,
} from './query';
import { SORT_OPTIONS } from './sort-options';

const Form = styled.form`
	display: flex;
	flex-wrap: wrap;
	align-items: flex-end;
	gap: 1rem;
	margin-bottom: 1.5rem;

	& > div {
		flex: 1 1 10rem;
	}
`;

export interface AttributeChoices {
	attribute: StoreAttribute;
	terms: StoreTerm[];
}

export interface FilterBarProps {
	/** The app path of the screen, "/shop" or "/products". */
	pathname: string;
	query: CatalogueQuery;
	categories: StoreTerm[];
	attributes: AttributeChoices[];
}

/**
 * A select's options: "any", each term, and the address's own combination
 * of several terms when it names more than one (a select holds one value).
 *
 * @param terms    The choices.
 * @param selected The address's slugs.
 */
function termOptions( terms: StoreTerm[], selected: string[] ) {
	const options = terms.map( ( term ) => ( {
		value: term.slug,
		label: htmlToText( term.name ),
	} ) );
	if ( selected.length > 1 ) {
		const names = selected.map(
			( slug ) =>
				options.find( ( option ) => option.value === slug )?.label ??
				slug
		);
		options.push( {
			value: selected.join( ',' ),
			label: names.join( ', ' ),
		} );
	}
	return options;
}

/**
 * The form's values for a state, by field name.
 *
 * @param query The state.
 */
function fieldValues( query: CatalogueQuery ): Record< string, string > {
	const values: Record< string, string > = {
		search: query.search,
		category: query.category,
		orderby: query.orderby,
	};
	for ( const [ name, terms ] of Object.entries( query.filters ) ) {
		values[ `filter_${ name }` ] = terms.join( ',' );
	}
	return values;
}

export function FilterBar( {
	pathname,
	query,
	categories,
	attributes,
}: FilterBarProps ) {
	const navigate = useNavigate();
	const address = serialiseCatalogueQuery( query );
	const [ values, setValues ] = useState( () => fieldValues( query ) );
	const search = useRef< HTMLInputElement >( null );
	// "Clear filters" goes away once followed: focus moves to the search field, not to the page.
	const clearing = useRef( false );
	// The fields follow the address (back, "Clear filters", a page link); the form stays mounted, so focus stays where it was.
	useEffect( () => {
		setValues( fieldValues( parseCatalogueQuery( address ) ) );
		if ( clearing.current ) {
			clearing.current = false;
			search.current?.focus();
		}
	}, [ address ] );
	const field = ( name: string ) => ( {
		id: `shop-${ name.replace( '_', '-' ) }`,
		name,
		value: values[ name ] ?? '',
		onChange: ( event: { target: { value: string } } ) => {
			const { value } = event.target;
			setValues( ( current ) => ( { ...current, [ name ]: value } ) );
		},
	} );
	// A labelled select; `any`, when given, is its first choice, with no value.
	const choice = (
		name: string,
		label: string,
		options: { value: string; label: string }[],
		any?: string
	) => (
		<Field key={ name }>
			<label htmlFor={ field( name ).id }>{ label }</label>
			<select { ...field( name ) }>
				{ any && <option value="">{ any }</option> }
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
		</Field>
	);
	const onSubmit = ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		const fields = new URLSearchParams();
		new FormData( event.currentTarget ).forEach( ( value, name ) =>
			fields.append( name, String( value ) )
		);
		// The same reading as the address's: a new filter starts at page 1.
		navigate(
			pathname +
				serialiseCatalogueQuery(
					parseCatalogueQuery( fields.toString() )
				)
		);
	};
	return (
		<Form
			role="search"
			aria-label={ __( 'Filter play kits', 'playpal' ) }
			method="get"
			action={ pathname }
			onSubmit={ onSubmit }
			data-testid="shop-filter-bar"
		>
			<Field>
				<label htmlFor="shop-search">
					{ __( 'Search play kits', 'playpal' ) }
				</label>
				<input type="search" ref={ search } { ...field( 'search' ) } />
			</Field>
			{ categories.length > 0 &&
				choice(
					'category',
					__( 'Category', 'playpal' ),
					termOptions( categories, [] ),
					__( 'All categories', 'playpal' )
				) }
			{ attributes
				.filter( ( { terms } ) => terms.length > 0 )
				.map( ( { attribute, terms } ) => {
					const name = filterName( attribute );
					return choice(
						`filter_${ name }`,
						htmlToText( attribute.name ),
						termOptions( terms, query.filters[ name ] ?? [] ),
						__( 'Any', 'playpal' )
					);
				} ) }
			{ choice( 'orderby', __( 'Sort by', 'playpal' ), SORT_OPTIONS() ) }
			<Button type="submit" variant="secondary">
				{ __( 'Apply', 'playpal' ) }
			</Button>
			{ isFiltered( query ) && (
				<Link
					to={ pathname }
					onClick={ () => ( clearing.current = true ) }
				>
					{ __( 'Clear filters', 'playpal' ) }
				</Link>
			) }
		</Form>
	);
}
