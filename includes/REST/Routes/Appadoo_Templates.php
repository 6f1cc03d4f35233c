<?php
/**
 * GET pp/v1/appadoo-templates
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Templates;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Template_Schema;
use PlayPal\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The templates an Appadoo can start from: the spec's sample templates, or
 * whatever the `playpal_appadoo_templates` filter makes of them. Public and
 * cacheable (ETag, Cache-Control from Abstract_Route).
 *
 * @extends Abstract_Public_Read_Route<Template_Schema>
 */
final class Appadoo_Templates extends Abstract_Public_Read_Route {

	public const IDENTIFIER = 'appadoo-templates';

	public const SCHEMA = Template_Schema::class;

	/** Templates change with a code or filter change only: caches may keep them five minutes. */
	protected const MAX_AGE = 300;

	private Templates $templates;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings        $settings  Plugin settings.
	 * @param Abstract_Schema $schema    Response schema.
	 * @phpstan-param Template_Schema $schema
	 * @param Templates|null  $templates Templates.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Templates $templates = null ) {
		parent::__construct( $settings, $schema );
		$this->templates = $templates ?? new Templates();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( $this->schema->collection_response( $this->templates->all() ) );
	}
}
