<?php
/**
 * The storage settings of each Appadoo.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups;

use PlayPal\Appadoos\Appadoo_Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Post meta `_playpal_storage` (SPEC §3 "Appadoo storage settings"): which
 * provider backups go to, how long they are kept, and how they are written.
 * Reads are merged over the defaults and cleaned, so a damaged value never
 * reaches an answer.
 */
final class Backups_Settings {

	/** Longest retention accepted, in days (ten years). */
	public const RETENTION_MAX = 3650;

	/** Settings a PUT may change that are booleans. */
	public const BOOLEANS = array( 'autoBackup', 'compressionEnabled', 'encryptionEnabled' );

	/**
	 * An Appadoo's storage settings.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return array{storageProvider: string, retentionDays: int, autoBackup: bool, compressionEnabled: bool, encryptionEnabled: bool, lastBackup: string|null}
	 */
	public function get( int $appadoo_id ): array {
		$stored   = get_post_meta( $appadoo_id, Appadoo_Meta::STORAGE, true );
		$stored   = is_array( $stored ) ? $stored : array();
		$settings = Appadoo_Meta::default_storage();
		if ( isset( $stored['storageProvider'] ) && is_string( $stored['storageProvider'] ) && preg_match( '/^[a-z0-9_-]{1,40}$/', $stored['storageProvider'] ) ) {
			$settings['storageProvider'] = $stored['storageProvider'];
		}
		if ( isset( $stored['retentionDays'] ) && is_numeric( $stored['retentionDays'] ) ) {
			$settings['retentionDays'] = max( 0, min( self::RETENTION_MAX, (int) $stored['retentionDays'] ) );
		}
		foreach ( self::BOOLEANS as $field ) {
			if ( isset( $stored[ $field ] ) ) {
				$settings[ $field ] = (bool) $stored[ $field ];
			}
		}
		if ( isset( $stored['lastBackup'] ) && is_string( $stored['lastBackup'] ) && '' !== $stored['lastBackup'] ) {
			$settings['lastBackup'] = $stored['lastBackup'];
		}
		return $settings;
	}

	/**
	 * Changes some settings (already validated) and returns them all.
	 *
	 * @param int                  $appadoo_id Appadoo id.
	 * @param array<string, mixed> $changes    Any of storageProvider, retentionDays and the booleans.
	 * @return array<string, mixed>
	 */
	public function update( int $appadoo_id, array $changes ): array {
		$settings = array_merge( $this->get( $appadoo_id ), array_intersect_key( $changes, Appadoo_Meta::default_storage() ) );
		update_post_meta( $appadoo_id, Appadoo_Meta::STORAGE, wp_slash( $settings ) );
		return $this->get( $appadoo_id );
	}

	/**
	 * Records when the last backup was made.
	 *
	 * @param int         $appadoo_id Appadoo id.
	 * @param string|null $when       ISO 8601 time, or null.
	 */
	public function set_last_backup( int $appadoo_id, ?string $when ): void {
		$this->update( $appadoo_id, array( 'lastBackup' => $when ) );
	}
}
