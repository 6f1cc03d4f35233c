<?php
/**
 * The shop's state in the address, read and written as the React shop does.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * `/shop?category=hoodies&filter_color=blue,red&search=tee&orderby=price&page=2`,
 * with WooCommerce's own names. Parsing drops what it does not understand
 * (the printed page ignores it, as the bundle does); writing uses one order,
 * so one state has one address and one Store API path. Mirrors
 * src/features/shop/catalogue/query.ts and api/products-path.ts: the shell embeds the
 * products under the very path string the bundle then asks for
 * (tests/fixtures/first-screen/catalogue-paths.json holds both sides' answers).
 */
final class Catalogue_Query {

	/** WooCommerce's sort names; the store's menu order is the default, never written. */
	public const ORDERS = array( 'date', 'popularity', 'rating', 'price', 'price-desc' );

	/** Store API sort arguments by the address's orderby ('' is the store's menu order). */
	private const STORE_API_ORDER = array(
		''           => 'orderby=menu_order&order=asc',
		'date'       => 'orderby=date&order=desc',
		'popularity' => 'orderby=popularity&order=desc',
		'rating'     => 'orderby=rating&order=desc',
		'price'      => 'orderby=price&order=asc',
		'price-desc' => 'orderby=price&order=desc',
	);

	/** Longest search kept, in characters. */
	public const SEARCH_MAX_LENGTH = 100;

	/** Most terms kept per attribute filter. */
	private const MAX_TERMS = 10;

	/**
	 * A slug as sanitize_title writes one: WordPress keeps a non-Latin slug
	 * percent-encoded ("игрушки" is "%d0%b8%d0%b3…"), and so does the Store API.
	 */
	private const SLUG = '/^(?:[\p{Ll}\p{Lo}\p{N}_-]|%[0-9a-f]{2}){1,200}$/u';

	/** An attribute name without "pa_". */
	private const ATTRIBUTE = '/^[a-z0-9_-]{1,28}$/';

	/**
	 * @param string                  $category Category slug, '' for all.
	 * @param array<string, string[]> $filters  Term slugs by attribute name (no "pa_"), names sorted.
	 * @param string                  $search   Search words, '' for none.
	 * @param string                  $orderby  One of ORDERS, '' for the menu order.
	 * @param int                     $page     From 1.
	 */
	public function __construct(
		public readonly string $category = '',
		public readonly array $filters = array(),
		public readonly string $search = '',
		public readonly string $orderby = '',
		public readonly int $page = 1
	) {}

	/**
	 * The state of the current request's address.
	 */
	public static function from_request(): self {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A public read: every value is checked against a pattern or a list before use.
		return self::from_array( wp_unslash( $_GET ) );
	}

	/**
	 * The state of a query string ("?category=…", the "?" optional).
	 *
	 * @param string $query_string Query string.
	 */
	public static function from_string( string $query_string ): self {
		$params = array();
		// URLSearchParams reads "+" as a space and keeps the last of a repeated name, as parse_str does.
		parse_str( ltrim( $query_string, '?' ), $params );
		return self::from_array( $params );
	}

	/**
	 * The state of parsed query parameters.
	 *
	 * @param array<mixed> $params Parameters by name, unslashed.
	 */
	public static function from_array( array $params ): self {
		$filters = array();
		foreach ( $params as $key => $value ) {
			$key = (string) $key;
			if ( ! str_starts_with( $key, 'filter_' ) || ! is_string( $value ) ) {
				continue;
			}
			$name = substr( $key, strlen( 'filter_' ) );
			if ( 1 !== preg_match( self::ATTRIBUTE, $name ) ) {
				continue;
			}
			// Not a bare array_filter(): a term slug "0" (a size) is a slug.
			$terms = array_values( array_unique( array_filter( array_map( array( self::class, 'slug' ), explode( ',', $value ) ), static fn ( string $slug ): bool => '' !== $slug ) ) );
			sort( $terms, SORT_STRING );
			$terms = array_slice( $terms, 0, self::MAX_TERMS );
			if ( $terms ) {
				$filters[ $name ] = $terms;
			}
		}
		ksort( $filters, SORT_STRING );
		$orderby = self::string_param( $params, 'orderby' );
		$page    = self::string_param( $params, 'page' );
		return new self(
			self::slug( self::string_param( $params, 'category' ) ),
			$filters,
			self::normalise_search( self::string_param( $params, 'search' ) ),
			in_array( $orderby, self::ORDERS, true ) ? $orderby : '',
			1 === preg_match( '/^[1-9][0-9]{0,5}$/', $page ) ? (int) $page : 1
		);
	}

	/**
	 * A parameter's value when it is a string, else ''.
	 *
	 * @param array<mixed> $params Parameters.
	 * @param string       $name   Name.
	 */
	private static function string_param( array $params, string $name ): string {
		return isset( $params[ $name ] ) && is_string( $params[ $name ] ) ? $params[ $name ] : '';
	}

	/**
	 * The slug when it is one, else ''.
	 *
	 * @param string $value Text.
	 */
	private static function slug( string $value ): string {
		return 1 === preg_match( self::SLUG, $value ) ? $value : '';
	}

