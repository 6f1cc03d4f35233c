/**
 * The design tokens: every colour, the corner radius and the two fonts.
 */

/**
 * WordPress dependencies
 */
import { Flex, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Text } from './controls';
import { ColorTokenControl } from './ColorTokenControl';
import type { Tokens } from './types';

// Same names and order as PlayPal\Settings\Design_Tokens::COLOR_NAMES.
function colorLabels(): Array< [ string, string ] > {
	return [
		[ 'background', __( 'Background', 'playpal' ) ],
		[ 'foreground', __( 'Foreground', 'playpal' ) ],
		[ 'primary', __( 'Primary', 'playpal' ) ],
		[ 'primary-foreground', __( 'Primary foreground', 'playpal' ) ],
		[ 'secondary', __( 'Secondary', 'playpal' ) ],
		[ 'secondary-foreground', __( 'Secondary foreground', 'playpal' ) ],
		[ 'muted', __( 'Muted', 'playpal' ) ],
		[ 'muted-foreground', __( 'Muted foreground', 'playpal' ) ],
		[ 'accent', __( 'Accent', 'playpal' ) ],
		[ 'accent-foreground', __( 'Accent foreground', 'playpal' ) ],
		[ 'destructive', __( 'Destructive', 'playpal' ) ],
		[ 'destructive-foreground', __( 'Destructive foreground', 'playpal' ) ],
		[ 'border', __( 'Border', 'playpal' ) ],
		[ 'card', __( 'Card', 'playpal' ) ],
		[ 'card-foreground', __( 'Card foreground', 'playpal' ) ],
		[ 'ring', __( 'Focus ring', 'playpal' ) ],
	];
}

// As many columns of colours as fit; layout only, no colours of our own.
const COLOR_GRID = {
	display: 'grid',
	gridTemplateColumns: 'repeat( auto-fill, minmax( 16rem, 1fr ) )',
	gap: '16px',
};

interface DesignTokensPanelProps {
	tokens: Tokens;
	onChange: ( tokens: Tokens ) => void;
}

export function DesignTokensPanel( {
	tokens,
	onChange,
}: DesignTokensPanelProps ) {
	const setColor = ( name: string, value: string ) =>
		onChange( {
			...tokens,
			colors: { ...tokens.colors, [ name ]: value },
		} );
	const setFont = ( name: keyof Tokens[ 'fonts' ], value: string ) =>
		onChange( { ...tokens, fonts: { ...tokens.fonts, [ name ]: value } } );
	const fontHelp = __(
		'A comma-separated list of font names, such as system-ui, "Segoe UI", sans-serif.',
		'playpal'
	);

	return (
		<PanelBody title={ __( 'Design tokens', 'playpal' ) } initialOpen>
			<Flex direction="column" align="stretch" gap={ 4 }>
				<div style={ COLOR_GRID }>
					{ colorLabels().map( ( [ name, label ] ) => (
						<ColorTokenControl
							key={ name }
							label={ label }
							value={ tokens.colors[ name ] ?? '' }
							onChange={ ( value ) => setColor( name, value ) }
						/>
					) ) }
				</div>
				<Text
					label={ __( 'Corner radius', 'playpal' ) }
					help={ __(
						'A single CSS length, such as 0.75rem, 12px or 0.',
						'playpal'
					) }
					value={ tokens.radius }
					onChange={ ( radius ) => onChange( { ...tokens, radius } ) }
				/>
				{ (
					[
						[ 'body', __( 'Body font', 'playpal' ) ],
						[ 'heading', __( 'Heading font', 'playpal' ) ],
					] as const
				 ).map( ( [ name, label ] ) => (
					<Text
						key={ name }
						label={ label }
						help={ fontHelp }
						value={ tokens.fonts[ name ] }
						onChange={ ( value ) => setFont( name, value ) }
					/>
				) ) }
			</Flex>
		</PanelBody>
	);
}
