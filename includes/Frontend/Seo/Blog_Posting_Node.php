<?php
/**
 * A blog post as schema.org's BlogPosting, for search engines.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * BlogPosting with what search engines look for: headline, dates, author,
 * image, the page it is the main thing of, and the publisher.
 */
final class Blog_Posting_Node {

	/** Search engines cut headlines longer than this. */
	private const HEADLINE_LENGTH = 110;

	/**
	 * @param WP_Post          $post  Post.
	 * @param string           $url   Canonical URL of the post's page.
	 * @param Share_Image|null $image Featured image.
	 * @return array<string, mixed>
	 */
	public function node( WP_Post $post, string $url, ?Share_Image $image ): array {
		$publisher = $this->publisher();
		$author    = Plain_Text::from_html( (string) get_the_author_meta( 'display_name', (int) $post->post_author ) );
		$node      = array(
			'@context'         => 'https://schema.org',
			'@type'            => 'BlogPosting',
			'headline'         => wp_html_excerpt( Plain_Text::from_html( get_the_title( $post ) ), self::HEADLINE_LENGTH, '…' ),
			'description'      => Plain_Text::from_html( get_the_excerpt( $post ) ),
			'url'              => $url,
			'datePublished'    => (string) get_post_time( DATE_W3C, true, $post ),
			'dateModified'     => (string) get_post_modified_time( DATE_W3C, true, $post ),
			// A post without a named author is the site's own.
			'author'           => '' === $author ? $publisher : array(
				'@type' => 'Person',
				'name'  => $author,
			),
			'mainEntityOfPage' => array(
				'@type' => 'WebPage',
				'@id'   => $url,
			),
			'publisher'        => $publisher,
		);
		if ( null !== $image ) {
			$node['image'] = Image_Object_Node::node( $image );
		}
		return array_filter( $node, static fn ( $value ): bool => '' !== $value );
	}

	/**
	 * The site as an Organization, with its icon as the logo when it has one.
	 *
	 * @return array<string, mixed>
	 */
	private function publisher(): array {
		$publisher = array(
			'@type' => 'Organization',
			'name'  => Plain_Text::from_html( (string) get_bloginfo( 'name' ) ),
			'url'   => home_url( '/' ),
		);
		if ( has_site_icon() ) {
			$publisher['logo'] = array(
				'@type' => 'ImageObject',
				'url'   => get_site_icon_url( 512 ),
			);
		}
		return $publisher;
	}
}
