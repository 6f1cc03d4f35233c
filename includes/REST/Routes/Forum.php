<?php
/**
 * GET pp/v1/forum
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Forum_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * The PlayBoard's categories and posts (SPEC §2 Forum): sample data unless a
 * site owner replaced it through the `playpal_sample_forum` filter.
 *
 * @extends Abstract_Sample_Route<Forum_Schema>
 */
final class Forum extends Abstract_Sample_Route {

	public const IDENTIFIER = 'forum';

	public const SCHEMA = Forum_Schema::class;
}
