<?php
/**
 * Server-side head tags for each route: title, description, robots.
 *
 * The client sets the same tags on navigation; printing them here means
 * crawlers, link previews and the first paint get them without JavaScript.
 *
 * @package PlayPal
 */

namespace PlayPal\Routing;

defined( 'ABSPATH' ) || exit;

/**
 * Title, description and robots for a matched route.
 */
final class Route_Meta {

	/**
	 * A page's <title>: "{page} | PlayPal", the same form the client sets.
	 *
	 * @param string $page The page's own name, e.g. "Shop" or a post title (plain text).
	 */
	public static function page_title( string $page ): string {
		/* translators: 1: page title, 2: site name. */
		return sprintf( __( '%1$s | %2$s', 'playpal' ), $page, __( 'PlayPal', 'playpal' ) );
	}

	/**
	 * Head tags for a route pattern. Later features refine dynamic routes
	 * through the `playpal_route_meta` filter (e.g. a post's own title).
	 *
	 * @param string|null          $pattern Route pattern, or null for a path no route matches.
	 * @param array<string,string> $params  Route parameters.
	 * @return array{title: string, description: string, robots: string}
	 */
	public function for_route( ?string $pattern, array $params ): array {
		$site  = __( 'PlayPal', 'playpal' );
		$metas = array(
			''      => array( __( 'PlayPal — Print. Play. Done.', 'playpal' ), __( 'Printable play kits and offline web activities for families and teachers. No fees. No fuss.', 'playpal' ) ),
			'about' => array( __( 'About PlayPal', 'playpal' ), __( 'Why we make printable play kits and safe offline activities for children, and the principles we follow.', 'playpal' ) ),
		);
		if ( null === $pattern ) {
			$meta = array(
				'title'       => self::page_title( __( 'Page not found', 'playpal' ) ),
				'description' => __( 'Oops! Page not found', 'playpal' ),
				'robots'      => 'noindex, follow',
			);
		} else {
			list( $title, $description ) = $metas[ $pattern ] ?? array( $site, __( 'Printable play kits and offline web activities for families and teachers.', 'playpal' ) );
			$meta                        = array(
				'title'       => '' === $pattern || ! isset( $metas[ $pattern ] ) ? $title : self::page_title( $title ),
				'description' => $description,
				'robots'      => '',
			);
		}
		/**
		 * Filters the head tags printed for an app route.
		 *
		 * @param array       $meta    {title, description, robots}.
		 * @param string|null $pattern Route pattern, null for an unknown path.
		 * @param array       $params  Route parameters such as slug.
		 */
		return apply_filters( 'playpal_route_meta', $meta, $pattern, $params );
	}
}
