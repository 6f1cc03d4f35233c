<?php
/**
 * Shape of a backup in answers.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `Backup` of docs/APPADOOS.md: `{id, appadooId, provider, size, createdAt, compressed, encrypted}`.
 * The provider's own file id stays on the server.
 */
final class Backup_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-backup';

	/**
	 * Constructor.
	 *
	 * @param Storage_Appadoo_Schema $storage Shapes the Appadoo in a new backup's answer.
	 */
	public function __construct( private Storage_Appadoo_Schema $storage = new Storage_Appadoo_Schema() ) {}

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$boolean = self::read_only( 'boolean' );
		return array(
			'id'         => self::read_only( 'string' ),
			'appadooId'  => self::read_only( 'integer' ),
			'provider'   => self::read_only( 'string' ),
			'size'       => self::read_only( 'integer', __( 'Size of the stored backup, in bytes.', 'playpal' ) ),
			'createdAt'  => self::read_only( 'string', __( 'When the backup was made (ISO 8601, UTC).', 'playpal' ) ),
			'compressed' => $boolean,
			'encrypted'  => $boolean,
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item An index entry with appadooId.
	 */
	public function get_item_response( mixed $item ): array {
		return array(
			'id'         => (string) $item['id'],
			'appadooId'  => (int) $item['appadooId'],
			'provider'   => (string) $item['provider'],
			'size'       => (int) $item['size'],
			'createdAt'  => (string) $item['createdAt'],
			'compressed' => (bool) $item['compressed'],
			'encrypted'  => (bool) $item['encrypted'],
		);
	}

	/**
	 * `{success: true, backups}`: one Appadoo's backups.
	 *
	 * @param array<int, array<string, mixed>> $entries    Index entries.
	 * @param int                              $appadoo_id The Appadoo.
	 * @return array<string, mixed>
	 */
	public function collection_response( array $entries, int $appadoo_id ): array {
		return array(
			'success' => true,
			'backups' => array_map( fn( array $entry ): array => $this->get_item_response( array( 'appadooId' => $appadoo_id ) + $entry ), array_values( $entries ) ),
		);
	}

	/**
	 * `{success: true, backups, failed}`: the answer to backing up many Appadoos.
	 *
	 * @param array{backups: array<int, array<string, mixed>>, failed: int[]} $result Entries made (each with its appadooId) and the ids that failed.
	 * @return array<string, mixed>
	 */
	public function bulk_response( array $result ): array {
		return array(
			'success' => true,
			'backups' => array_map( array( $this, 'get_item_response' ), array_values( $result['backups'] ) ),
			'failed'  => $result['failed'],
		);
	}

	/**
	 * `{success: true, backup, appadoo, message}`: the answer to backing up one Appadoo.
	 *
	 * @param array<string, mixed> $entry      The new index entry.
	 * @param int                  $appadoo_id The Appadoo.
	 * @param array<string, mixed> $storage    The Appadoo's storage record (Storage_Appadoo_Schema).
	 * @return array<string, mixed>
	 */
	public function created_response( array $entry, int $appadoo_id, array $storage ): array {
		return array(
			'success' => true,
			'backup'  => $this->get_item_response( array( 'appadooId' => $appadoo_id ) + $entry ),
			'appadoo' => $this->storage->get_item_response( $storage ),
			'message' => __( 'Backup created successfully!', 'playpal' ),
		);
	}

	/**
	 * `{success: true, removed}`: how many backups a cleanup removed.
	 *
	 * @param int $removed Backups removed.
	 * @return array{success: true, removed: int}
	 */
	public function cleanup_response( int $removed ): array {
		return array(
			'success' => true,
			'removed' => $removed,
		);
	}

	/**
	 * `{success: true}`: the answer to deleting a backup.
	 *
	 * @return array{success: true}
	 */
	public function deleted_response(): array {
		return array( 'success' => true );
	}
}
