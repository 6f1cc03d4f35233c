<?php
/**
 * Moderation (wp-admin → PlayPal → Stories) and the privacy tools of stories.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Community;

use PlayPal\Admin\Submissions_Page;
use PlayPal\Community\Submission_Privacy;
use PlayPal\Community\Submission_Repository;

/**
 * Only editors moderate; approving publishes the files, featuring dates the
 * story, rejecting hides it, deleting removes it with its files; the
 * exporter finds a person's stories and the eraser removes their name,
 * email and pending files.
 */
final class StoryModerationAndPrivacyTest extends SubmissionTestCase {

	private function pending_story(): int {
		$this->submit( self::form(), array( self::file( 'a.png', self::png_bytes() ) ) );
		return self::latest_id();
	}

	public function test_only_editors_and_above_may_moderate(): void {
		$id   = $this->pending_story();
		$page = new Submissions_Page();
		foreach ( array( 'subscriber', 'contributor', 'author' ) as $role ) {
			$this->log_in_as( $role );
			foreach ( array_keys( Submissions_Page::ACTIONS ) as $do ) {
				$this->assertFalse( $page->moderate( $id, $do ), "A {$role} may not {$do}." );
			}
		}
		wp_set_current_user( 0 );
		$this->assertFalse( $page->moderate( $id, 'approve' ), 'A visitor may not approve.' );
		$this->assertSame( 'pending', ( new Submission_Repository() )->get( $id )['status'], 'Nothing changed.' );

		$this->log_in_as( 'editor' );
		$this->assertTrue( $page->moderate( $id, 'approve' ), 'An editor may approve.' );
	}

