<?php
/**
 * Where each Appadoo field is stored.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

defined( 'ABSPATH' ) || exit;

/**
 * Post meta keys of an Appadoo (post type `playpal_appadoo`) and the defaults
 * of a new one (docs/APPADOOS.md). Every key starts with `_playpal_`, so a
 * backup can archive the whole record by prefix, and the underscore keeps
 * them out of WordPress's custom-fields box.
 */
final class Appadoo_Meta {

	public const PREFIX = '_playpal_';

	/** Template id (string). */
	public const TEMPLATE = '_playpal_template';

	/** `active` or `deployed`. */
	public const STATUS = '_playpal_status';

	/** `{sessions: int, totalTime: int (minutes), lastPlayed: string|null}`. */
	public const USAGE = '_playpal_usage';

	/** `{timeLimit: string, hdgFilter: bool, printEnabled: bool}`. */
	public const SETTINGS = '_playpal_settings';

	/** `{storageProvider, retentionDays, autoBackup, compressionEnabled, encryptionEnabled, lastBackup}`. */
	public const STORAGE = '_playpal_storage';

	/** The backup index: a list of `{id, provider, remoteId, size, createdAt, compressed, encrypted}`. */
	public const BACKUPS = '_playpal_backups';

	public const STATUSES = array( 'active', 'deployed' );

	/**
	 * The converted package: `{entry, version, convertedAt, conversion}`
	 * (Converter\Converter writes it; the player reads `entry`).
	 */
	public const PACKAGE = '_playpal_package';

	/** Template id of an Appadoo made by the converter rather than from a template. */
	public const TEMPLATE_CONVERTED = 'converted';

	/**
	 * Usage of a new Appadoo.
	 *
	 * @return array{sessions: int, totalTime: int, lastPlayed: null}
	 */
	public static function default_usage(): array {
		return array(
			'sessions'   => 0,
			'totalTime'  => 0,
			'lastPlayed' => null,
		);
	}

	/**
	 * Play settings of a new Appadoo.
	 *
	 * @return array{timeLimit: string, hdgFilter: bool, printEnabled: bool}
	 */
	public static function default_settings(): array {
		return array(
			'timeLimit'    => '30',
			'hdgFilter'    => true,
			'printEnabled' => true,
		);
	}

	/**
	 * Storage settings of a new Appadoo.
	 *
	 * @return array{storageProvider: string, retentionDays: int, autoBackup: bool, compressionEnabled: bool, encryptionEnabled: bool, lastBackup: null}
	 */
	public static function default_storage(): array {
		return array(
			'storageProvider'    => 'local',
			'retentionDays'      => 30,
			'autoBackup'         => false,
			'compressionEnabled' => true,
			'encryptionEnabled'  => false,
			'lastBackup'         => null,
		);
	}
}
