/**
 * One colour token: a swatch that opens a colour picker, beside a text field
 * for typing any hex, rgb(a) or hsl(a) value.
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	ColorIndicator,
	ColorPicker,
	Dropdown,
	Flex,
	FlexBlock,
	FlexItem,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Text } from './controls';

interface ColorTokenControlProps {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
}

export function ColorTokenControl( {
	label,
	value,
	onChange,
}: ColorTokenControlProps ) {
	return (
		<Flex align="flex-end">
			<FlexItem>
				<Dropdown
					popoverProps={ { placement: 'bottom-start' } }
					renderToggle={ ( { isOpen, onToggle } ) => (
						<Button
							__next40pxDefaultSize
							onClick={ onToggle }
							aria-expanded={ isOpen }
							label={ sprintf(
								/* translators: %s: colour name, e.g. Primary. */
								__( 'Pick the %s colour', 'playpal' ),
								label
							) }
						>
							<ColorIndicator colorValue={ value } />
						</Button>
					) }
					renderContent={ () => (
						<ColorPicker
							color={ value }
							onChange={ onChange }
							enableAlpha
						/>
					) }
				/>
			</FlexItem>
			<FlexBlock>
				<Text label={ label } value={ value } onChange={ onChange } />
			</FlexBlock>
		</Flex>
	);
}
