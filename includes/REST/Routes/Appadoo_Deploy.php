<?php
/**
 * POST|DELETE pp/v1/appadoos/{id}/deploy
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Deployment;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Errors\Operation_Failed;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Appadoo_Schema;
use PlayPal\Settings\Feature_Flags;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Deploy (POST) publishes one's own Appadoo at its public address
 * (`/play/{slug}/`, status `deployed`, "Live"); undeploy (DELETE) takes it
 * down again (the address answers 404). Both take no body and may be
 * repeated: deploying a Live Appadoo or undeploying a Local one changes
 * nothing. Someone else's Appadoo is 404, like a missing one.
 *
 * Answer: `{success, deployed, url, deployedAt, appadoo}`, where `url` is
 * the public address while deployed, else null.
 *
 * @extends Abstract_Appadoo_Route<Appadoo_Schema>
 */
final class Appadoo_Deploy extends Abstract_Appadoo_Route {

	public const IDENTIFIER = 'appadoo-deploy';

	public const PATH = '/appadoos/(?P<id>\d+)/deploy';

	protected const METHODS = array( WP_REST_Server::CREATABLE, WP_REST_Server::DELETABLE );

	public const SCHEMA = Appadoo_Schema::class;

	/**
	 * Deploys.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 401, 404, 400/415 for a body, 500 when it cannot be saved.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->change( $request, static fn( Appadoo_Deployment $deployment, WP_Post $post ) => $deployment->deploy( $post ) );
	}

	/**
	 * Undeploys.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 401, 404, 400/415 for a body, 500 when it cannot be saved.
	 */
	protected function get_route_delete_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->change( $request, static fn( Appadoo_Deployment $deployment, WP_Post $post ) => $deployment->undeploy( $post ) );
	}

	/**
	 * Deploys or undeploys the person's Appadoo (the body must be empty) and answers its state.
	 *
	 * @param WP_REST_Request                              $request Request.
	 * @param callable(Appadoo_Deployment, WP_Post): mixed $change  The change to make.
	 * @throws Route_Exception 401, 404, 400/415 for a body, 500 when it cannot be saved.
	 */
	private function change( WP_REST_Request $request, callable $change ): WP_REST_Response {
		$post = $this->own_appadoo_without_body( $request );

		$deployment = new Appadoo_Deployment( new Feature_Flags( $this->settings ), $this->appadoos );
		self::or_fail( fn() => $change( $deployment, $post ), new Operation_Failed( 'playpal_appadoo_not_saved', __( 'The Appadoo could not be saved just now. Please try again in a moment.', 'playpal' ) ) );
		clean_post_cache( $post->ID );
		return $this->private_response( $this->answer( $deployment, $this->own_appadoo( $request ) ) );
	}

	/**
	 * The answer's body, shaped by the schema.
	 *
	 * @param Appadoo_Deployment $deployment Deployment.
	 * @param WP_Post            $post       The Appadoo, fresh.
	 * @return array<string, mixed>
	 */
	private function answer( Appadoo_Deployment $deployment, WP_Post $post ): array {
		$deployed = $deployment->is_deployed( $post );
		return $this->schema->deployment_response(
			$this->appadoos->read( $post ),
			$deployed ? Player::public_url( $post->post_name ) : null,
			$deployment->deployed_at( $post )
		);
	}
}
