<?php
/**
 * PUT pp/v1/storage/appadoos/{id}
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Backups\Backups_Settings;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Storage_Appadoo_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Changes some storage settings of an Appadoo (SPEC §7 PUT
 * /api/storage/appadoos/{id}). Every field is optional; each present one must
 * have its exact type (null is refused too). A provider must be one the
 * Appadoo's owner has connected. Nothing is saved unless every field is valid.
 *
 * @extends Abstract_Storage_Route<Storage_Appadoo_Schema>
 */
final class Storage_Appadoo extends Abstract_Storage_Route {

	public const IDENTIFIER = 'storage-appadoo';

	public const PATH = '/storage/appadoos/(?P<id>\d+)';

	protected const METHODS = array( 'PUT' );

	public const SCHEMA = Storage_Appadoo_Schema::class;

	private const FIELDS = array( 'storageProvider', 'retentionDays', 'autoBackup', 'compressionEnabled', 'encryptionEnabled' );

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		$boolean = array(
			'type'              => 'boolean',
			'validate_callback' => array( self::class, 'validate_boolean' ),
		);
		return array(
			'storageProvider'    => array(
				'description'       => __( 'Where backups go; a provider the owner has connected.', 'playpal' ),
				'type'              => 'string',
				'enum'              => $this->providers->ids(),
				'validate_callback' => array( self::class, 'validate_string' ),
			),
			'retentionDays'      => array(
				'description'       => __( 'Days backups are kept; 0 keeps them all.', 'playpal' ),
				'type'              => 'integer',
				'minimum'           => 0,
				'maximum'           => Backups_Settings::RETENTION_MAX,
				'validate_callback' => array( self::class, 'validate_integer' ),
			),
			'autoBackup'         => array( 'description' => __( 'Back up daily.', 'playpal' ) ) + $boolean,
			'compressionEnabled' => array( 'description' => __( 'Deflate backups.', 'playpal' ) ) + $boolean,
			'encryptionEnabled'  => array( 'description' => __( 'Encrypt backups.', 'playpal' ) ) + $boolean,
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request, its fields validated by the args.
	 * @throws Route_Exception 404 for someone else's Appadoo, 400 for bad fields or an unconnected provider.
	 */
	protected function get_route_update_response( WP_REST_Request $request ): WP_REST_Response {
		$post    = $this->own_appadoo( $request );
		$changes = $this->body( $request, self::FIELDS );

		// The args check values WordPress sees; null (a JSON null) slips past them.
		$invalid = array_keys( array_filter( $changes, 'is_null' ) );
		if ( $invalid ) {
			throw new Route_Exception(
				'rest_invalid_param',
				/* translators: %s: comma-separated field names. */
				sprintf( __( 'Invalid parameter(s): %s', 'playpal' ), implode( ', ', $invalid ) ),
				400,
				array( 'params' => array_fill_keys( $invalid, __( 'A value is required.', 'playpal' ) ) )
			);
		}
		if ( isset( $changes['storageProvider'] ) ) {
			$provider = $this->provider( (string) $changes['storageProvider'] );
			if ( ! $provider->is_connected( (int) $post->post_author ) ) {
				throw new Route_Exception(
					'playpal_provider_not_connected',
					/* translators: %s: storage provider name, e.g. Dropbox. */
					sprintf( __( 'Connect %s before storing backups there.', 'playpal' ), $provider->name() ),
					400
				);
			}
		}
		if ( $changes ) {
			$this->backups->settings()->update( $post->ID, $changes );
		}
		return $this->private_response( $this->schema->single_response( $this->storage_record( $post ) ) );
	}
}
