<?php
/**
 * GET pp/v1/play-ideas
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Play_Ideas_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * The Play Ideas hub's ideas (SPEC §2 Play Ideas hub): sample data unless a
 * site owner replaced it through the `playpal_sample_play_ideas` filter.
 *
 * @extends Abstract_Sample_Route<Play_Ideas_Schema>
 */
final class Play_Ideas extends Abstract_Sample_Route {

	public const IDENTIFIER = 'play-ideas';

	public const SCHEMA = Play_Ideas_Schema::class;
}
