<?php
/**
 * The checked door to a creation's own files.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Not_Signed_In;
use PlayPal\Http\File_Response;
use PlayPal\Members\Paid_Download;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * `GET pp/v1/creation-files/{attachment}` hands a creation's file (kept out of
 * the web server's reach, Creation_Originals) to its creator, or to a
 * moderator reviewing it (`edit_post`, which Security's capability map gives
 * moderators only), whatever the creation's status. Anyone else, a buyer
 * included (buyers download the product's copies), and a file that is not a
 * creation's, gets 404; a guest 401. The file is sent
 * as an attachment with `nosniff` and `no-store` (Http\File_Response).
 *
 * The screens link to it (a plain link, without the REST client's header), so
 * the address carries the person's REST nonce; WordPress then signs the cookie
 * in for it.
 */
final class Creation_File_Door {

	public const NAMESPACE = 'pp/v1';

	public const ROUTE = '/creation-files/(?P<id>\d+)';

	/**
	 * Constructor.
	 *
	 * @param Creation_Repository $creations Creations.
	 */
	public function __construct( private Creation_Repository $creations = new Creation_Repository() ) {}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register' ) );
	}

	/**
	 * Registers the route.
	 */
	public function register(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => 'GET',
				'callback'            => array( $this, 'answer' ),
				// Who may read is decided in answer(): someone else's file must answer like a missing one.
				'permission_callback' => '__return_true',
				'args'                => array(
					'id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * The address of a creation's file, for the person signed in now.
	 *
	 * @param int $attachment_id The file.
	 */
	public static function url( int $attachment_id ): string {
		$url = rest_url( self::NAMESPACE . '/creation-files/' . $attachment_id );
		return is_user_logged_in() ? add_query_arg( '_wpnonce', wp_create_nonce( 'wp_rest' ), $url ) : $url;
	}

	/**
	 * The file, or why not.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array{id: int}> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function answer( WP_REST_Request $request ): WP_REST_Response|WP_Error {
		if ( ! is_user_logged_in() ) {
			return ( new Not_Signed_In( 'playpal_sign_in_required', __( 'Please sign in to see this file.', 'playpal' ) ) )->to_wp_error();
		}
		$attachment_id = (int) $request['id'];
		$creation_id   = (int) wp_get_post_parent_id( $attachment_id );
		$creation      = $this->creations->post( $creation_id );
		$path          = null;
		// Its creator, or a moderator (`edit_post` on a creation is theirs alone, whatever its status). Not
		// `read_post`: a published creation is readable by any account, and its files are what buyers pay for.
		if ( null !== $creation
			&& in_array( $attachment_id, $this->creations->file_ids( $creation_id ), true )
			&& ( get_current_user_id() === (int) $creation->post_author || current_user_can( 'edit_post', $creation_id ) ) ) {
			// By its address: Paid_Download resolves it inside the real uploads folder (links included) or not at all.
			$path = Paid_Download::local_path( (string) wp_get_attachment_url( $attachment_id ) );
		}
		if ( null === $path ) {
			return ( new Not_Found( 'playpal_creation_file_not_found', __( 'We could not find that file.', 'playpal' ) ) )->to_wp_error();
		}
		return File_Response::of_file( $path );
	}
}
