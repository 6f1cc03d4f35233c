<?php
/**
 * GET pp/v1/storage/appadoos
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Storage_Appadoo_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The storage settings of the person's Appadoos (`scope=all`: everyone's,
 * for site managers only).
 *
 * @extends Abstract_Storage_Route<Storage_Appadoo_Schema>
 */
final class Storage_Appadoos extends Abstract_Storage_Route {

	public const IDENTIFIER = 'storage-appadoos';

	public const PATH = '/storage/appadoos';

	public const SCHEMA = Storage_Appadoo_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return array(
			'scope' => array(
				'description'       => __( 'Whose Appadoos: mine, or all (site managers only).', 'playpal' ),
				'type'              => 'string',
				'enum'              => array( 'mine', 'all' ),
				'default'           => 'mine',
				'validate_callback' => array( self::class, 'validate_string' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$owner = $this->access->owner_filter( $this->signed_in_user(), (string) $request->get_param( 'scope' ) );
		return $this->private_response( $this->schema->collection_response( array_map( array( $this, 'storage_record' ), $this->access->posts( $owner ) ) ) );
	}
}
