<?php
/**
 * Bumps the content version whenever something the content API shows changes.
 *
 * @package PlayPal
 */

namespace PlayPal\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to WordPress's own change hooks and bumps only for changes that
 * alter what the content API serves: a published post or page, its
 * categories, its featured image, its author's display name (and the theme
 * or plugins, whose filters render the content). A WooCommerce customer
 * saving their profile, an image nobody features, an editor's lock: none of
 * them touch a response, and none of them empty the cache.
 */
final class Cache_Invalidator {

	/**
	 * Meta of an image that a response shows when the image is featured (alt text, sizes, file).
	 */
	private const IMAGE_META_KEYS = array( '_wp_attachment_image_alt', '_wp_attachment_metadata', '_wp_attached_file' );

	/**
	 * Post types the content API serves.
	 */
	private const POST_TYPES = array( 'post', 'page' );

	public function add_hooks(): void {
		// Posts and pages: content, status (publish, unpublish, trash), deletion.
		foreach ( array( 'save_post', 'deleted_post' ) as $hook ) {
			add_action( $hook, array( $this, 'bump_for_post' ), 10, 2 );
		}
		// Images: only one a published post features shows (a new upload is nobody's yet).
		foreach ( array( 'edit_attachment', 'delete_attachment' ) as $hook ) {
			add_action( $hook, array( $this, 'bump_for_image' ) );
		}
		add_action( 'transition_post_status', array( $this, 'bump_for_transition' ), 10, 3 );
		// Categories: renamed, added, removed, or assigned to a post.
		foreach ( array( 'created_term', 'edited_term', 'delete_term' ) as $hook ) {
			add_action( $hook, array( $this, 'bump_for_term' ), 10, 3 );
		}
		add_action( 'set_object_terms', array( $this, 'bump_for_object_terms' ), 10, 4 );
		// Authors: a new display name, posts handed to another author.
		add_action( 'profile_update', array( $this, 'bump_for_profile' ), 10, 2 );
		add_action( 'deleted_user', array( $this, 'bump_for_deleted_user' ), 10, 2 );
		// Rendered content depends on the filters of the active theme and plugins.
		foreach ( array( 'switch_theme', 'activated_plugin', 'deactivated_plugin', 'upgrader_process_complete' ) as $hook ) {
			add_action( $hook, array( $this, 'bump' ) );
		}
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'bump_for_meta' ), 10, 3 );
		}
	}

	public function bump(): void {
		Content_Version::bump();
	}

	/**
	 * Bumps for a changed post or page. Revisions (autosaves write one every
	 * minute while someone edits), products, orders, menus and templates
	 * never appear in a response, so they leave the cache be.
	 *
	 * @param int|mixed $post_id Post ID.
	 * @param mixed     $post    The post, when the hook passes it (it may be gone from the database).
	 */
	public function bump_for_post( mixed $post_id, mixed $post = null ): void {
		$post = $post instanceof \WP_Post ? $post : get_post( (int) $post_id );
		if ( ! $post instanceof \WP_Post || ! in_array( $post->post_type, self::POST_TYPES, true ) ) {
			return;
		}
		// Saving a draft or pending post changes nothing anyone can read;
		// status changes (publish, unpublish, trash) bump through transition_post_status.
		if ( 'publish' === $post->post_status ) {
			Content_Version::bump();
		}
	}

	/**
	 * Bumps for a changed or deleted image that a published post features.
	 *
	 * @param int|mixed $attachment_id Attachment ID.
	 */
	public function bump_for_image( mixed $attachment_id ): void {
		if ( $this->is_featured( (int) $attachment_id ) ) {
			Content_Version::bump();
		}
	}

	/**
	 * Bumps when someone who wrote published content gets a new display name
	 * (the only user field a response shows). Every WooCommerce customer save
	 * fires profile_update too; those change nothing served.
	 *
	 * @param int|mixed $user_id       User ID.
	 * @param mixed     $old_user_data The user before the save.
	 */
	public function bump_for_profile( mixed $user_id, mixed $old_user_data = null ): void {
		$user = get_userdata( (int) $user_id );
		if ( ! $user || ( $old_user_data instanceof \WP_User && $old_user_data->display_name === $user->display_name ) ) {
			return;
		}
		if ( $this->has_published_content( (int) $user_id ) ) {
			Content_Version::bump();
		}
	}

	/**
	 * Bumps when a deleted user's posts are handed to another author: that
	 * is one UPDATE, with no post hook. Deleted posts bump on their own.
	 *
	 * @param int|mixed $user_id  User ID.
	 * @param mixed     $reassign Who receives the posts, or null.
	 */
	public function bump_for_deleted_user( mixed $user_id, mixed $reassign = null ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Hook signature.
		if ( null !== $reassign && $this->has_published_content( (int) $reassign ) ) {
			Content_Version::bump();
		}
	}

	/**
	 * Bumps when a category changes (product categories, tags and menus do not show).
	 *
	 * @param int|mixed $term_id  Term ID.
	 * @param int|mixed $tt_id    Term taxonomy ID.
	 * @param mixed     $taxonomy Taxonomy.
	 */
	public function bump_for_term( mixed $term_id, mixed $tt_id, mixed $taxonomy ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Hook signature.
		if ( 'category' === $taxonomy ) {
			Content_Version::bump();
		}
	}

	/**
	 * Bumps when a post's categories are set.
	 *
	 * @param int|mixed $object_id Object ID.
	 * @param mixed     $terms     Terms.
	 * @param mixed     $tt_ids    Term taxonomy IDs.
	 * @param mixed     $taxonomy  Taxonomy.
	 */
	public function bump_for_object_terms( mixed $object_id, mixed $terms, mixed $tt_ids, mixed $taxonomy ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Hook signature.
		if ( 'category' === $taxonomy && 'publish' === get_post_status( (int) $object_id ) ) {
			Content_Version::bump();
		}
	}

	/**
	 * Bumps when a post changes status (published, unpublished, trashed).
	 *
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       Post.
	 */
	public function bump_for_transition( string $new_status, string $old_status, \WP_Post $post ): void {
		if ( in_array( $post->post_type, self::POST_TYPES, true ) && ( 'publish' === $new_status || 'publish' === $old_status ) ) {
			Content_Version::bump();
		}
	}

	/**
	 * Bumps only for meta the responses show: a published post's featured
	 * image, and the alt text, sizes or file of an image one features. The
	 * editor writes _edit_lock every few seconds, which must not empty the cache.
	 *
	 * @param int|int[] $meta_ids  Meta ID(s).
	 * @param int       $object_id Post ID.
	 * @param string    $meta_key  Meta key.
	 */
	public function bump_for_meta( int|array $meta_ids, int $object_id, string $meta_key ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Hook signature.
		$shows = '_thumbnail_id' === $meta_key
			? in_array( get_post_type( $object_id ), self::POST_TYPES, true ) && 'publish' === get_post_status( $object_id )
			: in_array( $meta_key, self::IMAGE_META_KEYS, true ) && $this->is_featured( $object_id );
		if ( $shows ) {
			Content_Version::bump();
		}
	}

	/**
	 * Whether a published post or page features the image.
	 *
	 * @param int $attachment_id Attachment ID.
	 */
	private function is_featured( int $attachment_id ): bool {
		if ( $attachment_id <= 0 || 'attachment' !== get_post_type( $attachment_id ) ) {
			return false;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- One indexed lookup; runs only when an image changes.
		return (bool) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT 1 FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE m.meta_key = '_thumbnail_id' AND m.meta_value = %s AND p.post_status = 'publish' AND p.post_type IN ('post', 'page') LIMIT 1",
				(string) $attachment_id
			)
		);
	}

	/**
	 * Whether the user wrote a published post or page.
	 *
	 * @param int $user_id User ID.
	 */
	private function has_published_content( int $user_id ): bool {
		return $user_id > 0 && (int) count_user_posts( $user_id, self::POST_TYPES, true ) > 0;
	}
}
