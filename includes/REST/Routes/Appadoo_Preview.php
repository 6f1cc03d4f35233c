<?php
/**
 * GET pp/v1/appadoos/{id}/preview
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Player\Player;
use PlayPal\Errors\Forbidden;
use PlayPal\Family\Clock;
use PlayPal\Family\Family_Services;
use PlayPal\REST\Schemas\Play_Link_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * A short-lived player address of one's own Appadoo (Player\Play_Token):
 * the portal loads it in a sandboxed iframe. Someone else's Appadoo is 404.
 * A parent with children needs parent mode (403
 * `playpal_preview_parent_mode_required`): the preview has no budget.
 *
 * @extends Abstract_Appadoo_Route<Play_Link_Schema>
 */
final class Appadoo_Preview extends Abstract_Appadoo_Route {

	public const IDENTIFIER = 'appadoo-preview';

	public const PATH = '/appadoos/(?P<id>\d+)/preview';

	public const SCHEMA = Play_Link_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->signed_in_user();
		$post    = $this->own_appadoo( $request );
		$this->require_parent_unless_childless( $user_id );
		$player = new Player( $this->settings, null, $this->appadoos, $this->access );
		$link   = $player->preview_url( $post, $user_id );
		return $this->private_response(
			$this->schema->success_response(
				array(
					'url'      => $link['url'],
					'open_url' => $player->open_url( $post ),
					'expires'  => $link['expires'],
					'key'      => $post->post_name,
				)
			)
		);
	}

	/**
	 * A preview plays the package in the portal with no "Who's playing?", clock or break; in a
	 * family's browser that is a way around a child's budget (issue 38), so a parent with children
	 * previews in parent mode. "Open" (the host page) plays on a child's time without it.
	 *
	 * @param int $user_id Signed-in person.
	 * @throws Forbidden When the person has children and parent mode is not open.
	 */
	private function require_parent_unless_childless( int $user_id ): void {
		$family = new Family_Services( $this->settings );
		if ( 0 === $family->children->count( $user_id ) ) {
			return;
		}
		if ( ! $family->parent_mode->status( $user_id, Clock::now() )['open'] ) {
			throw new Forbidden( 'playpal_preview_parent_mode_required', __( 'Parental controls are on: unlock parent mode with your PIN in the Family tab to preview here, or use Open to play on a child\'s time.', 'playpal' ) );
		}
		// Open: the preview counts as the parent's activity, as any gated request does.
		$family->parent_mode->require_open( $user_id, Clock::now() );
	}
}
