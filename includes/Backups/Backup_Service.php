<?php
/**
 * Backups of Appadoos: create, list, download, restore, delete, clean up.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Appadoos\Appadoo_Deployment;
use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Appadoo_Post_Type;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Appadoos\Storage_Quota;
use PlayPal\Backups\Providers\Local_Provider;
use PlayPal\Backups\Providers\Provider_Registry;
use PlayPal\Backups\Providers\Storage_Provider;
use PlayPal\Errors\Domain_Exception;
use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Provider_Error;
use PlayPal\Errors\Provider_Failed;
use PlayPal\Errors\Quota_Exceeded;
use PlayPal\Errors\Unavailable;
use PlayPal\Errors\Unusable;
use PlayPal\Security\Secret_Box;
use RuntimeException;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Writes archives (Backup_Archiver) to the Appadoo's provider, as its owner,
 * and keeps the index (Backup_Index). A backup is recorded only once its
 * provider has it; temporary files never outlive the call. Callers check who
 * may touch the Appadoo (Appadoo_Access) before calling.
 */
final class Backup_Service {

	private Backups_Settings $settings;

	private Backup_Index $index;

	private Backup_Archiver $archiver;

	private Secret_Box $box;

	private Appadoo_Files $files;

	private Appadoo_Repository $appadoos;

	/**
	 * Backup indexes of Appadoos about to be deleted, by id (see remember_index()).
	 *
	 * @var array<int, array<int, array<string, mixed>>>
	 */
	private array $deleting = array();

	/**
	 * Constructor.
	 *
	 * @param Provider_Registry       $providers Storage providers.
	 * @param Backups_Settings|null   $settings  Storage settings of Appadoos.
	 * @param Backup_Index|null       $index     Backup lists.
	 * @param Backup_Archiver|null    $archiver  Zip writer and reader.
	 * @param Secret_Box|null         $box       Encryption of archives.
	 * @param Appadoo_Files|null      $files     Appadoo files.
	 * @param Appadoo_Repository|null $appadoos  Appadoo records (names written exactly).
	 */
	public function __construct(
		private Provider_Registry $providers,
		?Backups_Settings $settings = null,
		?Backup_Index $index = null,
		?Backup_Archiver $archiver = null,
		?Secret_Box $box = null,
		?Appadoo_Files $files = null,
		?Appadoo_Repository $appadoos = null
	) {
		$this->settings = $settings ?? new Backups_Settings();
		$this->index    = $index ?? new Backup_Index();
		$this->files    = $files ?? new Appadoo_Files();
		$this->archiver = $archiver ?? new Backup_Archiver( $this->files );
		$this->box      = $box ?? new Secret_Box();
		$this->appadoos = $appadoos ?? new Appadoo_Repository( $this->files );
	}

	/**
	 * The storage settings of Appadoos.
	 */
	public function settings(): Backups_Settings {
		return $this->settings;
	}

