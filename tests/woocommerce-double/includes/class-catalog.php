<?php
/**
 * Products, stored as WooCommerce stores them (`product` posts with price
 * and stock meta, `product_cat` terms), and their Store API shape.
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * The product post type and the product schema of the Store API.
 */
final class Catalog {

	public const POST_TYPE = 'product';
	public const CATEGORY  = 'product_cat';

	/** Largest quantity of one line, as WooCommerce's default quantity limit. */
	public const MAX_QUANTITY = 9999;

	/**
	 * Registers the product post type and category taxonomy (WooCommerce's names).
	 */
	public static function register(): void {
		if ( ! post_type_exists( self::POST_TYPE ) ) {
			register_post_type(
				self::POST_TYPE,
				array(
					'labels'       => array(
						'name'          => 'Products',
						'singular_name' => 'Product',
						'menu_name'     => 'Products (test store)',
					),
					'description'  => 'Products of the WooCommerce Store API test double.',
					'public'       => true,
					'show_ui'      => true,
					'show_in_rest' => true,
					'rest_base'    => 'product',
					'has_archive'  => false,
					'rewrite'      => array( 'slug' => 'product' ),
					'menu_icon'    => 'dashicons-cart',
					'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail', 'custom-fields' ),
				)
			);
		}
		if ( ! taxonomy_exists( self::CATEGORY ) ) {
			register_taxonomy(
				self::CATEGORY,
				self::POST_TYPE,
				array(
					'labels'       => array(
						'name'          => 'Product categories',
						'singular_name' => 'Product category',
					),
					'hierarchical' => true,
					'show_in_rest' => true,
					'rewrite'      => array( 'slug' => 'product-category' ),
				)
			);
		}
		// Price and stock as editable meta, so a site owner (or a test) can change them.
		foreach ( array( '_regular_price', '_sale_price', '_price', '_stock_status', '_sku' ) as $key ) {
			register_post_meta(
				self::POST_TYPE,
				$key,
				array(
					'type'          => 'string',
					'single'        => true,
					'show_in_rest'  => true,
					'auth_callback' => static fn( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_post', $post_id ),
				)
			);
		}
	}

	/**
	 * A published product by ID.
	 *
	 * @param int $id Post ID.
	 */
	public static function find( int $id ): ?WP_Post {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		return $post;
	}

	/**
	 * A published product by slug.
	 *
	 * @param string $slug Product slug (as in the URL, decoded).
	 */
	public static function find_by_slug( string $slug ): ?WP_Post {
		$result = self::query( array( 'slug' => $slug ) );
		return $result['posts'][0] ?? null;
	}

	/**
	 * Published products matching the Store API's collection parameters.
	 *
	 * @param array<string, mixed> $args page, per_page, search, slug, category, orderby, order, include.
	 * @return array{posts: WP_Post[], total: int}
	 */
	public static function query( array $args ): array {
		$query_args = array(
			'post_type'           => self::POST_TYPE,
			'post_status'         => 'publish',
			'posts_per_page'      => (int) ( $args['per_page'] ?? 10 ),
			'paged'               => (int) ( $args['page'] ?? 1 ),
			'ignore_sticky_posts' => true,
			'orderby'             => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
		);
		if ( ! empty( $args['search'] ) ) {
			$query_args['s'] = (string) $args['search'];
		}
		if ( isset( $args['slug'] ) && '' !== (string) $args['slug'] ) {
			// WooCommerce reads a comma-separated list, sanitized as slugs (wp_parse_slug_list).
			$query_args['post_name__in'] = wp_parse_slug_list( (string) $args['slug'] );
		}
		if ( ! empty( $args['include'] ) ) {
			$query_args['post__in'] = wp_parse_id_list( $args['include'] );
		}
		if ( ! empty( $args['category'] ) ) {
			$terms                   = wp_parse_list( (string) $args['category'] );
			$field                   = ctype_digit( implode( '', $terms ) ) ? 'term_id' : 'slug';
			$query_args['tax_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- a test double.
				array(
					'taxonomy' => self::CATEGORY,
					'field'    => $field,
					'terms'    => $terms,
				),
			);
		}
		$order   = 'asc' === strtolower( (string) ( $args['order'] ?? 'desc' ) ) ? 'ASC' : 'DESC';
		$orderby = (string) ( $args['orderby'] ?? 'date' );
		switch ( $orderby ) {
			case 'price':
				$query_args['meta_key'] = '_price'; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a test double.
				$query_args['orderby']  = array( 'meta_value_num' => $order );
				break;
			case 'title':
			case 'slug':
			case 'menu_order':
			case 'id':
			case 'include':
				$map                   = array(
					'title'      => 'title',
					'slug'       => 'name',
					'menu_order' => 'menu_order',
					'id'         => 'ID',
					'include'    => 'post__in',
				);
				$query_args['orderby'] = array( $map[ $orderby ] => $order );
				break;
			default:
				$query_args['orderby'] = array(
					'date' => $order,
					'ID'   => $order,
				);
		}
		$query = new WP_Query( $query_args );
		return array(
			'posts' => array_values( array_filter( $query->posts, static fn( $post ) => $post instanceof WP_Post ) ),
			'total' => (int) $query->found_posts,
		);
	}

