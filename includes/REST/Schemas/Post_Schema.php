<?php
/**
 * Response schema of `pp/v1/posts` and `pp/v1/pages`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A post or page as the storefront reads it (SPEC §3), with WordPress's own
 * REST field names so code written for `wp/v2` reads it unchanged — and
 * nothing else: no GUIDs, statuses, meta or link lists.
 */
final class Post_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-post';

	/**
	 * What `_embed` can embed.
	 */
	public const EMBEDDABLE = array( 'author', 'wp:featuredmedia', 'wp:term' );

	/**
	 * The intermediate size cards and the post's picture show (768 pixels wide);
	 * the srcset lets the browser pick a larger one where the layout is wider.
	 */
	public const IMAGE_SIZE = 'medium_large';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$rendered = static fn( string $description ): array => self::field( 'object', $description, array( 'properties' => array( 'rendered' => array( 'type' => 'string' ) ) ) );
		$names    = array(
			'type'  => 'array',
			'items' => self::object_of( array( 'name' => array( 'type' => 'string' ) ) ),
		);
		return array(
			'id'        => self::field( 'integer', __( 'Unique identifier of the post.', 'playpal' ) ),
			'slug'      => self::field( 'string', __( 'The post’s address name, as in /blog/{slug}.', 'playpal' ) ),
			'date'      => self::field( 'string', __( 'Publication date in the site’s time zone (RFC 3339, no offset, as in wp/v2).', 'playpal' ), array( 'format' => 'date-time' ) ),
			'title'     => $rendered( __( 'Title, as HTML.', 'playpal' ) ),
			'excerpt'   => $rendered( __( 'Excerpt, as HTML.', 'playpal' ) ),
			'content'   => $rendered( __( 'Block content rendered to HTML; only when asked for one item by slug (lists feed cards, which do not show it).', 'playpal' ) ),
			'_embedded' => self::field( 'object', __( 'With _embed: the author’s name, the featured image and the categories.', 'playpal' ) ) + array(
				'properties' => array(
					'author'           => $names,
					'wp:featuredmedia' => array(
						'type'  => 'array',
						'items' => self::object_of(
							array(
								'source_url' => array(
									'type'   => 'string',
									'format' => 'uri',
								),
								'alt_text'   => array( 'type' => 'string' ),
								'src'        => self::field( 'string', __( 'The image at an intermediate size (not the original upload), for cards and the post’s picture.', 'playpal' ), array( 'format' => 'uri' ) ),
								'width'      => array( 'type' => 'integer' ),
								'height'     => array( 'type' => 'integer' ),
								'srcset'     => self::field( 'string', __( 'Every size WordPress made of the image, for the browser to choose from.', 'playpal' ) ),
								'sizes'      => array( 'type' => 'string' ),
							)
						),
					),
					'wp:term'          => self::field( 'array', __( 'Terms by taxonomy; the first list holds the categories.', 'playpal' ), array( 'items' => $names ) ),
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * Renders with the post set up as the global post, as templates and
	 * `wp/v2` do, so blocks that read it (e.g. the footnotes block) work.
	 *
	 * @param mixed $item Array with 'post' (WP_Post whose caches are primed),
	 *                    'author' (its author's display name, or null to look
	 *                    it up), 'embed' (the EMBEDDABLE names to embed) and
	 *                    'content' (bool: whether to render the content).
	 */
	public function get_item_response( mixed $item ): array {
		$post = $item['post'];
		if ( ! $post instanceof WP_Post ) {
			return array();
		}
		// Rendering filters read the global post; restore the caller's afterwards.
		$previous_post   = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- As WP_REST_Posts_Controller does, restored below.
		// The loop globals (pages, more) matter only when content is rendered,
		// here or for an excerpt made from it; setting them up costs a tenth of a millisecond a post.
		if ( ! empty( $item['content'] ) || '' === $post->post_excerpt ) {
			setup_postdata( $post );
		}

		$response = array(
			'id'      => $post->ID,
			'slug'    => $post->post_name,
			'date'    => (string) mysql_to_rfc3339( $post->post_date ),
			'title'   => array( 'rendered' => get_the_title( $post ) ),
			// WordPress's own filters, exactly as wp/v2 applies them (wp-includes/post-template.php).
			'excerpt' => array( 'rendered' => (string) apply_filters( 'the_excerpt', apply_filters( 'get_the_excerpt', $post->post_excerpt, $post ) ) ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
		);
		if ( ! empty( $item['content'] ) ) {
			$response['content'] = array( 'rendered' => (string) apply_filters( 'the_content', $post->post_content ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		}
		$embedded = $this->embedded( $post, (array) ( $item['embed'] ?? array() ), $item['author'] ?? null );
		if ( $embedded ) {
			$response['_embedded'] = $embedded;
		}

		$GLOBALS['post'] = $previous_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring.
		if ( $previous_post instanceof WP_Post ) {
			setup_postdata( $previous_post );
		}
		return $response;
	}

	/**
	 * The embedded author, featured image and categories, from primed caches.
	 *
	 * @param WP_Post     $post   Post.
	 * @param string[]    $embed  Names to embed.
	 * @param string|null $author The author's display name when already known.
	 * @return array<string, mixed>
	 */
	private function embedded( WP_Post $post, array $embed, ?string $author ): array {
		$embedded = array();
		if ( in_array( 'author', $embed, true ) ) {
			if ( null === $author ) {
				$user   = get_userdata( (int) $post->post_author );
				$author = $user ? $user->display_name : null;
			}
			if ( null !== $author ) {
				$embedded['author'] = array( array( 'name' => $author ) );
			}
		}
		if ( in_array( 'wp:featuredmedia', $embed, true ) ) {
			$media_id = (int) get_post_thumbnail_id( $post );
			$url      = $media_id ? wp_get_attachment_url( $media_id ) : false;
			if ( $url ) {
				$embedded['wp:featuredmedia'] = array(
					array(
						'source_url' => $url,
						'alt_text'   => (string) get_post_meta( $media_id, '_wp_attachment_image_alt', true ),
					) + $this->sized_image( $media_id ),
				);
			}
		}
		if ( in_array( 'wp:term', $embed, true ) && is_object_in_taxonomy( $post->post_type, 'category' ) ) {
			$terms               = get_the_terms( $post, 'category' );
			$embedded['wp:term'] = array(
				array_map(
					static fn( \WP_Term $term ): array => array( 'name' => $term->name ),
					is_array( $terms ) ? array_values( $terms ) : array()
				),
			);
		}
		return $embedded;
	}

	/**
	 * The intermediate size of an image with its dimensions, srcset and sizes
	 * (from the attachment's meta, primed with the posts); empty when
	 * WordPress knows no dimensions for it.
	 *
	 * @param int $media_id Attachment ID.
	 * @return array{src?: string, width?: int, height?: int, srcset?: string, sizes?: string}
	 */
	private function sized_image( int $media_id ): array {
		$image = wp_get_attachment_image_src( $media_id, self::IMAGE_SIZE );
		if ( ! $image || empty( $image[1] ) || empty( $image[2] ) ) {
			return array();
		}
		return array(
			'src'    => (string) $image[0],
			'width'  => (int) $image[1],
			'height' => (int) $image[2],
			'srcset' => (string) wp_get_attachment_image_srcset( $media_id, self::IMAGE_SIZE ),
			'sizes'  => (string) wp_get_attachment_image_sizes( $media_id, self::IMAGE_SIZE ),
		);
	}
}
