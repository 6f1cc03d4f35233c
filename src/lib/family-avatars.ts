/**
 * The pictures of a child's avatar ids (`Family\Avatars::IDS`, docs/FAMILY.md):
 * one emoji each, shared by the member portal's Family tab and the host
 * page's "Who's playing?" chooser, so a child looks the same in both. Emoji,
 * not images: the host page loads none (`img-src 'none'`). No imports: the
 * host page's script carries no React and no WordPress package.
 */

export const FAMILY_AVATAR_PICTURES: Readonly< Record< string, string > > = {
	fox: '🦊',
	owl: '🦉',
	bear: '🐻',
	cat: '🐱',
	dog: '🐶',
	rabbit: '🐰',
	panda: '🐼',
	lion: '🦁',
	frog: '🐸',
	penguin: '🐧',
	turtle: '🐢',
	whale: '🐳',
};

/** The picture of an id this build does not know. */
export const UNKNOWN_AVATAR_PICTURE = '⭐';

/**
 * The picture of an avatar id (a star for an id this build does not know).
 *
 * @param avatar Avatar id.
 */
export function avatarPicture( avatar: string ): string {
	return Object.prototype.hasOwnProperty.call(
		FAMILY_AVATAR_PICTURES,
		avatar
	)
		? ( FAMILY_AVATAR_PICTURES[ avatar ] as string )
		: UNKNOWN_AVATAR_PICTURE;
}
