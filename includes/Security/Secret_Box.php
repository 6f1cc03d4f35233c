<?php
/**
 * The one encryption helper for every secret PlayPal stores.
 *
 * @package PlayPal
 */

namespace PlayPal\Security;

defined( 'ABSPATH' ) || exit;

/**
 * Seals and opens secrets with libsodium's `crypto_secretbox`
 * (XSalsa20-Poly1305: encryption plus a MAC, so damage is detected).
 *
 * Key: `crypto_generichash( CONTEXT . AUTH_KEY . SECURE_AUTH_SALT )`, 32
 * bytes. Those two are the site's own secrets from wp-config.php (the same
 * ones wp_salt() reads), so a database dump alone opens nothing, and changing
 * the salts makes every sealed value unreadable, on purpose. The material is
 * injectable (constructor argument, or the `playpal_secret_box_key_material`
 * filter) so tests can change the key.
 *
 * Format: `pp1:` + base64( 24-byte random nonce . ciphertext ). The prefix
 * names the format version; the context string in the key derivation keeps
 * this key apart from any other use of the same salts.
 */
final class Secret_Box {

	/** Version prefix of every sealed value. */
	public const PREFIX = 'pp1:';

	/** Domain separation for the key derivation. */
	private const CONTEXT = 'playpal|secret-box|v1|';

	/**
	 * Key material given by the caller, or null for the site's salts.
	 *
	 * @var string|null
	 */
	private ?string $material;

	/**
	 * Constructor.
	 *
	 * @param string|null $material Key material; null reads AUTH_KEY . SECURE_AUTH_SALT.
	 */
	public function __construct( ?string $material = null ) {
		$this->material = $material;
	}

	/**
	 * Encrypts bytes into a storable (ASCII) string.
	 *
	 * @param string $plaintext Any bytes.
	 */
	public function seal( string $plaintext ): string {
		$key    = $this->key();
		$nonce  = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		$sealed = self::PREFIX . base64_encode( $nonce . sodium_crypto_secretbox( $plaintext, $nonce, $key ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- Storable form of binary ciphertext.
		sodium_memzero( $key );
		return $sealed;
	}

	/**
	 * Decrypts what seal() produced.
	 *
	 * @param string $sealed Sealed value.
	 * @return string|null The bytes, or null when the key changed or the value is damaged (never throws).
	 */
	public function open( string $sealed ): ?string {
		if ( ! str_starts_with( $sealed, self::PREFIX ) ) {
			return null;
		}
		$raw = base64_decode( substr( $sealed, strlen( self::PREFIX ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- See seal().
		if ( false === $raw || strlen( $raw ) < SODIUM_CRYPTO_SECRETBOX_NONCEBYTES + SODIUM_CRYPTO_SECRETBOX_MACBYTES ) {
			return null;
		}
		$key = $this->key();
		try {
			$plain = sodium_crypto_secretbox_open(
				substr( $raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ),
				substr( $raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ),
				$key
			);
		} catch ( \SodiumException $exception ) {
			$plain = false;
		} finally {
			sodium_memzero( $key );
		}
		return false === $plain ? null : $plain;
	}

	/**
	 * The 32-byte key.
	 */
	private function key(): string {
		$material = $this->material ?? self::site_material();
		/**
		 * Filters the key material of PlayPal's Secret_Box (default: AUTH_KEY . SECURE_AUTH_SALT).
		 * Changing it makes every stored secret unreadable.
		 *
		 * @param string $material Key material.
		 */
		$material = (string) apply_filters( 'playpal_secret_box_key_material', $material );
		return sodium_crypto_generichash( self::CONTEXT . $material, '', SODIUM_CRYPTO_SECRETBOX_KEYBYTES );
	}

	/**
	 * AUTH_KEY . SECURE_AUTH_SALT, as wp-config.php defines them (wp_salt()'s
	 * own values when a site lacks the constants).
	 */
	private static function site_material(): string {
		$auth_key    = defined( 'AUTH_KEY' ) && '' !== AUTH_KEY ? AUTH_KEY : wp_salt( 'auth' );
		$secure_salt = defined( 'SECURE_AUTH_SALT' ) && '' !== SECURE_AUTH_SALT ? SECURE_AUTH_SALT : wp_salt( 'secure_auth' );
		return $auth_key . $secure_salt;
	}
}
