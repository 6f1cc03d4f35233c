<?php
/**
 * The referral cookie: who sent this visitor.
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use PlayPal\Settings\Feature_Flags;

defined( 'ABSPATH' ) || exit;

/**
 * A page visit with `?ref=CODE` (a valid code shape, not the demo code) sets
 * a first-party cookie for 30 days: `HttpOnly` (no script reads it),
 * `SameSite=Lax` (sent when the visitor comes back by a link), `Secure` on
 * HTTPS sites. The newest code wins. Nothing is set while the `referral`
 * flag is off, and nothing is read then either.
 */
final class Referral_Cookie {

	public const NAME      = 'playpal_ref';
	public const QUERY_ARG = 'ref';
	public const LIFETIME  = 30 * DAY_IN_SECONDS;

	private Feature_Flags $flags;

	/**
	 * Constructor.
	 *
	 * @param Feature_Flags $flags Feature flags.
	 */
	public function __construct( Feature_Flags $flags ) {
		$this->flags = $flags;
	}

	public function add_hooks(): void {
		// Front-end pages only (WordPress fires send_headers for them, not for REST or wp-admin).
		add_action( 'send_headers', array( $this, 'remember_from_query' ) );
	}

	/**
	 * Sets the cookie when the page's query carries a valid referral code.
	 */
	public function remember_from_query(): void {
		$code    = isset( $_GET[ self::QUERY_ARG ] ) && is_string( $_GET[ self::QUERY_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::QUERY_ARG ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A public link; only its shape is trusted.
		$options = $this->cookie_options( $code, time() );
		if ( null !== $options && ! headers_sent() ) {
			setcookie( self::NAME, $code, $options );
		}
	}

	/**
	 * The cookie's attributes for a code, or null when no cookie may be set.
	 *
	 * @param string $code Code from the query.
	 * @param int    $now  Current time.
	 * @return array{expires: int, path: string, domain: string, secure: bool, httponly: true, samesite: 'Lax'}|null
	 */
	public function cookie_options( string $code, int $now ): ?array {
		if ( ! $this->flags->enabled( 'referral' ) || ! self::is_attributable( $code ) ) {
			return null;
		}
		return array(
			'expires'  => $now + self::LIFETIME,
			'path'     => defined( 'COOKIEPATH' ) && COOKIEPATH ? COOKIEPATH : '/',
			'domain'   => defined( 'COOKIE_DOMAIN' ) && COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
			'secure'   => is_ssl(),
			'httponly' => true,
			'samesite' => 'Lax',
		);
	}

	/**
	 * The referral code this visitor arrived with, or null (also while the flag is off).
	 */
	public function current_code(): ?string {
		$code = isset( $_COOKIE[ self::NAME ] ) && is_string( $_COOKIE[ self::NAME ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::NAME ] ) ) : '';
		return $this->flags->enabled( 'referral' ) && self::is_attributable( $code ) ? $code : null;
	}

	/**
	 * Whether a code may be recorded: the right shape, and not the sample's demo code.
	 *
	 * @param string $code Code.
	 */
	private static function is_attributable( string $code ): bool {
		return Referral_Code::is_valid( $code ) && Referral_Code::DEMO !== strtolower( $code );
	}
}
