<?php
/**
 * What happens to Appadoo data on deactivation, uninstall and user deletion.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Post_Type;
use PlayPal\Backups\Providers\Provider_Connections;
use PlayPal\Backups\Backups_Daily_Job;
use PlayPal\Lifecycle;
use PlayPal\Tests\UninstallsSafely;

/**
 * The daily storage job never outlives the plugin; Appadoos, their files and
 * people's connections go on uninstall only when the owner asked; a deleted
 * user's connections go with them.
 */
final class AppadooCleanupTest extends AppadooTestCase {

	use UninstallsSafely;

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/user.php';
	}

	/**
	 * Two people with Appadoos and connections, and things that are not ours.
	 *
	 * @return array{users: int[], appadoos: int[], page: int}
	 */
	private function site_with_appadoos(): array {
		$users    = array( $this->user(), $this->user() );
		$appadoos = array( $this->appadoo( $users[0] ), $this->appadoo( $users[1] ) );
		foreach ( $users as $user ) {
			update_user_meta( $user, Provider_Connections::META, array( 'google' => 'sealed' ) );
			update_user_meta( $user, 'unrelated_meta', 'stays' );
		}
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Not an Appadoo',
			)
		);
		wp_schedule_event( time() + 60, 'daily', Backups_Daily_Job::HOOK );
		$this->assertNotFalse( wp_next_scheduled( Backups_Daily_Job::HOOK ), 'The daily job is scheduled for the test.' );
		return array(
			'users'    => $users,
			'appadoos' => $appadoos,
			'page'     => $page,
		);
	}


	public function test_deactivation_clears_the_daily_storage_job(): void {
		wp_schedule_event( time() + 60, 'daily', Backups_Daily_Job::HOOK );

		Lifecycle::deactivate();

		$this->assertFalse( wp_next_scheduled( Backups_Daily_Job::HOOK ), 'playpal_storage_daily is no longer scheduled.' );
	}

	public function test_uninstall_with_delete_data_removes_appadoos_meta_files_and_connections(): void {
		global $wpdb;
		$site = $this->site_with_appadoos();
		$top  = wp_upload_dir( null, false )['basedir'] . '/' . Appadoo_Files::ROOT_FOLDER;
		$this->assertDirectoryExists( $top, 'Appadoo files exist before uninstalling.' );

		$removed = $this->uninstall_site_with( true );

		$this->assertTrue( $removed, 'The owner asked: data is removed.' );
		$this->assertSame( 0, $this->count_appadoos(), 'Every Appadoo post is deleted.' );
		foreach ( $site['appadoos'] as $id ) {
			$meta = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE post_id = %d", $id ) );
			$this->assertSame( 0, $meta, "Appadoo {$id}'s meta is deleted." );
		}
		$this->assertDirectoryDoesNotExist( $top, 'Every Appadoo file is deleted.' );
		foreach ( $site['users'] as $user ) {
			wp_cache_delete( $user, 'user_meta' );
			$this->assertSame( '', get_user_meta( $user, Provider_Connections::META, true ), "User {$user}'s connections are deleted." );
			$this->assertSame( 'stays', get_user_meta( $user, 'unrelated_meta', true ), "User {$user}'s other meta stays." );
		}
		$this->assertInstanceOf( \WP_Post::class, get_post( $site['page'] ), 'Other posts stay.' );
		$this->assertFalse( wp_next_scheduled( Backups_Daily_Job::HOOK ), 'The daily job is cleared.' );
	}

	public function test_uninstall_without_delete_data_keeps_everything_but_clears_the_daily_job(): void {
		$site = $this->site_with_appadoos();

		$removed = $this->uninstall_site_with( false );

		$this->assertFalse( $removed, 'Nothing is removed unless the owner asked.' );
		$this->assertSame( 2, $this->count_appadoos(), 'The Appadoos stay.' );
		$this->assertFileExists( $this->stored_file( $site['appadoos'][0], 'index.html' ), 'Their files stay.' );
		$this->assertSame( array( 'google' => 'sealed' ), get_user_meta( $site['users'][0], Provider_Connections::META, true ), 'Connections stay.' );
		$this->assertFalse( wp_next_scheduled( Backups_Daily_Job::HOOK ), 'The daily job is cleared anyway.' );
	}

	public function test_deleting_a_user_removes_their_connections_appadoos_and_files(): void {
		$site   = $this->site_with_appadoos();
		$gone   = $site['users'][0];
		$folder = $this->folder_of( $site['appadoos'][0] );

		$this->assertTrue( wp_delete_user( $gone ), 'WordPress deletes the user.' );

		$this->assertSame( array(), get_user_meta( $gone ), 'WordPress deletes every meta of the user, connections included.' );
		$this->assertNull( get_post( $site['appadoos'][0] ), 'Their Appadoo goes with them (delete_with_user).' );
		$this->assertDirectoryDoesNotExist( $folder, 'Its files go too.' );
		$this->assertSame( array( 'google' => 'sealed' ), get_user_meta( $site['users'][1], Provider_Connections::META, true ), 'Other people keep their connections.' );
		$this->assertSame( Appadoo_Post_Type::POST_TYPE, get_post_type( $site['appadoos'][1] ), 'Other people keep their Appadoos.' );
	}

	public function test_a_user_deleted_with_reassignment_hands_their_appadoos_over_with_their_files(): void {
		$site                = $this->site_with_appadoos();
		list( $gone, $heir ) = $site['users'];

		wp_delete_user( $gone, $heir );

		$this->assertSame( $heir, (int) get_post( $site['appadoos'][0] )->post_author, 'The Appadoo now belongs to the heir.' );
		$this->assertFileExists( $this->stored_file( $site['appadoos'][0], 'index.html' ), 'Its files stay.' );
		$this->assertSame( '', get_user_meta( $gone, Provider_Connections::META, true ), 'The deleted user\'s connections are gone.' );
	}
}