	public function test_the_action_handler_needs_the_capability_and_a_nonce(): void {
		$id  = $this->pending_story();
		$die = static function (): callable {
			return static function ( $message ): void {
				throw new \RuntimeException( is_string( $message ) ? $message : 'died' );
			};
		};
		add_filter( 'wp_die_handler', $die );
		add_filter( 'wp_die_ajax_handler', $die );
		$_REQUEST['story'] = (string) $id;
		$_REQUEST['do']    = 'approve';
		try {
			$this->log_in_as( 'author' );
			try {
				( new Submissions_Page() )->handle();
				$this->fail( 'An author is stopped.' );
			} catch ( \RuntimeException $stopped ) {
				$this->assertStringContainsString( 'not allowed', $stopped->getMessage(), 'An author is refused.' );
			}
			$this->log_in_as( 'editor' );
			try {
				( new Submissions_Page() )->handle();
				$this->fail( 'An editor without a nonce is stopped.' );
			} catch ( \RuntimeException $stopped ) {
				$this->assertNotSame( '', $stopped->getMessage(), 'A missing nonce is refused.' );
			}
		} finally {
			unset( $_REQUEST['story'], $_REQUEST['do'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- The test sets up the request.
			remove_filter( 'wp_die_handler', $die );
			remove_filter( 'wp_die_ajax_handler', $die );
		}
		$this->assertSame( 'pending', ( new Submission_Repository() )->get( $id )['status'], 'Nothing changed.' );
		$this->assertStringContainsString( '_wpnonce=', Submissions_Page::action_url( $id, 'approve' ), 'Moderation links carry a nonce.' );
	}

	public function test_approve_feature_reject_and_delete(): void {
		$id         = $this->pending_story();
		$repository = new Submission_Repository();
		$page       = new Submissions_Page( $repository );
		$media      = $repository->media_ids( $id );
		$this->log_in_as( 'editor' );

		$page->moderate( $id, 'approve' );
		$this->assertSame( 'approved', $repository->get( $id )['status'], 'Approved.' );
		$this->assertSame( 'inherit', get_post( $media[0] )->post_status, 'Its files are published with it.' );

		$page->moderate( $id, 'feature' );
		$this->assertSame( 'featured', $repository->get( $id )['status'], 'Featured.' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT/', $repository->get( $id )['featured_date'], 'Featuring sets the featured date.' );

		$page->moderate( $id, 'reject' );
		$this->assertSame( 'rejected', $repository->get( $id )['status'], 'Rejected.' );
		$this->assertSame( 'private', get_post( $media[0] )->post_status, 'Its files are private again.' );
		$this->assertSame( array(), $this->dispatch( 'GET', '/pp/v1/submissions' )->get_data()['submissions'], 'A rejected story is not listed.' );

		$file = (string) get_attached_file( $media[0] );
		$page->moderate( $id, 'delete' );
		$this->assertNull( $repository->get( $id ), 'Deleted.' );
		$this->assertNull( get_post( $media[0] ), 'Its attachment is deleted.' );
		$this->assertFileDoesNotExist( $file, 'Its file is deleted.' );
	}

	public function test_the_list_screen_filters_by_status_and_type(): void {
		$repository = new Submission_Repository();
		$this->submit( self::form( array( 'type' => 'video' ) ) );
		$video = self::latest_id();
		$this->submit( self::form( array( 'type' => 'photo' ) ) );
		$repository->set_status( $video, 'approved' );

		$this->assertSame( array( $video ), array_column( $repository->find_for_admin( 'approved', '', 20, 1 )['items'], 'id' ), 'By status.' );
		$this->assertSame( array( $video ), array_column( $repository->find_for_admin( '', 'video', 20, 1 )['items'], 'id' ), 'By type.' );
		$this->assertSame( 2, $repository->find_for_admin( '', '', 20, 1 )['total'], 'All.' );
	}

	public function test_the_exporter_and_eraser_cover_stories(): void {
		$pending    = $this->pending_story();
		$repository = new Submission_Repository();
		$this->submit( self::form(), array( self::file( 'b.png', self::png_bytes() ) ) );
		$approved = self::latest_id();
		$repository->set_status( $approved, 'approved' );
		$this->submit( self::form( array( 'submitter_email' => 'someone@example.test' ) ) );
		$privacy       = new Submission_Privacy( $repository );
		$pending_media = $repository->media_ids( $pending );

		$this->assertArrayHasKey( Submission_Privacy::ID, apply_filters( 'wp_privacy_personal_data_exporters', array() ), 'The exporter is registered.' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		$this->assertArrayHasKey( Submission_Privacy::ID, apply_filters( 'wp_privacy_personal_data_erasers', array() ), 'The eraser is registered.' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.

		$export = $privacy->export( 'ADA@example.test' );
		$this->assertCount( 2, $export['data'], 'Both of Ada\'s stories are exported, whatever the case of the email.' );
		$this->assertContains( 'ada@example.test', array_column( $export['data'][0]['data'], 'value' ), 'With the email.' );
		$this->assertTrue( $export['done'], 'One page.' );

		$erased = $privacy->erase( 'ada@example.test' );
		$this->assertTrue( $erased['items_removed'], 'Personal data was removed.' );
		foreach ( array( $pending, $approved ) as $id ) {
			$story = $repository->get( $id );
			$this->assertSame( '', $story['submitter_name'], 'The name is gone.' );
			$this->assertSame( '', $story['submitter_email'], 'The email is gone.' );
		}
		$this->assertNull( get_post( $pending_media[0] ), 'The pending story\'s files are deleted.' );
		$this->assertCount( 1, $repository->media_ids( $approved ), 'The approved story keeps its published file.' );
		$this->assertSame( array(), $privacy->export( 'ada@example.test' )['data'], 'Nothing is left to export.' );
		$this->assertCount( 1, $privacy->export( 'someone@example.test' )['data'], 'Other people are untouched.' );
	}

	public function test_the_screen_lists_stories_with_previews_and_moderation_links(): void {
		$id = $this->pending_story();
		$this->log_in_as( 'editor' );
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		set_current_screen( 'playpal_page_playpal-stories' );
		try {
			ob_start();
			( new Submissions_Page() )->render();
			$html = (string) ob_get_clean();
		} finally {
			// is_admin() reads the current screen: later tests are front-end requests again.
			unset( $GLOBALS['current_screen'] );
		}

		$this->assertStringContainsString( 'Our castle weekend', $html, 'The story is listed.' );
		$this->assertStringContainsString( '<img', $html, 'Its picture is previewed.' );
		$this->assertStringContainsString( 'ada@example.test', $html, 'Editors see the sender\'s email.' );
		foreach ( array( 'approve', 'feature', 'reject', 'delete' ) as $do ) {
			$this->assertStringContainsString( esc_url( Submissions_Page::action_url( $id, $do ) ), $html, "The {$do} link is there, with its nonce." );
		}
	}
}
