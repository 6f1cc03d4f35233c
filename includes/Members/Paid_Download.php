<?php
/**
 * One paid download: find the file, find it on disk, claim the download, give its address.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use DateTimeImmutable;
use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Rate_Limited;
use PlayPal\Errors\Unavailable;
use PlayPal\Time\Site_Day;

defined( 'ABSPATH' ) || exit;

/**
 * PlayPal decides (the free tier's daily limit, SPEC §5), WooCommerce serves.
 * `POST pp/v1/downloads/{id}` claims one of today's downloads and answers
 * address(): on a real WooCommerce its own protected download address for the
 * person's permission (`?download_file=…&order=…&email=…&key=…`, where
 * WooCommerce checks the order key, e-mail, expiry and downloads left, and
 * counts the download) with a PlayPal pass added (`playpal_expires`,
 * `playpal_signature`: issue(), this person, this file, 5 minutes), which
 * REST\Store_Download_Guard reads inside WooCommerce's handler (with it the
 * download was already counted by PlayPal; without it, WooCommerce's address
 * called directly from an order e-mail or My Account, it is counted there).
 * On the store double, which has no handler, the address is PlayPal's door
 * `GET pp/v1/downloads/{id}/file?expires=…&signature=…`, which streams the file.
 *
 * A pass is an HMAC (SHA-256, keyed with the site's auth salt) over the
 * person's user id, the file id and the expiry: the address names no user,
 * works for 5 minutes and only for the person it was made for (whoever reads
 * it signs again with the signed-in user's id), and every use checks again
 * that the file is still theirs and not expired.
 *
 * Only a file in this site's uploads folder is ever handed out (local_path()):
 * WooCommerce stores a product's file as an address, usually under
 * `uploads/woocommerce_uploads/`, which the web server must refuse (README.md,
 * "Web server rules"); an address elsewhere, a link leading out of the folder
 * or a missing file resolves to nothing.
 */
final class Paid_Download {

	public const EXPIRES = 'playpal_expires';

	public const SIGNATURE = 'playpal_signature';

	/** Seconds a pass works. */
	public const LIFETIME = 5 * MINUTE_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param Download_Limiter $limiter   The daily limit.
	 * @param Member_Downloads $downloads The person's files.
	 */
	public function __construct( private Download_Limiter $limiter, private Member_Downloads $downloads ) {}

	/**
	 * One of the person's files (Member_Downloads::find()); whether it has expired is in its `status`.
	 *
	 * @param int               $user_id Signed-in user.
	 * @param string            $file_id File id, {productId}-{downloadId}.
	 * @param DateTimeImmutable $now     Moment.
	 * @return array<string, mixed>
	 * @throws Not_Found `playpal_download_not_found`.
	 */
	public function find( int $user_id, string $file_id, DateTimeImmutable $now ): array {
		return $this->downloads->find( $user_id, $file_id, $now )
			?? throw new Not_Found( 'playpal_download_not_found', __( 'That download is not in your library.', 'playpal' ) );
	}

	/**
	 * The real path of a file in this site's uploads folder (local_path()).
	 *
	 * @param string $file The address (or absolute path) WooCommerce stores.
	 * @throws Not_Found `playpal_download_unavailable` for any other file: nothing is counted or sent.
	 */
	public static function local_file( string $file ): string {
		return self::local_path( $file )
			?? throw new Not_Found( 'playpal_download_unavailable', __( 'This file cannot be downloaded right now. Please contact us.', 'playpal' ) );
	}

	/**
	 * Counts one of today's downloads, or refuses it (the check and the count are one step under a lock).
	 *
	 * @param int               $user_id Whom it counts against.
	 * @param string            $tier    `free` or `vip` (no limit).
	 * @param string            $file_id File id.
	 * @param DateTimeImmutable $now     Moment.
	 * @throws Unavailable `playpal_download_busy` while another download of the person is starting.
	 * @throws Rate_Limited `playpal_download_limit` when none is left today (retry after the site's midnight).
	 */
	public function claim( int $user_id, string $tier, string $file_id, DateTimeImmutable $now ): void {
		try {
			$taken = $this->limiter->claim( $user_id, $tier, $file_id, $now );
		} catch ( \RuntimeException ) {
			throw new Unavailable( 'playpal_download_busy', __( 'Your other download is still starting. Please try again in a moment.', 'playpal' ) );
		}
		if ( ! $taken ) {
			throw new Rate_Limited(
				'playpal_download_limit',
				sprintf(
					/* translators: %d: downloads per day. */
					__( 'You have used your %d free downloads for today. They reset at midnight — or go VIP for unlimited downloads.', 'playpal' ),
					Download_Limiter::FREE_DAILY_LIMIT
				),
				Site_Day::next_start( $now )->getTimestamp() - $now->getTimestamp()
			);
		}
	}

