<?php
/**
 * Shared code of the creator routes (creations).
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Creators\Creation_Price_Settings;
use PlayPal\Creators\Creation_Repository;
use PlayPal\Members\Member_Meta;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Creation_Schema;
use PlayPal\Settings\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A Create It Forward member's route (check_member()) over the creation
 * storage, answering in Creation_Schema's shapes. The `creator_dashboard`
 * flag switches these routes off.
 *
 * @extends Abstract_Member_Route<Creation_Schema>
 */
abstract class Abstract_Creation_Route extends Abstract_Member_Route {

	public const SCHEMA = Creation_Schema::class;

	public const FEATURE_FLAG = 'creator_dashboard';

	/**
	 * A Create It Forward member (check_member()).
	 */
	protected const ACCESS = 'check_member';

	protected Creation_Repository $creations;

	protected Member_Meta $meta;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings                 $settings  Plugin settings.
	 * @param Abstract_Schema          $schema    Response schema.
	 * @phpstan-param Creation_Schema $schema
	 * @param Creation_Repository|null $creations Creation storage.
	 * @param Member_Meta|null         $meta      Membership.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Creation_Repository $creations = null, ?Member_Meta $meta = null ) {
		parent::__construct( $settings, $schema );
		$this->creations = $creations ?? new Creation_Repository();
		$this->meta      = $meta ?? new Member_Meta();
	}

	/**
	 * The `price` argument as the schema documents it: dollars within the site owner's bounds. The handler
	 * checks it (Creation_Validator::price()) so a refusal carries its own code,
	 * `playpal_creation_price_invalid` or `playpal_creation_price_out_of_range`, not core's `rest_invalid_param`.
	 *
	 * @return array<string, mixed>
	 */
	protected static function price_arg(): array {
		$bounds = ( new Creation_Price_Settings() )->bounds();
		return array(
			'description'       => __( 'Price in dollars with at most two decimals (absent: the suggested price on a new creation, unchanged on an edit).', 'playpal' ),
			'type'              => 'number',
			'minimum'           => $bounds['min'],
			'maximum'           => $bounds['max'],
			'default'           => null,
			'sanitize_callback' => null,
		);
	}

	/**
	 * Permission callback of the creator routes: a signed-in person (401)
	 * whose Create It Forward membership is active now (403
	 * `playpal_not_member`) — the server's fact, never anything the request says.
	 *
	 * @return true|WP_Error
	 */
	public function check_member(): bool|WP_Error {
		$signed_in = $this->check_signed_in();
		if ( true !== $signed_in ) {
			return $signed_in;
		}
		if ( ! $this->meta->is_member( get_current_user_id() ) ) {
			return new WP_Error( 'playpal_not_member', __( 'Creating is for Create It Forward members. Join to share your creations.', 'playpal' ), array( 'status' => 403 ) );
		}
		return true;
	}
}
