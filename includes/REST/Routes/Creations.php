<?php
/**
 * GET and POST pp/v1/creations
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Creators\Creation_Validator;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Unavailable;
use PlayPal\REST\Route_Exception;
use PlayPal\Samples\Sample_Loader;
use PlayPal\Uploads\Media_Uploader;
use PlayPal\Uploads\Upload_Intake;
use PlayPal\Uploads\Upload_Policy;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A Create It Forward member's creations (SPEC §2 Creator dashboard, §3
 * Creation submission form, §5 Creator upload).
 *
 * Members only: membership is the server's fact (Member_Meta, user meta a
 * site owner sets), never anything the browser sends — 401
 * `playpal_not_signed_in` for guests (a cookie without the REST nonce counts
 * as a guest), 403 `playpal_not_member` for everyone else.
 *
 * GET lists the person's own creations, newest first; with none and the
 * `mock_data` flag on, the sample creations, `sample: true`.
 * POST (multipart: title, description, category, ageRange, difficulty, tags,
 * price, `files[]`) checks every field (Creation_Validator) and file
 * (Upload_Intake: PDF/PNG/JPG/SVG by content, 10 MB each, SVGs cleaned)
 * before anything is written, then stores a `pending` creation owned by the
 * person with its files — together or not at all — and answers 201 with it.
 */
final class Creations extends Abstract_Creation_Route {

	public const IDENTIFIER = 'creations';

	protected const METHODS = array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE );

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		if ( WP_REST_Server::CREATABLE !== $methods ) {
			return array();
		}
		$field = static fn( string $description, array $extra = array() ): array => array(
			'description'       => $description,
			'type'              => 'string',
			// Creation_Validator checks every field in the handler, each rule with its own code.
			'sanitize_callback' => null,
		) + $extra;
		return array(
			'title'       => $field( __( 'Title (required).', 'playpal' ), array( 'maxLength' => Creation_Validator::TITLE_MAX ) ),
			'description' => $field( __( 'Description.', 'playpal' ), array( 'maxLength' => Creation_Validator::DESCRIPTION_MAX ) ),
			'category'    => $field( __( 'Category.', 'playpal' ), array( 'enum' => Creation_Validator::CATEGORIES ) ),
			'ageRange'    => $field( __( 'Age range.', 'playpal' ), array( 'enum' => Creation_Validator::AGE_RANGES ) ),
			'difficulty'  => $field( __( 'Difficulty.', 'playpal' ), array( 'enum' => Creation_Validator::DIFFICULTIES ) ),
			'tags'        => $field( __( 'Tags, comma separated.', 'playpal' ) ),
			'price'       => self::price_arg(),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$own    = $this->creations->find_by_author( $this->signed_in_user() );
		$sample = ! $own && ! empty( $this->settings->flags()['mock_data'] );
		return $this->private_item(
			array(
				'creations' => $sample ? Sample_Loader::load( 'creations' ) : $own,
				'sample'    => $sample,
			)
		);
	}

	// phpcs:disable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber -- Several throw sites; upload refusals are caught and re-thrown as Route_Exception.
	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception For every refusal.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
	// phpcs:enable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber
		$user_id = $this->signed_in_user();
		if ( $request->is_json_content_type() ) {
			throw new Route_Exception( 'playpal_multipart_required', __( 'Send the creation as a form with its files (multipart/form-data).', 'playpal' ), 415 );
		}
		$fields = ( new Creation_Validator() )->validate( $request->get_body_params() );

		$policy   = Upload_Policy::creation_files();
		$uploader = new Media_Uploader( $policy );
		$id       = self::or_fail(
			function () use ( $policy, $request, $user_id, $fields, $uploader ): int {
				$checked = ( new Upload_Intake( $policy ) )->check( $request->get_file_params()['files'] ?? null );
				if ( ! $checked ) {
					throw new Invalid_Input( 'playpal_creation_files_required', __( 'Please attach at least one file: PDF, PNG, JPG or SVG.', 'playpal' ) );
				}
				return $this->creations->create( $user_id, $fields, $checked, $uploader );
			},
			new Unavailable( 'playpal_creation_unavailable', __( 'We could not save your creation just now. Please try again in a moment.', 'playpal' ) ),
			array( 'params' => array( 'files' ) )
		);

		$post = $this->creations->post( $id );
		return $this->private_response( $this->schema->creation( null === $post ? array() : $this->creations->shape( $post ) ), 201 );
	}
}
