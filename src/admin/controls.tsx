/**
 * The settings screen's controls at one size: text fields 40px high without
 * the bottom margin, and a panel holding one toggle.
 */

/**
 * External dependencies
 */
import type { ComponentProps } from 'react';

/**
 * WordPress dependencies
 */
import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';

export function Text( props: ComponentProps< typeof TextControl > ) {
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			{ ...props }
		/>
	);
}

interface TogglePanelProps {
	title: string;
	label: string;
	help: string;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
}

export function TogglePanel( { title, ...toggle }: TogglePanelProps ) {
	return (
		<PanelBody title={ title } initialOpen>
			<ToggleControl __nextHasNoMarginBottom { ...toggle } />
		</PanelBody>
	);
}