	public static function is_purchasable( WP_Post $product ): bool {
		// WooCommerce: a product without a price cannot be bought.
		return 'publish' === $product->post_status && '' !== self::meta( $product, '_price' );
	}

	public static function is_in_stock( WP_Post $product ): bool {
		return 'outofstock' !== self::meta( $product, '_stock_status' );
	}

	public static function is_sold_individually( WP_Post $product ): bool {
		return 'yes' === self::meta( $product, '_sold_individually' );
	}

	/**
	 * The price of one unit in minor units ('' when the product has none).
	 *
	 * @param WP_Post $product Product post.
	 */
	public static function price( WP_Post $product ): string {
		return Money::to_minor( self::meta( $product, '_price' ) );
	}

	/**
	 * The product's prices object.
	 *
	 * @param WP_Post $product Product post.
	 * @return array<string, mixed>
	 */
	public static function prices( WP_Post $product ): array {
		$regular = Money::to_minor( self::meta( $product, '_regular_price' ) );
		$sale    = Money::to_minor( self::meta( $product, '_sale_price' ) );
		$price   = self::price( $product );
		// WooCommerce's money formatter turns a missing price into "0": an
		// unpriced product is told apart by is_purchasable, not by its prices.
		$price = '' !== $price ? $price : '0';
		return array_merge(
			array(
				'price'         => $price,
				'regular_price' => '' !== $regular ? $regular : $price,
				'sale_price'    => '' !== $sale ? $sale : $price,
				'price_range'   => null,
			),
			Money::currency()
		);
	}

	public static function is_on_sale( WP_Post $product ): bool {
		$sale    = Money::to_minor( self::meta( $product, '_sale_price' ) );
		$regular = Money::to_minor( self::meta( $product, '_regular_price' ) );
		return '' !== $sale && '' !== $regular && (int) $sale < (int) $regular;
	}

	/**
	 * WooCommerce's price HTML: the price, or the regular price struck through beside the sale price.
	 *
	 * @param WP_Post $product Product post.
	 */
	public static function price_html( WP_Post $product ): string {
		$price = self::price( $product );
		if ( '' === $price ) {
			return '';
		}
		if ( ! self::is_on_sale( $product ) ) {
			return Money::html( $price );
		}
		$regular = Money::to_minor( self::meta( $product, '_regular_price' ) );
		return '<del aria-hidden="true">' . Money::html( $regular ) . '</del> '
			. '<span class="screen-reader-text">Original price was: ' . esc_html( Money::text( $regular ) ) . '.</span>'
			. '<ins aria-hidden="true">' . Money::html( $price ) . '</ins>'
			. '<span class="screen-reader-text">Current price is: ' . esc_html( Money::text( $price ) ) . '.</span>';
	}

