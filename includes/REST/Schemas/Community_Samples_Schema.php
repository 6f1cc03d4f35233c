<?php
/**
 * Response schema of `pp/v1/community-samples`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use PlayPal\Community\Submission_Repository;
use PlayPal\Community\Submission_Validator;

defined( 'ABSPATH' ) || exit;

/**
 * Example community submissions (SPEC §3 Community submission), as the public
 * may see them: never the submitter's email, only approved or featured ones.
 */
final class Community_Samples_Schema extends Abstract_Schema {

	use Field_Casts;

	protected const TITLE = 'playpal-community-samples';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'submissions' => self::object_list( __( 'Example community submissions.', 'playpal' ), self::submission_properties() ),
		);
	}

	/**
	 * The properties of a submission.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function submission_properties(): array {
		return array(
			'id'             => self::field( 'string', __( 'Submission identifier.', 'playpal' ) ),
			'type'           => self::field( 'string', __( 'Kind of submission.', 'playpal' ), array( 'enum' => Submission_Validator::TYPES ) ),
			'title'          => self::field( 'string', __( 'Title.', 'playpal' ) ),
			'description'    => self::field( 'string', __( 'The story.', 'playpal' ) ),
			'media_urls'     => self::string_list( __( 'Pictures and videos.', 'playpal' ) ),
			'submitter_name' => self::field( 'string', __( 'Name of the person who shared it.', 'playpal' ) ),
			'product_used'   => self::field( 'string', __( 'The play kit used.', 'playpal' ) ),
			'age_of_child'   => self::field( 'string', __( 'Age of the child, as given.', 'playpal' ) ),
			'submitted_date' => self::field( 'string', __( 'When it was sent (ISO 8601).', 'playpal' ) ),
			'status'         => self::field( 'string', __( 'Moderation status.', 'playpal' ), array( 'enum' => Submission_Repository::PUBLIC_STATUSES ) ),
			'featured_date'  => self::field( 'string', __( 'When it was featured (ISO 8601), or empty.', 'playpal' ) ),
			'sample'         => self::field( 'boolean', __( 'True for example submissions.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * Fields are copied one by one, so an email (or anything else) a filter
	 * adds never reaches the response; items of other statuses or types are
	 * left out.
	 *
	 * @param mixed $item List of submissions (Samples, kind `submissions`).
	 */
	public function get_item_response( mixed $item ): array {
		$public     = array_filter(
			self::items( $item ),
			static fn( array $submission ): bool => in_array( $submission['status'] ?? '', Submission_Repository::PUBLIC_STATUSES, true )
				&& in_array( $submission['type'] ?? '', Submission_Validator::TYPES, true )
		);
		$properties = self::submission_properties();
		return array(
			'submissions' => array_values(
				array_map(
					static fn( array $submission ): array => self::cast(
						$properties,
						$submission,
						array(
							'media_urls'    => self::urls( $submission, 'media_urls' ),
							'featured_date' => 'featured' === $submission['status'] ? self::text( $submission, 'featured_date' ) : '',
						)
					),
					$public
				)
			),
		);
	}
}
