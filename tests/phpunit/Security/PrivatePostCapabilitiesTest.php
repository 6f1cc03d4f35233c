<?php
/**
 * Tests for PlayPal\Security\Private_Post_Capabilities and Moderation_Capability.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Security;

use PlayPal\Appadoos\Appadoo_Post_Type;
use PlayPal\Community\Submission_Post_Type;
use PlayPal\Creators\Creation_Post_Type;
use PlayPal\Security\Moderation_Capability;
use PlayPal\Security\Private_Post_Capabilities;
use PlayPal\Tests\Appadoos\AppadooTestCase;
use WP_Query;

/**
 * The capability map of the private post types, and every WordPress door it
 * closes: user_can() as wp-admin's post screens ask it, WP_Query (another
 * plugin's list), wp/v2, XML-RPC, exports.
 */
final class PrivatePostCapabilitiesTest extends AppadooTestCase {

	use PrivatePostFixtures;

	/** The private post types, each registered by its feature (Security\Private_Post_Capabilities::register). */
	private const POST_TYPES = array(
		Appadoo_Post_Type::POST_TYPE,
		Creation_Post_Type::POST_TYPE,
		Submission_Post_Type::POST_TYPE,
	);

	/**
	 * Asserts what a user may do with one post.
	 *
	 * @param int                 $user_id User.
	 * @param int                 $post_id Post.
	 * @param array<string, bool> $expected Meta capability => allowed.
	 * @param string              $who     Who the user is, for the messages.
	 */
	private function assert_may( int $user_id, int $post_id, array $expected, string $who ): void {
		foreach ( $expected as $cap => $allowed ) {
			$this->assertSame( $allowed, user_can( $user_id, $cap, $post_id ), "{$who}: {$cap} " . ( $allowed ? 'allowed' : 'refused' ) . '.' );
		}
	}

	public function test_the_map_covers_only_the_types_registered_into_it(): void {
		$id       = $this->appadoo( $this->person( 'subscriber' ) );
		$ask      = array( 'edit_posts' );
		$map      = new Private_Post_Capabilities();
		$the_same = $map->map( $ask, 'edit_post', $this->person( 'administrator' ), array( $id ) );

		$map->register( Appadoo_Post_Type::POST_TYPE, Appadoo_Post_Type::MANAGER_CAPABILITY );

		$this->assertSame( $ask, $the_same, 'A type no feature registered is left to WordPress.' );
		$this->assertSame( array( Appadoo_Post_Type::POST_TYPE ), $map->post_types(), 'The feature\'s type is registered.' );
		$this->assertSame( array( 'manage_options' ), $map->map( $ask, 'edit_post', $this->person( 'administrator' ), array( $id ) ), 'Its manager capability decides.' );
	}

	public function test_an_appadoo_is_read_by_its_owner_and_managed_by_site_managers_only(): void {
		$owner   = $this->person( 'subscriber' );
		$id      = $this->appadoo( $owner );
		$nothing = array_fill_keys( array( 'read_post', 'edit_post', 'delete_post', 'publish_post' ), false );

		$this->assert_may( $owner, $id, array( 'read_post' => true ) + $nothing, 'The owner (changes go through pp/v1, which validates and removes files)' );
		$this->assert_may( $this->person( 'subscriber' ), $id, $nothing, 'Another family' );
		$this->assert_may( $this->person( 'editor' ), $id, $nothing, 'An editor' );
		$this->assert_may( $this->person( 'author' ), $id, $nothing, 'An author' );
		$this->assert_may( $this->person( 'administrator' ), $id, array_map( '__return_true', $nothing ), 'A site manager (manage_options)' );
	}

