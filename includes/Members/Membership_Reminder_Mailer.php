<?php
/**
 * The e-mail that says a membership ends soon.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

defined( 'ABSPATH' ) || exit;

/**
 * One plain-text message through wp_mail(), in the member's own language
 * (their profile's locale), naming the membership, its last day and the
 * product page to renew on.
 */
final class Membership_Reminder_Mailer {

	/**
	 * Sends the reminder.
	 *
	 * @param int    $user_id    Member.
	 * @param string $kind       `vip` or `creator`.
	 * @param string $last_day   YYYY-MM-DD, site time.
	 * @param string $renew_url  Where to renew ('' when no product is on sale).
	 * @return bool Whether wp_mail() accepted it.
	 */
	public function send( int $user_id, string $kind, string $last_day, string $renew_url ): bool {
		$user = get_userdata( $user_id );
		if ( false === $user || ! is_email( $user->user_email ) ) {
			return false;
		}
		$switched = switch_to_user_locale( $user_id );
		$name     = Membership_Types::kind_label( $kind );
		$date     = wp_date( (string) get_option( 'date_format', 'F j, Y' ), (int) strtotime( $last_day . ' 12:00:00 ' . wp_timezone_string() ) );
		/* translators: %s: the membership's name, e.g. "VIP Library Card". */
		$subject = sprintf( __( 'Your %s ends soon', 'playpal' ), $name );
		$body    = sprintf(
			/* translators: 1: the member's name, 2: the membership's name, 3: its last day, formatted. */
			__( "Hi %1\$s,\n\nYour %2\$s ends on %3\$s.", 'playpal' ),
			$user->display_name,
			$name,
			$date
		);
		$body .= "\n\n" . ( '' !== $renew_url
			/* translators: %s: the address of the membership's product page. */
			? sprintf( __( "To keep it, renew here:\n%s", 'playpal' ), $renew_url )
			: __( 'To keep it, renew in the member portal.', 'playpal' ) );
		$body .= "\n\n" . __( 'If you have renewed already, thank you: nothing more to do.', 'playpal' );
		if ( $switched ) {
			restore_previous_locale();
		}
		return (bool) wp_mail( $user->user_email, $subject, $body );
	}
}
