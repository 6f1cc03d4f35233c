<?php
/**
 * The referral provider's part of `playpal_settings`: `referral.baseUrl`,
 * `referral.programId`, and the write-only `referral.apiKey`.
 *
 * @package PlayPal
 */

namespace PlayPal\Settings;

use PlayPal\Security\Secret_Box;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Validates the provider fields and keeps the key out of every answer.
 *
 * The key is accepted on write only. It is sealed with Secret_Box into its own
 * option (`playpal_referral_api_key`, not autoloaded), so the settings object
 * that REST, the settings screen and the app shell read never holds it, not
 * even sealed; reads say `apiKeySet: true|false` instead. A save without a key
 * (or with an empty one) keeps the stored key.
 */
final class Referral_Fields {

	public const KEY_OPTION = 'playpal_referral_api_key';

	/** Longest accepted key, programme id and address. */
	public const KEY_MAX        = 500;
	public const PROGRAM_ID_MAX = 100;
	public const BASE_URL_MAX   = 2000;

	private Secret_Box $box;

	/**
	 * The sealed value key() last opened and whether it opened: settings are read
	 * many times a request, and opening costs a key derivation.
	 *
	 * @var array{0: string, 1: bool}|null
	 */
	private ?array $opened = null;

	/**
	 * Constructor.
	 *
	 * @param Secret_Box|null $box Encryption helper.
	 */
	public function __construct( ?Secret_Box $box = null ) {
		$this->box = $box ?? new Secret_Box();
	}

	/**
	 * The fields a fresh install starts with.
	 *
	 * @return array{baseUrl: string, programId: string, apiKeySet: bool}
	 */
	public static function defaults(): array {
		return array(
			'baseUrl'   => '',
			'programId' => '',
			'apiKeySet' => false,
		);
	}

	/**
	 * Takes the valid fields of $value over $fallback; invalid ones add an error.
	 * The key is only checked here (saving it is save_submitted_key()'s job).
	 *
	 * @param array<string, mixed>                                       $value    Submitted or stored `referral` object.
	 * @param array{baseUrl: string, programId: string, apiKeySet: bool} $fallback Current fields.
	 * @param WP_Error[]                                                 $errors   Receives one error per invalid field.
	 * @return array{baseUrl: string, programId: string, apiKeySet: bool}
	 */
	public function clean( array $value, array $fallback, array &$errors ): array {
		$clean = array_merge( self::defaults(), $fallback );
		if ( array_key_exists( 'baseUrl', $value ) ) {
			$url = is_string( $value['baseUrl'] ) ? trim( $value['baseUrl'] ) : null;
			if ( null !== $url && ( '' === $url || self::is_base_url( $url ) ) ) {
				$clean['baseUrl'] = untrailingslashit( $url );
			} else {
				$errors[] = new WP_Error( 'playpal_invalid_referral_base_url', __( 'The referral provider address must be an http:// or https:// address.', 'playpal' ) );
			}
		}
		if ( array_key_exists( 'programId', $value ) ) {
			$id = is_string( $value['programId'] ) ? trim( $value['programId'] ) : null;
			if ( null !== $id && preg_match( '/^[A-Za-z0-9._:-]{0,' . self::PROGRAM_ID_MAX . '}$/', $id ) ) {
				$clean['programId'] = $id;
			} else {
				$errors[] = new WP_Error(
					'playpal_invalid_referral_program_id',
					/* translators: %d: longest programme id. */
					sprintf( __( 'The referral programme id may hold up to %d letters, digits, dots, colons, dashes and underscores.', 'playpal' ), self::PROGRAM_ID_MAX )
				);
			}
		}
		if ( array_key_exists( 'apiKey', $value ) && null === self::submitted_key( $value['apiKey'] ) ) {
			$errors[] = new WP_Error(
				'playpal_invalid_referral_api_key',
				/* translators: %d: longest key. */
				sprintf( __( 'The referral API key must be text of up to %d characters without spaces.', 'playpal' ), self::KEY_MAX )
			);
		}
		return $clean;
	}

	/**
	 * Seals and stores the key of a submitted settings value, when it carries a non-empty valid one.
	 *
	 * @param mixed $settings Submitted `playpal_settings` value.
	 */
	public function save_submitted_key( mixed $settings ): void {
		$referral = is_array( $settings ) && isset( $settings['referral'] ) && is_array( $settings['referral'] ) ? $settings['referral'] : array();
		$key      = self::submitted_key( $referral['apiKey'] ?? '' );
		if ( null !== $key && '' !== $key ) {
			update_option( self::KEY_OPTION, $this->box->seal( $key ), false );
		}
	}

	/**
	 * The stored key in clear, for the provider client only; null when none is
	 * stored or it cannot be opened (the site's salts changed).
	 */
	public function key(): ?string {
		$sealed = get_option( self::KEY_OPTION, '' );
		$key    = is_string( $sealed ) && '' !== $sealed ? $this->box->open( $sealed ) : null;
		return null === $key || '' === $key ? null : $key;
	}

	/**
	 * Whether a usable key is stored.
	 */
	public function key_is_set(): bool {
		$sealed = get_option( self::KEY_OPTION, '' );
		$sealed = is_string( $sealed ) ? $sealed : '';
		if ( null === $this->opened || $this->opened[0] !== $sealed ) {
			$this->opened = array( $sealed, null !== $this->key() );
		}
		return $this->opened[1];
	}

	/**
	 * A submitted key, trimmed: '' for none, null when it is not acceptable.
	 *
	 * @param mixed $key Submitted value.
	 */
	private static function submitted_key( mixed $key ): ?string {
		if ( ! is_string( $key ) ) {
			return null;
		}
		$key = trim( $key );
		return strlen( $key ) <= self::KEY_MAX && preg_match( '/^[\x21-\x7e]*$/', $key ) ? $key : null;
	}

	/**
	 * Whether a value is an absolute http(s) address without credentials, query or fragment.
	 *
	 * @param string $url Address.
	 */
	private static function is_base_url( string $url ): bool {
		if ( strlen( $url ) > self::BASE_URL_MAX || ! filter_var( $url, FILTER_VALIDATE_URL ) ) {
			return false;
		}
		$parts = wp_parse_url( $url );
		return is_array( $parts )
			&& in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true )
			&& ! empty( $parts['host'] )
			&& ! isset( $parts['user'] ) && ! isset( $parts['pass'] ) && ! isset( $parts['query'] ) && ! isset( $parts['fragment'] );
	}

	/**
	 * JSON schema of `referral` in the settings object.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'description'          => __( 'Referral provider (Play It Forward): address, programme and API key. The key is write-only.', 'playpal' ),
			'type'                 => 'object',
			'properties'           => array(
				'baseUrl'   => array(
					'description' => __( 'The provider\'s API address, e.g. https://partners.example.com/api.', 'playpal' ),
					'type'        => 'string',
				),
				'programId' => array(
					'description' => __( 'The programme id the provider gave this site.', 'playpal' ),
					'type'        => 'string',
				),
				'apiKey'    => array(
					'description' => __( 'The provider\'s API key. Write-only: stored encrypted, never shown; leave it out to keep the stored key.', 'playpal' ),
					'type'        => 'string',
				),
				'apiKeySet' => array(
					'description' => __( 'Whether an API key is stored (read-only).', 'playpal' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
			),
			'additionalProperties' => false,
		);
	}
}
