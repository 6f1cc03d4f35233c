/**
 * External dependencies
 */
import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled from 'styled-components';

/**
 * Internal dependencies
 */
import { focusRing } from './variants';

/** Root: `value`/`defaultValue`, `onValueChange`, `orientation`. */
export const Tabs = TabsPrimitive.Root;

/** The tablist; give it an aria-label when no heading names it. */
export const TabsList = styled( TabsPrimitive.List )`
	display: inline-flex;
	align-items: center;
	justify-content: center;
	gap: 0.25rem;
	padding: 0.25rem;
	border-radius: var( --pp-radius );
	background-color: var( --pp-color-muted );
	color: var( --pp-color-muted-foreground );

	&[data-orientation='vertical'] {
		flex-direction: column;
		align-items: stretch;
	}
`;

export const TabsTrigger = styled( TabsPrimitive.Trigger )`
	display: inline-flex;
	align-items: center;
	justify-content: center;
	padding: 0.375rem 0.75rem;
	border: 0;
	border-radius: calc( var( --pp-radius ) - 2px );
	background: transparent;
	color: inherit;
	font-family: var( --pp-font-body );
	font-size: 0.875rem;
	font-weight: 500;
	white-space: nowrap;
	cursor: pointer;

	&[data-state='active'] {
		background-color: var( --pp-color-background );
		color: var( --pp-color-foreground );
	}

	&:disabled {
		opacity: 0.5;
		cursor: not-allowed;
	}

	${ focusRing }
`;

export const TabsContent = styled( TabsPrimitive.Content )`
	margin-top: 0.5rem;

	${ focusRing }
`;