	public function test_creations_are_read_by_their_creator_and_moderated_by_moderators(): void {
		$creator = $this->person( 'subscriber' );
		$pending = $this->creation( $creator );
		$nothing = array_fill_keys( array( 'read_post', 'edit_post', 'delete_post', 'publish_post' ), false );
		$all     = array_map( '__return_true', $nothing );

		$this->assert_may( $creator, $pending, array( 'read_post' => true ) + $nothing, 'The creator (edits go through pp/v1, back to review)' );
		$this->assert_may( $this->person( 'subscriber' ), $pending, $nothing, 'Another member' );
		$this->assert_may( $this->person( 'author' ), $pending, $nothing, 'An author (not a moderator)' );
		$this->assert_may( $this->person( 'editor' ), $pending, $all, 'An editor (moderator)' );
		$this->assert_may( $this->person( 'administrator' ), $pending, $all, 'An administrator (moderator)' );

		// Published as a sold creation is (Creators\Creation_Publisher puts one without files back to review,
		// so the status is set in the table: this test is about what the status lets people do).
		global $wpdb;
		$published = $this->creation( $creator );
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'publish' ), array( 'ID' => $published ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test set-up, inside the test's transaction.
		clean_post_cache( $published );
		$this->assert_may( $this->person( 'subscriber' ), $published, array( 'read_post' => true ) + $nothing, 'Anyone, once published' );
	}

	public function test_stories_are_moderated_by_moderators_only(): void {
		$pending = $this->story();
		$nothing = array_fill_keys( array( 'read_post', 'edit_post', 'delete_post', 'publish_post' ), false );

		$this->assert_may( $this->person( 'subscriber' ), $pending, $nothing, 'A subscriber' );
		$this->assert_may( $this->person( 'author' ), $pending, $nothing, 'An author' );
		$this->assert_may( $this->person( 'editor' ), $pending, array_map( '__return_true', $nothing ), 'An editor (moderator)' );
		$this->assert_may( $this->person( 'editor' ), $this->story( 'publish' ), array( 'delete_post' => true ), 'An editor, on a published story' );
	}

	public function test_nobody_creates_one_or_edits_its_custom_fields_outside_playpal(): void {
		$admin = $this->person( 'administrator' );
		foreach ( self::POST_TYPES as $post_type ) {
			$create = get_post_type_object( $post_type )->cap->create_posts;
			foreach ( array( 'administrator', 'editor', 'author', 'subscriber' ) as $role ) {
				$this->assertFalse( user_can( $this->person( $role ), $create ), "A {$role} may not create a {$post_type} outside pp/v1 ({$create})." );
			}
		}
		foreach ( array( $this->appadoo( $this->person( 'subscriber' ) ), $this->creation( $this->person( 'subscriber' ) ), $this->story() ) as $id ) {
			foreach ( array( 'edit_post_meta', 'add_post_meta', 'delete_post_meta' ) as $cap ) {
				$this->assertFalse( user_can( $admin, $cap, $id, 'playpal_anything' ), "Not even an administrator may {$cap} of a " . get_post_type( $id ) . '.' );
			}
		}
	}

	public function test_each_type_has_its_own_capabilities_that_no_role_holds(): void {
		foreach ( self::POST_TYPES as $post_type ) {
			$object = get_post_type_object( $post_type );
			$this->assertTrue( $object->map_meta_cap, "{$post_type} maps meta capabilities." );
			$this->assertSame( 'edit_' . $post_type . 's', $object->cap->edit_posts, "{$post_type} has a capability type of its own." );
			foreach ( (array) $object->cap as $key => $name ) {
				if ( 'read' === $key ) {
					continue;
				}
				$this->assertStringContainsString( $post_type, $name, "{$post_type}'s {$key} is a capability of its own, not the posts'." );
				foreach ( wp_roles()->role_objects as $role ) {
					$this->assertFalse( $role->has_cap( $name ), "No role holds {$name}: the map decides." );
				}
			}
		}
		$this->assertTrue( user_can( $this->person( 'administrator' ), 'edit_others_playpal_appadoos' ), 'A site manager may manage every Appadoo.' );
		$this->assertFalse( user_can( $this->person( 'editor' ), 'edit_others_playpal_appadoos' ), 'An editor may not.' );
		$this->assertTrue( user_can( $this->person( 'editor' ), 'publish_playpal_creations' ), 'A moderator publishes creations.' );
		$this->assertTrue( user_can( $this->person( 'editor' ), 'publish_playpal_submissions' ), 'A moderator publishes stories.' );
		$this->assertFalse( user_can( $this->person( 'author' ), 'publish_playpal_creations' ), 'An author does not.' );
	}

