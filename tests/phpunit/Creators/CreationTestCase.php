<?php
/**
 * Shared set-up of the creation tests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Creators\Creation_Post_Type;
use PlayPal\Members\Member_Meta;
use PlayPal\Tests\Community\SubmissionTestCase;
use WP_REST_Response;

/**
 * The story tests' multipart helpers (real bytes, files from disk, uploads
 * cleaned up afterwards) for pp/v1/creations, with the creator flag on and
 * members made through the same user meta site owners edit.
 */
abstract class CreationTestCase extends SubmissionTestCase {

	protected function setUp(): void {
		parent::setUp();
		Creation_Post_Type::register();
		$this->set_flags(
			array(
				'creator_dashboard' => true,
				'mock_data'         => false,
			)
		);
	}

	/**
	 * Creates a subscriber, a Create It Forward member unless told otherwise, and signs them in.
	 *
	 * @param bool        $member Membership on.
	 * @param string|null $until  Last day.
	 */
	protected function sign_in_creator( bool $member = true, ?string $until = null ): int {
		$user_id = $this->log_in_as( 'subscriber' );
		if ( $member ) {
			( new Member_Meta() )->set_membership( $user_id, true, $until );
		}
		return $user_id;
	}

	/**
	 * A valid Create New form.
	 *
	 * @param array<string, mixed> $changes Fields to change (null removes one).
	 * @return array<string, mixed>
	 */
	protected static function creation_form( array $changes = array() ): array {
		$form = array_merge(
			array(
				'title'       => 'Shape Hunt Cards',
				'description' => 'Find circles, squares and stars around the house.',
				'category'    => 'math',
				'ageRange'    => '3-6',
				'difficulty'  => 'easy',
				'tags'        => ' shapes, Printable ,shapes, , counting ',
			),
			$changes
		);
		return array_filter( $form, static fn( $value ): bool => null !== $value );
	}

	/** A small real PDF. */
	protected static function pdf_bytes(): string {
		return "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
	}

	/**
	 * POSTs a multipart form to pp/v1/creations.
	 *
	 * @param array<string, mixed>                           $fields Body fields.
	 * @param array<int, array{name: string, bytes: string}> $files  Files.
	 */
	protected function send_creation( array $fields, array $files = array() ): WP_REST_Response {
		return $this->post_multipart( '/pp/v1/creations', $fields, $files );
	}

	/** How many creations exist, any status. */
	protected static function count_creations(): int {
		return count(
			get_posts(
				array(
					'post_type'      => Creation_Post_Type::POST_TYPE,
					'post_status'    => 'any',
					'posts_per_page' => -1,
					'fields'         => 'ids',
				)
			)
		) + count(
			get_posts(
				array(
					'post_type'      => Creation_Post_Type::POST_TYPE,
					'post_status'    => Creation_Post_Type::REJECTED,
					'posts_per_page' => -1,
					'fields'         => 'ids',
				)
			)
		);
	}
}
