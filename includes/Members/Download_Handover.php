<?php
/**
 * The address the member portal hands out for a paid file on a real WooCommerce.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

defined( 'ABSPATH' ) || exit;

/**
 * PlayPal decides (the free tier's daily limit, SPEC §5), WooCommerce serves:
 * `POST pp/v1/downloads/{id}` claims one of today's downloads and answers
 * WooCommerce's own protected download address for the person's permission
 * (`?download_file=…&order=…&email=…&key=…`, where WooCommerce checks the
 * order key, e-mail, expiry and downloads left, and counts the download) with
 * a PlayPal pass added: `playpal_expires` and `playpal_signature`
 * (Download_Pass: this person, this file, 5 minutes). Store_Download_Guard
 * reads the pass inside WooCommerce's handler: with it the download was
 * already counted by PlayPal; without it (WooCommerce's address called
 * directly, from an order e-mail or My Account) it is counted there.
 */
final class Download_Handover {

	public const EXPIRES = 'playpal_expires';

	public const SIGNATURE = 'playpal_signature';

	/**
	 * WooCommerce's address with a new pass, or '' when the store gave none.
	 *
	 * @param string $handler_url WooCommerce's download address for the permission.
	 * @param int    $user_id     The person the pass is for.
	 * @param string $file_id     File id, {productId}-{downloadId}.
	 * @param int    $now         Unix time.
	 */
	public static function address( string $handler_url, int $user_id, string $file_id, int $now ): string {
		if ( '' === $handler_url ) {
			return '';
		}
		$pass = Download_Pass::issue( $user_id, $file_id, $now );
		return add_query_arg(
			array(
				self::EXPIRES   => $pass['expires'],
				self::SIGNATURE => $pass['signature'],
			),
			$handler_url
		);
	}

	/**
	 * Whether a query carries a pass PlayPal issued to this person for this file that still works.
	 *
	 * @param array<string, mixed> $query   The request's query ($_GET, unslashed).
	 * @param int                  $user_id The signed-in user.
	 * @param string               $file_id File id.
	 * @param int                  $now     Unix time.
	 */
	public static function has_pass( array $query, int $user_id, string $file_id, int $now ): bool {
		$expires   = $query[ self::EXPIRES ] ?? '';
		$signature = $query[ self::SIGNATURE ] ?? '';
		if ( ! is_string( $expires ) || ! is_string( $signature ) || ! ctype_digit( $expires ) || ! preg_match( '/^[0-9a-fA-F]{64}$/', $signature ) ) {
			return false;
		}
		return Download_Pass::is_signed( $user_id, $file_id, (int) $expires, $signature )
			&& ! Download_Pass::is_expired( (int) $expires, $now );
	}
}
