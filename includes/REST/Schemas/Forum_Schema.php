<?php
/**
 * Response schema of `pp/v1/forum`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * The PlayBoard's categories and posts (SPEC §3 Forum category, Forum post).
 */
final class Forum_Schema extends Abstract_Schema {

	use Field_Casts;

	protected const TITLE = 'playpal-forum';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'categories' => self::object_list( __( 'Forum categories.', 'playpal' ), self::category_properties() ),
			'posts'      => self::object_list( __( 'Forum discussions.', 'playpal' ), self::post_properties() ),
		);
	}

	/**
	 * The properties of a category.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function category_properties(): array {
		return array(
			'id'          => self::field( 'string', __( 'Category identifier.', 'playpal' ) ),
			'name'        => self::field( 'string', __( 'Category name.', 'playpal' ) ),
			'description' => self::field( 'string', __( 'What the category is for.', 'playpal' ) ),
			'postCount'   => self::field( 'integer', __( 'Number of discussions.', 'playpal' ) ),
			'memberCount' => self::field( 'integer', __( 'Number of members.', 'playpal' ) ),
			'isVIPOnly'   => self::field( 'boolean', __( 'Whether only VIP members may take part.', 'playpal' ) ),
			'sample'      => self::field( 'boolean', __( 'True for sample data shown until real content exists.', 'playpal' ) ),
		);
	}

	/**
	 * The properties of a post.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function post_properties(): array {
		return array(
			'id'           => self::field( 'string', __( 'Post identifier.', 'playpal' ) ),
			'title'        => self::field( 'string', __( 'Title.', 'playpal' ) ),
			'excerpt'      => self::field( 'string', __( 'Short summary.', 'playpal' ) ),
			'category'     => self::field( 'string', __( 'Identifier of the post’s category.', 'playpal' ) ),
			'author'       => self::field( 'string', __( 'Author’s display name.', 'playpal' ) ),
			'replies'      => self::field( 'integer', __( 'Number of replies.', 'playpal' ) ),
			'lastActivity' => self::field( 'string', __( 'Time of the last reply (ISO 8601).', 'playpal' ) ),
			'isPinned'     => self::field( 'boolean', __( 'Whether the post is pinned to the top.', 'playpal' ) ),
			'isVIP'        => self::field( 'boolean', __( 'Whether the author is a VIP member.', 'playpal' ) ),
			'sample'       => self::field( 'boolean', __( 'True for sample data shown until real content exists.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Array with `categories` and `posts` (Samples, kind `forum`).
	 */
	public function get_item_response( mixed $item ): array {
		$item       = is_array( $item ) ? $item : array();
		$categories = self::category_properties();
		$posts      = self::post_properties();
		return array(
			'categories' => array_map( static fn( array $category ): array => self::cast( $categories, $category ), self::items( $item['categories'] ?? array() ) ),
			'posts'      => array_map( static fn( array $post ): array => self::cast( $posts, $post ), self::items( $item['posts'] ?? array() ) ),
		);
	}
}
