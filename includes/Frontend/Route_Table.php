<?php
/**
 * The app's routes as the server sees them (SPEC §2 route table).
 *
 * The React router is the source of what each route shows; the server only
 * needs to know which paths belong to the app, so it can answer them with
 * the shell and the right status, and what to print in the head.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * Matches a path (relative to the app's base) against the app's routes.
 */
final class Route_Table {

	/**
	 * Routes whose screens the app has, without leading or trailing slashes;
	 * `{slug}` matches one segment. Each feature adds its routes through the
	 * `playpal_routes` filter when it ships its screen, so a path the client
	 * would show as "Oops! Page not found" is never answered with 200.
	 */
	private const ROUTES = array(
		'',
		'about',
	);

	/**
	 * The route patterns in force.
	 *
	 * @return string[]
	 */
	public function patterns(): array {
		/**
		 * Filters the app's route patterns (SPEC §2), e.g. adds "blog/{slug}".
		 *
		 * @param string[] $patterns Route patterns.
		 */
		return (array) apply_filters( 'playpal_routes', self::ROUTES );
	}

	/**
	 * Finds the route for a path relative to the base.
	 *
	 * @param string $path Path under the app base, e.g. "blog/my-post" (slashes trimmed).
	 * @return array{pattern: string, params: array<string, string>}|null Null when no route matches.
	 */
	public function match( string $path ): ?array {
		$path = trim( $path, '/' );
		foreach ( $this->patterns() as $pattern ) {
			$regex = '#^' . str_replace( '\{slug\}', '(?P<slug>[^/]+)', preg_quote( $pattern, '#' ) ) . '$#';
			if ( preg_match( $regex, $path, $matches ) ) {
				$params = isset( $matches['slug'] ) ? array( 'slug' => rawurldecode( $matches['slug'] ) ) : array();
				return array(
					'pattern' => $pattern,
					'params'  => $params,
				);
			}
		}
		return null;
	}
}
