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
			'submissions' => array(
				'description' => __( 'Example community submissions.', 'playpal' ),
				'type'        => 'array',
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'id'             => self::field( 'string', __( 'Submission identifier.', 'playpal' ) ),
						'type'           => array(
							'description' => __( 'Kind of submission.', 'playpal' ),
							'type'        => 'string',
							'enum'        => Submission_Validator::TYPES,
						),
						'title'          => self::field( 'string', __( 'Title.', 'playpal' ) ),
						'description'    => self::field( 'string', __( 'The story.', 'playpal' ) ),
						'media_urls'     => self::string_list( __( 'Pictures and videos.', 'playpal' ) ),
						'submitter_name' => self::field( 'string', __( 'Name of the person who shared it.', 'playpal' ) ),
						'product_used'   => self::field( 'string', __( 'The play kit used.', 'playpal' ) ),
						'age_of_child'   => self::field( 'string', __( 'Age of the child, as given.', 'playpal' ) ),
						'submitted_date' => self::field( 'string', __( 'When it was sent (ISO 8601).', 'playpal' ) ),
						'status'         => array(
							'description' => __( 'Moderation status.', 'playpal' ),
							'type'        => 'string',
							'enum'        => Submission_Repository::PUBLIC_STATUSES,
						),
						'featured_date'  => self::field( 'string', __( 'When it was featured (ISO 8601), or empty.', 'playpal' ) ),
						'sample'         => self::field( 'boolean', __( 'True for example submissions.', 'playpal' ) ),
					),
				),
			),
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
		$public = array_filter(
			self::items( $item ),
			static fn( array $submission ): bool => in_array( $submission['status'] ?? '', Submission_Repository::PUBLIC_STATUSES, true )
				&& in_array( $submission['type'] ?? '', Submission_Validator::TYPES, true )
		);
		return array(
			'submissions' => array_values(
				array_map(
					static fn( array $submission ): array => array(
						'id'             => self::text( $submission, 'id' ),
						'type'           => self::text( $submission, 'type' ),
						'title'          => self::text( $submission, 'title' ),
						'description'    => self::text( $submission, 'description' ),
						'media_urls'     => self::urls( $submission, 'media_urls' ),
						'submitter_name' => self::text( $submission, 'submitter_name' ),
						'product_used'   => self::text( $submission, 'product_used' ),
						'age_of_child'   => self::text( $submission, 'age_of_child' ),
						'submitted_date' => self::text( $submission, 'submitted_date' ),
						'status'         => self::text( $submission, 'status' ),
						'featured_date'  => 'featured' === $submission['status'] ? self::text( $submission, 'featured_date' ) : '',
						'sample'         => self::flag( $submission, 'sample' ),
					),
					$public
				)
			),
		);
	}
}
