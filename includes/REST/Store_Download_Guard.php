<?php
/**
 * PlayPal's rules inside WooCommerce's own protected download.
 *
 * @package PlayPal
 */

namespace PlayPal\REST;

use DateTimeImmutable;
use PlayPal\Commerce\Store;
use PlayPal\Errors\Domain_Exception;
use PlayPal\Errors\Forbidden;
use PlayPal\Errors\Not_Signed_In;
use PlayPal\Members\Download_Limiter;
use PlayPal\Members\Member_Downloads;
use PlayPal\Members\Member_Meta;
use PlayPal\Members\Paid_Download;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's download handler (`WC_Download_Handler::download_product()`,
 * on `init` for `?download_file=…&order=…&email=…&key=…`) checks the order
 * key, e-mail, order status, expiry and downloads left, then fires
 * `woocommerce_download_product` — before it counts the download and before
 * it sends a byte. There PlayPal decides, on every request, whichever door
 * it came through (the portal's hand-over or WooCommerce's address used
 * directly):
 *
 * - the file must lie in this site's uploads folder (Paid_Download), else 404;
 * - a permission that belongs to an account opens only for that account,
 *   signed in (WooCommerce's "Downloads require login", always on for
 *   accounts): 401 for a guest, 403 for someone else;
 * - the free tier's daily limit: a request with the portal's pass
 *   (Paid_Download::address()) was counted when the pass was handed out; any other
 *   is counted here, under the same lock (Paid_Download::claim()), and
 *   refused with 429 when none is left. It is counted against the person
 *   who downloads: for an account's permission that is its owner (no one
 *   else gets through); a guest order's permission (no account) counts
 *   against whoever is signed in, and signed out against no one — not
 *   against the account that happens to have the order's e-mail, which may
 *   be someone else's (registering proves no e-mail) and did not download;
 * - a resumed download is the same download continuing, not a new one: not
 *   counted again. Only when it provably is one: a `bytes` range that
 *   WooCommerce will serve from after byte 0 (first_byte(): a suffix range
 *   `bytes=-N` starts at 0 when N is the file's size or more), asked by the
 *   person who had a counted download of that file within RESUME_WINDOW
 *   (WooCommerce's own window for partial downloads). Any other range —
 *   `bytes=1-` with no download begun gets all but a byte whose value the
 *   file type gives away — is a new download, counted and refused at the
 *   limit (WooCommerce skips its own downloads-left check for ranges).
 *
 * A refusal ends the request (wp_die) before WooCommerce counts anything,
 * with the status Domain_Error_Map gives its kind (so it lives in REST:
 * Members may not lean on REST). Plugin hooks it.
 * The bytes are sent by WooCommerce's "force download" method from the stored
 * file's real path (stored_file(); PHP reads it from disk): "redirect" would
 * send the browser to the file's storage address, which the web server
 * refuses (README, "Web server rules"), and X-Sendfile /
 * X-Accel-Redirect needs an internal location the rules do not have (filter
 * `playpal_download_xsendfile` to allow it on a server that has one). The
 * file is always an attachment with `nosniff`, never shown on the site.
 */
final class Store_Download_Guard {

	/** How long after a counted download a range request continues it, in seconds (WooCommerce's partial download window). */
	public const RESUME_WINDOW = 30 * MINUTE_IN_SECONDS;

	private Paid_Download $paid;

	/**
	 * Constructor.
	 *
	 * @param Store            $store   Store adapter.
	 * @param Download_Limiter $limiter The daily limit.
	 * @param Member_Meta      $meta    Tier.
	 */
	public function __construct(
		private Store $store = new Store(),
		private Download_Limiter $limiter = new Download_Limiter(),
		private Member_Meta $meta = new Member_Meta()
	) {
		$this->paid = new Paid_Download( $limiter, new Member_Downloads( $store, $limiter ) );
	}

	public function add_hooks(): void {
		add_filter( 'woocommerce_download_product_filepath', array( self::class, 'stored_file' ), 99 );
		add_action( 'woocommerce_download_product', array( $this, 'on_download' ), 10, 6 );
		add_filter( 'woocommerce_file_download_method', array( self::class, 'download_method' ), 99 );
	}

	/**
	 * `woocommerce_download_product_filepath`: the stored file's real path on this server, so WooCommerce reads
	 * the bytes from disk. From an address, WooCommerce would fetch the file over HTTP whenever the address
	 * does not name this site exactly as it is asked for now (another host name or port, http for https):
	 * a request to the storage address the web server refuses. A file not in this site's uploads folder is
	 * left as it is; on_download() refuses it before anything is sent.
	 *
	 * @param mixed $file_path The product's stored address or path.
	 */
	public static function stored_file( mixed $file_path ): mixed {
		$local = is_string( $file_path ) ? Paid_Download::local_path( $file_path ) : null;
		return $local ?? $file_path;
	}

	/**
	 * WooCommerce's file download method, as PlayPal lets it be.
	 *
	 * @param mixed $method The store's setting: `force`, `xsendfile` or `redirect`.
	 */
	public static function download_method( mixed $method ): string {
		/**
		 * Filters whether WooCommerce may hand a paid file to the web server (X-Sendfile, X-Accel-Redirect).
		 * Only for a server with an internal location for `woocommerce_uploads/` in place of the 404 rule.
		 *
		 * @param bool $allowed False.
		 */
		if ( 'xsendfile' === $method && apply_filters( 'playpal_download_xsendfile', false ) ) {
			return 'xsendfile';
		}
		return 'force';
	}

	/**
	 * `woocommerce_download_product`: refuses the download, or lets WooCommerce count and send it.
	 *
	 * @param mixed $email       The permission's e-mail.
	 * @param mixed $order_key   Order key.
	 * @param mixed $product_id  Product.
	 * @param mixed $user_id     The permission's account (0: a guest order's).
	 * @param mixed $download_id The product's download id.
	 * @param mixed $order_id    Order.
	 */
	public function on_download( mixed $email, mixed $order_key, mixed $product_id, mixed $user_id, mixed $download_id, mixed $order_id ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassBeforeLastUsed,Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Action signature.
		$refusal = $this->check(
			(string) $email,
			(int) $product_id,
			(string) $download_id,
			(int) $user_id,
			get_current_user_id(),
			wp_unslash( $_GET ), // phpcs:ignore WordPress.Security.NonceVerification.Recommended,WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Only the pass is read, checked against its pattern and signature; WooCommerce's address carries no nonce.
			new DateTimeImmutable( 'now', wp_timezone() ),
			isset( $_SERVER['HTTP_RANGE'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['HTTP_RANGE'] ) ) : ''
		);
		if ( null !== $refusal ) {
			$status = (int) ( $refusal->get_error_data()['status'] ?? 403 );
			wp_die(
				esc_html( $refusal->get_error_message() ),
				esc_html__( 'Download not available', 'playpal' ),
				array(
					'response'  => $status, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- An HTTP status code (int).
					'link_url'  => esc_url( home_url( '/member-portal' ) ),
					'link_text' => esc_html__( 'Back to your downloads', 'playpal' ),
				)
			);
		}
		// Saved, never shown on the site, whatever the store's "open in browser" setting says.
		add_filter( 'pre_option_woocommerce_downloads_deliver_inline', static fn(): string => 'no' );
		add_filter( 'pre_option_woocommerce_downloads_redirect_fallback_allowed', static fn(): string => 'no' );
		if ( ! headers_sent() ) {
			header( 'X-Content-Type-Options: nosniff' );
		}
	}

	/**
	 * PlayPal's decision on one download WooCommerce has already allowed: null to let it through (and,
	 * without a pass, the download is counted now), or the refusal.
	 *
	 * @param string               $email        The permission's e-mail (never picks whom to count: anyone may register any address).
	 * @param int                  $product_id   Product.
	 * @param string               $download_id  The product's download id.
	 * @param int                  $owner_id     The permission's account (0: a guest order's).
	 * @param int                  $current_user The signed-in user (0: none).
	 * @param array<string, mixed> $query        The request's query.
	 * @param DateTimeImmutable    $now          Moment.
	 * @param string               $range        The request's `Range` header ('' for none).
	 */
	public function check( string $email, int $product_id, string $download_id, int $owner_id, int $current_user, array $query, DateTimeImmutable $now, string $range = '' ): ?WP_Error {
		try {
			$this->admit( $product_id, $download_id, $owner_id, $current_user, $query, $now, $range );
			return null;
		} catch ( Domain_Exception $refusal ) {
			return Domain_Error_Map::to_error( $refusal );
		}
	}

	/**
	 * Lets one download through (counting it unless a pass or a resume says it was counted), or refuses it.
	 *
	 * @param int                  $product_id   Product.
	 * @param string               $download_id  The product's download id.
	 * @param int                  $owner_id     The permission's account (0: a guest order's).
	 * @param int                  $current_user The signed-in user (0: none).
	 * @param array<string, mixed> $query        The request's query.
	 * @param DateTimeImmutable    $now          Moment.
	 * @param string               $range        The request's `Range` header ('' for none).
	 * @throws Not_Signed_In Signed out for an account's file (and Paid_Download's refusals: Not_Found outside the uploads, Unavailable, Rate_Limited).
	 * @throws Forbidden Someone else's account's file.
	 */
	private function admit( int $product_id, string $download_id, int $owner_id, int $current_user, array $query, DateTimeImmutable $now, string $range ): void {
		$file_id = $product_id . '-' . $download_id;
		$local   = Paid_Download::local_file( $this->store->product_file( $product_id, $download_id ) );
		if ( $owner_id > 0 && 0 === $current_user ) {
			throw new Not_Signed_In( 'playpal_not_signed_in', __( 'Please sign in to download this file.', 'playpal' ) );
		}
		if ( $owner_id > 0 && $current_user !== $owner_id ) {
			throw new Forbidden( 'playpal_download_not_yours', __( 'This download belongs to another account.', 'playpal' ) );
		}
		// The owner is the one signed in by now; a guest order's permission counts against whoever downloads.
		$counted_against = $owner_id > 0 ? $owner_id : $current_user;
		if ( 0 === $counted_against ) {
			// Nobody signed in for a guest's purchase: no tier, only WooCommerce's own limits.
			return;
		}
		if ( '' !== $range && self::first_byte( $range, self::file_size( $local ) ) > 0
			&& $this->limiter->counted_within( $counted_against, $file_id, $now, self::RESUME_WINDOW ) ) {
			// The rest of the download this person was counted for moments ago.
			return;
		}
		if ( $current_user === $counted_against && Paid_Download::has_pass( $query, $current_user, $file_id, $now->getTimestamp() ) ) {
			return;
		}
		$this->paid->claim( $counted_against, $this->meta->tier( $counted_against ), $file_id, $now );
	}

	/**
	 * The byte WooCommerce will start sending from for a `Range` header
	 * (`WC_Download_Handler::get_download_range()`, read the same way), or 0
	 * for anything that is not provably the rest of a file: no `bytes` unit
	 * (WooCommerce reads any unit as bytes), several ranges, a suffix range
	 * (`bytes=-N`: the last N bytes) that covers byte 0 (N is the size or
	 * more) or of a file whose size is unknown.
	 *
	 * @param string   $range The header, sanitized as WooCommerce sanitizes it.
	 * @param int|null $size  The file's size in bytes (null: unknown).
	 */
	public static function first_byte( string $range, ?int $size ): int {
		if ( 1 !== preg_match( '/^\s*bytes\s*=/i', $range ) ) {
			return 0;
		}
		$spec = explode( '=', $range, 2 )[1];
		if ( str_contains( $spec, ',' ) ) {
			return 0;
		}
		if ( str_starts_with( $spec, '-' ) ) {
			$last = substr( $spec, 1 );
			if ( null === $size || 1 !== preg_match( '/^\d+$/', $last ) || (int) $last >= $size ) {
				return 0;
			}
			return $size - (int) $last;
		}
		$first = explode( '-', $spec )[0];
		return is_numeric( $first ) ? max( 0, (int) $first ) : 0;
	}

	/**
	 * The stored file's size in bytes, as WooCommerce reads it (null: unknown).
	 *
	 * @param string $path The file's real path.
	 */
	private static function file_size( string $path ): ?int {
		$size = is_file( $path ) ? filesize( $path ) : false;
		return false === $size ? null : $size;
	}
}
