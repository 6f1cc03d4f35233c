<?php
/**
 * Response schema of `pp/v1/mentions`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * Social mentions shown on Community Love (SPEC §3 Social mention).
 */
final class Mentions_Schema extends Abstract_Schema {

	use Field_Casts;

	protected const TITLE = 'playpal-mentions';

	/** Platforms (SPEC §9). */
	public const PLATFORMS = array( 'instagram', 'twitter', 'facebook', 'pinterest', 'tiktok' );

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'mentions' => self::object_list( __( 'Social mentions, newest first.', 'playpal' ), self::mention_properties() ),
		);
	}

	/**
	 * The properties of a mention.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function mention_properties(): array {
		return array(
			'id'              => self::field( 'string', __( 'Mention identifier.', 'playpal' ) ),
			'platform'        => self::field( 'string', __( 'Social network.', 'playpal' ), array( 'enum' => self::PLATFORMS ) ),
			'username'        => self::field( 'string', __( 'Handle, without @.', 'playpal' ) ),
			'display_name'    => self::field( 'string', __( 'Display name.', 'playpal' ) ),
			'content'         => self::field( 'string', __( 'Text of the post.', 'playpal' ) ),
			'image_url'       => self::field( 'string', __( 'Picture URL, or empty.', 'playpal' ) ),
			'post_url'        => self::field( 'string', __( 'Address of the original post, or empty.', 'playpal' ) ),
			'mention_date'    => self::field( 'string', __( 'When it was posted (ISO 8601).', 'playpal' ) ),
			'likes'           => self::field( 'integer', __( 'Likes.', 'playpal' ) ),
			'comments'        => self::field( 'integer', __( 'Comments.', 'playpal' ) ),
			'shares'          => self::field( 'integer', __( 'Shares.', 'playpal' ) ),
			'hashtags'        => self::string_list( __( 'Hashtags, without #.', 'playpal' ) ),
			'is_featured'     => self::field( 'boolean', __( 'Whether the mention is featured.', 'playpal' ) ),
			'repost_approved' => self::field( 'boolean', __( 'Whether the author agreed to a repost.', 'playpal' ) ),
			'sample'          => self::field( 'boolean', __( 'True for sample data shown until real content exists.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item List of mentions (Samples, kind `mentions`); those of unknown platforms are left out.
	 */
	public function get_item_response( mixed $item ): array {
		$mentions   = array_filter(
			self::items( $item ),
			static fn( array $mention ): bool => in_array( $mention['platform'] ?? '', self::PLATFORMS, true )
		);
		$properties = self::mention_properties();
		return array(
			'mentions' => array_values(
				array_map(
					static fn( array $mention ): array => self::cast(
						$properties,
						$mention,
						array(
							'username'  => ltrim( self::text( $mention, 'username' ), '@' ),
							'image_url' => self::url( $mention['image_url'] ?? '' ),
							'post_url'  => esc_url_raw( self::text( $mention, 'post_url' ), array( 'http', 'https' ) ),
							'hashtags'  => array_map( static fn( string $tag ): string => ltrim( $tag, '#' ), self::texts( $mention, 'hashtags' ) ),
						)
					),
					$mentions
				)
			),
		);
	}
}
