<?php
/**
 * GET pp/v1/membership-products
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Members\Membership_Products;
use PlayPal\Members\Membership_Types;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Membership_Products_Schema;
use PlayPal\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Which products sell the VIP Library Card, Creator Monthly and Creator Annual
 * on this site (public: the Create It Forward gate's Join buttons and the
 * member portal's Renew/Upgrade links point at them; a null sends the screen
 * to the spec's external pages instead).
 *
 * @extends Abstract_Public_Read_Route<Membership_Products_Schema>
 */
final class Membership_Offers extends Abstract_Public_Read_Route {

	public const IDENTIFIER = 'membership-products';

	public const SCHEMA = Membership_Products_Schema::class;

	private Membership_Products $products;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings                 $settings Plugin settings.
	 * @param Abstract_Schema          $schema   Response schema.
	 * @phpstan-param Membership_Products_Schema $schema
	 * @param Membership_Products|null $products Which products are memberships.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Membership_Products $products = null ) {
		parent::__construct( $settings, $schema );
		$this->products = $products ?? new Membership_Products();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$found = array();
		foreach ( Membership_Types::all() as $type ) {
			$found[ $type ] = $this->products->published_of_type( $type );
		}
		return new WP_REST_Response( $this->schema->get_item_response( $found ) );
	}
}
