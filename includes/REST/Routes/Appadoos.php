<?php
/**
 * GET|POST pp/v1/appadoos
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Appadoos\Appadoo_Write_Limits;
use PlayPal\Appadoos\Storage_Quota;
use PlayPal\Errors\Operation_Failed;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Appadoo_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Lists the signed-in person's Appadoos (or, for site managers with
 * `scope=all`, everyone's) and creates one from a template.
 *
 * @extends Abstract_Appadoo_Route<Appadoo_Schema>
 */
final class Appadoos extends Abstract_Appadoo_Route {

	public const IDENTIFIER = 'appadoos';

	protected const METHODS = array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE );

	public const SCHEMA = Appadoo_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		if ( WP_REST_Server::READABLE === $methods ) {
			return self::scope_arg();
		}
		return array(
			'name'     => $this->name_arg( true ),
			'template' => array(
				'description'       => __( 'Id of the template to start from (see pp/v1/appadoo-templates).', 'playpal' ),
				'type'              => 'string',
				'minLength'         => 1,
				'maxLength'         => 64,
				'required'          => true,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request, validated by the args.
	 * @throws Route_Exception 401 for guests, 403 for `scope=all` from someone who may not.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->signed_in_user();
		$owner   = $this->access->owner_filter( $user_id, (string) $request->get_param( 'scope' ) );
		return $this->private_response( $this->schema->collection_response( $this->appadoos->list( $owner ) ) );
	}

	/**
	 * Creates an Appadoo from a template; answers 201 with it.
	 *
	 * @param WP_REST_Request $request Request, validated and sanitised by the args.
	 * @throws Route_Exception 400 for an unknown template or a null field; also (as Errors kinds) 429 over a rate limit,
	 *                         507/503 from the quota (nothing written) and 500 when it cannot be saved.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->signed_in_user();
		$this->refuse_nulls( $request, array( 'name', 'template' ) );

		$template_id = (string) $request->get_param( 'template' );
		$template    = $this->templates->find( $template_id );
		if ( null === $template ) {
			throw new Route_Exception( 'playpal_unknown_template', __( 'That template does not exist. Please choose one from the Template Library.', 'playpal' ), 400, array( 'params' => array( 'template' => $template_id ) ) );
		}
		// Without a name, the Appadoo is called after its template.
		$name = $request->has_param( 'name' )
			? (string) $request->get_param( 'name' )
			: mb_substr( self::sanitize_name( (string) $template['name'] ), 0, Appadoo_Repository::NAME_MAX, 'UTF-8' );

		( new Appadoo_Write_Limits( $this->settings ) )->enforce( Appadoo_Write_Limits::CREATE, $user_id );

		// The starter page is small, but it is stored like any other file: it must fit too.
		$id = self::or_fail(
			fn(): int => ( new Storage_Quota( $this->settings ) )->within(
				$user_id,
				$this->appadoos->starter_size( $name, $template_id ),
				0,
				fn(): int => $this->appadoos->create( $user_id, $name, $template_id )
			),
			new Operation_Failed( 'playpal_appadoo_not_saved', __( 'The Appadoo could not be saved just now. Please try again in a moment.', 'playpal' ) )
		);

		$post = $this->appadoos->get( $id );
		if ( null === $post ) {
			throw new Route_Exception( 'playpal_appadoo_not_saved', __( 'The Appadoo could not be saved just now. Please try again in a moment.', 'playpal' ), 500 );
		}
		$response = $this->private_response( $this->schema->single_response( $this->appadoos->read( $post ) ), 201 );
		$response->header( 'Location', rest_url( 'pp/v1/appadoos/' . $id ) );
		return $response;
	}
}
