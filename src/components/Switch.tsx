/**
 * External dependencies
 */
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ElementRef } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import styled from 'styled-components';

/**
 * Internal dependencies
 */
import { focusRing } from './variants';

const Root = styled( SwitchPrimitive.Root )`
	display: inline-flex;
	align-items: center;
	flex-shrink: 0;
	box-sizing: border-box;
	width: 2.75rem;
	height: 1.5rem;
	padding: 0;
	border: 2px solid transparent;
	border-radius: 9999px;
	background-color: var( --pp-color-border );
	cursor: pointer;
	transition: background-color 150ms;

	&[data-state='checked'] {
		background-color: var( --pp-color-primary );
	}

	&:disabled {
		opacity: 0.5;
		cursor: not-allowed;
	}

	${ focusRing }
`;

const Thumb = styled( SwitchPrimitive.Thumb )`
	display: block;
	width: 1.25rem;
	height: 1.25rem;
	border-radius: 9999px;
	background-color: var( --pp-color-background );
	pointer-events: none;
	transform: translateX( 0 );

	&[data-state='checked'] {
		transform: translateX( 1.25rem );
	}

	@media ( prefers-reduced-motion: no-preference ) {
		transition: transform 150ms;
	}
`;

export type SwitchProps = ComponentPropsWithoutRef<
	typeof SwitchPrimitive.Root
>;

/**
 * An on/off switch (role="switch", aria-checked). Name it with a <label
 * htmlFor> pointing at its `id`, or with `aria-label`.
 */
export const Switch = forwardRef<
	ElementRef< typeof SwitchPrimitive.Root >,
	SwitchProps
>( ( props, ref ) => {
	return (
		<Root ref={ ref } { ...props }>
			<Thumb />
		</Root>
	);
} );
Switch.displayName = 'Switch';
