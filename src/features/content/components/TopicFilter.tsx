/**
 * Topic filter buttons: All plus each category of the loaded posts. The
 * pressed one is announced with aria-pressed.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../components';

const Group = styled.div`
	display: flex;
	flex-wrap: wrap;
	justify-content: center;
	gap: 0.5rem;
	margin: 0 0 2rem;
`;

export interface TopicFilterProps {
	topics: string[];
	/** The chosen topic, or null for All. */
	selected: string | null;
	onSelect: ( topic: string | null ) => void;
}

export function TopicFilter( {
	topics,
	selected,
	onSelect,
}: TopicFilterProps ) {
	return (
		<Group role="group" aria-label={ __( 'Topics', 'playpal' ) }>
			<Button
				size="sm"
				variant={ selected === null ? 'default' : 'outline' }
				aria-pressed={ selected === null }
				onClick={ () => onSelect( null ) }
			>
				{ __( 'All', 'playpal' ) }
			</Button>
			{ topics.map( ( topic ) => (
				<Button
					key={ topic }
					size="sm"
					variant={ selected === topic ? 'default' : 'outline' }
					aria-pressed={ selected === topic }
					onClick={ () => onSelect( topic ) }
				>
					{ topic }
				</Button>
			) ) }
		</Group>
	);
}
