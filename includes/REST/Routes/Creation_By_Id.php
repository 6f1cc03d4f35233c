<?php
/**
 * GET and PUT pp/v1/creations/{id}
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Creators\Creation_Validator;
use PlayPal\REST\Route_Exception;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * One of the person's own creations (the Edit button of My Creations).
 *
 * Members only (Abstract_Member_Route::check_member()). Someone else's creation, or an id
 * that is not a creation, answers 404 `playpal_creation_not_found` alike, so
 * nobody learns what others made. PUT takes a JSON object with the text
 * fields of the form (title, description, category, ageRange, difficulty,
 * tags, price — the files stay); the same rules as POST pp/v1/creations apply, and
 * an edited creation goes back to review (`pending`); a product already selling it keeps
 * selling the approved version until an editor publishes again (Creation_Publisher).
 */
final class Creation_By_Id extends Abstract_Creation_Route {

	public const IDENTIFIER = 'creation-by-id';

	public const PATH = '/creations/(?P<id>\d{1,12})';

	protected const METHODS = array( WP_REST_Server::READABLE, 'PUT' );

	/**
	 * {@inheritDoc}
	 */
	protected function path_args(): array {
		return array(
			'id' => array(
				'description' => __( 'Creation identifier.', 'playpal' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return 'PUT' === $methods ? array( 'price' => self::price_arg() ) : array();
	}

	/**
	 * The person's own creation.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 404 for anything else.
	 */
	private function own( WP_REST_Request $request ): WP_Post {
		$post = $this->creations->post( (int) $request->get_param( 'id' ) );
		if ( null === $post || $this->signed_in_user() !== (int) $post->post_author ) {
			throw new Route_Exception( 'playpal_creation_not_found', __( 'That creation was not found.', 'playpal' ), 404 );
		}
		return $post;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->private_response( $this->schema->creation( $this->creations->shape( $this->own( $request ) ) ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception For every refusal.
	 */
	protected function get_route_update_response( WP_REST_Request $request ): WP_REST_Response {
		$post   = $this->own( $request );
		$body   = $this->body( $request, Creation_Validator::WRITE_FIELDS );
		$fields = ( new Creation_Validator() )->validate( $body );
		if ( ! $this->creations->update( $post->ID, $fields ) ) {
			throw new Route_Exception( 'playpal_creation_unavailable', __( 'We could not save your creation just now. Please try again in a moment.', 'playpal' ), 503 );
		}
		return $this->get_route_response( $request );
	}
}
