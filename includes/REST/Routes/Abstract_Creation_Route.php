<?php
/**
 * Shared code of the creator routes (creations).
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Creators\Creation_Repository;
use PlayPal\Members\Member_Meta;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Creation_Schema;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A member route (Abstract_Member_Route::check_member()) over the creation
 * storage, answering in Creation_Schema's shapes. The `creator_dashboard`
 * flag switches these routes off (Settings\Feature_Flags).
 */
abstract class Abstract_Creation_Route extends Abstract_Member_Route {

	public const SCHEMA = Creation_Schema::class;

	protected Creation_Repository $creations;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings                 $settings  Plugin settings.
	 * @param Abstract_Schema          $schema    Response schema.
	 * @param Creation_Repository|null $creations Creation storage.
	 * @param Member_Meta|null         $meta      Membership.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Creation_Repository $creations = null, ?Member_Meta $meta = null ) {
		parent::__construct( $settings, $schema, $meta );
		$this->creations = $creations ?? new Creation_Repository();
	}
}