	/**
	 * Backs an Appadoo up to its provider.
	 *
	 * @param WP_Post $post The Appadoo.
	 * @return array<string, mixed> The index entry.
	 * @throws Provider_Error Internally, when the provider is not connected (answered as below).
	 * @throws RuntimeException Internally, when the archive cannot be read back (answered as below).
	 * @throws Provider_Failed `playpal_backup_failed` when anything fails; nothing is recorded then.
	 */
	public function create( WP_Post $post ): array {
		$owner    = (int) $post->post_author;
		$settings = $this->settings->get( $post->ID );
		$provider = $this->providers->get( $settings['storageProvider'] );
		$now      = time();
		$encrypt  = $settings['encryptionEnabled'];
		$name     = sprintf( 'appadoo-%d-%s-%s.zip%s', $post->ID, gmdate( 'Ymd\THis\Z', $now ), strtolower( wp_generate_password( 6, false, false ) ), $encrypt ? '.enc' : '' );
		$temp     = null;
		try {
			if ( null === $provider || ! $provider->is_connected( $owner ) ) {
				throw new Provider_Error( 'The Appadoo\'s storage provider is not connected.', Provider_Error::NOT_CONNECTED );
			}
			$temp = Backup_Archiver::temp_file();
			$this->archiver->write( $temp, $post, $settings['compressionEnabled'] );
			$bytes = file_get_contents( $temp ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
			if ( false === $bytes ) {
				throw new RuntimeException( 'The backup archive could not be read back.' );
			}
			if ( $encrypt ) {
				$bytes = $this->box->seal( $bytes );
			}
			$remote_id = $provider->put( $owner, $name, $bytes );
		} catch ( RuntimeException $exception ) {
			throw new Provider_Failed(
				'playpal_backup_failed',
				__( 'Failed to create backup. Please try again.', 'playpal' ),
				array( 'reason' => $exception instanceof Provider_Error ? $exception->reason() : Provider_Error::REMOTE )
			);
		} finally {
			if ( null !== $temp ) {
				wp_delete_file( $temp );
			}
		}

		$entry = array(
			'id'         => bin2hex( random_bytes( 10 ) ),
			'provider'   => $provider->id(),
			'remoteId'   => $remote_id,
			'size'       => strlen( $bytes ),
			'createdAt'  => gmdate( 'Y-m-d\TH:i:s\Z', $now ),
			'compressed' => $settings['compressionEnabled'],
			'encrypted'  => $encrypt,
			// The bytes as stored: a file changed at the provider is never restored.
			'sha256'     => hash( 'sha256', $bytes ),
		);
		try {
			$this->index->add( $post->ID, $entry );
		} catch ( RuntimeException $exception ) {
			// Not listed means not kept: take the file back off the provider.
			$this->delete_remote( $owner, $entry );
			throw new Provider_Failed( 'playpal_backup_failed', __( 'Failed to create backup. Please try again.', 'playpal' ), array( 'reason' => Provider_Error::REMOTE ) );
		}
		$this->settings->set_last_backup( $post->ID, $entry['createdAt'] );
		return $entry;
	}

	/**
	 * An Appadoo's backups, newest first.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return array<int, array<string, mixed>>
	 */
	public function list( int $appadoo_id ): array {
		return array_reverse( $this->index->all( $appadoo_id ) );
	}

	/**
	 * One backup of an Appadoo.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $backup_id  Backup id.
	 * @return array<string, mixed>
	 * @throws Not_Found When the Appadoo has no such backup.
	 */
	public function find( int $appadoo_id, string $backup_id ): array {
		$entry = $this->index->find( $appadoo_id, $backup_id );
		if ( null === $entry ) {
			throw new Not_Found( 'playpal_backup_not_found', __( 'That backup could not be found.', 'playpal' ) );
		}
		return $entry;
	}

	/**
	 * The zip of a backup (decrypted).
	 *
	 * @param WP_Post $post      The Appadoo.
	 * @param string  $backup_id Backup id.
	 * @throws Provider_Error Internally, for an unknown provider (answered as below).
	 * @throws Provider_Failed When its provider cannot hand it back (Not_Found, from find(), when missing).
	 * @throws Unusable When changed at the provider or no longer decryptable.
	 */
	public function download( WP_Post $post, string $backup_id ): string {
		$entry    = $this->find( $post->ID, $backup_id );
		$provider = $this->providers->get( $entry['provider'] );
		try {
			if ( null === $provider ) {
				throw new Provider_Error( 'Unknown provider.', Provider_Error::NOT_CONNECTED );
			}
			$bytes = $provider->get( (int) $post->post_author, $entry['remoteId'] );
		} catch ( Provider_Error $exception ) {
			throw new Provider_Failed(
				'playpal_backup_unavailable',
				__( 'The backup could not be fetched from its storage provider. Please try again.', 'playpal' ),
				array( 'reason' => $exception->reason() )
			);
		}
		// A backup in a cloud account can be replaced by anyone with that
		// account; only the archive this site wrote is handed back or restored.
		if ( '' === $entry['sha256'] || ! hash_equals( $entry['sha256'], hash( 'sha256', $bytes ) ) ) {
			throw new Unusable( 'playpal_backup_damaged', __( 'This backup is damaged or is not an Appadoo backup, so nothing was restored.', 'playpal' ) );
		}
		if ( $entry['encrypted'] ) {
			$bytes = $this->box->open( $bytes );
			if ( null === $bytes ) {
				throw new Unusable( 'playpal_backup_unreadable', __( 'This backup can no longer be decrypted: it was sealed with keys this site no longer has, or it is damaged.', 'playpal' ) );
			}
		}
		return $bytes;
	}

	/**
	 * Puts an Appadoo back exactly as a backup holds it: name, `_playpal_*`
	 * meta and files. The backup index and the time of the last backup stay
	 * as they are now, since they describe the backups, not the Appadoo; so
	 * does its deployment (status and record): a restore never publishes an
	 * Appadoo its owner took down, nor takes a Live one down.
	 *
	 * @param WP_Post $post      The Appadoo.
	 * @param string  $backup_id Backup id.
	 * @throws Unusable When the archive is damaged (and as download() refuses).
	 * @throws Operation_Failed When the files or the name cannot be written (the quota's Quota_Exceeded
	 *                          `playpal_quota_exceeded` and Unavailable `playpal_quota_busy` pass on, nothing written).
	 */
	public function restore( WP_Post $post, string $backup_id ): void {
		$zip = $this->download( $post, $backup_id );
		try {
			$archive = $this->archiver->read( $zip );
		} catch ( RuntimeException $exception ) {
			throw new Unusable( 'playpal_backup_damaged', __( 'This backup is damaged or is not an Appadoo backup, so nothing was restored.', 'playpal' ) );
		}

		// The owner's quota, before a file is written: the archive's files replace the Appadoo's.
		$quota = new Storage_Quota( $this->providers->settings(), $this->files );
		try {
			$quota->within(
				(int) $post->post_author,
				array_sum( array_map( 'strlen', $archive['files'] ) ),
				$post->ID,
				fn() => $this->files->replace_all( $post->ID, $archive['files'] )
			);
		} catch ( RuntimeException $exception ) {
			throw new Operation_Failed( 'playpal_restore_failed', __( 'The backup could not be restored. Please try again.', 'playpal' ) );
		}

		$last_backup = $this->settings->get( $post->ID )['lastBackup'];
		$kept        = array( Appadoo_Meta::BACKUPS, Appadoo_Meta::STATUS, Appadoo_Deployment::META );
		foreach ( array_keys( get_post_meta( $post->ID ) ) as $key ) {
			if ( str_starts_with( (string) $key, Appadoo_Meta::PREFIX ) && ! in_array( $key, $kept, true ) ) {
				delete_post_meta( $post->ID, (string) $key );
			}
		}
		foreach ( $archive['record']['meta'] as $key => $values ) {
			if ( in_array( $key, $kept, true ) ) {
				continue;
			}
			foreach ( $values as $value ) {
				add_post_meta( $post->ID, $key, wp_slash( $value ) );
			}
		}
		$this->settings->set_last_backup( $post->ID, $last_backup );

		try {
			$this->appadoos->rename( $post, (string) $archive['record']['appadoo']['title'] );
		} catch ( RuntimeException $exception ) {
			throw new Operation_Failed( 'playpal_restore_failed', __( 'The backup could not be restored. Please try again.', 'playpal' ) );
		}
		clean_post_cache( $post->ID );
	}

	/**
	 * Deletes a backup from its provider and from the index.
	 *
	 * @param WP_Post $post      The Appadoo.
	 * @param string  $backup_id Backup id.
	 * @throws Provider_Failed When the provider refuses (Not_Found, from find(), when missing).
	 */
	public function delete( WP_Post $post, string $backup_id ): void {
		$entry = $this->find( $post->ID, $backup_id );
		if ( ! $this->delete_remote( (int) $post->post_author, $entry ) ) {
			throw new Provider_Failed( 'playpal_backup_delete_failed', __( 'The backup could not be deleted. Please try again.', 'playpal' ) );
		}
		try {
			$this->index->remove( $post->ID, $backup_id );
		} catch ( RuntimeException $exception ) {
			throw new Provider_Failed( 'playpal_backup_delete_failed', __( 'The backup could not be deleted. Please try again.', 'playpal' ) );
		}
	}

	/**
	 * Removes backups older than their Appadoo's retentionDays (0 keeps all).
	 *
	 * @param int[]    $appadoo_ids Appadoos to clean.
	 * @param int|null $now         Current time (tests), default time().
	 * @return int How many backups were removed.
	 */
	public function cleanup( array $appadoo_ids, ?int $now = null ): int {
		$now     = $now ?? time();
		$removed = 0;
		foreach ( $appadoo_ids as $appadoo_id ) {
			$days = $this->settings->get( $appadoo_id )['retentionDays'];
			$post = get_post( $appadoo_id );
			if ( $days <= 0 || ! $post instanceof WP_Post ) {
				continue;
			}
			$cutoff = $now - $days * DAY_IN_SECONDS;
			foreach ( $this->index->all( $appadoo_id ) as $entry ) {
				$created = strtotime( $entry['createdAt'] );
				// A failed remote delete keeps the entry, so the next cleanup tries again.
				if ( false !== $created && $created < $cutoff && $this->delete_remote( (int) $post->post_author, $entry ) ) {
					try {
						$this->index->remove( $appadoo_id, $entry['id'] );
						++$removed;
					} catch ( RuntimeException $exception ) {
						unset( $exception ); // Busy: the next cleanup finds the entry, its file already gone, and removes it.
					}
				}
			}
		}
		return $removed;
	}

	/**
	 * Backs up several Appadoos.
	 *
	 * @param int[] $appadoo_ids Appadoos.
	 * @return array{backups: array<int, array<string, mixed>>, failed: int[]} Entries made (with appadooId) and ids that failed.
	 * @throws Not_Found Internally, for a missing Appadoo (listed as failed).
	 */
	public function create_many( array $appadoo_ids ): array {
		$backups = array();
		$failed  = array();
		foreach ( $appadoo_ids as $appadoo_id ) {
			$post = get_post( $appadoo_id );
			try {
				if ( ! $post instanceof WP_Post ) {
					throw new Not_Found( 'playpal_appadoo_not_found', '' );
				}
				$backups[] = array( 'appadooId' => $appadoo_id ) + $this->create( $post );
			} catch ( Domain_Exception $exception ) {
				$failed[] = $appadoo_id;
			}
		}
		return array(
			'backups' => $backups,
			'failed'  => $failed,
		);
	}

	/**
	 * One zip holding every given Appadoo (record and files), each under `appadoos/{id}/`.
	 *
	 * @param int[] $appadoo_ids Appadoos.
	 * @throws RuntimeException Internally, when the archive cannot be read back (answered as below).
	 * @throws Operation_Failed When the archive cannot be built.
	 */
	public function export( array $appadoo_ids ): string {
		$posts = array_values( array_filter( array_map( 'get_post', $appadoo_ids ), static fn( $post ): bool => $post instanceof WP_Post ) );
		$temp  = null;
		try {
			$temp = Backup_Archiver::temp_file();
			$this->archiver->write_many( $temp, $posts );
			$bytes = file_get_contents( $temp ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
			if ( false === $bytes ) {
				throw new RuntimeException( 'The export could not be read back.' );
			}
			return $bytes;
		} catch ( RuntimeException $exception ) {
			throw new Operation_Failed( 'playpal_export_failed', __( 'The export could not be created. Please try again.', 'playpal' ) );
		} finally {
			if ( null !== $temp ) {
				wp_delete_file( $temp );
			}
		}
	}

	/**
	 * Keeps an Appadoo's backup index while WordPress deletes the post and its
	 * meta, for remove_backups_of() (`before_delete_post`).
	 *
	 * @param int          $post_id Post id.
	 * @param WP_Post|null $post    Post.
	 */
	public function remember_index( int $post_id, ?WP_Post $post = null ): void {
		if ( $post instanceof WP_Post && Appadoo_Post_Type::POST_TYPE === $post->post_type ) {
			$this->deleting[ $post_id ] = $this->index->all( $post_id );
		}
	}

	/**
	 * Removes every backup of a deleted Appadoo (`playpal_appadoo_deleted`):
	 * the indexed ones at their providers, and any local file left behind.
	 *
	 * @param int|string $appadoo_id Appadoo id.
	 * @param mixed      $post       The deleted post.
	 */
	public function remove_backups_of( int|string $appadoo_id, mixed $post = null ): void {
		$appadoo_id = (int) $appadoo_id;
		$owner      = $post instanceof WP_Post ? (int) $post->post_author : (int) get_post_field( 'post_author', $appadoo_id );
		$entries    = $this->index->all( $appadoo_id );
		if ( ! $entries ) {
			$entries = $this->deleting[ $appadoo_id ] ?? array();
		}
		unset( $this->deleting[ $appadoo_id ] );
		foreach ( $entries as $entry ) {
			$this->delete_remote( $owner, $entry );
		}
		delete_post_meta( $appadoo_id, Appadoo_Meta::BACKUPS );

		$local = $this->providers->get( 'local' );
		if ( $owner <= 0 || ! $local instanceof Local_Provider ) {
			return;
		}
		try {
			foreach ( $local->names( $owner ) as $name ) {
				if ( str_starts_with( $name, 'appadoo-' . $appadoo_id . '-' ) ) {
					$local->delete( $owner, $name );
				}
			}
		} catch ( RuntimeException $exception ) {
			// No usable uploads folder holds no local backups; the post's deletion must go on.
			unset( $exception );
		}
	}

	/**
	 * Deletes a backup at its provider; whether that worked.
	 *
	 * @param int                  $owner Owner of the Appadoo.
	 * @param array<string, mixed> $entry Index entry.
	 */
	private function delete_remote( int $owner, array $entry ): bool {
		$provider = $this->providers->get( (string) $entry['provider'] );
		if ( ! $provider instanceof Storage_Provider ) {
			return true; // A provider that no longer exists holds nothing we can reach.
		}
		try {
			$provider->delete( $owner, (string) $entry['remoteId'] );
			return true;
		} catch ( Provider_Error $exception ) {
			// After a disconnect the file is the person's own, in their own
			// account, and out of our reach: forget it rather than keep a
			// backup that can never be deleted or cleaned up.
			// A file already gone (404) is what a delete wants, too.
			return in_array( $exception->reason(), array( Provider_Error::NOT_CONNECTED, Provider_Error::NOT_FOUND ), true );
		}
	}
}
