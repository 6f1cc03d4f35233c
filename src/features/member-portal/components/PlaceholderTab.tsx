/**
 * The Create It Forward and Play It Forward tabs, until their issues land:
 * an honest short note and a link to the page that exists.
 */

/**
 * External dependencies
 */

/**
 * Internal dependencies
 */
import { Link } from '../../../components/AppLink';
import { ButtonLink, Muted } from '../../../components';
import { Section } from './layout';

export interface PlaceholderTabProps {
	title: string;
	text: string;
	linkLabel: string;
	to: string;
}

export function PlaceholderTab( {
	title,
	text,
	linkLabel,
	to,
}: PlaceholderTabProps ) {
	return (
		<Section aria-label={ title }>
			<h2>{ title }</h2>
			<Muted>{ text }</Muted>
			<div>
				<ButtonLink as={ Link } to={ to } variant="outline">
					{ linkLabel }
				</ButtonLink>
			</div>
		</Section>
	);
}
