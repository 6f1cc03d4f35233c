<?php
/**
 * Tells a parent that their PIN is being guessed.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

defined( 'ABSPATH' ) || exit;

/**
 * After the 10th wrong PIN try of a site day, Parent_Pin has this e-mail the
 * parent once that day: by wp_mail, in plain text and the parent's own
 * locale, to their own address. It holds no PIN, no try and nothing about the
 * children; it says what happened and what the parent can do.
 */
final class Pin_Guess_Alert {

	/**
	 * E-mails the parent.
	 *
	 * @param int $parent_id Parent's user id.
	 * @return bool Whether wp_mail took it.
	 */
	public function send( int $parent_id ): bool {
		$parent = get_userdata( $parent_id );
		if ( ! $parent || ! is_email( $parent->user_email ) ) {
			return false;
		}
		$switched = switch_to_user_locale( $parent_id );
		try {
			$site    = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
			$subject = sprintf(
				/* translators: %s: site name. */
				__( '[%s] Someone is trying to guess your Family PIN', 'playpal' ),
				$site
			);
			$body = implode(
				"\n",
				array(
					/* translators: %s: the parent's display name. */
					sprintf( __( 'Hello %s,', 'playpal' ), wp_strip_all_tags( $parent->display_name, true ) ),
					'',
					/* translators: %d: number of wrong tries. */
					sprintf( __( 'Your Family PIN was entered wrongly %d times today. Every check is now locked for a while, and each further wrong try locks it for longer.', 'playpal' ), Parent_Pin::ALERT_AFTER ),
					'',
					__( 'If this was not you, a child may be trying to get more play time. You can change your PIN in the Family tab of your account once the lock ends.', 'playpal' ),
					'',
					__( 'You get this e-mail at most once a day.', 'playpal' ),
				)
			) . "\n";
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
		return wp_mail( $parent->user_email, $subject, $body, array( 'Content-Type: text/plain; charset=UTF-8' ) );
	}
}
