<?php
/**
 * A person's downloadable files, from WooCommerce, as the member portal shows them.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use DateTimeImmutable;
use PlayPal\Commerce\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Lists what the store lets the person download (through Commerce\Store) with
 * type, size, PlayPal's download count, expiry and status (SPEC §4 Download
 * status: active or expired, from the expiry date).
 *
 * Expiry: WooCommerce's own access expiry when the product sets one (the
 * sample kits set 30 days, SPEC §9); otherwise 30 days from the order.
 */
final class Member_Downloads {

	public const EXPIRY_DAYS = 30;

	/** A file id: `{productId}-{downloadId}`. */
	public const ID_PATTERN = '[0-9]{1,20}-[A-Za-z0-9_-]{1,64}';

	private Store $store;

	private Download_Limiter $limiter;

	/**
	 * Constructor.
	 *
	 * @param Store|null            $store   Store adapter.
	 * @param Download_Limiter|null $limiter Download log.
	 */
	public function __construct( ?Store $store = null, ?Download_Limiter $limiter = null ) {
		$this->store   = $store ?? new Store();
		$this->limiter = $limiter ?? new Download_Limiter();
	}

	/**
	 * The person's files.
	 *
	 * @param int               $user_id User.
	 * @param DateTimeImmutable $now     Moment (decides Active/Expired).
	 * @return list<array{id: string, name: string, productName: string, type: string, size: int|null, downloadCount: int, expiresAt: string|null, status: string, file: string, orderId: int, handlerUrl: string}>
	 */
	public function for_user( int $user_id, DateTimeImmutable $now ): array {
		$files   = array();
		$handler = $this->store->has_download_handler();
		foreach ( $this->store->customer_downloads( $user_id ) as $download ) {
			$id = $download['product_id'] . '-' . $download['download_id'];
			if ( ! preg_match( '/^' . self::ID_PATTERN . '$/', $id ) ) {
				continue;
			}
			$expires = $this->expiry( $download['access_expires'], $download['order_date'] );
			// Bought again: WooCommerce lists one permission per order, oldest order first. The file is
			// the person's for as long as the longest of them (no end beats any end), counted on that one.
			if ( isset( $files[ $id ] ) && ! self::lasts_longer( $expires, $files[ $id ]['expiresAt'] ) ) {
				continue;
			}
			$files[ $id ] = array(
				'id'            => $id,
				'name'          => '' !== $download['download_name'] ? $download['download_name'] : $download['product_name'],
				'productName'   => $download['product_name'],
				'type'          => self::type( '' !== $download['file'] ? $download['file'] : $download['download_url'] ),
				'size'          => self::size( $download['file'] ),
				'downloadCount' => $this->limiter->count( $user_id, $id ),
				'expiresAt'     => $expires?->format( 'Y-m-d\TH:i:s\Z' ),
				'status'        => null !== $expires && $expires <= $now ? 'expired' : 'active',
				// The stored file (checked to be in this site's uploads before any hand-over) and WooCommerce's
				// protected download address for the permission ('' on the store double, which has no handler:
				// PlayPal's signed door serves it there). Neither is sent to a browser as such: the schema lists
				// the fields it answers, and the handler address only leaves with a PlayPal pass (Paid_Download::address()).
				'file'          => $download['file'],
				'orderId'       => $download['order_id'],
				'handlerUrl'    => $handler ? $download['download_url'] : '',
			);
		}
		return array_values( $files );
	}

	/**
	 * Counts a download of one of the person's files with the store (the
	 * product's own download limit), as WooCommerce's handler would.
	 *
	 * @param int                  $user_id User.
	 * @param array<string, mixed> $file    A file from find().
	 */
	public function count_with_store( int $user_id, array $file ): void {
		[ $product_id, $download_id ] = array_pad( explode( '-', (string) $file['id'], 2 ), 2, '' );
		$this->store->count_download( $user_id, (int) ( $file['orderId'] ?? 0 ), (int) $product_id, $download_id );
	}

	/**
	 * One of the person's files, or null.
	 *
	 * @param int               $user_id User.
	 * @param string            $id      File id.
	 * @param DateTimeImmutable $now     Moment.
	 * @return array<string, mixed>|null
	 */
	public function find( int $user_id, string $id, DateTimeImmutable $now ): ?array {
		foreach ( $this->for_user( $user_id, $now ) as $file ) {
			if ( $file['id'] === $id ) {
				return $file;
			}
		}
		return null;
	}

	/**
	 * Whether an expiry (null: none) ends later than one already listed.
	 *
	 * @param DateTimeImmutable|null $expires A permission's expiry.
	 * @param string|null            $listed  The listed file's `expiresAt`.
	 */
	private static function lasts_longer( ?DateTimeImmutable $expires, ?string $listed ): bool {
		if ( null === $listed ) {
			return false;
		}
		return null === $expires || $expires > new DateTimeImmutable( $listed, new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * The expiry moment (UTC), or null when neither the store nor the order says.
	 *
	 * @param string|null $access_expires WooCommerce's access expiry (stored in UTC).
	 * @param string|null $order_date     When the order was made.
	 */
	private function expiry( ?string $access_expires, ?string $order_date ): ?DateTimeImmutable {
		$utc = new \DateTimeZone( 'UTC' );
		try {
			if ( null !== $access_expires ) {
				return new DateTimeImmutable( $access_expires, $utc );
			}
			if ( null !== $order_date ) {
				return ( new DateTimeImmutable( $order_date, $utc ) )->modify( '+' . self::EXPIRY_DAYS . ' days' )->setTimezone( $utc );
			}
		} catch ( \Exception $exception ) {
			return null;
		}
		return null;
	}

	/**
	 * A file's type from its extension, upper case ("PDF"); '' when unknown.
	 *
	 * @param string $file File URL or path.
	 */
	public static function type( string $file ): string {
		$path = (string) wp_parse_url( $file, PHP_URL_PATH );
		$ext  = strtolower( pathinfo( $path, PATHINFO_EXTENSION ) );
		return preg_match( '/^[a-z0-9]{1,8}$/', $ext ) ? strtoupper( $ext ) : '';
	}

	/**
	 * Size in bytes of a file in this site's uploads folder; null for anything else.
	 *
	 * @param string $file File URL.
	 */
	public static function size( string $file ): ?int {
		$uploads = wp_get_upload_dir();
		$base    = (string) $uploads['baseurl'];
		$path    = (string) wp_parse_url( $file, PHP_URL_PATH );
		$prefix  = (string) wp_parse_url( $base, PHP_URL_PATH );
		if ( '' === $path || '' === $prefix || ! str_starts_with( $path, $prefix . '/' ) ) {
			return null;
		}
		$relative = rawurldecode( substr( $path, strlen( $prefix ) + 1 ) );
		if ( str_contains( $relative, '..' ) ) {
			return null;
		}
		$local = $uploads['basedir'] . '/' . $relative;
		return is_file( $local ) ? (int) filesize( $local ) : null;
	}
}
