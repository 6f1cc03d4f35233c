<?php
/**
 * What a link preview shows for a page.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A page's title, description, address, Open Graph type and picture, with
 * the type's own properties (a post's dates, a product's price).
 */
final class Shared_Page {

	/**
	 * @param string                $title       Plain-text title, without the site name.
	 * @param string                $description Plain-text summary.
	 * @param string                $url         Canonical URL.
	 * @param string                $type        Open Graph type: website, article or product.
	 * @param Share_Image|null      $image       Picture, if the page has one.
	 * @param array<string, string> $properties  More Open Graph properties, e.g. article:published_time.
	 */
	public function __construct(
		public readonly string $title,
		public readonly string $description,
		public readonly string $url,
		public readonly string $type,
		public readonly ?Share_Image $image = null,
		public readonly array $properties = array()
	) {}

	/**
	 * Any app page: the route's own title and description.
	 *
	 * @param array{title: string, description: string} $meta Route head tags.
	 * @param string                                    $url  Canonical URL.
	 */
	public static function for_route( array $meta, string $url ): self {
		return new self( $meta['title'], $meta['description'], $url, 'website' );
	}

	/**
	 * A blog post: an article with its featured image and dates.
	 *
	 * @param WP_Post                    $post Post.
	 * @param array{description: string} $meta Route head tags (the description is the post's excerpt).
	 * @param string                     $url  Canonical URL.
	 */
	public static function for_post( WP_Post $post, array $meta, string $url ): self {
		return new self(
			Plain_Text::from_html( get_the_title( $post ) ),
			$meta['description'],
			$url,
			'article',
			Share_Image::for_post( $post ),
			array(
				'article:published_time' => (string) get_post_time( DATE_W3C, true, $post ),
				'article:modified_time'  => (string) get_post_modified_time( DATE_W3C, true, $post ),
			)
		);
	}

	/**
	 * A product: its name, picture and price.
	 *
	 * @param array<string, mixed>       $product Store API product.
	 * @param array{description: string} $meta    Route head tags (the description is the product's summary).
	 * @param string                     $url     Canonical URL.
	 */
	public static function for_product( array $product, array $meta, string $url ): self {
		$price      = Product_Price::of( $product );
		$properties = null === $price ? array() : array(
			'product:price:amount'   => $price['amount'],
			'product:price:currency' => $price['currency'],
		);
		return new self(
			Plain_Text::from_html( (string) ( $product['name'] ?? '' ) ),
			$meta['description'],
			$url,
			'product',
			Share_Image::for_product( $product ),
			$properties
		);
	}
}
