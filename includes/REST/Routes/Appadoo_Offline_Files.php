<?php
/**
 * GET pp/v1/appadoos/{appadoo}/offline-files
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Player\Player;
use PlayPal\Errors\Not_Found;
use PlayPal\REST\Schemas\Offline_Files_Schema;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * What the offline library fetches to save an Appadoo (docs/OFFLINE.md):
 * the addresses of the player's host page, runtime and package files under
 * one token of the person's, each with its size, and the total
 * (Player::offline_files()). For an Appadoo the person may play: their own
 * (or any, for a site manager) by id or key, or a Live one by its key or id.
 * Anything else is 404 `playpal_appadoo_not_found`, like a missing one.
 *
 * @extends Abstract_Appadoo_Route<Offline_Files_Schema>
 */
final class Appadoo_Offline_Files extends Abstract_Appadoo_Route {

	public const IDENTIFIER = 'appadoo-offline-files';

	public const PATH = '/appadoos/(?P<appadoo>' . self::APPADOO_PATTERN . ')/offline-files';

	public const SCHEMA = Offline_Files_Schema::class;

	/** An Appadoo's id or its public key (`appadoo-{uuid}`, the player's slug). */
	public const APPADOO_PATTERN = '[1-9][0-9]{0,19}|appadoo-[a-z0-9-]{1,64}';

	/**
	 * {@inheritDoc}
	 */
	protected function path_args(): array {
		return array(
			'appadoo' => array(
				'description'       => __( 'Appadoo id, or the public key of its player address.', 'playpal' ),
				'type'              => 'string',
				'pattern'           => '^(' . self::APPADOO_PATTERN . ')$',
				'required'          => true,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Not_Found When the person may not play it (or it does not exist).
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->signed_in_user();
		$player  = new Player( $this->settings, null, $this->appadoos, $this->access );
		$post    = $this->find( (string) $request->get_param( 'appadoo' ) );
		if ( null === $post || ! $player->may_play( $post, $user_id ) ) {
			throw new Not_Found( 'playpal_appadoo_not_found', __( 'That Appadoo could not be found.', 'playpal' ) );
		}
		return $this->private_response( $this->schema->success_response( array( 'post' => $post ) + $player->offline_files( $post, $user_id ) ) );
	}

	/**
	 * The Appadoo an id or a key names, whoever's it is (the caller decides who may play it).
	 *
	 * @param string $appadoo Id or key.
	 */
	private function find( string $appadoo ): ?WP_Post {
		if ( ctype_digit( $appadoo ) ) {
			return $this->appadoos->get( (int) $appadoo );
		}
		return $this->appadoos->find_by_key( $appadoo );
	}
}
