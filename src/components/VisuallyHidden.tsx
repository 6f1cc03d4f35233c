/**
 * Text that screen readers read and sighted people do not see. Render it as
 * another element with styled-components' `as` (e.g. `as="h2"`).
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export const VisuallyHidden = styled.span`
	position: absolute;
	width: 1px;
	height: 1px;
	overflow: hidden;
	clip: rect( 0 0 0 0 );
	white-space: nowrap;
`;
