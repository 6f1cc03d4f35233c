<?php
/**
 * The double opt-in email.
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

defined( 'ABSPATH' ) || exit;

/**
 * Sends a person the link that confirms their sign-up, through wp_mail (so
 * the site's mail set-up, SMTP plugin or test catcher, delivers it).
 */
final class Confirmation_Mailer {

	/**
	 * The address of the confirmation page for a token.
	 *
	 * @param string $token From Confirmation_Token::make().
	 */
	public static function link( string $token ): string {
		return add_query_arg(
			array(
				'action' => Confirmation_Page::ACTION,
				'token'  => $token,
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * Emails the confirmation link of a sign-up row.
	 *
	 * @param array<string, string> $signup The row (id, kind, email, email_normalized, first_name).
	 * @return bool Whether wp_mail accepted it.
	 */
	public function send( array $signup ): bool {
		$token = Confirmation_Token::make( (int) $signup['id'], (string) $signup['email_normalized'], time() );
		$list  = Signup_Lists::label( (string) $signup['kind'] );
		/* translators: %s: the list's name, e.g. "Newsletter". */
		$subject = sprintf( __( 'Please confirm your sign-up: %s', 'playpal' ), $list );
		$body    = sprintf(
			/* translators: 1: the person's first name, 2: the list's name, 3: the confirmation link, 4: how many days the link works. */
			__( "Hi %1\$s,\n\nPlease confirm that you want to join the %2\$s by opening this link:\n\n%3\$s\n\nThe link works for %4\$d days. If you did not sign up, ignore this email: you will not hear from us again.", 'playpal' ),
			(string) $signup['first_name'],
			$list,
			self::link( $token ),
			(int) ( Confirmation_Token::LIFETIME / DAY_IN_SECONDS )
		);
		return (bool) wp_mail( (string) $signup['email'], $subject, $body );
	}
}
