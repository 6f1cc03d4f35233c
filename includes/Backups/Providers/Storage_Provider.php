<?php
/**
 * What every place backups can be written to offers.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups\Providers;

use PlayPal\Errors\Provider_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A storage provider (SPEC §3 "Storage provider"): local disk, Google Drive or
 * Dropbox. Every method takes the user whose connection (credentials, quota)
 * is used: for an Appadoo that is always its owner.
 *
 * A new provider (or a real OAuth flow for the remote ones) plugs in here:
 * implement this interface and add it through the `playpal_storage_providers`
 * filter (see Provider_Registry).
 */
interface Storage_Provider {

	/**
	 * Stable id: `local`, `google`, `dropbox`.
	 */
	public function id(): string;

	/**
	 * Human name, e.g. "Google Drive".
	 */
	public function name(): string;

	/**
	 * Provider type (SPEC: local, google, dropbox).
	 */
	public function type(): string;

	/**
	 * Names of the credential fields the Connect dialog sends; [] when none are needed.
	 *
	 * @return string[]
	 */
	public function credential_fields(): array;

	/**
	 * The credentials in their stored form when their shape is right, else null.
	 *
	 * @param array<string, mixed> $fields Fields as sent.
	 * @return array<string, string>|null
	 */
	public function clean_credentials( array $fields ): ?array;

	/**
	 * Whether the user has a usable connection.
	 *
	 * @param int $user_id User id.
	 */
	public function is_connected( int $user_id ): bool;

	/**
	 * Space used and available to the user.
	 *
	 * @param int $user_id User id.
	 * @return array{used: float, total: float, unit: string}
	 */
	public function quota( int $user_id ): array;

	/**
	 * Stores bytes under a name.
	 *
	 * @param int    $user_id User id.
	 * @param string $name    File name (no folders), e.g. "appadoo-12-20260101T000000Z-ab12.zip".
	 * @param string $bytes   Contents.
	 * @return string The id to get or delete it by.
	 * @throws Provider_Error When the write fails or there is no room.
	 */
	public function put( int $user_id, string $name, string $bytes ): string;

	/**
	 * Reads what put() stored.
	 *
	 * @param int    $user_id   User id.
	 * @param string $remote_id Id put() returned.
	 * @throws Provider_Error When it cannot be read.
	 */
	public function get( int $user_id, string $remote_id ): string;

	/**
	 * Deletes what put() stored; already gone counts as deleted.
	 *
	 * @param int    $user_id   User id.
	 * @param string $remote_id Id put() returned.
	 * @throws Provider_Error When the provider refuses.
	 */
	public function delete( int $user_id, string $remote_id ): void;
}
