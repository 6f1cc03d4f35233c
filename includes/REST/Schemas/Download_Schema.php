<?php
/**
 * Response schema of a member's downloadable file.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{id, name, productName, type, size, downloadCount, expiresAt, status}`;
 * the file's address is only given by `POST /downloads/{id}`.
 */
final class Download_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-download';

	public function get_properties(): array {
		return array(
			'id'            => self::read_only( 'string', __( 'File id, {productId}-{downloadId}.', 'playpal' ) ),
			'name'          => self::read_only( 'string', __( 'File name.', 'playpal' ) ),
			'productName'   => self::read_only( 'string', __( 'Product the file belongs to.', 'playpal' ) ),
			'type'          => self::read_only( 'string', __( 'File type from its extension, e.g. PDF.', 'playpal' ) ),
			'size'          => self::read_only( array( 'integer', 'null' ), __( 'Size in bytes, when known.', 'playpal' ) ),
			'downloadCount' => self::read_only( 'integer', __( 'How often the person downloaded it here.', 'playpal' ) ),
			'expiresAt'     => self::read_only( array( 'string', 'null' ), __( 'When access ends (ISO 8601, UTC), when known.', 'playpal' ) ),
			'status'        => self::read_only( 'string', __( 'active or expired.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item A file from Members\Member_Downloads.
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		return array(
			'id'            => (string) ( $item['id'] ?? '' ),
			'name'          => (string) ( $item['name'] ?? '' ),
			'productName'   => (string) ( $item['productName'] ?? '' ),
			'type'          => (string) ( $item['type'] ?? '' ),
			'size'          => isset( $item['size'] ) ? (int) $item['size'] : null,
			'downloadCount' => (int) ( $item['downloadCount'] ?? 0 ),
			'expiresAt'     => isset( $item['expiresAt'] ) ? (string) $item['expiresAt'] : null,
			'status'        => 'expired' === ( $item['status'] ?? '' ) ? 'expired' : 'active',
		);
	}

	/**
	 * `{success, storeActive, tier, allowance, downloads}`: the person's library.
	 *
	 * @param array<int, array<string, mixed>> $files        Their files (Member_Downloads::for_user()).
	 * @param bool                             $store_active Whether the store runs.
	 * @param string                           $tier         Their tier.
	 * @param array<string, mixed>             $allowance    Their daily allowance.
	 * @return array<string, mixed>
	 */
	public function library_response( array $files, bool $store_active, string $tier, array $allowance ): array {
		return array(
			'success'     => true,
			'storeActive' => $store_active,
			'tier'        => $tier,
			'allowance'   => $allowance,
			'downloads'   => array_map( array( $this, 'get_item_response' ), $files ),
		);
	}

	/**
	 * `{success, url, download, allowance}`: the answer to asking for a file.
	 *
	 * @param string               $url       WooCommerce's protected download address with PlayPal's pass (the store double: PlayPal's door).
	 * @param array<string, mixed> $file      The file, counted.
	 * @param array<string, mixed> $allowance The person's daily allowance, after the count.
	 * @return array<string, mixed>
	 */
	public function download_response( string $url, array $file, array $allowance ): array {
		return array(
			'success'   => true,
			'url'       => $url,
			'download'  => $this->get_item_response( $file ),
			'allowance' => $allowance,
		);
	}
}
