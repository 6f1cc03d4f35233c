<?php
/**
 * Who may see and change which Appadoo.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Errors\Forbidden;
use PlayPal\Errors\Not_Found;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that answers "whose is this, and may this person touch it?"
 * for every Appadoo, storage and backup route.
 *
 * A person sees only their own Appadoos; someone else's answers exactly like
 * a missing one (Not_Found), so ids cannot be probed. Users who may manage options
 * may see and change every Appadoo.
 */
final class Appadoo_Access {

	/** The capability that lets a user manage every Appadoo. */
	public const MANAGE_ALL = 'manage_options';

	/**
	 * Whether a user may see and change every Appadoo.
	 *
	 * @param int $user_id User id.
	 */
	public function can_manage_all( int $user_id ): bool {
		return $user_id > 0 && user_can( $user_id, self::MANAGE_ALL );
	}

	/**
	 * Whose Appadoos a list shows: the user's own (`mine`), or everyone's
	 * (`all`, for users who may manage them all), as null.
	 *
	 * @param int    $user_id User id.
	 * @param string $scope   `mine` or `all`.
	 * @return int|null Owner id to filter by, or null for every owner.
	 * @throws Forbidden When `all` is asked by someone who may not.
	 */
	public function owner_filter( int $user_id, string $scope ): ?int {
		if ( 'all' !== $scope ) {
			return $user_id;
		}
		if ( ! $this->can_manage_all( $user_id ) ) {
			throw new Forbidden( 'playpal_forbidden_scope', __( 'Only site managers can see everyone\'s Appadoos.', 'playpal' ) );
		}
		return null;
	}

	/**
	 * The Appadoo post, if it exists and the user may touch it.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @param int $user_id    User id.
	 * @throws Not_Found When missing or someone else's.
	 */
	public function find( int $appadoo_id, int $user_id ): WP_Post {
		$post = $appadoo_id > 0 ? get_post( $appadoo_id ) : null;
		$ok   = $post instanceof WP_Post
			&& Appadoo_Post_Type::POST_TYPE === $post->post_type
			&& 'trash' !== $post->post_status
			&& ( (int) $post->post_author === $user_id || $this->can_manage_all( $user_id ) );
		if ( ! $ok ) {
			throw new Not_Found( 'playpal_appadoo_not_found', __( 'That Appadoo could not be found.', 'playpal' ) );
		}
		return $post;
	}

	/**
	 * The Appadoos of one owner (or of everyone), newest first, in one
	 * query, with their meta and owners primed: a list of 200 costs the
	 * same few queries as a list of 2.
	 *
	 * @param int|null $owner_id Owner, or null for all.
	 * @return WP_Post[]
	 */
	public function posts( ?int $owner_id ): array {
		// A query that ran has a list (the stubs also allow null, before any query); without 'fields' it holds posts.
		$found = ( new WP_Query( $this->query_args( $owner_id ) + array( 'update_post_meta_cache' => true ) ) )->posts ?? array();
		$posts = array_values( array_filter( $found, static fn( $post ): bool => $post instanceof WP_Post ) );
		if ( $posts ) {
			cache_users( array_values( array_unique( array_map( static fn( WP_Post $post ): int => (int) $post->post_author, $posts ) ) ) );
		}
		return $posts;
	}

	/**
	 * Ids of the Appadoos of one owner (or of everyone), newest first.
	 *
	 * @param int|null $owner_id Owner, or null for all.
	 * @return int[]
	 */
	public function ids( ?int $owner_id ): array {
		$ids = ( new WP_Query( $this->query_args( $owner_id ) + array( 'fields' => 'ids' ) ) )->posts ?? array();
		return array_map( static fn( $id ): int => (int) ( $id instanceof WP_Post ? $id->ID : $id ), $ids );
	}

	/**
	 * The query for a person's (or everyone's) Appadoos.
	 *
	 * @param int|null $owner_id Owner, or null for all.
	 * @return array<string, mixed>
	 */
	private function query_args( ?int $owner_id ): array {
		$args = array(
			'post_type'              => Appadoo_Post_Type::POST_TYPE,
			'post_status'            => 'private',
			'posts_per_page'         => -1,
			'orderby'                => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'no_found_rows'          => true,
			'ignore_sticky_posts'    => true,
			'suppress_filters'       => true,
			'update_post_term_cache' => false,
		);
		if ( null !== $owner_id ) {
			$args['author'] = $owner_id;
		}
		return $args;
	}
}
