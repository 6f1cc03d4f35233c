/**
 * External dependencies
 */
import { forwardRef } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/**
 * Internal dependencies
 */
import { focusRing, interactiveVariantColors } from './variants';
import type { Size, Variant } from './variants';

const sizeStyles: Record< Size, ReturnType< typeof css > > = {
	default: css`
		height: 2.5rem;
		padding: 0.5rem 1rem;
		font-size: 0.875rem;
	`,
	sm: css`
		height: 2.25rem;
		padding: 0 0.75rem;
		font-size: 0.8125rem;
	`,
	lg: css`
		height: 2.75rem;
		padding: 0 2rem;
		font-size: 1rem;
	`,
	icon: css`
		height: 2.5rem;
		width: 2.5rem;
		padding: 0;
		font-size: 0.875rem;
	`,
};

/**
 * Button styling as a css helper, for anything that should look like a
 * button (a router link, a label, a summary…). A link cannot be disabled
 * natively: `aria-disabled` stops it navigating with `pointer-events: none`.
 *
 * @param variant One of VARIANTS, default 'default'.
 * @param size    One of SIZES, default 'default'.
 */
export const buttonStyles = (
	variant: Variant = 'default',
	size: Size = 'default'
) => css`
	display: inline-flex;
	align-items: center;
	justify-content: center;
	gap: 0.5rem;
	box-sizing: border-box;
	white-space: nowrap;
	border-width: 1px;
	border-style: solid;
	border-radius: var( --pp-radius );
	font-family: var( --pp-font-body );
	font-weight: 500;
	line-height: 1;
	text-decoration: none;
	cursor: pointer;
	transition:
		background-color 150ms,
		color 150ms;

	& > svg {
		width: 1em;
		height: 1em;
		flex-shrink: 0;
		pointer-events: none;
	}

	&:disabled,
	&[aria-disabled='true'] {
		opacity: 0.5;
		cursor: not-allowed;
	}

	&[aria-disabled='true'] {
		pointer-events: none;
	}

	${ focusRing }
	${ interactiveVariantColors( variant ) }
	${ sizeStyles[ size ] }
`;

interface StyleProps {
	$variant: Variant;
	$size: Size;
}

const StyledButton = styled.button< StyleProps >`
	${ ( { $variant, $size } ) => buttonStyles( $variant, $size ) }
`;

export interface ButtonProps extends ButtonHTMLAttributes< HTMLButtonElement > {
	/** Visual variant; default 'default'. */
	variant?: Variant;
	/** Size; default 'default'. Icon-only buttons need an aria-label. */
	size?: Size;
}

/**
 * A native button in one of the kit's variants and sizes. `type` defaults to
 * "button" so a button inside a form never submits it by accident; pass
 * type="submit" when it should.
 */
export const Button = forwardRef< HTMLButtonElement, ButtonProps >(
	(
		{ variant = 'default', size = 'default', type = 'button', ...props },
		ref
	) => {
		return (
			<StyledButton
				ref={ ref }
				type={ type }
				data-variant={ variant }
				data-size={ size }
				$variant={ variant }
				$size={ size }
				{ ...props }
			/>
		);
	}
);
Button.displayName = 'Button';

interface DataAttributes {
	'data-variant'?: Variant;
	'data-size'?: Size;
}

export interface ButtonLinkStyleProps {
	/** Visual variant; default 'default'. */
	variant?: Variant;
	/** Size; default 'default'. */
	size?: Size;
}

const linkDataAttributes = ( {
	variant,
	size,
}: ButtonLinkStyleProps ): DataAttributes => ( {
	'data-variant': variant ?? 'default',
	'data-size': size ?? 'default',
} );

/*
 * ButtonLink: an anchor with button styling. Render a router link with
 * `<ButtonLink as={ Link } to="/cart" variant="outline">`.
 */
export const ButtonLink = styled.a
	.withConfig( {
		shouldForwardProp: ( prop ) => prop !== 'variant' && prop !== 'size',
	} )
	.attrs< ButtonLinkStyleProps & DataAttributes >(
		linkDataAttributes
	)< ButtonLinkStyleProps >`
	${ ( { variant, size } ) => buttonStyles( variant, size ) }
`;
