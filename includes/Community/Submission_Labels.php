<?php
/**
 * How a story's type and status read, and where moderators review stories.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

defined( 'ABSPATH' ) || exit;

/**
 * The moderation email, the privacy export and the Stories screen all name a
 * story's type and status the same way; they live here, with the domain,
 * so the email and the export need nothing from Admin/ (the screen reads
 * them, and its slug, from here).
 */
final class Submission_Labels {

	/** The `page` of wp-admin's Stories screen. */
	public const REVIEW_SLUG = 'playpal-stories';

	/**
	 * The Stories screen's address, with filters.
	 *
	 * @param array<string, string|int> $args Query arguments (e.g. `status`).
	 */
	public static function review_url( array $args = array() ): string {
		return add_query_arg( array( 'page' => self::REVIEW_SLUG ) + $args, admin_url( 'admin.php' ) );
	}

	/**
	 * Label of a submission type.
	 *
	 * @param string $type Type.
	 */
	public static function type_label( string $type ): string {
		return array(
			'photo'     => __( 'Photos', 'playpal' ),
			'video'     => __( 'Videos', 'playpal' ),
			'project'   => __( 'DIY Projects', 'playpal' ),
			'blog_post' => __( 'Story/Review', 'playpal' ),
		)[ $type ] ?? $type;
	}

	/**
	 * Label of a moderation status.
	 *
	 * @param string $status Status.
	 */
	public static function status_label( string $status ): string {
		return array(
			Submission_Repository::PENDING  => __( 'Pending', 'playpal' ),
			Submission_Repository::APPROVED => __( 'Approved', 'playpal' ),
			Submission_Repository::FEATURED => __( 'Featured', 'playpal' ),
			Submission_Repository::REJECTED => __( 'Rejected', 'playpal' ),
		)[ $status ] ?? $status;
	}
}
