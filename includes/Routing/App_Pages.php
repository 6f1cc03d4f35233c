<?php
/**
 * Screens a feature adds to the app's route table, with their head tags.
 *
 * @package PlayPal
 */

namespace PlayPal\Routing;

defined( 'ABSPATH' ) || exit;

/**
 * A feature's screens, as the server sees them: each pattern of pages() goes
 * into the app's route table (`playpal_routes`, so the shell answers it with
 * 200) and gets its head tags (`playpal_route_meta`): its title and
 * description, and its robots tag where the page gives one (else Route_Meta's
 * stays). The screens set the same texts. Used by Community_Routes,
 * Waitlist_Routes, Portal_Routes and Member_Routes.
 */
trait App_Pages {

	/**
	 * Head tags of each page, by route pattern.
	 *
	 * @return array<string, array{title: string, description: string, robots?: string}>
	 */
	abstract public static function pages(): array;

	public function add_hooks(): void {
		add_filter( 'playpal_routes', array( $this, 'add_routes' ) );
		add_filter( 'playpal_route_meta', array( $this, 'meta' ), 10, 2 );
	}

	/**
	 * @param string[] $patterns Route patterns.
	 * @return string[]
	 */
	public function add_routes( array $patterns ): array {
		return array_values( array_unique( array_merge( $patterns, array_keys( static::pages() ) ) ) );
	}

	/**
	 * @param array{title: string, description: string, robots: string} $meta    Head tags so far.
	 * @param string|null                                               $pattern Matched route pattern.
	 * @return array{title: string, description: string, robots: string}
	 */
	public function meta( array $meta, ?string $pattern ): array {
		$pages = static::pages();
		if ( null === $pattern || ! isset( $pages[ $pattern ] ) ) {
			return $meta;
		}
		return $pages[ $pattern ] + $meta;
	}
}
