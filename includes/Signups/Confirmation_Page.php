<?php
/**
 * The page a double opt-in link opens.
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

use PlayPal\Database\Signups_Repository;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * `admin-post.php?action=playpal_confirm_signup&token=…`: a public GET that
 * marks the sign-up the signed token names as confirmed and says so on a
 * plain WordPress page. Opening it again says the same and changes nothing.
 * A token that is malformed, unsigned, for a sign-up that is gone, or
 * expired gets a 4xx page saying what to do; nothing is written then.
 */
final class Confirmation_Page {

	public const ACTION = 'playpal_confirm_signup';

	public function __construct( private Signups_Repository $signups = new Signups_Repository() ) {}

	public function add_hooks(): void {
		add_action( 'admin_post_nopriv_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * Answers the request (wp_die prints the page and its status).
	 */
	public function handle(): void {
		// The token is its own proof (an HMAC): no nonce, since the link comes from an email.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended,WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Checked against a strict pattern in Confirmation_Token::parse().
		$token  = isset( $_GET['token'] ) && is_string( $_GET['token'] ) ? wp_unslash( $_GET['token'] ) : '';
		$answer = $this->answer( (string) $token );
		wp_die(
			esc_html( $answer['message'] ),
			esc_html( $answer['title'] ),
			array(
				'response'  => (int) $answer['status'],
				'link_url'  => esc_url( home_url( '/' ) ),
				'link_text' => esc_html__( 'Back to the site', 'playpal' ),
			)
		);
	}

	/**
	 * What a token gets: status, code, title and message.
	 *
	 * @param string $token Token as received.
	 * @return array{status: int, code: string, title: string, message: string}
	 */
	public function answer( string $token ): array {
		$parsed = Confirmation_Token::parse( $token );
		$row    = null === $parsed ? null : $this->signups->get( $parsed['id'] );
		if ( null === $parsed || null === $row || ! Confirmation_Token::is_signed_for( $parsed, (string) $row['email_normalized'] ) ) {
			return $this->error( 400, 'playpal_confirmation_invalid', __( 'This confirmation link is not valid. Please open the whole link from the email, or sign up again.', 'playpal' ) );
		}
		if ( '1' === (string) $row['confirmed'] ) {
			return $this->confirmed();
		}
		if ( $parsed['expires'] < time() ) {
			return $this->error( 410, 'playpal_confirmation_expired', __( 'This confirmation link has expired. Please sign up again and we will send you a new one.', 'playpal' ) );
		}
		try {
			$this->signups->confirm( $parsed['id'] );
		} catch ( RuntimeException $exception ) {
			return $this->error( 503, 'playpal_confirmation_unavailable', __( 'We could not confirm your sign-up just now. Please open the link again in a moment.', 'playpal' ) );
		}
		return $this->confirmed();
	}

	/**
	 * @return array{status: int, code: string, title: string, message: string}
	 */
	private function confirmed(): array {
		return array(
			'status'  => 200,
			'code'    => 'playpal_confirmation_done',
			'title'   => __( 'Sign-up confirmed', 'playpal' ),
			'message' => __( 'Thank you! Your sign-up is confirmed.', 'playpal' ),
		);
	}

	/**
	 * @param int    $status  HTTP status.
	 * @param string $code    Stable code.
	 * @param string $message What to tell the person.
	 * @return array{status: int, code: string, title: string, message: string}
	 */
	private function error( int $status, string $code, string $message ): array {
		return array(
			'status'  => $status,
			'code'    => $code,
			'title'   => __( 'Sign-up not confirmed', 'playpal' ),
			'message' => $message,
		);
	}
}
