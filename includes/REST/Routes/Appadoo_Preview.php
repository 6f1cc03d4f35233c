<?php
/**
 * GET pp/v1/appadoos/{id}/preview
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Player\Player;
use PlayPal\REST\Schemas\Play_Link_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A short-lived player address of one's own Appadoo (Player\Play_Token):
 * the portal loads it in a sandboxed iframe. Someone else's Appadoo is 404.
 *
 * @extends Abstract_Appadoo_Route<Play_Link_Schema>
 */
final class Appadoo_Preview extends Abstract_Appadoo_Route {

	public const IDENTIFIER = 'appadoo-preview';

	public const SCHEMA = Play_Link_Schema::class;

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/appadoos/(?P<id>\d+)/preview';
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_args(): array {
		return $this->one_appadoo_handlers( WP_REST_Server::READABLE );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->signed_in_user();
		$post    = $this->own_appadoo( $request );
		$player  = new Player( $this->settings, null, $this->appadoos, $this->access );
		$link    = $player->preview_url( $post, $user_id );
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
}
