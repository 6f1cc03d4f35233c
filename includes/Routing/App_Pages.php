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
 * 200) and gets its title and description in the head (`playpal_route_meta`),
 * with the robots tag the subclass sets, if any. The screens set the same
 * texts. Subclasses: Community_Routes, Waitlist_Routes, Portal_Routes,
 * Member_Routes.
 */
abstract class App_Pages {

	/**
	 * The pages' robots tag; null leaves Route_Meta's.
	 *
	 * @var string|null
	 */
	protected ?string $robots = null;

	/**
	 * Title and description of each page, by route pattern.
	 *
	 * @return array<string, array{title: string, description: string}>
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
		$robots = null === $this->robots ? array() : array( 'robots' => $this->robots );
		return $pages[ $pattern ] + $robots + $meta;
	}
}
