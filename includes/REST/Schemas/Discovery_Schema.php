<?php
/**
 * Response schema of `pp/v1/discovery`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * Products and collections of AI product discovery (SPEC §3 Discovery product, Collection).
 */
final class Discovery_Schema extends Abstract_Schema {

	use Field_Casts;

	protected const TITLE = 'playpal-discovery';

	/** Smart tag types (SPEC §3), one discovery tab each. */
	public const TAG_TYPES = array( 'emotional', 'functional', 'outcome', 'behavioral' );

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$sample = self::field( 'boolean', __( 'True for sample data shown until real content exists.', 'playpal' ) );
		return array(
			'products'    => array(
				'description' => __( 'Play kits with what they do for a family.', 'playpal' ),
				'type'        => 'array',
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'id'               => self::field( 'string', __( 'Product identifier.', 'playpal' ) ),
						'name'             => self::field( 'string', __( 'Name.', 'playpal' ) ),
						'description'      => self::field( 'string', __( 'Description.', 'playpal' ) ),
						'price'            => self::field( 'number', __( 'Price in US dollars.', 'playpal' ) ),
						'rating'           => self::field( 'number', __( 'Average rating out of 5.', 'playpal' ) ),
						'downloads'        => self::field( 'integer', __( 'Number of downloads.', 'playpal' ) ),
						'image'            => self::field( 'string', __( 'Picture URL, or empty.', 'playpal' ) ),
						'smart_tags'       => array(
							'description' => __( 'Tags by what they speak to.', 'playpal' ),
							'type'        => 'array',
							'items'       => array(
								'type'       => 'object',
								'properties' => array(
									'id'                => self::field( 'string', __( 'Tag identifier.', 'playpal' ) ),
									'name'              => self::field( 'string', __( 'Tag name.', 'playpal' ) ),
									'type'              => array(
										'description' => __( 'Tag type.', 'playpal' ),
										'type'        => 'string',
										'enum'        => self::TAG_TYPES,
									),
									'emotional_trigger' => self::field( 'string', __( 'The feeling the tag speaks to.', 'playpal' ) ),
								),
							),
						),
						'emotional_hooks'  => self::string_list( __( 'Emotional hooks.', 'playpal' ) ),
						'urgency_triggers' => self::string_list( __( 'Reasons to look now.', 'playpal' ) ),
						'outcome_promises' => self::string_list( __( 'What the child gains.', 'playpal' ) ),
						'funnel_copy'      => array(
							'description' => __( 'Copy of the product’s detail view.', 'playpal' ),
							'type'        => 'object',
							'properties'  => array(
								'headline'     => self::field( 'string', __( 'Headline.', 'playpal' ) ),
								'subheadline'  => self::field( 'string', __( 'Subheadline.', 'playpal' ) ),
								'bullets'      => self::string_list( __( 'Bullet points.', 'playpal' ) ),
								'cta_primary'  => self::field( 'string', __( 'Main call to action.', 'playpal' ) ),
								'urgency_text' => self::field( 'string', __( 'Time-limited note.', 'playpal' ) ),
								'social_proof' => self::field( 'string', __( 'What other families say.', 'playpal' ) ),
							),
						),
						'sample'           => $sample,
					),
				),
			),
			'collections' => array(
				'description' => __( 'Collections of products.', 'playpal' ),
				'type'        => 'array',
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'id'          => self::field( 'string', __( 'Collection identifier.', 'playpal' ) ),
						'name'        => self::field( 'string', __( 'Name.', 'playpal' ) ),
						'description' => self::field( 'string', __( 'Description.', 'playpal' ) ),
						'funnel_hook' => self::field( 'string', __( 'Who the collection is for.', 'playpal' ) ),
						'products'    => self::string_list( __( 'Identifiers of the products in the collection.', 'playpal' ) ),
						'sample'      => $sample,
					),
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Array with `products` and `collections` (Samples, kind `discovery`).
	 */
	public function get_item_response( mixed $item ): array {
		$item = is_array( $item ) ? $item : array();
		return array(
			'products'    => array_map( array( $this, 'product' ), self::items( $item['products'] ?? array() ) ),
			'collections' => array_map(
				static fn( array $collection ): array => array(
					'id'          => self::text( $collection, 'id' ),
					'name'        => self::text( $collection, 'name' ),
					'description' => self::text( $collection, 'description' ),
					'funnel_hook' => self::text( $collection, 'funnel_hook' ),
					'products'    => self::texts( $collection, 'products' ),
					'sample'      => self::flag( $collection, 'sample' ),
				),
				self::items( $item['collections'] ?? array() )
			),
		);
	}

	/**
	 * One product.
	 *
	 * @param array<string, mixed> $product Raw product.
	 * @return array<string, mixed>
	 */
	public function product( array $product ): array {
		$copy = is_array( $product['funnel_copy'] ?? null ) ? $product['funnel_copy'] : array();
		$tags = array_filter(
			self::items( $product['smart_tags'] ?? array() ),
			static fn( array $tag ): bool => in_array( $tag['type'] ?? '', self::TAG_TYPES, true )
		);
		return array(
			'id'               => self::text( $product, 'id' ),
			'name'             => self::text( $product, 'name' ),
			'description'      => self::text( $product, 'description' ),
			'price'            => self::number( $product, 'price' ),
			'rating'           => self::number( $product, 'rating' ),
			'downloads'        => self::whole( $product, 'downloads' ),
			'image'            => self::url( $product['image'] ?? '' ),
			'smart_tags'       => array_values(
				array_map(
					static fn( array $tag ): array => array(
						'id'                => self::text( $tag, 'id' ),
						'name'              => self::text( $tag, 'name' ),
						'type'              => self::text( $tag, 'type' ),
						'emotional_trigger' => self::text( $tag, 'emotional_trigger' ),
					),
					$tags
				)
			),
			'emotional_hooks'  => self::texts( $product, 'emotional_hooks' ),
			'urgency_triggers' => self::texts( $product, 'urgency_triggers' ),
			'outcome_promises' => self::texts( $product, 'outcome_promises' ),
			'funnel_copy'      => array(
				'headline'     => self::text( $copy, 'headline' ),
				'subheadline'  => self::text( $copy, 'subheadline' ),
				'bullets'      => self::texts( $copy, 'bullets' ),
				'cta_primary'  => self::text( $copy, 'cta_primary' ),
				'urgency_text' => self::text( $copy, 'urgency_text' ),
				'social_proof' => self::text( $copy, 'social_proof' ),
			),
			'sample'           => self::flag( $product, 'sample' ),
		);
	}
}
