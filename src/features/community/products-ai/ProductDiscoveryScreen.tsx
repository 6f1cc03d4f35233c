/**
 * AI product discovery (/products-ai, SPEC §2): persona buttons Overwhelmed
 * Parent and Ambitious Parent (they keep a choice, nothing else changes),
 * a featured pair of products, four category tabs — one per smart tag type:
 * emotional, functional, outcome, behavioral — and a detail dialog per
 * product.
 */

/**
 * External dependencies
 */
import { useState } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Badge,
	Empty,
	Muted,
	Tabs,
	TabsContent,
	TabsList,
	TabsTrigger,
} from '../../../components';
import { useDiscovery } from '../api/get-discovery';
import { CommunityPage, LoadAnswer } from '../components/CommunityPage';
import { FilterButtons } from '../components/FilterButtons';
import { Card, CardGrid, MetaRow, SectionHeading } from '../components/layout';
import { Picture } from '../components/Picture';
import { formatDollars } from '../../../lib/format';
import type {
	Collection,
	Discovery,
	DiscoveryProduct,
	TagType,
} from '../types';
import { ProductDetailDialog, ratingLine } from './ProductDetailDialog';

export type Persona = 'overwhelmed' | 'ambitious';

/** The four discovery tabs, one per smart tag type (SPEC §3). */
export function tagTypeTabs(): { value: TagType; label: string }[] {
	return [
		{ value: 'emotional', label: __( 'Emotional', 'playpal' ) },
		{ value: 'functional', label: __( 'Functional', 'playpal' ) },
		{ value: 'outcome', label: __( 'Outcome', 'playpal' ) },
		{ value: 'behavioral', label: __( 'Behavioral', 'playpal' ) },
	];
}

/** How many products the featured pair shows (SPEC §2). */
export const FEATURED_COUNT = 2;

const Featured = styled( CardGrid )`
	@media ( min-width: 48rem ) {
		grid-template-columns: 1fr 1fr;
	}
`;

const Tags = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 0.375rem;
`;

const Foot = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	justify-content: space-between;
	gap: 0.75rem;
	margin-top: auto;
`;

function ProductCard( {
	product,
	tagType,
}: {
	product: DiscoveryProduct;
	/** Show only the tags of this type; all when not given. */
	tagType?: TagType;
} ) {
	const tags = tagType
		? product.smart_tags.filter( ( tag ) => tag.type === tagType )
		: product.smart_tags;
	return (
		<li>
			<Card data-testid="discovery-product">
				<Picture src={ product.image } alt="" ratio="16 / 9" />
				<h3>{ product.name }</h3>
				<p>{ product.description }</p>
				<Muted>{ ratingLine( product ) }</Muted>
				{ tags.length > 0 && (
					<Tags>
						{ tags.map( ( tag ) => (
							<Badge key={ tag.id } variant="secondary">
								{ tag.name }
							</Badge>
						) ) }
					</Tags>
				) }
				<Foot>
					<strong>{ formatDollars( product.price ) }</strong>
					<ProductDetailDialog product={ product } />
				</Foot>
			</Card>
		</li>
	);
}

function Collections( {
	collections,
	products,
}: {
	collections: Collection[];
	products: DiscoveryProduct[];
} ) {
	const names = new Map( products.map( ( p ) => [ p.id, p.name ] ) );
	return (
		<section aria-labelledby="discovery-collections">
			<SectionHeading id="discovery-collections">
				{ __( 'Collections', 'playpal' ) }
			</SectionHeading>
			<CardGrid>
				{ collections.map( ( collection ) => (
					<li key={ collection.id }>
						<Card>
							<h3>{ collection.name }</h3>
							<p>{ collection.description }</p>
							<Muted>{ collection.funnel_hook }</Muted>
							<MetaRow>
								{ collection.products
									.map( ( id ) => names.get( id ) )
									.filter( Boolean )
									.join( ', ' ) }
							</MetaRow>
						</Card>
					</li>
				) ) }
			</CardGrid>
		</section>
	);
}

