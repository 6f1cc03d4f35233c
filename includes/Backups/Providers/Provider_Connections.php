<?php
/**
 * Each user's connections to storage providers, encrypted.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups\Providers;

use PlayPal\Security\Secret_Box;

defined( 'ABSPATH' ) || exit;

/**
 * User meta `_playpal_storage_connections`: a map `provider id => Secret_Box
 * ciphertext of the credentials' JSON`. Credentials never leave this class
 * except to the provider adapters that send them; no REST answer carries them.
 * A value that no longer opens (salts changed, damage) reads as no
 * connection, never as an error. WordPress deletes the meta with the user.
 */
final class Provider_Connections {

	public const META = '_playpal_storage_connections';

	private Secret_Box $box;

	/**
	 * Constructor.
	 *
	 * @param Secret_Box|null $box Encryption; the site's when omitted.
	 */
	public function __construct( ?Secret_Box $box = null ) {
		$this->box = $box ?? new Secret_Box();
	}

	/**
	 * The user's credentials for a provider, or null when not connected or unreadable.
	 *
	 * @param int    $user_id     User id.
	 * @param string $provider_id Provider id.
	 * @return array<string, string>|null
	 */
	public function get( int $user_id, string $provider_id ): ?array {
		$sealed = $this->all_sealed( $user_id )[ $provider_id ] ?? null;
		if ( ! is_string( $sealed ) ) {
			return null;
		}
		$json = $this->box->open( $sealed );
		$data = null === $json ? null : json_decode( $json, true );
		if ( ! is_array( $data ) ) {
			return null;
		}
		return array_map( 'strval', array_filter( $data, 'is_string' ) );
	}

	/**
	 * Stores (replaces) the user's credentials for a provider.
	 *
	 * @param int                   $user_id     User id.
	 * @param string                $provider_id Provider id.
	 * @param array<string, string> $credentials Credentials.
	 */
	public function set( int $user_id, string $provider_id, array $credentials ): void {
		$all                 = $this->all_sealed( $user_id );
		$all[ $provider_id ] = $this->box->seal( (string) wp_json_encode( $credentials ) );
		update_user_meta( $user_id, self::META, $all );
	}

	/**
	 * Forgets the user's credentials for a provider.
	 *
	 * @param int    $user_id     User id.
	 * @param string $provider_id Provider id.
	 */
	public function remove( int $user_id, string $provider_id ): void {
		$all = $this->all_sealed( $user_id );
		if ( ! array_key_exists( $provider_id, $all ) ) {
			return;
		}
		unset( $all[ $provider_id ] );
		if ( $all ) {
			update_user_meta( $user_id, self::META, $all );
		} else {
			delete_user_meta( $user_id, self::META );
		}
	}

	/**
	 * The stored map, sealed values only.
	 *
	 * @param int $user_id User id.
	 * @return array<string, string>
	 */
	private function all_sealed( int $user_id ): array {
		$stored = $user_id > 0 ? get_user_meta( $user_id, self::META, true ) : array();
		return is_array( $stored ) ? array_filter( $stored, 'is_string' ) : array();
	}
}
