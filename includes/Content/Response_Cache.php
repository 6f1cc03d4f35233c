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
 * With a persistent object cache the entries live there. Without one they are
 * non-autoloaded options: one query to read, one to write (a transient would
 * write a second row for its timeout, and its expiry is not needed: a content
 * change deletes every entry at once, see Content_Version::bump()).
 */
final class Response_Cache {

	/**
	 * Prefix of the option names (and object cache group) of the entries.
	 */
	public const PREFIX = 'playpal_rc_';

	/**
	 * Object cache group.
	 */
	private const GROUP = 'playpal_content';

	/**
	 * The cache key for a kind of response and its arguments.
	 *
	 * The version is part of the key, so an entry written by a request that
	 * started before a change can never be served after it.
	 *
	 * @param string               $kind Response kind, e.g. 'post'.
	 * @param array<string, mixed> $args Normalised request arguments.
	 */
	public function key( string $kind, array $args ): string {
		ksort( $args );
		$version = Content_Version::current()['v'];
		return self::PREFIX . md5( (string) wp_json_encode( array( $kind, $args, $version, PLAYPAL_VERSION, determine_locale() ) ) );
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
		$entry = wp_using_ext_object_cache() ? wp_cache_get( $key, self::GROUP ) : get_option( $key );
		return is_array( $entry ) ? $entry : null;
	}

	/**
	 * Stores an entry.
	 *
	 * @param string               $key   Cache key.
	 * @param array<string, mixed> $entry Entry.
	 */
	public function set( string $key, array $entry ): void {
		if ( ! $this->is_enabled() ) {
			return;
		}
		if ( wp_using_ext_object_cache() ) {
			wp_cache_set( $key, $entry, self::GROUP, DAY_IN_SECONDS );
			return;
		}
		// Not autoloaded: entries are read only by the request that needs them.
		add_option( $key, $entry, '', false );
	}

	/**
	 * Deletes every stored entry (they are all out of date once the content
	 * changed). The object cache needs nothing: new keys simply miss there.
	 */
	public static function clear(): void {
		if ( wp_using_ext_object_cache() ) {
			return;
		}
		global $wpdb;
		// One statement for any number of entries; delete_option() would take a query each.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}
