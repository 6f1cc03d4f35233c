<?php
/**
 * The list of an Appadoo's backups.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Database\Named_Lock;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Post meta `_playpal_backups`: a list of
 * `{id, provider, remoteId, size, createdAt, compressed, encrypted}`, oldest first.
 */
final class Backup_Index {

	/** Seconds a write waits for another one on the same list. */
	private const LOCK_SECONDS = 10;

	/**
	 * Every backup of an Appadoo (damaged entries left out).
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return array<int, array{id: string, provider: string, remoteId: string, size: int, createdAt: string, compressed: bool, encrypted: bool, sha256: string}>
	 */
	public function all( int $appadoo_id ): array {
		$stored  = get_post_meta( $appadoo_id, Appadoo_Meta::BACKUPS, true );
		$entries = array();
		foreach ( is_array( $stored ) ? $stored : array() as $entry ) {
			if ( ! is_array( $entry ) || ! isset( $entry['id'], $entry['provider'], $entry['remoteId'], $entry['createdAt'] ) ) {
				continue;
			}
			$entries[] = array(
				'id'         => (string) $entry['id'],
				'provider'   => (string) $entry['provider'],
				'remoteId'   => (string) $entry['remoteId'],
				'size'       => (int) ( $entry['size'] ?? 0 ),
				'createdAt'  => (string) $entry['createdAt'],
				'compressed' => (bool) ( $entry['compressed'] ?? false ),
				'encrypted'  => (bool) ( $entry['encrypted'] ?? false ),
				'sha256'     => (string) ( $entry['sha256'] ?? '' ),
			);
		}
		return $entries;
	}

	/**
	 * One backup, or null.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $backup_id  Backup id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $appadoo_id, string $backup_id ): ?array {
		foreach ( $this->all( $appadoo_id ) as $entry ) {
			if ( hash_equals( $entry['id'], $backup_id ) ) {
				return $entry;
			}
		}
		return null;
	}

	/**
	 * Appends a backup.
	 *
	 * @param int                  $appadoo_id Appadoo id.
	 * @param array<string, mixed> $entry      Entry.
	 */
	public function add( int $appadoo_id, array $entry ): void {
		$this->change(
			$appadoo_id,
			static function ( array $entries ) use ( $entry ): array {
				$entries[] = $entry;
				return $entries;
			}
		);
	}

	/**
	 * Removes a backup from the list.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $backup_id  Backup id.
	 */
	public function remove( int $appadoo_id, string $backup_id ): void {
		$this->change(
			$appadoo_id,
			static fn( array $entries ): array => array_values( array_filter( $entries, static fn( array $entry ): bool => $entry['id'] !== $backup_id ) )
		);
	}

	/**
	 * Reads, changes and writes an Appadoo's list as one step: two backups
	 * finishing at once (Bulk Backup in two tabs, the daily job beside a
	 * click) must not overwrite each other's entries, or a backup file would
	 * be left on its provider with no entry to find or delete it by.
	 *
	 * @param int      $appadoo_id Appadoo id.
	 * @param callable $change     Takes the current entries, returns the new ones.
	 * @throws RuntimeException When the list is busy for too long or the database refuses the lock.
	 */
	private function change( int $appadoo_id, callable $change ): void {
		/**
		 * Filters how long a change to a backup list waits for another one.
		 *
		 * @param int $seconds Seconds; default 10.
		 */
		$wait = (int) apply_filters( 'playpal_backup_index_lock_seconds', self::LOCK_SECONDS );
		Named_Lock::run_on_meta(
			'backups',
			'post',
			$appadoo_id,
			$wait,
			fn() => update_post_meta( $appadoo_id, Appadoo_Meta::BACKUPS, wp_slash( $change( $this->all( $appadoo_id ) ) ) )
		);
	}
}