function Discovery() {
	return (
		<LoadAnswer
			answer={ useDiscovery() }
			loading={ __( 'Finding play kits…', 'playpal' ) }
			failed={ {
				title: __( 'Product discovery didn’t load', 'playpal' ),
			} }
			isEmpty={ ( answer ) => answer.products.length === 0 }
			empty={
				<Empty
					title={ __( 'More Magic Coming Soon', 'playpal' ) }
					message={ __(
						'New printable play kits are on their way. Check back soon!',
						'playpal'
					) }
				/>
			}
		>
			{ ( answer ) => <DiscoveryContent data={ answer } /> }
		</LoadAnswer>
	);
}

/**
 * Featured kits, the kits by what matters, and the collections.
 *
 * @param props      Props.
 * @param props.data The discovery answer (at least one product).
 */
function DiscoveryContent( { data }: { data: Discovery } ) {
	const [ tab, setTab ] = useState< string >( 'emotional' );

	return (
		<>
			<section aria-labelledby="discovery-featured">
				<SectionHeading id="discovery-featured">
					{ __( 'Featured Kits', 'playpal' ) }
				</SectionHeading>
				<Featured aria-label={ __( 'Featured kits', 'playpal' ) }>
					{ data.products.slice( 0, FEATURED_COUNT ).map( ( p ) => (
						<ProductCard key={ p.id } product={ p } />
					) ) }
				</Featured>
			</section>
			<section aria-labelledby="discovery-browse">
				<SectionHeading id="discovery-browse">
					{ __( 'Browse by what matters to you', 'playpal' ) }
				</SectionHeading>
				<Tabs value={ tab } onValueChange={ setTab }>
					<TabsList
						aria-label={ __( 'Product categories', 'playpal' ) }
					>
						{ tagTypeTabs().map( ( item ) => (
							<TabsTrigger
								key={ item.value }
								value={ item.value }
							>
								{ item.label }
							</TabsTrigger>
						) ) }
					</TabsList>
					{ tagTypeTabs().map( ( item ) => {
						const products = data.products.filter( ( p ) =>
							p.smart_tags.some( ( t ) => t.type === item.value )
						);
						return (
							<TabsContent
								key={ item.value }
								value={ item.value }
							>
								{ products.length === 0 ? (
									<Empty
										title={ __(
											'Nothing here yet',
											'playpal'
										) }
										message={ __(
											'No play kits in this category yet.',
											'playpal'
										) }
									/>
								) : (
									<CardGrid>
										{ products.map( ( p ) => (
											<ProductCard
												key={ p.id }
												product={ p }
												tagType={ item.value }
											/>
										) ) }
									</CardGrid>
								) }
							</TabsContent>
						);
					} ) }
				</Tabs>
			</section>
			{ data.collections.length > 0 && (
				<Collections
					collections={ data.collections }
					products={ data.products }
				/>
			) }
		</>
	);
}

export function ProductDiscoveryScreen() {
	const [ persona, setPersona ] = useState< Persona | '' >( '' );
	return (
		<CommunityPage
			title={ __( 'Find the Perfect Play Kit', 'playpal' ) }
			description={ __(
				'Find the right printable play kit for your family, browsed by feelings, practical needs, outcomes and behaviours.',
				'playpal'
			) }
			lead={ __(
				'Tell us a little about your day and browse kits by what they do for your family.',
				'playpal'
			) }
		>
			<FilterButtons< Persona | '' >
				label={ __( 'Which sounds like you?', 'playpal' ) }
				options={ [
					{
						value: 'overwhelmed',
						label: __( 'Overwhelmed Parent', 'playpal' ),
					},
					{
						value: 'ambitious',
						label: __( 'Ambitious Parent', 'playpal' ),
					},
				] }
				selected={ persona }
				onSelect={ setPersona }
			/>
			<Discovery />
		</CommunityPage>
	);
}

export default ProductDiscoveryScreen;
