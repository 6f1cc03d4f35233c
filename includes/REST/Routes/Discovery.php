<?php
/**
 * GET pp/v1/discovery
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Discovery_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Products and collections of AI product discovery (SPEC §2): sample data
 * unless a site owner replaced it through the `playpal_sample_discovery` filter.
 *
 * @extends Abstract_Sample_Route<Discovery_Schema>
 */
final class Discovery extends Abstract_Sample_Route {

	public const IDENTIFIER = 'discovery';

	public const SCHEMA = Discovery_Schema::class;
}
