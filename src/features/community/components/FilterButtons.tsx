/**
 * A row of toggle buttons; the chosen one is announced with aria-pressed.
 */

/**
 * Internal dependencies
 */
import { Button } from '../../../components';
import { FilterGroup } from './layout';

export interface FilterOption< T extends string > {
	value: T;
	label: string;
}

export interface FilterButtonsProps< T extends string > {
	/** Names the group for screen readers. */
	label: string;
	options: FilterOption< T >[];
	selected: T;
	onSelect: ( value: T ) => void;
}

export function FilterButtons< T extends string >( {
	label,
	options,
	selected,
	onSelect,
}: FilterButtonsProps< T > ) {
	return (
		<FilterGroup role="group" aria-label={ label }>
			{ options.map( ( option ) => (
				<Button
					key={ option.value }
					size="sm"
					variant={
						option.value === selected ? 'default' : 'outline'
					}
					aria-pressed={ option.value === selected }
					onClick={ () => onSelect( option.value ) }
				>
					{ option.label }
				</Button>
			) ) }
		</FilterGroup>
	);
}
