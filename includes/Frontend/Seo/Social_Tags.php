<?php
/**
 * Open Graph and Twitter card tags: what a shared link shows.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a Shared_Page into <meta> tags, escaped.
 */
final class Social_Tags {

	/** Properties whose values are addresses (escaped as URLs). */
	private const URL_PROPERTIES = array( 'og:url', 'og:image', 'twitter:image' );

	/**
	 * The tags, in the order they are printed.
	 *
	 * @param Shared_Page $page      The page.
	 * @param string      $site_name The site's name.
	 * @return list<array{attribute: string, name: string, content: string}>
	 */
	public function tags( Shared_Page $page, string $site_name ): array {
		$open_graph = array(
			'og:type'        => $page->type,
			'og:title'       => $page->title,
			'og:description' => $page->description,
			'og:url'         => $page->url,
			'og:site_name'   => $site_name,
			'og:locale'      => str_replace( '-', '_', get_bloginfo( 'language' ) ),
		);
		$twitter    = array(
			'twitter:card'        => null === $page->image ? 'summary' : 'summary_large_image',
			'twitter:title'       => $page->title,
			'twitter:description' => $page->description,
		);
		if ( null !== $page->image ) {
			$open_graph['og:image']     = $page->image->url;
			$open_graph['og:image:alt'] = $page->image->alt;
			if ( $page->image->width > 0 && $page->image->height > 0 ) {
				$open_graph['og:image:width']  = (string) $page->image->width;
				$open_graph['og:image:height'] = (string) $page->image->height;
			}
			$twitter['twitter:image']     = $page->image->url;
			$twitter['twitter:image:alt'] = $page->image->alt;
		}
		$tags = array();
		// Open Graph names its tags with `property`, Twitter with `name`.
		foreach ( array_merge( $open_graph, $page->properties ) as $property => $content ) {
			$tags[] = array(
				'attribute' => 'property',
				'name'      => $property,
				'content'   => $content,
			);
		}
		foreach ( $twitter as $name => $content ) {
			$tags[] = array(
				'attribute' => 'name',
				'name'      => $name,
				'content'   => $content,
			);
		}
		return array_values( array_filter( $tags, static fn ( array $tag ): bool => '' !== $tag['content'] ) );
	}

	/**
	 * Prints the tags.
	 *
	 * @param Shared_Page $page      The page.
	 * @param string      $site_name The site's name.
	 */
	public function print( Shared_Page $page, string $site_name ): void {
		foreach ( $this->tags( $page, $site_name ) as $tag ) {
			$content = in_array( $tag['name'], self::URL_PROPERTIES, true ) ? esc_url( $tag['content'] ) : esc_attr( $tag['content'] );
			printf( '<meta %s="%s" content="%s" />' . "\n", esc_attr( $tag['attribute'] ), esc_attr( $tag['name'] ), $content ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped just above, as a URL or an attribute.
		}
	}
}