	public function test_administrators_and_editors_hold_the_moderation_capability_after_an_upgrade(): void {
		foreach ( array( 'administrator', 'editor' ) as $role ) {
			get_role( $role )->remove_cap( Moderation_Capability::CAPABILITY );
		}
		delete_option( Moderation_Capability::VERSION_OPTION );

		Moderation_Capability::maybe_install();

		$this->assertTrue( get_role( 'administrator' )->has_cap( Moderation_Capability::CAPABILITY ), 'Administrators moderate.' );
		$this->assertTrue( get_role( 'editor' )->has_cap( Moderation_Capability::CAPABILITY ), 'Editors moderate.' );
		$this->assertFalse( get_role( 'author' )->has_cap( Moderation_Capability::CAPABILITY ), 'Authors do not.' );
		$this->assertSame( Moderation_Capability::VERSION, get_option( Moderation_Capability::VERSION_OPTION ), 'The upgrade is remembered.' );

		Moderation_Capability::remove();
		$this->assertFalse( get_role( 'editor' )->has_cap( Moderation_Capability::CAPABILITY ), 'Uninstalling takes it away.' );
		$this->assertFalse( get_option( Moderation_Capability::VERSION_OPTION ), 'and forgets the version, so a new install grants it again.' );
		Moderation_Capability::install();
	}

	public function test_another_plugins_query_lists_only_the_appadoos_a_person_may_read(): void {
		$editor  = $this->person( 'editor' );
		$own     = $this->appadoo( $editor, 'Editor\'s own' );
		$theirs  = $this->appadoo( $this->person( 'subscriber' ), 'A family\'s' );
		$queries = array(
			'perm=readable' => array(
				'post_status' => 'private',
				'perm'        => 'readable',
			),
			'default'       => array(),
			'perm=editable' => array(
				'post_status' => 'private',
				'perm'        => 'editable',
			),
		);
		foreach ( $queries as $name => $args ) {
			wp_set_current_user( $editor );
			$ids = ( new WP_Query( $args + array( 'post_type' => Appadoo_Post_Type::POST_TYPE, 'fields' => 'ids' ) ) )->posts; // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
			$this->assertSame( array( $own ), array_map( 'intval', $ids ), "WP_Query ({$name}) as an editor: only their own." );

			wp_set_current_user( $this->person( 'administrator' ) );
			$ids = ( new WP_Query( $args + array( 'post_type' => Appadoo_Post_Type::POST_TYPE, 'fields' => 'ids' ) ) )->posts; // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
			$this->assertEqualsCanonicalizing( array( $own, $theirs ), array_map( 'intval', $ids ), "WP_Query ({$name}) as a site manager: everyone's." );
		}
	}

	public function test_another_plugins_editable_query_lists_only_the_creations_a_person_may_edit(): void {
		$theirs = $this->creation( $this->person( 'subscriber' ) );
		$args   = array(
			'post_type'   => Creation_Post_Type::POST_TYPE,
			'post_status' => 'pending',
			'perm'        => 'editable',
			'fields'      => 'ids',
		);

		wp_set_current_user( $this->person( 'author' ) );
		$this->assertSame( array(), ( new WP_Query( $args ) )->posts, 'An author lists no one else\'s creation.' );
		wp_set_current_user( $this->person( 'editor' ) );
		$this->assertSame( array( $theirs ), array_map( 'intval', ( new WP_Query( $args ) )->posts ), 'A moderator lists it.' );
	}

