<?php
/**
 * Each person's Local Storage quota, checked before a write and held through it.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Errors\Lock_Busy;
use PlayPal\Errors\Quota_Exceeded;
use PlayPal\Errors\Unavailable;
use PlayPal\Settings\Settings;
use PlayPal\Database\Named_Lock;
use ZipArchive;

defined( 'ABSPATH' ) || exit;

/**
 * The room each person has on the site's disk.
 *
 * What a person keeps there — the files of their Appadoos plus their Local
 * Storage backups — counts against the `storage.local_quota_mb` setting
 * (docs/APPADOOS.md, Storage quota).
 *
 * within() is the one way a write that adds files goes through: under a
 * database lock per owner (MariaDB `GET_LOCK`, seen by every connection) it
 * reads what the owner uses now, refuses when the write would go past the
 * quota (nothing written), and otherwise runs the write before it lets go.
 * Two writes of the same owner at once therefore run one after the other, and
 * the second sees what the first stored: parallel requests cannot pass the
 * quota together. The size of a write is known before it starts: a zip's
 * from its entries (upload_size()), a page's from its bytes, a template's
 * starter page from its bytes, a restore's from the archive it holds.
 */
final class Storage_Quota {

	public const BYTES_PER_MB = 1048576;

	/** Seconds a write waits for another write of the same owner (filter `playpal_quota_lock_wait`). */
	public const LOCK_WAIT = 30;

	/**
	 * Bytes counted for each page a conversion rewrites, on top of its size:
	 * the converter adds the runtime's `<script>` tag to every page.
	 */
	public const PAGE_ALLOWANCE = 256;

	private Settings $settings;

	private Appadoo_Files $files;

	private Appadoo_Access $access;

	private ?Local_Backup_Files $local;

	/**
	 * Constructor.
	 *
	 * @param Settings                $settings Plugin settings (the quota).
	 * @param Appadoo_Files|null      $files    Appadoo files.
	 * @param Appadoo_Access|null     $access   Whose Appadoos are whose.
	 * @param Local_Backup_Files|null $local    Local Storage backups on disk (made when first needed).
	 */
	public function __construct( Settings $settings, ?Appadoo_Files $files = null, ?Appadoo_Access $access = null, ?Local_Backup_Files $local = null ) {
		$this->settings = $settings;
		$this->files    = $files ?? new Appadoo_Files();
		$this->access   = $access ?? new Appadoo_Access();
		$this->local    = $local;
	}

	/**
	 * Bytes a person may keep.
	 */
	public function quota_bytes(): int {
		return $this->settings->local_quota_mb() * self::BYTES_PER_MB;
	}

	/**
	 * Bytes a person keeps now: their Appadoos' files and their local backups.
	 *
	 * @param int $owner_id Person.
	 */
	public function used_bytes( int $owner_id ): int {
		$bytes = 0;
		foreach ( $this->access->ids( $owner_id ) as $appadoo_id ) {
			$bytes += $this->files->usage( $appadoo_id )['bytes'];
		}
		return $bytes + $this->local()->backup_bytes( $owner_id );
	}

	/**
	 * Runs a write under the owner's quota.
	 *
	 * @param int      $owner_id  Whose storage the write uses (the Appadoo's owner).
	 * @param int      $adding    Bytes the write stores.
	 * @param int      $replacing Appadoo whose files the write replaces (their bytes are freed); 0 for none.
	 * @param callable $write     The write, called without arguments while the lock is held.
	 * @return mixed What $write returned.
	 * @throws Unavailable `playpal_quota_busy` when another write of the owner holds the quota too long;
	 *                     Quota_Exceeded `playpal_quota_exceeded` (self::exceeded()) before anything is written.
	 * @throws Lock_Busy When another lock, taken inside the write, stays busy.
	 */
	public function within( int $owner_id, int $adding, int $replacing, callable $write ): mixed {
		/**
		 * Seconds a write waits while another write of the same person holds their quota.
		 *
		 * @param int $seconds Default 30.
		 */
		$wait = max( 0, (int) apply_filters( 'playpal_quota_lock_wait', self::LOCK_WAIT ) );
		$held = false;
		try {
			return Named_Lock::run(
				'quota_' . max( 0, $owner_id ),
				$wait,
				function () use ( $owner_id, $adding, $replacing, $write, &$held ): mixed {
					$held  = true;
					$used  = $this->used_bytes( $owner_id );
					$freed = $replacing > 0 ? $this->files->usage( $replacing )['bytes'] : 0;
					$quota = $this->quota_bytes();
					if ( $used - $freed + max( 0, $adding ) > $quota ) {
						throw self::exceeded( $used, $quota, max( 0, $adding - $freed ) );
					}
					return $write();
				}
			);
		} catch ( Lock_Busy $busy ) {
			if ( $held ) {
				throw $busy; // Another lock, taken inside the write.
			}
			throw new Unavailable( 'playpal_quota_busy', __( 'Another change to your storage is still being saved. Please try again in a moment.', 'playpal' ) );
		}
	}

