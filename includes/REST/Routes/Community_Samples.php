<?php
/**
 * GET pp/v1/community-samples
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Community_Samples_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * The example community submissions Community Love shows until real, approved
 * stories exist (SPEC §2 Community Love): only approved or featured ones,
 * never an email. Site owners replace them through `playpal_sample_submissions`.
 *
 * @extends Abstract_Sample_Route<Community_Samples_Schema>
 */
final class Community_Samples extends Abstract_Sample_Route {

	public const IDENTIFIER = 'community-samples';

	public const SCHEMA = Community_Samples_Schema::class;

	protected const SAMPLES = 'submissions';
}
