<?php
/**
 * Creations and community stories on uninstall.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Community\Submission_Post_Type;
use PlayPal\Creators\Creation_Post_Type;
use PlayPal\Tests\UninstallsSafely;

/**
 * When the owner ticked "delete all PlayPal data", uninstalling removes the
 * creations and stories with their uploaded files (attachments and the files
 * on disk); otherwise they stay.
 */
final class CreationCleanupTest extends CreationTestCase {

	use UninstallsSafely;

	/**
	 * A creation uploaded through the route and a story with one file.
	 *
	 * @return array{posts: int[], attachments: int[], files: string[]}
	 */
	private function creation_and_story(): array {
		$this->sign_in_creator();
		$response = $this->send_creation( self::creation_form(), array( self::file( 'pages.pdf', self::pdf_bytes() ) ) );
		$this->assertSame( 201, $response->get_status(), 'The creation is stored for the test.' );
		$creation = (int) $response->get_data()['id'];

		$story = wp_insert_post(
			array(
				'post_type'   => Submission_Post_Type::POST_TYPE,
				'post_status' => 'pending',
				'post_title'  => 'Our treasure hunt',
			)
		);
		$path  = wp_upload_dir()['path'] . '/story-' . wp_generate_password( 8, false ) . '.txt';
		file_put_contents( $path, 'a story file' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A file for the test.
		$story_file = wp_insert_attachment( array( 'post_mime_type' => 'text/plain' ), $path, $story );

		$attachments = array_merge(
			array_keys(
				get_children(
					array(
						'post_parent' => $creation,
						'post_type'   => 'attachment',
						'post_status' => 'any',
					)
				)
			),
			array( $story_file )
		);
		$files       = array_map( static fn( int $id ): string => (string) get_attached_file( $id ), $attachments );
		foreach ( $files as $file ) {
			$this->assertFileExists( $file, 'The uploaded file exists before uninstalling.' );
		}
		return array(
			'posts'       => array( $creation, $story ),
			'attachments' => $attachments,
			'files'       => $files,
		);
	}


	public function test_uninstall_with_delete_data_removes_creations_stories_and_their_files(): void {
		$site = $this->creation_and_story();

		$this->uninstall_site_with( true );

		foreach ( array_merge( $site['posts'], $site['attachments'] ) as $id ) {
			clean_post_cache( $id );
			$this->assertNull( get_post( $id ), "Post {$id} is deleted." );
		}
		foreach ( $site['files'] as $file ) {
			$this->assertFileDoesNotExist( $file, 'The uploaded file is deleted from disk.' );
		}
		$this->assertSame( 0, self::count_creations(), 'No creation is left.' );
	}

	public function test_uninstall_without_delete_data_keeps_creations_stories_and_files(): void {
		$site = $this->creation_and_story();

		$this->uninstall_site_with( false );

		foreach ( $site['posts'] as $id ) {
			$this->assertContains( get_post_type( $id ), array( Creation_Post_Type::POST_TYPE, Submission_Post_Type::POST_TYPE ), "Post {$id} stays." );
		}
		foreach ( $site['files'] as $file ) {
			$this->assertFileExists( $file, 'The uploaded file stays.' );
		}
	}
}