	/**
	 * Search words as kept: whitespace runs become one space, trimmed, at most SEARCH_MAX_LENGTH characters.
	 *
	 * @param string $value The address's value.
	 */
	public static function normalise_search( string $value ): string {
		// Bytes that are not UTF-8 (which the browser reads as U+FFFD) search for nothing, on both sides.
		if ( ! wp_check_invalid_utf8( $value ) || str_contains( $value, "\u{FFFD}" ) ) {
			return '';
		}
		// ASCII whitespace only, as query.ts reads it.
		$value = trim( (string) preg_replace( '/[\t\n\f\r ]+/', ' ', $value ), ' ' );
		return trim( mb_substr( $value, 0, self::SEARCH_MAX_LENGTH, 'UTF-8' ), ' ' );
	}

	/**
	 * Encodes as JavaScript's encodeURIComponent does (rawurlencode also encodes ! ' ( ) *).
	 *
	 * @param string $value Text.
	 */
	public static function encode( string $value ): string {
		return strtr(
			rawurlencode( $value ),
			array(
				'%21' => '!',
				'%27' => "'",
				'%28' => '(',
				'%29' => ')',
				'%2A' => '*',
			)
		);
	}

	/**
	 * The same state on another page.
	 *
	 * @param int $page Page number.
	 */
	public function with_page( int $page ): self {
		return new self( $this->category, $this->filters, $this->search, $this->orderby, $page );
	}

	/**
	 * Whether the state narrows the catalogue (a category, a filter or a search).
	 */
	public function is_filtered(): bool {
		return '' !== $this->category || '' !== $this->search || array() !== $this->filters;
	}

	/**
	 * Whether search engines should index the page (a category and its pages; not searches, filters or other orders).
	 */
	public function is_indexable(): bool {
		return '' === $this->search && '' === $this->orderby && array() === $this->filters;
	}

	/**
	 * The address's query string: '' for the default, else "?" and category,
	 * filters by name, search, orderby, page.
	 */
	public function to_query_string(): string {
		$parts = array();
		if ( '' !== $this->category ) {
			$parts[] = 'category=' . self::encode( $this->category );
		}
		foreach ( $this->filters as $name => $terms ) {
			$parts[] = 'filter_' . $name . '=' . implode( ',', array_map( array( self::class, 'encode' ), $terms ) );
		}
		if ( '' !== $this->search ) {
			$parts[] = 'search=' . self::encode( $this->search );
		}
		if ( '' !== $this->orderby ) {
			$parts[] = 'orderby=' . $this->orderby;
		}
		if ( $this->page > 1 ) {
			$parts[] = 'page=' . $this->page;
		}
		return $parts ? '?' . implode( '&', $parts ) : '';
	}

	/**
	 * The Store API query of this page: per_page, page, category, attributes by
	 * name, search, orderby and order (paths.ts's productsPath() writes the same).
	 *
	 * @param int $per_page Page size.
	 */
	public function store_api_query( int $per_page ): string {
		$parts = array( 'per_page=' . $per_page );
		if ( $this->page > 1 ) {
			$parts[] = 'page=' . $this->page;
		}
		if ( '' !== $this->category ) {
			$parts[] = 'category=' . self::encode( $this->category );
		}
		$index = 0;
		foreach ( $this->filters as $name => $terms ) {
			$at      = 'attributes[' . $index . ']';
			$parts[] = $at . '[attribute]=pa_' . $name;
			$parts[] = $at . '[operator]=in';
			foreach ( $terms as $term ) {
				$parts[] = $at . '[slug][]=' . self::encode( $term );
			}
			++$index;
		}
		if ( $index > 1 ) {
			// A product must match every attribute, as WooCommerce's layered navigation does.
			$parts[] = 'attribute_relation=and';
		}
		if ( '' !== $this->search ) {
			$parts[] = 'search=' . self::encode( $this->search );
		}
		$parts[] = self::STORE_API_ORDER[ $this->orderby ] ?? self::STORE_API_ORDER[''];
		return implode( '&', $parts );
	}

	/**
	 * The page links the pagination shows: 1, the last, the current one and
	 * its neighbours; 0 for a gap ("…"). catalogue/pages.ts lists the same.
	 *
	 * @param int $current The page shown.
	 * @param int $last    The number of pages.
	 * @return int[]
	 */
	public static function page_items( int $current, int $last ): array {
		$items    = array();
		$previous = 0;
		for ( $page = 1; $page <= $last; $page++ ) {
			if ( 1 !== $page && $last !== $page && abs( $page - $current ) > 1 ) {
				continue;
			}
			if ( 2 === $page - $previous ) {
				$items[] = $page - 1; // A gap of one page: the page itself is as short as "…".
			} elseif ( $page - $previous > 2 ) {
				$items[] = 0;
			}
			$items[]  = $page;
			$previous = $page;
		}
		return $items;
	}

	/**
	 * The sort select's choices, value => label (sort-options.ts lists the same).
	 *
	 * @return array<string, string>
	 */
	public static function sort_options(): array {
		return array(
			''           => __( 'Default sorting', 'playpal' ),
			'date'       => __( 'Newest', 'playpal' ),
			'popularity' => __( 'Popularity', 'playpal' ),
			'rating'     => __( 'Average rating', 'playpal' ),
			'price'      => __( 'Price: low to high', 'playpal' ),
			'price-desc' => __( 'Price: high to low', 'playpal' ),
		);
	}
}
