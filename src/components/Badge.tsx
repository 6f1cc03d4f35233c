/**
 * External dependencies
 */
import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/**
 * Internal dependencies
 */
import { variantColors } from './variants';
import type { Size, Variant } from './variants';

const sizeStyles: Record< Size, ReturnType< typeof css > > = {
	default: css`
		padding: 0.125rem 0.625rem;
		font-size: 0.75rem;
	`,
	sm: css`
		padding: 0.0625rem 0.5rem;
		font-size: 0.6875rem;
	`,
	lg: css`
		padding: 0.25rem 0.75rem;
		font-size: 0.875rem;
	`,
	icon: css`
		width: 1.5rem;
		height: 1.5rem;
		padding: 0;
		justify-content: center;
		font-size: 0.75rem;
	`,
};

interface StyleProps {
	$variant: Variant;
	$size: Size;
}

const StyledBadge = styled.span< StyleProps >`
	display: inline-flex;
	align-items: center;
	gap: 0.25rem;
	box-sizing: border-box;
	white-space: nowrap;
	border-width: 1px;
	border-style: solid;
	border-radius: calc( var( --pp-radius ) * 2 );
	font-family: var( --pp-font-body );
	font-weight: 600;
	line-height: 1.25;

	& > svg {
		width: 0.75rem;
		height: 0.75rem;
		flex-shrink: 0;
	}

	${ ( { $variant } ) => variantColors( $variant ) }
	${ ( { $variant } ) =>
		$variant === 'link' &&
		css`
			text-decoration-line: underline;
		` }
	${ ( { $size } ) => sizeStyles[ $size ] }
`;

export interface BadgeProps extends HTMLAttributes< HTMLSpanElement > {
	/** Visual variant; default 'default'. */
	variant?: Variant;
	/** Size; default 'default'. */
	size?: Size;
}

/**
 * A small status label. Not interactive: wrap it in a Button or link when it
 * should do something.
 */
export const Badge = forwardRef< HTMLSpanElement, BadgeProps >(
	( { variant = 'default', size = 'default', ...props }, ref ) => {
		return (
			<StyledBadge
				ref={ ref }
				data-variant={ variant }
				data-size={ size }
				$variant={ variant }
				$size={ size }
				{ ...props }
			/>
		);
	}
);
Badge.displayName = 'Badge';
