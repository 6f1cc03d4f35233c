/**
 * A section of an interest page named by its heading: the section band, the
 * centred column, the h2 and what follows it.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { Container, Section } from './page-layout';

export function TitledSection( props: {
	id: string;
	title: string;
	children: ReactNode;
} ) {
	return (
		<Section aria-labelledby={ props.id }>
			<Container>
				<h2 id={ props.id }>{ props.title }</h2>
				{ props.children }
			</Container>
		</Section>
	);
}
