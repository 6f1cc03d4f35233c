<?php
/**
 * A product as schema.org's Product with its Offer, for search engines.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

defined( 'ABSPATH' ) || exit;

/**
 * Product with name, description, image, SKU and its offers, by the Store
 * API's product type:
 *
 * - simple (and any other type): an Offer (price, currency, availability,
 *   the product page);
 * - variable: an AggregateOffer over its variations (lowPrice, highPrice,
 *   offerCount, currency, availability), as schema.org and search engines
 *   describe a product sold at several prices;
 * - grouped: an AggregateOffer over its members' price range, one offer per
 *   member;
 * - external: an Offer at the price its page shows whose url is the other
 *   site's page (its button's link), since that is where it is sold; the
 *   product page when the link is not an absolute web address.
 *
 * A product the storefront shows no price for gets no offer: nothing may
 * claim a price the page does not show.
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
		$offers = $this->offers( $product, $url );
		if ( null !== $offers ) {
			$node['offers'] = $offers;
		}
		return array_filter( $node, static fn ( $value ): bool => '' !== $value );
	}

	/**
	 * The offer node for the product's type, or null when the page shows no price.
	 *
	 * @param array<string, mixed> $product Store API product.
	 * @param string               $url     Canonical URL of the product's page.
	 * @return array<string, mixed>|null
	 */
	private function offers( array $product, string $url ): ?array {
		switch ( (string) ( $product['type'] ?? '' ) ) {
			case 'variable':
				// Unpurchasable (no priced, visible variation): the page sells nothing.
				if ( false === ( $product['is_purchasable'] ?? true ) ) {
					return null;
				}
				return $this->aggregate( $product, $url, is_array( $product['variations'] ?? null ) ? count( $product['variations'] ) : 0 );
			case 'grouped':
				// WooCommerce never calls a grouped product purchasable: its members are.
				return $this->aggregate( $product, $url, is_array( $product['grouped_products'] ?? null ) ? count( $product['grouped_products'] ) : 0 );
			case 'external':
				return $this->offer( Product_Price::shown( $product ), $product, $this->external_url( $product ) ?? $url );
			default:
				return $this->offer( Product_Price::of( $product ), $product, $url );
		}
	}

	/**
	 * An Offer, or null without a price.
	 *
	 * @param array{amount: string, currency: string}|null $price   The price shown.
	 * @param array<string, mixed>                         $product Store API product.
	 * @param string                                       $url     Where the offer is made.
	 * @return array<string, mixed>|null
	 */
	private function offer( ?array $price, array $product, string $url ): ?array {
		if ( null === $price ) {
			return null;
		}
		return array(
			'@type'         => 'Offer',
			'price'         => $price['amount'],
			'priceCurrency' => $price['currency'],
			'availability'  => $this->availability( $product ),
			'url'           => $url,
		);
	}

	/**
	 * An AggregateOffer over the product's offers, or null without a price
	 * range or without any offer to count.
	 *
	 * @param array<string, mixed> $product Store API product.
	 * @param string               $url     Canonical URL of the product's page.
	 * @param int                  $count   How many offers (variations, members).
	 * @return array<string, mixed>|null
	 */
	private function aggregate( array $product, string $url, int $count ): ?array {
		$range = Product_Price::range( $product );
		if ( null === $range || $count < 1 ) {
			return null;
		}
		return array(
			'@type'         => 'AggregateOffer',
			'lowPrice'      => $range['low'],
			'highPrice'     => $range['high'],
			'offerCount'    => $count,
			'priceCurrency' => $range['currency'],
			'availability'  => $this->availability( $product ),
			'url'           => $url,
		);
	}

	/**
	 * An external product's own link (its button's), when it is an absolute web address.
	 *
	 * @param array<string, mixed> $product Store API product.
	 */
	private function external_url( array $product ): ?string {
		$link = html_entity_decode( (string) ( $product['add_to_cart']['url'] ?? '' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$link = esc_url_raw( $link, array( 'http', 'https' ) );
		// esc_url_raw() also passes a relative link; only one naming its host leaves the site.
		return '' !== (string) wp_parse_url( $link, PHP_URL_HOST ) ? $link : null;
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
