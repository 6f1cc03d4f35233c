<?php
/**
 * The Appadoo portal page, as the server sees it.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Routing\Route_Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Adds /appadoo-portal and its other spelling /appydo-portal (SPEC §2: the
 * same screen) to the app's route table, with the portal's title and
 * description.
 *
 * Each path's canonical link is itself: the shell prints the request path,
 * and Route_Meta has no way to name another one.
 */
final class Portal_Routes {

	public const PORTAL       = 'appadoo-portal';
	public const PORTAL_ALIAS = 'appydo-portal';

	public function add_hooks(): void {
		add_filter( 'playpal_routes', array( $this, 'add_routes' ) );
		add_filter( 'playpal_route_meta', array( $this, 'meta' ), 10, 2 );
	}

	/**
	 * @param string[] $patterns Route patterns.
	 * @return string[]
	 */
	public function add_routes( array $patterns ): array {
		return array_merge( $patterns, array( self::PORTAL, self::PORTAL_ALIAS ) );
	}

	/**
	 * @param array{title: string, description: string, robots: string} $meta    Head tags so far.
	 * @param string|null                                               $pattern Matched route pattern.
	 * @return array{title: string, description: string, robots: string}
	 */
	public function meta( array $meta, ?string $pattern ): array {
		if ( self::PORTAL !== $pattern && self::PORTAL_ALIAS !== $pattern ) {
			return $meta;
		}
		return array(
			'title'       => Route_Meta::page_title( __( 'Appadoo Portal', 'playpal' ) ),
			'description' => __( 'Create, store and back up your Appadoos — offline web activities for children.', 'playpal' ),
		) + $meta;
	}
}
