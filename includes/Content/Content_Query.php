<?php
/**
 * Finds published posts and pages, with everything they show loaded in bulk.
 *
 * @package PlayPal
 */

namespace PlayPal\Content;

use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * One WP_Query, then one query each for the authors' names, the categories
 * and the featured images of the whole page, so shaping the posts afterwards hits only the
 * object cache: the number of queries does not grow with the page size.
 */
final class Content_Query {

	/**
	 * Published, non-password-protected posts (or pages) matching the arguments.
	 *
	 * @param array{post_type: string, per_page: int, page: int, slug?: string, category?: string} $args Arguments.
	 * @return array{posts: WP_Post[], authors: array<int, string>, total: int, total_pages: int}
	 */
	public function find( array $args ): array {
		$is_post = 'post' === $args['post_type'];
		$query   = array(
			'post_type'              => $args['post_type'],
			// Only what everyone may read: no drafts, no private posts, no passwords.
			'post_status'            => 'publish',
			'has_password'           => false,
			'posts_per_page'         => $args['per_page'],
			'paged'                  => $args['page'],
			'orderby'                => 'date',
			'order'                  => 'DESC',
			'ignore_sticky_posts'    => true,
			'update_post_meta_cache' => true,
			'update_post_term_cache' => $is_post,
			// Filters stay on: plugins that hide content (privacy, memberships) must
			// apply here as on the blog, and split_the_query below is a filter too.
			'suppress_filters'       => false,
		);
		if ( ! empty( $args['slug'] ) ) {
			$query['name'] = $args['slug'];
			if ( ! $is_post ) {
				$query['pagename'] = $args['slug'];
				unset( $query['name'] );
			}
		}
		if ( $is_post && ! empty( $args['category'] ) ) {
			$query['category_name'] = $args['category'];
		}

		// One query for the rows instead of WordPress's "IDs, then rows" split:
		// the rows are needed anyway, and there is no shared query cache to reuse IDs from.
		add_filter( 'split_the_query', '__return_false' );
		$wp_query = new WP_Query( $query );
		remove_filter( 'split_the_query', '__return_false' );
		$posts = array_values( array_filter( $wp_query->posts ?? array(), static fn( $post ): bool => $post instanceof WP_Post ) );
		$this->prime_featured_images( $posts );

		// A query by slug is singular: WordPress neither pages nor counts it.
		$total = max( (int) $wp_query->found_posts, count( $posts ) );
		if ( ! $posts && $args['page'] > 1 ) {
			// WordPress does not count the matches of an empty page; count them, as wp/v2 does.
			$count = new WP_Query(
				array(
					'paged'          => 1,
					'posts_per_page' => 1,
					'fields'         => 'ids',
				) + $query
			);
			$total = (int) $count->found_posts;
		}
		return array(
			'posts'       => $posts,
			'authors'     => $this->author_names( $posts ),
			'total'       => $total,
			'total_pages' => (int) ceil( $total / max( 1, $args['per_page'] ) ),
		);
	}

	/**
	 * Display names of the posts' authors, in one query. WP_User objects
	 * (cache_users()) would also load every author's meta, which nothing here reads.
	 *
	 * @param WP_Post[] $posts Posts.
	 * @return array<int, string> Name by user ID.
	 */
	private function author_names( array $posts ): array {
		$ids = array_values( array_unique( array_filter( array_map( static fn( WP_Post $post ): int => (int) $post->post_author, $posts ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		global $wpdb;
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %d placeholders built above; one query for all authors.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT ID, display_name FROM {$wpdb->users} WHERE ID IN ($placeholders)", $ids ) );
		$names = array();
		foreach ( (array) $rows as $row ) {
			$names[ (int) $row->ID ] = (string) $row->display_name;
		}
		return $names;
	}

	/**
	 * Loads the featured images (attachment rows and their meta) of all posts at once.
	 *
	 * @param WP_Post[] $posts Posts whose meta is already cached.
	 */
	private function prime_featured_images( array $posts ): void {
		$thumbnail_ids = array();
		foreach ( $posts as $post ) {
			$thumbnail_id = (int) get_post_thumbnail_id( $post );
			if ( $thumbnail_id > 0 ) {
				$thumbnail_ids[] = $thumbnail_id;
			}
		}
		if ( $thumbnail_ids ) {
			_prime_post_caches( array_unique( $thumbnail_ids ), false, true );
		}
	}
}
