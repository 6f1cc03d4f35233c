<?php
/**
 * GET pp/v1/mentions
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Mentions_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Social mentions for Community Love (SPEC §2): sample data unless a site
 * owner replaced it through the `playpal_sample_mentions` filter.
 *
 * @extends Abstract_Sample_Route<Mentions_Schema>
 */
final class Mentions extends Abstract_Sample_Route {

	public const IDENTIFIER = 'mentions';

	public const SCHEMA = Mentions_Schema::class;
}
