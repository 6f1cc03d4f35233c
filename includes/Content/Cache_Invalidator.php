<?php
/**
 * Bumps the content version whenever something the content API shows changes.
 *
 * @package PlayPal
 */

namespace PlayPal\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to WordPress's own change hooks. Over-invalidating costs one cache
 * miss; under-invalidating shows stale content, so when in doubt it bumps.
 */
final class Cache_Invalidator {

	/**
	 * Meta keys that change what a response shows (featured image, its alt text and sizes).
	 */
	private const META_KEYS = array( '_thumbnail_id', '_wp_attachment_image_alt', '_wp_attachment_metadata', '_wp_attached_file' );

	/**
	 * Post types whose changes the content API can show.
	 */
	private const POST_TYPES = array( 'post', 'page', 'attachment' );

	public function add_hooks(): void {
		// Posts and pages: content, status (publish, unpublish, trash), deletion.
		foreach ( array( 'save_post', 'deleted_post', 'edit_attachment', 'add_attachment', 'delete_attachment' ) as $hook ) {
			add_action( $hook, array( $this, 'bump_for_post' ), 10, 2 );
		}
		add_action( 'transition_post_status', array( $this, 'bump_for_transition' ), 10, 3 );
		// Categories: renamed, added, removed, or assigned to a post.
		foreach ( array( 'created_term', 'edited_term', 'delete_term' ) as $hook ) {
			add_action( $hook, array( $this, 'bump_for_term' ), 10, 3 );
		}
		add_action( 'set_object_terms', array( $this, 'bump_for_object_terms' ), 10, 4 );
		// Authors: a new display name, a deleted author.
		foreach ( array( 'profile_update', 'deleted_user' ) as $hook ) {
			add_action( $hook, array( $this, 'bump' ) );
		}
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
	 * Bumps for a changed post, page or attachment. Revisions (autosaves
	 * write one every minute while someone edits), products, orders, menus
	 * and templates never appear in a response, so they leave the cache be.
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
		if ( 'attachment' !== $post->post_type && 'publish' !== $post->post_status ) {
			return;
		}
		Content_Version::bump();
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
		if ( 'category' === $taxonomy ) {
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
	 * Bumps only for meta the responses show: the editor writes _edit_lock
	 * every few seconds, which must not empty the cache.
	 *
	 * @param int|int[] $meta_ids  Meta ID(s).
	 * @param int       $object_id Post ID.
	 * @param string    $meta_key  Meta key.
	 */
	public function bump_for_meta( int|array $meta_ids, int $object_id, string $meta_key ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Hook signature.
		if ( in_array( $meta_key, self::META_KEYS, true ) && in_array( get_post_type( $object_id ), self::POST_TYPES, true ) ) {
			Content_Version::bump();
		}
	}
}