	/**
	 * The refusal of a write past the quota, with its figures.
	 *
	 * @param int $used   Bytes the owner uses now.
	 * @param int $quota  Bytes the owner may use.
	 * @param int $needed Bytes the write would add (net of what it replaces).
	 */
	private static function exceeded( int $used, int $quota, int $needed ): Quota_Exceeded {
		$mb = static fn( int $bytes ): string => number_format_i18n( $bytes / self::BYTES_PER_MB, 1 );
		return new Quota_Exceeded(
			'playpal_quota_exceeded',
			sprintf(
				/* translators: 1: megabytes needed, 2: megabytes in use, 3: megabytes allowed. */
				__( 'This needs %1$s MB, but your storage already holds %2$s MB of the %3$s MB allowed. Delete an Appadoo or a backup to make room, then try again.', 'playpal' ),
				$mb( $needed ),
				$mb( $used ),
				$mb( $quota )
			),
			array(
				'reason'      => 'quota',
				'usedBytes'   => $used,
				'quotaBytes'  => $quota,
				'neededBytes' => $needed,
			)
		);
	}

	/**
	 * Bytes a checked upload (Uploads\Upload_Intake, Converter::source()) will take once
	 * converted: a page's own size; for a zip, what its files really inflate
	 * to — the central directory's sizes are only the zip's word (libzip
	 * inflates an entry past the size it declares without complaint), so the
	 * entries are inflated once into nothing and counted, stopping as soon as
	 * the count passes $cap — plus, per page, the runtime tag the converter adds.
	 *
	 * @param array{path: string, kind: string, size: int} $upload Checked upload.
	 * @param int                                          $cap    Counting stops above this many bytes (answers $cap + 1).
	 */
	public static function upload_size( array $upload, int $cap ): int {
		// A damaged entry makes libzip warn (CRC errors) with text from the upload: never into a log.
		return (int) Quiet_Io::run( static fn(): int => self::measure( $upload, $cap ) );
	}

	/**
	 * What upload_size() answers, with warnings left to its caller.
	 *
	 * @param array{path: string, kind: string, size: int} $upload Checked upload.
	 * @param int                                          $cap    Counting stops above this many bytes.
	 */
	private static function measure( array $upload, int $cap ): int {
		if ( 'zip' !== $upload['kind'] ) {
			return $upload['size'] + self::PAGE_ALLOWANCE;
		}
		$zip = new ZipArchive();
		if ( true !== $zip->open( $upload['path'], ZipArchive::RDONLY ) ) {
			// The converter refuses it as unreadable; count what arrived meanwhile.
			return $upload['size'];
		}
		try {
			$entries  = array();
			$declared = 0;
			for ( $i = 0, $count = $zip->count(); $i < $count; $i++ ) {
				$stat = $zip->statIndex( $i );
				if ( false === $stat || str_ends_with( (string) $stat['name'], '/' ) ) {
					continue;
				}
				$entries[] = $i;
				$declared += max( 0, (int) $stat['size'] ) + ( preg_match( '/\.html?$/i', (string) $stat['name'] ) ? self::PAGE_ALLOWANCE : 0 );
			}
			if ( $declared > $cap ) {
				return $cap + 1; // Too large by its own word: no need to inflate anything.
			}
			$actual = 0;
			foreach ( $entries as $index ) {
				$actual += self::inflated_size( $zip, $index, $cap - $actual + 1 );
				if ( $actual > $cap ) {
					return $cap + 1;
				}
			}
			return max( $declared, $actual );
		} finally {
			$zip->close();
		}
	}

	/**
	 * Bytes one entry inflates to, counted up to a limit.
	 *
	 * @param ZipArchive $zip   Open archive.
	 * @param int        $index Entry.
	 * @param int        $limit Stop once this many are counted.
	 */
	private static function inflated_size( ZipArchive $zip, int $index, int $limit ): int {
		$stream = $zip->getStreamIndex( $index );
		if ( false === $stream ) {
			return 0; // Unreadable: the converter refuses the archive.
		}
		$bytes = 0;
		try {
			while ( $bytes < $limit && ! feof( $stream ) ) {
				$chunk = fread( $stream, 1048576 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fread -- Counting an archive entry.
				if ( false === $chunk || '' === $chunk ) {
					break;
				}
				$bytes += strlen( $chunk );
			}
		} finally {
			fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
		}
		return $bytes;
	}

	/**
	 * The Local Storage backups on disk (they count towards the quota).
	 */
	private function local(): Local_Backup_Files {
		$this->local ??= new Local_Backup_Files( $this->files );
		return $this->local;
	}
}
