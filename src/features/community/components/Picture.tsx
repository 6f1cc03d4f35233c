/**
 * A card picture, or a soft placeholder when the item has none.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

const Frame = styled.div< { $ratio: string } >`
	aspect-ratio: ${ ( { $ratio } ) => $ratio };
	overflow: hidden;
	border-radius: var( --pp-radius );
	background: linear-gradient(
		135deg,
		var( --pp-color-secondary ),
		var( --pp-color-accent )
	);

	img {
		display: block;
		width: 100%;
		height: 100%;
		object-fit: cover;
	}
`;

export interface PictureProps {
	/** URL, or '' for the placeholder. */
	src: string;
	/** Alternative text; '' for a decorative picture. */
	alt: string;
	/** CSS aspect ratio; default 4 / 3. */
	ratio?: string;
	className?: string;
}

export function Picture( {
	src,
	alt,
	ratio = '4 / 3',
	className,
}: PictureProps ) {
	return (
		<Frame
			$ratio={ ratio }
			className={ className }
			data-testid={ src ? undefined : 'picture-placeholder' }
			aria-hidden={ src && alt ? undefined : true }
		>
			{ src && <img src={ src } alt={ alt } loading="lazy" /> }
		</Frame>
	);
}
