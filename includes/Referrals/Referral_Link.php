<?php
/**
 * A referral link: the site address plus `?ref=` and the code (SPEC §7).
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

defined( 'ABSPATH' ) || exit;

/**
 * Builds referral links. The site address is WordPress's home URL, so the
 * link opens the storefront wherever the site lives.
 */
final class Referral_Link {

	/**
	 * The link for a code.
	 *
	 * @param string $code Referral code.
	 */
	public static function for_code( string $code ): string {
		return add_query_arg( Referral_Cookie::QUERY_ARG, rawurlencode( $code ), home_url( '/' ) );
	}
}
