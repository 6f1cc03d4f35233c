<?php
/**
 * Changing and deleting an Appadoo: PATCH, PUT and DELETE pp/v1/appadoos/{id}.
 *
 * @package PlayPal\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- These tests listen to WordPress's own hooks.

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Appadoo_Meta;
use WP_Post;

/**
 * A change is partial and moves the modified date; a delete takes the post,
 * the meta and the files, and announces itself while the meta is still there.
 */
final class AppadooChangeAndDeleteTest extends AppadooTestCase {

	/**
	 * What the deletion action saw: id, post, the template meta at that moment.
	 *
	 * @var array<int, array{0: int, 1: mixed, 2: mixed}>
	 */
	private array $announced = array();

	protected function setUp(): void {
		parent::setUp();
		$this->announced = array();
		add_action( 'playpal_appadoo_deleted', array( $this, 'remember' ), 10, 2 );
	}

	protected function tearDown(): void {
		remove_action( 'playpal_appadoo_deleted', array( $this, 'remember' ), 10 );
		parent::tearDown();
	}

	/**
	 * Listener of `playpal_appadoo_deleted`.
	 *
	 * @param int     $id   Appadoo id.
	 * @param WP_Post $post Post.
	 */
	public function remember( int $id, WP_Post $post ): void {
		$this->announced[] = array( $id, $post, get_post_meta( $id, Appadoo_Meta::TEMPLATE, true ) );
	}

	public function test_patch_and_put_change_only_what_they_carry(): void {
		$me = $this->log_in_as( 'subscriber' );
		$id = $this->appadoo( $me, 'Before' );
		update_post_meta( $id, Appadoo_Meta::STATUS, 'deployed' );

		$renamed = $this->dispatch( 'PATCH', "/pp/v1/appadoos/{$id}", array( 'name' => 'After' ) )->get_data()['appadoo'];
		$limited = $this->dispatch( 'PUT', "/pp/v1/appadoos/{$id}", array( 'settings' => array( 'timeLimit' => 'unlimited' ) ) )->get_data()['appadoo'];
		$both    = $this->dispatch(
			'PATCH',
			"/pp/v1/appadoos/{$id}",
			array(
				'name'     => 'Both',
				'settings' => array( 'printEnabled' => false ),
			)
		)->get_data()['appadoo'];

		$this->assertSame( 'After', $renamed['name'], 'PATCH renames.' );
		$this->assertSame( Appadoo_Meta::default_settings(), $renamed['settings'], 'A rename leaves the settings.' );
		$this->assertSame( 'After', $limited['name'], 'A settings change leaves the name.' );
		$this->assertSame( 'unlimited', $limited['settings']['timeLimit'], 'PUT changes a setting.' );
		$this->assertSame(
			array(
				'timeLimit'    => 'unlimited',
				'hdgFilter'    => true,
				'printEnabled' => false,
			),
			$both['settings'],
			'Settings merge: fields left out keep their values.'
		);
		$this->assertSame( 'Both', $both['name'], 'Name and settings change together.' );
		$this->assertSame( 'deployed', $both['status'], 'A change leaves the status alone.' );
		$this->assertSame( self::TEMPLATE, $both['template'], 'A change leaves the template alone.' );
		$this->assertSame( Appadoo_Meta::default_storage(), get_post_meta( $id, Appadoo_Meta::STORAGE, true ), 'A change leaves the storage settings alone.' );
	}

	public function test_a_change_moves_the_modified_date_and_keeps_the_created_date(): void {
		global $wpdb;
		$me = $this->log_in_as( 'subscriber' );
		$id = $this->appadoo( $me );
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_date'         => '2024-01-02 03:04:05',
				'post_date_gmt'     => '2024-01-02 03:04:05',
				'post_modified'     => '2024-01-02 03:04:05',
				'post_modified_gmt' => '2024-01-02 03:04:05',
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );

		$appadoo = $this->dispatch( 'PATCH', "/pp/v1/appadoos/{$id}", array( 'settings' => array( 'hdgFilter' => false ) ) )->get_data()['appadoo'];

		$this->assertSame( '2024-01-02T03:04:05Z', $appadoo['createdAt'], 'createdAt stays.' );
		$this->assertLessThanOrEqual( 5, abs( strtotime( $appadoo['modifiedAt'] ) - time() ), 'modifiedAt moves to now, even for a settings change.' );
	}

	public function test_delete_removes_post_meta_and_files_and_announces_it_before_the_meta_goes(): void {
		$me     = $this->log_in_as( 'subscriber' );
		$id     = $this->appadoo( $me );
		$kept   = $this->appadoo( $me, 'Kept' );
		$folder = $this->folder_of( $id );
		$this->assertFileExists( $this->stored_file( $id, 'index.html' ), 'The starter page exists before the delete.' );

		$response = $this->dispatch( 'DELETE', "/pp/v1/appadoos/{$id}" );

		$this->assertSame( 200, $response->get_status(), 'DELETE answers 200.' );
		$this->assertSame(
			array(
				'success' => true,
				'deleted' => true,
			),
			$response->get_data(),
			'DELETE answers {success: true, deleted: true}.'
		);
		$this->assertNull( get_post( $id ), 'The post is gone.' );
		$this->assertSame( array(), get_post_meta( $id ), 'The meta is gone.' );
		$this->assertDirectoryDoesNotExist( $folder, 'The files are gone.' );
		$this->assertCount( 1, $this->announced, 'playpal_appadoo_deleted fired once.' );
		$this->assertSame( $id, $this->announced[0][0], 'The action names the Appadoo.' );
		$this->assertInstanceOf( WP_Post::class, $this->announced[0][1], 'The action carries the post.' );
		$this->assertSame( self::TEMPLATE, $this->announced[0][2], 'The meta was still there when the action fired.' );
		$this->assertFileExists( $this->stored_file( $kept, 'index.html' ), 'Other Appadoos keep their files.' );
		$this->assert_error( $this->dispatch( 'DELETE', "/pp/v1/appadoos/{$id}" ), 404, 'playpal_appadoo_not_found', 'A second DELETE' );
	}

	public function test_an_appadoo_deleted_by_wordpress_itself_also_loses_its_files_and_announces_it(): void {
		$id     = $this->appadoo( $this->user() );
		$folder = $this->folder_of( $id );

		wp_delete_post( $id, true );

		$this->assertDirectoryDoesNotExist( $folder, 'wp_delete_post() takes the files too.' );
		$this->assertSame( array( $id ), array_column( $this->announced, 0 ), 'The action fires for any deletion.' );
	}

	public function test_other_posts_being_deleted_touch_no_appadoo(): void {
		$id   = $this->appadoo( $this->user() );
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'A page',
			)
		);

		wp_delete_post( $page, true );

		$this->assertSame( array(), $this->announced, 'Deleting a page announces no Appadoo deletion.' );
		$this->assertFileExists( $this->stored_file( $id, 'index.html' ), 'Appadoo files stay.' );
	}
}
