<?php
/**
 * GET pp/v1/creator-directory
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Directory_Schema;
use PlayPal\Samples\Sample_Loader;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The creator directory (SPEC §2 Creator directory browser, §5 Directory
 * search): sample listings (Samples, kind `listings`, filter `playpal_sample_listings`),
 * narrowed by `search` (case-insensitive, title, description, creator name
 * and tags), `category` and `featured`. Public: the membership gate shows it
 * to everyone. The `creator_dashboard` flag switches it off.
 *
 * @extends Abstract_Public_Read_Route<Directory_Schema>
 */
final class Creator_Directory extends Abstract_Public_Read_Route {

	public const IDENTIFIER = 'creator-directory';

	public const SCHEMA = Directory_Schema::class;

	public const FEATURE_FLAG = 'creator_dashboard';

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return array(
			'search'   => array(
				'description' => __( 'Text to find in the title, description, creator name or tags (any case).', 'playpal' ),
				'type'        => 'string',
				'maxLength'   => 100,
				'default'     => '',
			),
			'category' => array(
				'description' => __( 'One category, or “all”.', 'playpal' ),
				'type'        => 'string',
				'enum'        => array_merge( array( 'all' ), Directory_Schema::CATEGORIES ),
				'default'     => 'all',
			),
			'featured' => array(
				'description' => __( 'Only featured listings.', 'playpal' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$needle   = mb_strtolower( trim( (string) $request->get_param( 'search' ) ) );
		$category = (string) $request->get_param( 'category' );
		$featured = true === $request->get_param( 'featured' );
		$listings = array_filter(
			Sample_Loader::load( 'listings' ),
			static function ( array $listing ) use ( $needle, $category, $featured ): bool {
				if ( ( $featured && empty( $listing['featured'] ) ) || ( '' !== $category && 'all' !== $category && ( $listing['category'] ?? '' ) !== $category ) ) {
					return false;
				}
				$tags = is_array( $listing['tags'] ?? null ) ? array_filter( $listing['tags'], 'is_string' ) : array();
				foreach ( array_merge( array( $listing['title'] ?? '', $listing['description'] ?? '', $listing['creatorName'] ?? '' ), $tags ) as $text ) {
					if ( is_string( $text ) && str_contains( mb_strtolower( $text ), $needle ) ) {
						return true;
					}
				}
				return '' === $needle;
			}
		);
		return new WP_REST_Response( $this->schema->get_item_response( array_values( $listings ) ) );
	}
}
