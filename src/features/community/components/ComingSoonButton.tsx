/**
 * A button the spec shows but that does nothing yet (New Post, sort by
 * popular, Share Your Idea…). It stays focusable and says why it does
 * nothing — aria-disabled plus a visible "Coming soon" hint it is described
 * by — rather than being a dead button.
 */

/**
 * External dependencies
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../components';
import type { Variant } from '../../../components';

const Wrap = styled.span`
	display: inline-flex;
	flex-direction: column;
	align-items: center;
	gap: 0.25rem;
`;

const Hint = styled.small`
	color: var( --pp-color-muted-foreground );
	font-size: 0.75rem;
`;

export interface ComingSoonButtonProps {
	children: ReactNode;
	variant?: Variant;
	/** The hint; default "Coming soon". */
	hint?: string;
}

export function ComingSoonButton( {
	children,
	variant = 'default',
	hint = __( 'Coming soon', 'playpal' ),
}: ComingSoonButtonProps ) {
	const hintId = useId();
	return (
		<Wrap>
			<Button
				variant={ variant }
				aria-disabled="true"
				aria-describedby={ hintId }
				onClick={ ( event ) => event.preventDefault() }
			>
				{ children }
			</Button>
			<Hint id={ hintId }>{ hint }</Hint>
		</Wrap>
	);
}
