<?php
/**
 * The version of the site's published content.
 *
 * @package PlayPal
 */

namespace PlayPal\Content;

defined( 'ABSPATH' ) || exit;

/**
 * One autoloaded option that changes whenever anything the content API shows
 * changes (a post, its author, its categories, its featured image).
 *
 * Cached responses are keyed by it, so a change makes every cached response
 * unreachable at once: invalidation is immediate and costs one write (made
 * by whoever changed the content, never by a visitor's read). It also
 * gives the time of the last change, sent as Last-Modified.
 *
 * wp_cache_get_last_changed( 'posts' ) would do the same with a persistent
 * object cache, but without one it is new on every request, so the version
 * lives in an option, the database being what every PHP worker shares.
 *
 * Autoloaded only without a persistent object cache (reading it then costs no
 * query). With one (Redis, Memcached) it has its own cache entry (one cache
 * read, no query): WordPress keeps all autoloaded options in one entry,
 * `alloptions`, which every save of any autoloaded option rewrites whole,
 * from a copy read just before. A bump landing in between would be undone in
 * the cache, and every worker would serve the answers cached before the
 * change until the next one (ContentCacheAcrossProcessesTest).
 */
final class Content_Version {

	public const OPTION = 'playpal_content_version';

	/**
	 * Whether this request already moved the time forward (see bump()).
	 *
	 * @var bool
	 */
	private static bool $moved_this_request = false;

	/**
	 * The current version and the Unix time of the last change.
	 *
	 * @return array{v: string, t: int}
	 */
	public static function current(): array {
		$value = get_option( self::OPTION );
		if ( is_array( $value ) && isset( $value['v'], $value['t'] ) ) {
			return array(
				'v' => (string) $value['v'],
				't' => (int) $value['t'],
			);
		}
		return self::bump();
	}

	/**
	 * Records a change: a new version and a new last-changed time.
	 *
	 * The first change in a request moves the time at least one second past
	 * the previous one, so a client holding a Last-Modified from the same
	 * second cannot be told "not modified" about a newer change. Later
	 * changes in the same request keep it (nobody saw the state in between),
	 * so one save firing several hooks does not push the time ahead.
	 *
	 * @return array{v: string, t: int}
	 */
	public static function bump(): array {
		$previous = get_option( self::OPTION );
		$previous = is_array( $previous ) ? (int) ( $previous['t'] ?? 0 ) : 0;
		$time     = self::$moved_this_request ? max( time(), $previous ) : max( time(), $previous + 1 );
		$value    = array(
			'v' => wp_generate_password( 12, false ),
			't' => $time,
		);
		update_option( self::OPTION, $value, ! wp_using_ext_object_cache() );
		self::$moved_this_request = true;
		return $value;
	}
}
