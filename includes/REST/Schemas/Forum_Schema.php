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
		$sample = self::field( 'boolean', __( 'True for sample data shown until real content exists.', 'playpal' ) );
		return array(
			'categories' => array(
				'description' => __( 'Forum categories.', 'playpal' ),
				'type'        => 'array',
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'id'          => self::field( 'string', __( 'Category identifier.', 'playpal' ) ),
						'name'        => self::field( 'string', __( 'Category name.', 'playpal' ) ),
						'description' => self::field( 'string', __( 'What the category is for.', 'playpal' ) ),
						'postCount'   => self::field( 'integer', __( 'Number of discussions.', 'playpal' ) ),
						'memberCount' => self::field( 'integer', __( 'Number of members.', 'playpal' ) ),
						'isVIPOnly'   => self::field( 'boolean', __( 'Whether only VIP members may take part.', 'playpal' ) ),
						'sample'      => $sample,
					),
				),
			),
			'posts'      => array(
				'description' => __( 'Forum discussions.', 'playpal' ),
				'type'        => 'array',
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'id'           => self::field( 'string', __( 'Post identifier.', 'playpal' ) ),
						'title'        => self::field( 'string', __( 'Title.', 'playpal' ) ),
						'excerpt'      => self::field( 'string', __( 'Short summary.', 'playpal' ) ),
						'category'     => self::field( 'string', __( 'Identifier of the post’s category.', 'playpal' ) ),
						'author'       => self::field( 'string', __( 'Author’s display name.', 'playpal' ) ),
						'replies'      => self::field( 'integer', __( 'Number of replies.', 'playpal' ) ),
						'lastActivity' => self::field( 'string', __( 'Time of the last reply (ISO 8601).', 'playpal' ) ),
						'isPinned'     => self::field( 'boolean', __( 'Whether the post is pinned to the top.', 'playpal' ) ),
						'isVIP'        => self::field( 'boolean', __( 'Whether the author is a VIP member.', 'playpal' ) ),
						'sample'       => $sample,
					),
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Array with `categories` and `posts` (Samples, kind `forum`).
	 */
	public function get_item_response( mixed $item ): array {
		$item       = is_array( $item ) ? $item : array();
		$categories = array_map(
			static fn( array $category ): array => array(
				'id'          => self::text( $category, 'id' ),
				'name'        => self::text( $category, 'name' ),
				'description' => self::text( $category, 'description' ),
				'postCount'   => self::whole( $category, 'postCount' ),
				'memberCount' => self::whole( $category, 'memberCount' ),
				'isVIPOnly'   => self::flag( $category, 'isVIPOnly' ),
				'sample'      => self::flag( $category, 'sample' ),
			),
			self::items( $item['categories'] ?? array() )
		);
		$posts      = array_map(
			static fn( array $post ): array => array(
				'id'           => self::text( $post, 'id' ),
				'title'        => self::text( $post, 'title' ),
				'excerpt'      => self::text( $post, 'excerpt' ),
				'category'     => self::text( $post, 'category' ),
				'author'       => self::text( $post, 'author' ),
				'replies'      => self::whole( $post, 'replies' ),
				'lastActivity' => self::text( $post, 'lastActivity' ),
				'isPinned'     => self::flag( $post, 'isPinned' ),
				'isVIP'        => self::flag( $post, 'isVIP' ),
				'sample'       => self::flag( $post, 'sample' ),
			),
			self::items( $item['posts'] ?? array() )
		);
		return array(
			'categories' => $categories,
			'posts'      => $posts,
		);
	}
}
