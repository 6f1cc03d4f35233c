<?php
/**
 * POST|DELETE pp/v1/appadoos/{id}/deploy
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Deployment;
use PlayPal\Appadoos\Player\Player;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Appadoo_Schema;
use PlayPal\Settings\Feature_Flags;
use RuntimeException;
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
 */
final class Appadoo_Deploy extends Abstract_Appadoo_Route {

	public const IDENTIFIER = 'appadoo-deploy';

	public const SCHEMA = Appadoo_Schema::class;

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/appadoos/(?P<id>\d+)/deploy';
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_args(): array {
		return $this->one_appadoo_handlers( WP_REST_Server::CREATABLE, WP_REST_Server::DELETABLE );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception Always: the route registers no GET.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Signature shared with the other routes.
		throw new Route_Exception( 'playpal_rest_method_not_allowed', __( 'This address does not accept changes.', 'playpal' ), 405 );
	}

	/**
	 * Deploys (POST) or undeploys (DELETE).
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 401, 404, 400/415 for a body, 500 when it cannot be saved.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->access->require_user();
		$post    = $this->access->find( (int) $request->get_param( 'id' ), $user_id );
		$this->body( $request, array() );

		$deployment = new Appadoo_Deployment( new Feature_Flags( $this->settings ), $this->appadoos );
		try {
			if ( 'DELETE' === $request->get_method() ) {
				$deployment->undeploy( $post );
			} else {
				$deployment->deploy( $post );
			}
		} catch ( RuntimeException $exception ) {
			throw new Route_Exception( 'playpal_appadoo_not_saved', __( 'The Appadoo could not be saved just now. Please try again in a moment.', 'playpal' ), 500 );
		}
		clean_post_cache( $post->ID );
		$post = $this->access->find( $post->ID, $user_id );
		return $this->private_response( $this->answer( $deployment, $post ) );
	}

	/**
	 * The answer's body.
	 *
	 * @param Appadoo_Deployment $deployment Deployment.
	 * @param WP_Post            $post       The Appadoo, fresh.
	 * @return array<string, mixed>
	 */
	private function answer( Appadoo_Deployment $deployment, WP_Post $post ): array {
		$deployed = $deployment->is_deployed( $post );
		return array(
			'success'    => true,
			'deployed'   => $deployed,
			'url'        => $deployed ? Player::public_url( $post->post_name ) : null,
			'deployedAt' => $deployment->deployed_at( $post ),
			'appadoo'    => $this->schema->get_item_response( $this->appadoos->read( $post ) ),
		);
	}
}
