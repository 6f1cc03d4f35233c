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

defined( 'ABSPATH' ) || exit;

/**
 * Who is asking: a guest, or a signed-in person with their id, name, tier,
 * Create It Forward membership (server facts from the profile and from paid
 * orders, judged at this moment — an expired one is off even before the daily
 * job has closed it; read-only here) and whether
 * they may manage every Appadoo. Screens use it to choose between
 * WordPress's login and their own content.
 *
 * @extends Abstract_Public_Read_Route<Me_Schema>
 */
final class Me extends Abstract_Public_Read_Route {

	public const IDENTIFIER = 'me';

	public const SCHEMA = Me_Schema::class;

	private Appadoo_Access $access;

	private Member_Meta $meta;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings            $settings Plugin settings.
	 * @param Abstract_Schema     $schema   Response schema.
	 * @phpstan-param Me_Schema $schema
	 * @param Appadoo_Access|null $access   Who may touch what.
	 * @param Member_Meta|null    $meta     Tier and membership.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Appadoo_Access $access = null, ?Member_Meta $meta = null ) {
		parent::__construct( $settings, $schema );
		$this->access = $access ?? new Appadoo_Access();
		$this->meta   = $meta ?? new Member_Meta();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user    = wp_get_current_user();
		$user_id = (int) $user->ID;
		// The answer depends on the cookie: no shared cache may keep it, for guests either.
		return $this->private_response(
			$this->schema->get_item_response(
				array(
					'user'           => $user,
					'can_manage_all' => $this->access->can_manage_all( $user_id ),
					'tier'           => $this->meta->tier( $user_id ),
					'vip_until'      => $this->meta->vip_until( $user_id ),
					'member'         => $this->meta->is_member( $user_id ),
					'member_until'   => $this->meta->membership_until( $user_id ),
					'member_plan'    => $this->meta->membership_plan( $user_id ),
				)
			)
		);
	}
}
