<?php
/**
 * POST pp/v1/storage/providers/{id}/config
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Backups\Providers\Abstract_Remote_Provider;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Storage_Provider_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Connects a provider for the signed-in person: checks the credentials'
 * shape (each provider documents its patterns) and stores them encrypted
 * (Provider_Connections). Google takes `{clientId, apiKey}`, Dropbox
 * `{appKey}`; Local Storage is always connected and takes nothing.
 *
 * @extends Abstract_Storage_Route<Storage_Provider_Schema>
 */
final class Storage_Provider_Config extends Abstract_Storage_Route {

	public const IDENTIFIER = 'storage-provider-config';

	public const PATH = '/storage/providers/(?P<id>[^/]+)/config';

	protected const METHODS = array( WP_REST_Server::CREATABLE );

	public const SCHEMA = Storage_Provider_Schema::class;

	/** Longest credential accepted. */
	private const MAX_LENGTH = 255;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		$credential = array(
			'type'              => 'string',
			'maxLength'         => self::MAX_LENGTH,
			'validate_callback' => array( self::class, 'validate_string' ),
		);
		return array(
			'id'       => array(
				'description' => __( 'Provider id: local, google or dropbox.', 'playpal' ),
				'type'        => 'string',
			),
			'clientId' => array( 'description' => __( 'Google OAuth client id (ends with .apps.googleusercontent.com).', 'playpal' ) ) + $credential,
			'apiKey'   => array( 'description' => __( 'Google API key (AIza followed by 35 characters).', 'playpal' ) ) + $credential,
			'appKey'   => array( 'description' => __( 'Dropbox app key (10 to 20 lowercase letters and digits).', 'playpal' ) ) + $credential,
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 404 for an unknown provider, 400 for credentials of the wrong shape.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id  = $this->signed_in_user();
		$provider = $this->provider( (string) $request->get_param( 'id' ) );
		$failed   = sprintf(
			/* translators: %s: storage provider name, e.g. Google Drive. */
			__( 'Failed to connect to %s. Please check your credentials.', 'playpal' ),
			$provider->name()
		);
		$fields      = $this->body( $request, $provider->credential_fields(), 'playpal_invalid_credentials', $failed );
		$credentials = $provider->clean_credentials( $fields );
		if ( null === $credentials ) {
			throw new Route_Exception( 'playpal_invalid_credentials', $failed, 400 );
		}
		if ( $provider->credential_fields() ) {
			$this->providers->connections()->set( $user_id, $provider->id(), $credentials );
		}
		if ( $provider instanceof Abstract_Remote_Provider ) {
			$provider->forget_quota( $user_id );
		}
		/* translators: %s: storage provider name, e.g. Google Drive. */
		$message = sprintf( __( 'Successfully connected to %s!', 'playpal' ), $provider->name() );
		return $this->private_response( $this->schema->connection_response( $provider, $user_id, $message ) );
	}
}
