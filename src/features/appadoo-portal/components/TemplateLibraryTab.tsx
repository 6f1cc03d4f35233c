/**
 * Template Library: a card per template (name, description, category,
 * difficulty, age group, tags, downloads, rating, size) with Reskin (not
 * built yet) and Use, which creates an Appadoo from the template for the
 * signed-in person (guests sign in first).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Badge,
	Button,
	ButtonLink,
	Card,
	LoadList,
	Muted,
	Row,
} from '../../../components';
import { useCreateAppadoo } from '../hooks/use-create-appadoo';
import type { TemplateDifficulty } from '../types';
import { Facts, Section, TagList } from './layout';
import { usePortal } from './portal-context';

export function difficultyLabel( difficulty: TemplateDifficulty | string ) {
	switch ( difficulty ) {
		case 'beginner':
			return __( 'Beginner', 'playpal' );
		case 'intermediate':
			return __( 'Intermediate', 'playpal' );
		case 'advanced':
			return __( 'Advanced', 'playpal' );
	}
	return difficulty;
}

export function TemplateLibraryTab() {
	const { data, signInUrl } = usePortal();
	const { create, busy } = useCreateAppadoo();
	const { templates } = data;
	const guest = data.me === null;

	const body = (
		<LoadList
			items={ templates.list }
			failed={ templates.failed }
			onRetry={ templates.retry }
			failedMessage={ __(
				'We couldn’t load the templates just now.',
				'playpal'
			) }
			loading={ __( 'Loading templates…', 'playpal' ) }
			empty={ __( 'No templates yet.', 'playpal' ) }
			$min="18rem"
		>
			{ ( template ) => (
				<li key={ template.id }>
					<Card
						as="article"
						aria-labelledby={ `template-${ template.id }-name` }
					>
						<Row>
							<h3 id={ `template-${ template.id }-name` }>
								{ template.name }
							</h3>
							<Badge variant="secondary">
								{ difficultyLabel( template.difficulty ) }
							</Badge>
						</Row>
						<p>{ template.description }</p>
						<Facts>
							<dt>{ __( 'Category', 'playpal' ) }</dt>
							<dd>{ template.category }</dd>
							<dt>{ __( 'Ages', 'playpal' ) }</dt>
							<dd>{ template.ageGroup }</dd>
							<dt>{ __( 'Downloads', 'playpal' ) }</dt>
							<dd>{ template.downloads.toLocaleString() }</dd>
							<dt>{ __( 'Rating', 'playpal' ) }</dt>
							<dd>
								{ sprintf(
									/* translators: %s: rating out of 5. */
									__( '%s out of 5', 'playpal' ),
									template.rating
								) }
							</dd>
							<dt>{ __( 'Size', 'playpal' ) }</dt>
							<dd>{ template.size }</dd>
						</Facts>
						{ template.tags.length > 0 && (
							<TagList aria-label={ __( 'Tags', 'playpal' ) }>
								{ template.tags.map( ( tag ) => (
									<li key={ tag }>
										<Badge variant="outline" size="sm">
											{ tag }
										</Badge>
									</li>
								) ) }
							</TagList>
						) }
						<Row>
							<Button
								size="sm"
								variant="outline"
								disabled
								aria-describedby="appadoo-reskin-hint"
							>
								{ __( 'Reskin', 'playpal' ) }
							</Button>
							{ guest ? (
								<ButtonLink
									size="sm"
									href={ signInUrl }
									aria-label={ sprintf(
										/* translators: %s: template name. */
										__( 'Sign in to use %s', 'playpal' ),
										template.name
									) }
								>
									{ __( 'Use', 'playpal' ) }
								</ButtonLink>
							) : (
								<Button
									size="sm"
									disabled={ busy !== null }
									aria-label={ sprintf(
										/* translators: %s: template name. */
										__( 'Use %s', 'playpal' ),
										template.name
									) }
									onClick={ () =>
										void create( {
											template: template.id,
										} )
									}
								>
									{ busy === template.id
										? __( 'Creating…', 'playpal' )
										: __( 'Use', 'playpal' ) }
								</Button>
							) }
						</Row>
					</Card>
				</li>
			) }
		</LoadList>
	);

	return (
		<Section aria-labelledby="appadoo-templates-heading">
			<h2 id="appadoo-templates-heading">
				{ __( 'Template Library', 'playpal' ) }
			</h2>
			<Muted id="appadoo-reskin-hint">
				{ __(
					'Reskin (new colours and pictures for a template) is coming soon.',
					'playpal'
				) }
			</Muted>
			{ body }
		</Section>
	);
}
