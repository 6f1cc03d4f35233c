<?php
/**
 * DELETE pp/v1/storage/providers/{id}
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Backups\Providers\Abstract_Remote_Provider;
use PlayPal\Backups\Providers\Local_Provider;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Storage_Provider_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Disconnects a provider for the signed-in person (forgets the stored
 * credentials). Local Storage cannot be disconnected. Disconnecting one that
 * is not connected succeeds too.
 *
 * @extends Abstract_Storage_Route<Storage_Provider_Schema>
 */
final class Storage_Provider extends Abstract_Storage_Route {

	public const IDENTIFIER = 'storage-provider';

	public const PATH = '/storage/providers/(?P<id>[^/]+)';

	protected const METHODS = array( WP_REST_Server::DELETABLE );

	public const SCHEMA = Storage_Provider_Schema::class;

	/**
	 * {@inheritDoc}
	 */
	protected function path_args(): array {
		return array(
			'id' => array(
				'description' => __( 'Provider id: google or dropbox.', 'playpal' ),
				'type'        => 'string',
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 404 for an unknown provider, 400 for Local Storage.
	 */
	protected function get_route_delete_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id  = $this->signed_in_user();
		$provider = $this->provider( (string) $request->get_param( 'id' ) );
		$this->body( $request, array() );
		if ( Local_Provider::ID === $provider->id() ) {
			throw new Route_Exception( 'playpal_local_provider_permanent', __( 'Local Storage is always available and cannot be disconnected.', 'playpal' ), 400 );
		}
		$this->providers->connections()->remove( $user_id, $provider->id() );
		if ( $provider instanceof Abstract_Remote_Provider ) {
			$provider->forget_quota( $user_id );
		}
		/* translators: %s: storage provider name, e.g. Google Drive. */
		$message = sprintf( __( 'Successfully disconnected from %s!', 'playpal' ), $provider->name() );
		return $this->private_response( $this->schema->connection_response( $provider, $user_id, $message ) );
	}
}