	/**
	 * Where the person's browser fetches the file: WooCommerce's protected download with a pass when
	 * the store serves it (store_serves()), else PlayPal's door (with the REST nonce: the screen opens it as a link).
	 *
	 * @param string $handler_url WooCommerce's download address for the permission ('' on the store double).
	 * @param int    $user_id     The person the address is for.
	 * @param string $file_id     File id, {productId}-{downloadId}.
	 * @param int    $now         Unix time.
	 */
	public static function address( string $handler_url, int $user_id, string $file_id, int $now ): string {
		$pass = self::issue( $user_id, $file_id, $now );
		if ( '' === $handler_url ) {
			return add_query_arg( $pass + array( '_wpnonce' => wp_create_nonce( 'wp_rest' ) ), rest_url( 'pp/v1/downloads/' . $file_id . '/file' ) );
		}
		return add_query_arg(
			array(
				self::EXPIRES   => $pass['expires'],
				self::SIGNATURE => $pass['signature'],
			),
			$handler_url
		);
	}

	/**
	 * Whether a query carries a pass address() gave this person for this file that still works.
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
		return self::is_signed( $user_id, $file_id, (int) $expires, $signature )
			&& ! self::is_expired( (int) $expires, $now );
	}

	/**
	 * The file's real path in this site's uploads folder, or null.
	 *
	 * @param string $file The address (or absolute path) WooCommerce stores.
	 */
	public static function local_path( string $file ): ?string {
		$uploads = wp_get_upload_dir();
		$basedir = realpath( (string) $uploads['basedir'] );
		if ( false === $basedir || '' === $file ) {
			return null;
		}
		$relative = self::relative_to_uploads( $file, (string) $uploads['baseurl'], $basedir );
		if ( null === $relative || '' === $relative || str_contains( $relative, '..' ) || str_contains( $relative, "\0" ) ) {
			return null;
		}
		$real = realpath( $basedir . '/' . $relative );
		if ( false === $real || ! str_starts_with( $real, $basedir . DIRECTORY_SEPARATOR ) || ! is_file( $real ) || ! is_readable( $real ) ) {
			return null;
		}
		return $real;
	}

	/**
	 * The path under the uploads folder an address or absolute path names, or null.
	 *
	 * @param string $file    Address or path.
	 * @param string $baseurl Uploads address.
	 * @param string $basedir Uploads folder (real path).
	 */
	private static function relative_to_uploads( string $file, string $baseurl, string $basedir ): ?string {
		if ( str_starts_with( $file, $basedir . '/' ) ) {
			return substr( $file, strlen( $basedir ) + 1 );
		}
		$path   = (string) wp_parse_url( $file, PHP_URL_PATH );
		$prefix = rtrim( (string) wp_parse_url( $baseurl, PHP_URL_PATH ), '/' );
		$host   = wp_parse_url( $file, PHP_URL_HOST );
		// Only this site's own uploads address (the scheme may differ: http and https name the same file).
		if ( null !== $host && strtolower( (string) $host ) !== strtolower( (string) wp_parse_url( $baseurl, PHP_URL_HOST ) ) ) {
			return null;
		}
		if ( '' === $path || '' === $prefix || ! str_starts_with( $path, $prefix . '/' ) ) {
			return null;
		}
		return rawurldecode( substr( $path, strlen( $prefix ) + 1 ) );
	}

	/**
	 * A new pass: `expires` (Unix time) and `signature` (64 hex).
	 *
	 * @param int    $user_id User the pass is for.
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
	 * @param int    $expires   Expiry the pass names.
	 * @param string $signature Signature the pass names.
	 */
	public static function is_signed( int $user_id, string $file_id, int $expires, string $signature ): bool {
		return $user_id > 0 && hash_equals( self::sign( $user_id, $file_id, $expires ), strtolower( $signature ) );
	}

	/**
	 * Whether a pass's time is up (or it claims more time than issue() gives).
	 *
	 * @param int $expires Expiry the pass names.
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
