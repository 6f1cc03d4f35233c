<?php
/**
 * A product as schema.org's Product with its Offer, for search engines.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

defined( 'ABSPATH' ) || exit;

/**
 * Product with name, description, image, SKU and an Offer (price, currency,
 * availability, address). A product the storefront shows no price for gets
 * no Offer: nothing may claim a price the page does not show.
 */
final class Product_Node {

	/**
	 * @param array<string, mixed> $product     Store API product.
	 * @param string               $url         Canonical URL of the product's page.
	 * @param string               $description Plain-text summary (the page's description).
	 * @param Share_Image|null     $image       First picture.
	 * @return array<string, mixed>
	 */
	public function node( array $product, string $url, string $description, ?Share_Image $image ): array {
		$node = array(
			'@context'    => 'https://schema.org',
			'@type'       => 'Product',
			'name'        => Plain_Text::from_html( (string) ( $product['name'] ?? '' ) ),
			'description' => $description,
			'url'         => $url,
			'sku'         => (string) ( $product['sku'] ?? '' ),
		);
		if ( null !== $image ) {
			$node['image'] = Image_Object_Node::node( $image );
		}
		$price = Product_Price::of( $product );
		if ( null !== $price ) {
			$node['offers'] = array(
				'@type'         => 'Offer',
				'price'         => $price['amount'],
				'priceCurrency' => $price['currency'],
				'availability'  => $this->availability( $product ),
				'url'           => $url,
			);
		}
		return array_filter( $node, static fn ( $value ): bool => '' !== $value );
	}

	/**
	 * The schema.org availability URL from the Store API's stock fields.
	 *
	 * @param array<string, mixed> $product Store API product.
	 */
	private function availability( array $product ): string {
		$stock_class = (string) ( $product['stock_availability']['class'] ?? '' );
		if ( ! empty( $product['is_on_backorder'] ) || 'available-on-backorder' === $stock_class ) {
			return 'https://schema.org/BackOrder';
		}
		return empty( $product['is_in_stock'] ) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';
	}
}
