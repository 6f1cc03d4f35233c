<?php
/**
 * The member portal page, as the server sees it.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use PlayPal\Routing\Route_Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Adds /member-portal to the app's route table with its title and
 * description. It answers 200 whatever the feature flags say: with
 * `portals` off the screen shows its labelled preview.
 */
final class Member_Routes {

	public const PORTAL = 'member-portal';

	public function add_hooks(): void {
		add_filter( 'playpal_routes', array( $this, 'add_routes' ) );
		add_filter( 'playpal_route_meta', array( $this, 'meta' ), 10, 2 );
	}

	/**
	 * @param string[] $patterns Route patterns.
	 * @return string[]
	 */
	public function add_routes( array $patterns ): array {
		return array_merge( $patterns, array( self::PORTAL ) );
	}

	/**
	 * @param array{title: string, description: string, robots: string} $meta    Head tags so far.
	 * @param string|null                                               $pattern Matched route pattern.
	 * @return array{title: string, description: string, robots: string}
	 */
	public function meta( array $meta, ?string $pattern ): array {
		if ( self::PORTAL !== $pattern ) {
			return $meta;
		}
		return array(
			'title'       => Route_Meta::page_title( __( 'Member Portal', 'playpal' ) ),
			'description' => __( 'Your PlayPal membership: Appadoos, downloads and subscriptions in one place.', 'playpal' ),
		) + $meta;
	}
}