	/**
	 * The product's images: the featured image, then the gallery.
	 *
	 * @param WP_Post $product Product post.
	 * @return array<int, array<string, mixed>>
	 */
	public static function images( WP_Post $product ): array {
		$ids     = array_filter( array_merge( array( (int) get_post_thumbnail_id( $product ) ), wp_parse_id_list( self::meta( $product, '_product_image_gallery' ) ) ) );
		$images  = array();
		$visited = array();
		foreach ( $ids as $id ) {
			$full = wp_get_attachment_image_src( $id, 'full' );
			if ( ! $full || isset( $visited[ $id ] ) ) {
				continue;
			}
			$visited[ $id ] = true;
			$thumbnail      = wp_get_attachment_image_src( $id, 'medium' );
			$images[]       = array(
				'id'        => $id,
				'src'       => $full[0],
				'thumbnail' => $thumbnail ? $thumbnail[0] : $full[0],
				'srcset'    => (string) wp_get_attachment_image_srcset( $id, 'full' ),
				'sizes'     => (string) wp_get_attachment_image_sizes( $id, 'full' ),
				'name'      => get_the_title( $id ),
				'alt'       => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
			);
		}
		return $images;
	}

	/**
	 * The Store API product object (the fields the storefront and most clients read).
	 *
	 * @param WP_Post $product Product post.
	 * @return array<string, mixed>
	 */
	public static function product_response( WP_Post $product ): array {
		$purchasable = self::is_purchasable( $product );
		$in_stock    = self::is_in_stock( $product );
		$categories  = get_the_terms( $product, self::CATEGORY );
		$permalink   = (string) get_permalink( $product );
		$name        = get_the_title( $product );
		return array(
			'id'                  => $product->ID,
			'name'                => $name,
			'slug'                => $product->post_name,
			'parent'              => 0,
			'type'                => 'simple',
			'variation'           => '',
			'permalink'           => $permalink,
			'sku'                 => self::meta( $product, '_sku' ),
			'short_description'   => wpautop( wptexturize( $product->post_excerpt ) ),
			'description'         => wpautop( wptexturize( do_shortcode( $product->post_content ) ) ),
			'on_sale'             => self::is_on_sale( $product ),
			'prices'              => self::prices( $product ),
			'price_html'          => self::price_html( $product ),
			'average_rating'      => '0',
			'review_count'        => 0,
			'images'              => self::images( $product ),
			'categories'          => array_map(
				static fn( $term ) => array(
					'id'   => $term->term_id,
					'name' => $term->name,
					'slug' => $term->slug,
					'link' => (string) get_term_link( $term ),
				),
				is_array( $categories ) ? $categories : array()
			),
			'tags'                => array(),
			'brands'              => array(),
			'attributes'          => array(),
			'variations'          => array(),
			'grouped_products'    => array(),
			'has_options'         => false,
			'is_purchasable'      => $purchasable,
			'is_in_stock'         => $in_stock,
			'is_on_backorder'     => false,
			'low_stock_remaining' => null,
			'stock_availability'  => array(
				'text'  => $in_stock ? '' : 'Out of stock',
				'class' => $in_stock ? 'in-stock' : 'out-of-stock',
			),
			'sold_individually'   => self::is_sold_individually( $product ),
			'add_to_cart'         => array(
				'text'        => $purchasable && $in_stock ? 'Add to cart' : 'Read more',
				'description' => $purchasable && $in_stock ? sprintf( 'Add to cart: “%s”', $name ) : sprintf( 'Read more about “%s”', $name ),
				'url'         => $purchasable && $in_stock ? add_query_arg( 'add-to-cart', $product->ID, $permalink ) : $permalink,
				'single_text' => 'Add to cart',
				'minimum'     => 1,
				'maximum'     => self::is_sold_individually( $product ) ? 1 : self::MAX_QUANTITY,
				'multiple_of' => 1,
			),
			'extensions'          => new \stdClass(),
		);
	}

	/**
	 * A product meta value as a string.
	 *
	 * @param WP_Post $product Product post.
	 * @param string  $key     Meta key.
	 */
	public static function meta( WP_Post $product, string $key ): string {
		return (string) get_post_meta( $product->ID, $key, true );
	}
}
