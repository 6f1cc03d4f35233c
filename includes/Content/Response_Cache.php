<?php
/**
 * Shaped content responses, cached until the content changes.
 *
 * @package PlayPal
 */

namespace PlayPal\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps a finished response (body, totals, ETag) in the object cache under a
 * key made of the request's arguments and the content version, so a warm
 * request is one cache read and a change to the content is visible on the
 * very next request.
 *
 * Only the object cache is used (wp_cache_* in one group): with a persistent
 * drop-in (Redis, Memcached) entries live across requests; without one they
 * last for the request. Nothing is ever written to the database, so no
 * visitor can grow a table by asking for many argument combinations. Which
 * requests are worth an entry at all is the route's decision
 * (Abstract_Content_Route::is_canonical()).
 */
final class Response_Cache {

	/**
	 * Object cache group of the entries.
	 */
	public const GROUP = 'playpal_content';

	/**
	 * Prefix of the option rows earlier versions stored entries in; removed on
	 * upgrade, deactivation and uninstall (see remove_all()).
	 */
	public const LEGACY_PREFIX = 'playpal_rc_';

	/**
	 * How long a persistent cache keeps an entry nobody asks for. A content
	 * change makes entries unreachable at once (the version is in the key);
	 * this only bounds how long the unreachable ones take up memory.
	 */
	private const TTL = DAY_IN_SECONDS;

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
		return md5( (string) wp_json_encode( array( $kind, $args, $version, PLAYPAL_VERSION, determine_locale() ) ) );
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
		$entry = wp_cache_get( $key, self::GROUP );
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
			wp_cache_set( $key, $entry, self::GROUP, self::TTL );
		}
	}

	/**
	 * Removes every entry: the group where the cache can flush one group,
	 * and the option rows earlier versions wrote. Called on upgrade,
	 * deactivation and uninstall; a content change needs none of it (new keys
	 * simply miss).
	 */
	public static function remove_all(): void {
		if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_group' ) ) {
			wp_cache_flush_group( self::GROUP );
		}
		global $wpdb;
		// One statement for any number of rows; delete_option() would take a query each.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::LEGACY_PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}
