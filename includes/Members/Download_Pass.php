<?php
/**
 * Short-lived signed addresses of a person's paid file.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

defined( 'ABSPATH' ) || exit;

/**
 * `POST pp/v1/downloads/{id}` answers the address of PlayPal's download door,
 * `GET pp/v1/downloads/{id}/file?expires=…&signature=…`, never the file's own.
 * The signature is an HMAC (SHA-256, keyed with the site's auth salt) over the
 * person's user id, the file id and the expiry: the address names no user,
 * works for 5 minutes and only for the person it was made for (the door
 * signs again with the signed-in user's id), and the door checks again on
 * every use that the file is still theirs and not expired.
 */
final class Download_Pass {

	/** Seconds an address works. */
	public const LIFETIME = 5 * MINUTE_IN_SECONDS;

	/**
	 * The query of a new address: `expires` (Unix time) and `signature` (64 hex).
	 *
	 * @param int    $user_id User the address is for.
	 * @param string $file_id File id.
	 * @param int    $now     Unix time.
	 * @return array{expires: int, signature: string}
	 */
	public static function issue( int $user_id, string $file_id, int $now ): array {
		$expires = $now + self::LIFETIME;
		return array(
			'expires'   => $expires,
			'signature' => self::sign( $user_id, $file_id, $expires ),
		);
	}

	/**
	 * Whether a signature was made by issue() for this user and file.
	 *
	 * @param int    $user_id   The signed-in user.
	 * @param string $file_id   File id.
	 * @param int    $expires   Expiry the address names.
	 * @param string $signature Signature the address names.
	 */
	public static function is_signed( int $user_id, string $file_id, int $expires, string $signature ): bool {
		return $user_id > 0 && hash_equals( self::sign( $user_id, $file_id, $expires ), strtolower( $signature ) );
	}

	/**
	 * Whether an address's time is up (or it claims more time than issue() gives).
	 *
	 * @param int $expires Expiry the address names.
	 * @param int $now     Unix time.
	 */
	public static function is_expired( int $expires, int $now ): bool {
		return $expires <= $now || $expires > $now + self::LIFETIME;
	}

	/**
	 * The HMAC.
	 *
	 * @param int    $user_id User.
	 * @param string $file_id File id.
	 * @param int    $expires Expiry.
	 */
	private static function sign( int $user_id, string $file_id, int $expires ): string {
		return hash_hmac( 'sha256', 'playpal-download|' . $user_id . '|' . $file_id . '|' . $expires, wp_salt( 'auth' ) );
	}
}
