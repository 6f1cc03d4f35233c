/**
 * A section of an interest page, named by its heading: the page's section
 * band, its centred column, the h2 and what follows it.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { Container, Section } from './page-layout';

export interface TitledSectionProps {
	/** The heading's id, which names the section. */
	id: string;
	title: string;
	children: ReactNode;
}

export function TitledSection( { id, title, children }: TitledSectionProps ) {
	return (
		<Section aria-labelledby={ id }>
			<Container>
				<h2 id={ id }>{ title }</h2>
				{ children }
			</Container>
		</Section>
	);
}
