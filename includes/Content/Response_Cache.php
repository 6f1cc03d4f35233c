<?php
/**
 * Shaped content responses, cached until the content changes.
 *
 * @package PlayPal
 */

namespace PlayPal\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Stores a finished response (body, totals, ETag) under a key made of the
 * request's arguments and the content version, so a warm request is one small
 * read and a change to the content is visible on the very next request.
 *
 * Transients go to the persistent object cache when the site has one and to
 * the options table otherwise (one query for value and timeout together).
 * Entries of older versions are never read again and expire on their own.
 */
final class Response_Cache {

	/**
	 * How long an entry may live; any content change makes it unreachable sooner.
	 */
	private const TTL = HOUR_IN_SECONDS;

	/**
	 * The cache key for a kind of response and its arguments.
	 *
	 * @param string               $kind Response kind, e.g. 'posts'.
	 * @param array<string, mixed> $args Normalised request arguments.
	 */
	public function key( string $kind, array $args ): string {
		ksort( $args );
		$version = Content_Version::current()['v'];
		return 'playpal_' . $kind . '_' . md5( (string) wp_json_encode( array( $args, $version, PLAYPAL_VERSION, determine_locale() ) ) );
	}

	/**
	 * Whether this request may use the cache. Responses rendered for a
	 * logged-in person are neither read from nor written to it: a content
	 * filter of some plugin might show them something meant only for them.
	 */
	public function is_enabled(): bool {
		return ! is_user_logged_in();
	}

	/**
	 * A cached entry, or null.
	 *
	 * @param string $key Cache key.
	 * @return array<string, mixed>|null
	 */
	public function get( string $key ): ?array {
		if ( ! $this->is_enabled() ) {
			return null;
		}
		$entry = get_transient( $key );
		return is_array( $entry ) ? $entry : null;
	}

	/**
	 * Stores an entry.
	 *
	 * @param string               $key   Cache key.
	 * @param array<string, mixed> $entry Entry.
	 */
	public function set( string $key, array $entry ): void {
		if ( $this->is_enabled() ) {
			set_transient( $key, $entry, self::TTL );
		}
	}
}
