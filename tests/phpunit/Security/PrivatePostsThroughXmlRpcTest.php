<?php
/**
 * Reproduction 3 of issue 20: private post types open through XML-RPC.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Security;

use PlayPal\Appadoos\Appadoo_Post_Type;
use PlayPal\Creators\Creation_Post_Type;
use PlayPal\Tests\Appadoos\AppadooTestCase;

/**
 * What the adversarial review did through XML-RPC, one test per action: an
 * editor listed every family's private Appadoos (wp.getPosts), reassigned
 * one to himself (wp.editPost post_author) and deleted another with its
 * files (wp.deletePost); an author who is not a member created an already
 * published creation (wp.newPost). Each is now refused by the post types'
 * own capabilities (Security\Private_Post_Capabilities).
 */
final class PrivatePostsThroughXmlRpcTest extends AppadooTestCase {

	use PrivatePostFixtures;

	public function test_reproduction_3_an_editor_cannot_list_other_families_appadoos_with_wp_get_posts(): void {
		$editor = $this->person( 'editor' );
		$theirs = array(
			$this->appadoo( $this->person( 'subscriber' ), 'Family A Ocean' ),
			$this->appadoo( $this->person( 'subscriber' ), 'Family B Ocean' ),
		);
		$this->assertIsArray( $this->xmlrpc( 'wp_getPosts', $editor, array( array( 'post_type' => 'post' ) ) ), 'The editor signs in and lists ordinary posts.' );

		$answer = $this->xmlrpc( 'wp_getPosts', $editor, array( array( 'post_type' => Appadoo_Post_Type::POST_TYPE ) ) );

		$listed = is_array( $answer ) ? array_map( static fn( array $post ): int => (int) $post['post_id'], $answer ) : array();
		$this->assertSame( array(), array_intersect( $theirs, $listed ), 'No other family\'s Appadoo is listed.' );
		$this->assert_refused( $answer, 'wp.getPosts of Appadoos by an editor' );
	}

	public function test_reproduction_3_an_editor_cannot_reassign_an_appadoo_with_wp_edit_post(): void {
		$editor = $this->person( 'editor' );
		$owner  = $this->person( 'subscriber' );
		$id     = $this->appadoo( $owner );

		$answer = $this->xmlrpc( 'wp_editPost', $editor, array( $id, array( 'post_author' => $editor ) ) );

		$this->assert_refused( $answer, 'wp.editPost post_author of someone else\'s Appadoo' );
		clean_post_cache( $id );
		$this->assertSame( $owner, (int) get_post( $id )->post_author, 'The Appadoo still belongs to its family.' );
	}

	public function test_reproduction_3_an_editor_cannot_delete_an_appadoo_with_wp_delete_post(): void {
		$editor = $this->person( 'editor' );
		$id     = $this->appadoo( $this->person( 'subscriber' ) );
		$before = $this->database_record( $id );
		$this->assertDirectoryExists( $this->folder_of( $id ), 'The Appadoo has files.' );

		$answer = $this->xmlrpc( 'wp_deletePost', $editor, array( $id ) );

		$this->assert_refused( $answer, 'wp.deletePost of someone else\'s Appadoo' );
		clean_post_cache( $id );
		$this->assertSame( $before, $this->database_record( $id ), 'The Appadoo is still there, unchanged.' );
		$this->assertDirectoryExists( $this->folder_of( $id ), 'Its files stay.' );
	}

	public function test_reproduction_3_an_author_who_is_not_a_member_cannot_create_a_creation_with_wp_new_post(): void {
		$author = $this->person( 'author' );
		$this->assertIsString( $this->xmlrpc( 'wp_newPost', $author, array( array( 'post_title' => 'An ordinary post' ) ) ), 'The author signs in and writes ordinary posts.' );
		$before = $this->count_of( Creation_Post_Type::POST_TYPE );

		foreach ( array( 'publish', 'pending', 'draft' ) as $status ) {
			$answer = $this->xmlrpc(
				'wp_newPost',
				$author,
				array(
					array(
						'post_type'    => Creation_Post_Type::POST_TYPE,
						'post_status'  => $status,
						'post_title'   => 'Skipped the review',
						'post_content' => 'Never checked.',
					),
				)
			);
			$this->assert_refused( $answer, "wp.newPost of a {$status} creation by an author" );
		}
		$this->assertSame( $before, $this->count_of( Creation_Post_Type::POST_TYPE ), 'No creation was stored.' );
	}

	/**
	 * Posts of a type in the database, any status.
	 *
	 * @param string $post_type Post type.
	 */
	private function count_of( string $post_type ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", $post_type ) );
	}
}
