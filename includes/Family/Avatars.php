<?php
/**
 * The fixed set of avatars and age bands a child's profile may use.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

defined( 'ABSPATH' ) || exit;

/**
 * A child's profile holds no picture of the child: only one of these ids,
 * which the Family tab and the "Who's playing?" chooser draw themselves. The
 * age band is optional and coarse on purpose (no birth date is ever asked).
 * Changing these lists is a contract change: the client keeps the same ids.
 */
final class Avatars {

	/** Avatar ids, in the order the Family tab offers them. */
	public const IDS = array( 'fox', 'owl', 'bear', 'cat', 'dog', 'rabbit', 'panda', 'lion', 'frog', 'penguin', 'turtle', 'whale' );

	/** Age bands; a profile may also have none (''). */
	public const AGE_BANDS = array( '0-2', '3-5', '6-8', '9-12', '13+' );

	/**
	 * Whether an avatar id is one of the set.
	 *
	 * @param mixed $id Candidate.
	 */
	public static function is_avatar( mixed $id ): bool {
		return is_string( $id ) && in_array( $id, self::IDS, true );
	}

	/**
	 * Whether an age band is one of the set.
	 *
	 * @param mixed $band Candidate.
	 */
	public static function is_age_band( mixed $band ): bool {
		return is_string( $band ) && in_array( $band, self::AGE_BANDS, true );
	}
}