	public function test_wp_v2_reveals_none_of_them_even_to_an_administrator(): void {
		$secret = 'Zebra' . wp_generate_password( 10, false );
		$ids    = array(
			$this->appadoo( $this->person( 'subscriber' ), $secret ),
			wp_update_post(
				array(
					'ID'         => $this->creation( $this->person( 'subscriber' ), 'publish' ),
					'post_title' => $secret,
				)
			),
			wp_update_post(
				array(
					'ID'         => $this->story( 'publish' ),
					'post_title' => $secret,
				)
			),
		);
		wp_set_current_user( $this->person( 'administrator' ) );

		$types = $this->dispatch( 'GET', '/wp/v2/types' )->get_data();
		$this->assertSame( array(), array_intersect( self::POST_TYPES, array_keys( (array) $types ) ), 'wp/v2/types names none of them.' );
		foreach ( self::POST_TYPES as $post_type ) {
			$this->assertSame( 404, $this->dispatch( 'GET', '/wp/v2/' . $post_type )->get_status(), "wp/v2/{$post_type} does not exist." );
			$this->assertNotSame( 200, $this->dispatch( 'GET', '/wp/v2/search', array( 'search' => $secret, 'subtype' => $post_type ) )->get_status(), "wp/v2/search does not take {$post_type} as a subtype." ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		}
		$answers = array(
			'wp/v2/search'               => $this->dispatch( 'GET', '/wp/v2/search', array( 'search' => $secret ) ),
			'wp/v2/posts?type='          => $this->dispatch(
				'GET',
				'/wp/v2/posts',
				array(
					'search' => $secret,
					'type'   => Appadoo_Post_Type::POST_TYPE,
					'status' => 'any',
				)
			),
			'wp/v2/posts?status=private' => $this->dispatch(
				'GET',
				'/wp/v2/posts',
				array(
					'search' => $secret,
					'status' => 'private',
				)
			),
		);
		foreach ( $answers as $door => $response ) {
			$body = (string) wp_json_encode( $response->get_data() );
			$this->assertStringNotContainsString( $secret, $body, "{$door} shows none of them." );
			foreach ( $ids as $id ) {
				$this->assertStringNotContainsString( '"id":' . $id . ',', $body, "{$door} names none of their ids." );
			}
		}
	}

	public function test_no_wp_admin_screen_or_export_takes_them(): void {
		$admin = $this->person( 'administrator' );
		foreach ( self::POST_TYPES as $post_type ) {
			$object = get_post_type_object( $post_type );
			foreach ( array( 'public', 'publicly_queryable', 'show_ui', 'show_in_rest', 'show_in_menu', 'show_in_nav_menus', 'can_export' ) as $flag ) {
				$this->assertFalse( (bool) $object->{$flag}, "{$post_type}: {$flag} is off." );
			}
			// wp-admin/post-new.php refuses a type without show_ui, then asks this.
			$this->assertFalse( user_can( $admin, $object->cap->create_posts ), "post-new.php?post_type={$post_type} is refused even to an administrator." );
		}
		$this->assertSame( array(), array_intersect( self::POST_TYPES, get_post_types( array( 'show_ui' => true ) ) ), 'edit.php and post.php answer "not allowed" for all of them.' );
		$this->assertFalse( user_can( $this->person( 'editor' ), get_post_type_object( Appadoo_Post_Type::POST_TYPE )->cap->edit_posts ), 'An editor may not list Appadoos (edit.php, wp.getPosts).' );
		$this->assertSame( array(), array_intersect( self::POST_TYPES, get_post_types( array( 'can_export' => true ) ) ), 'Tools → Export takes none of them.' );
	}

	public function test_xml_rpc_lets_managers_in_and_keeps_owners_on_pp_v1(): void {
		$owner  = $this->person( 'subscriber' );
		$id     = $this->appadoo( $owner, 'Named through pp/v1' );
		$before = $this->database_record( $id );

		$this->assert_refused( $this->xmlrpc( 'wp_editPost', $owner, array( $id, array( 'post_title' => '<img src=x onerror=alert(1)>' ) ) ), 'wp.editPost of one\'s own Appadoo (skips the name rules)' );
		$this->assert_refused( $this->xmlrpc( 'wp_editPost', $owner, array( $id, array( 'post_status' => 'draft' ) ) ), 'wp.editPost hiding one\'s own Appadoo' );
		clean_post_cache( $id );
		$this->assertSame( $before, $this->database_record( $id ), 'The Appadoo is unchanged.' );

		$listed = $this->xmlrpc( 'wp_getPosts', $this->person( 'administrator' ), array( array( 'post_type' => Appadoo_Post_Type::POST_TYPE ) ) );
		$this->assertIsArray( $listed, 'A site manager may list Appadoos.' );
		$this->assertContains( (string) $id, array_column( $listed, 'post_id' ), 'and sees every family\'s.' );

		$story  = $this->story();
		$answer = $this->xmlrpc( 'wp_editPost', $this->person( 'editor' ), array( $story, array( 'post_status' => 'publish' ) ) );
		$this->assertTrue( $answer, 'A moderator may publish a story. Answer: ' . wp_json_encode( $answer ) );
		$this->assert_refused( $this->xmlrpc( 'wp_getPosts', $this->person( 'author' ), array( array( 'post_type' => Submission_Post_Type::POST_TYPE ) ) ), 'wp.getPosts of stories by an author' );
	}
}
