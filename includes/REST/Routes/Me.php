<?php
/**
 * GET pp/v1/me
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Members\Member_Meta;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Me_Schema;
use PlayPal\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Who is asking: a guest, or a signed-in person with their id, name, tier,
 * Create It Forward membership (server facts, read-only here) and whether
 * they may manage every Appadoo. Screens use it to choose between
 * WordPress's login and their own content.
 */
final class Me extends Abstract_Route {

	public const IDENTIFIER = 'me';

	public const SCHEMA = Me_Schema::class;

	private Appadoo_Access $access;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings            $settings Plugin settings.
	 * @param Abstract_Schema     $schema   Response schema.
	 * @param Appadoo_Access|null $access   Who may touch what.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Appadoo_Access $access = null ) {
		parent::__construct( $settings, $schema );
		$this->access = $access ?? new Appadoo_Access();
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/me';
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_args(): array {
		return array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_response' ),
				// Anyone may ask who they are; the answer is only ever about the asker.
				'permission_callback' => '__return_true',
				'args'                => array(),
			),
			'schema' => array( $this->schema, 'get_item_schema' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user     = wp_get_current_user();
		$meta     = new Member_Meta();
		$response = new WP_REST_Response(
			$this->schema->get_item_response(
				array(
					'user'           => $user,
					'can_manage_all' => $this->access->can_manage_all( (int) $user->ID ),
					'tier'           => $meta->tier( (int) $user->ID ),
					'member'         => $meta->is_member( (int) $user->ID ),
					'member_until'   => $meta->member_until( (int) $user->ID ),
				)
			)
		);
		// The answer depends on the cookie: no shared cache may keep it, for guests either.
		$response->header( 'Cache-Control', 'private, no-store' );
		return $response;
	}
}
