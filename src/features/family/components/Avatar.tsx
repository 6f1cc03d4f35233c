/**
 * A child's avatar: its picture (the emoji the host page's chooser shows
 * too, src/lib/family-avatars.ts) in a round badge, hidden from screen
 * readers (the nickname beside it says who it is), and each avatar's name
 * in words for the form's choice.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { avatarPicture } from '../../../lib/family-avatars';

const Badge = styled.span< { $size: 'md' | 'lg' } >`
	display: inline-flex;
	flex: none;
	align-items: center;
	justify-content: center;
	width: ${ ( { $size } ) => ( 'lg' === $size ? '3.5rem' : '2.75rem' ) };
	height: ${ ( { $size } ) => ( 'lg' === $size ? '3.5rem' : '2.75rem' ) };
	border: 1px solid var( --pp-color-border );
	border-radius: 50%;
	background: var( --pp-color-muted );
	font-size: ${ ( { $size } ) => ( 'lg' === $size ? '2rem' : '1.5rem' ) };
	line-height: 1;
`;

export interface AvatarProps {
	/** Avatar id (`Family\Avatars::IDS`). */
	avatar: string;
	size?: 'md' | 'lg';
}

export function Avatar( { avatar, size = 'md' }: AvatarProps ) {
	return (
		<Badge $size={ size } aria-hidden="true" data-avatar={ avatar }>
			{ avatarPicture( avatar ) }
		</Badge>
	);
}

/**
 * An avatar's name in words (its id when this build does not know it).
 *
 * @param avatar Avatar id.
 */
export function avatarName( avatar: string ): string {
	const names: Record< string, string > = {
		fox: __( 'Fox', 'playpal' ),
		owl: __( 'Owl', 'playpal' ),
		bear: __( 'Bear', 'playpal' ),
		cat: __( 'Cat', 'playpal' ),
		dog: __( 'Dog', 'playpal' ),
		rabbit: __( 'Rabbit', 'playpal' ),
		panda: __( 'Panda', 'playpal' ),
		lion: __( 'Lion', 'playpal' ),
		frog: __( 'Frog', 'playpal' ),
		penguin: __( 'Penguin', 'playpal' ),
		turtle: __( 'Turtle', 'playpal' ),
		whale: __( 'Whale', 'playpal' ),
	};
	return names[ avatar ] ?? avatar;
}
