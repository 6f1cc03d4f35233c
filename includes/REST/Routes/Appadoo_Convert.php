<?php
/**
 * POST pp/v1/appadoos/convert
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Write_Limits;
use PlayPal\Appadoos\Converter\Converter;
use PlayPal\Appadoos\Converter\Zip_Unpacker;
use PlayPal\Appadoos\Storage_Quota;
use PlayPal\Errors\Too_Large;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Appadoo_Schema;
use PlayPal\Uploads\Upload_Intake;
use PlayPal\Uploads\Upload_Policy;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Converts an uploaded HTML page or .zip into an Appadoo (docs/APPADOOS.md,
 * Converter). Multipart form data: `file` (required), and either
 * `appadooId` (a new version of one's own Appadoo) or `name` (a new Appadoo;
 * from the file name when left out). Answers 201 (new) or 200 (new version)
 * `{success, appadoo, conversion}`.
 *
 * Before the converter writes anything: the per-person and site-wide rate
 * limits (Appadoo_Write_Limits), and the owner's quota (Storage_Quota), which
 * stays held until the package is installed, so two conversions at once
 * cannot both fit into the room left for one.
 *
 * @extends Abstract_Appadoo_Route<Appadoo_Schema>
 */
final class Appadoo_Convert extends Abstract_Appadoo_Route {

	public const IDENTIFIER = 'appadoo-convert';

	public const PATH = '/appadoos/convert';

	protected const METHODS = array( WP_REST_Server::CREATABLE );

	public const SCHEMA = Appadoo_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return array(
			'appadooId' => array(
				'description'       => __( 'Id of one of your Appadoos to give a new version; leave out to create a new Appadoo.', 'playpal' ),
				'type'              => 'integer',
				'minimum'           => 1,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
			'name'      => $this->name_arg( true ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception For the route's own refusals; the upload's, the converter's and the quota's
	 *                         are Errors kinds (codes in docs/APPADOOS.md).
	 * @throws Too_Large `playpal_zip_too_large` past the converter's own limit, whatever the quota.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id  = $this->signed_in_user();
		$existing = null;
		if ( $request->has_param( 'appadooId' ) ) {
			$existing = $this->own_appadoo( $request, 'appadooId' );
		}
		$name  = $request->has_param( 'name' ) && null === $existing ? (string) $request->get_param( 'name' ) : null;
		$files = $request->get_file_params();
		( new Appadoo_Write_Limits( $this->settings ) )->enforce( Appadoo_Write_Limits::CONVERT, $user_id );

		$quota = new Storage_Quota( $this->settings );
		// The quota belongs to the Appadoo's owner (a manager may convert into someone else's Appadoo).
		$owner = null === $existing ? $user_id : (int) $existing->post_author;
		// Checked once, here: the size must be known before anything is written.
		$upload = Converter::source( ( new Upload_Intake( Upload_Policy::appadoo_source() ) )->single( $files['file'] ?? null ) );
		$size   = Storage_Quota::upload_size( $upload, max( $quota->quota_bytes(), Zip_Unpacker::MAX_UNPACKED ) );
		if ( $size > Zip_Unpacker::MAX_UNPACKED ) {
			// Past the converter's own limit, whatever the quota: its answer, not the quota's.
			throw new Too_Large( 'playpal_zip_too_large', __( 'Unpacked, the .zip would be larger than 50 MB. Please make the activity smaller.', 'playpal' ) );
		}
		$result = $quota->within(
			$owner,
			$size,
			null === $existing ? 0 : $existing->ID,
			fn(): array => ( new Converter( null, $this->appadoos ) )->convert( $user_id, $upload, $existing, $name )
		);

		$post = $this->appadoos->get( $result['id'] );
		if ( null === $post ) {
			throw new Route_Exception( 'playpal_conversion_failed', __( 'The Appadoo could not be saved just now. Please try again in a moment.', 'playpal' ), 500 );
		}
		$response = $this->private_response( $this->schema->conversion_response( $this->appadoos->read( $post ), $result['conversion'] ), null === $existing ? 201 : 200 );
		$response->header( 'Location', rest_url( 'pp/v1/appadoos/' . $post->ID ) );
		return $response;
	}
}
