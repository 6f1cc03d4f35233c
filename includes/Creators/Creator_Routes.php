<?php
/**
 * /create-it-forward's head tags while the creator programme is on.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Routing\Route_Meta;
use PlayPal\Settings\Settings;
use PlayPal\Signups\Waitlist_Routes;

defined( 'ABSPATH' ) || exit;

/**
 * The page is the sign-ups' route (Waitlist_Routes: always 200, `noindex,
 * follow`). With the `creator_dashboard` flag on the screen is the creator
 * programme (gate, directory, dashboard) rather than the waitlist, so the
 * server prints that screen's title and description, as the screen does.
 */
final class Creator_Routes {

	public function __construct( private Settings $settings ) {}

	public function add_hooks(): void {
		// After Waitlist_Routes (10), whose robots tag stays.
		add_filter( 'playpal_route_meta', array( $this, 'meta' ), 20, 2 );
	}

	/**
	 * @param array{title: string, description: string, robots: string} $meta    Head tags so far.
	 * @param string|null                                               $pattern Matched route pattern.
	 * @return array{title: string, description: string, robots: string}
	 */
	public function meta( array $meta, ?string $pattern ): array {
		if ( Waitlist_Routes::CREATE_IT_FORWARD !== $pattern || empty( $this->settings->flags()['creator_dashboard'] ) ) {
			return $meta;
		}
		return array_merge(
			$meta,
			array(
				'title'       => Route_Meta::page_title( __( 'Create It Forward — Creator Programme', 'playpal' ) ),
				'description' => __( 'Create It Forward: sell your printable activities to families and educators, browse the creator directory, and manage your creations.', 'playpal' ),
			)
		);
	}
}
