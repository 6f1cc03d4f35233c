<?php
/**
 * The list of an Appadoo's backups.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups;

use PlayPal\Appadoos\Appadoo_Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Post meta `_playpal_backups`: a list of
 * `{id, provider, remoteId, size, createdAt, compressed, encrypted}`, oldest first.
 */
final class Backup_Index {

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
		$entries   = $this->all( $appadoo_id );
		$entries[] = $entry;
		update_post_meta( $appadoo_id, Appadoo_Meta::BACKUPS, wp_slash( $entries ) );
	}

	/**
	 * Removes a backup from the list.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $backup_id  Backup id.
	 */
	public function remove( int $appadoo_id, string $backup_id ): void {
		$entries = array_values( array_filter( $this->all( $appadoo_id ), static fn( array $entry ): bool => $entry['id'] !== $backup_id ) );
		update_post_meta( $appadoo_id, Appadoo_Meta::BACKUPS, wp_slash( $entries ) );
	}
}
