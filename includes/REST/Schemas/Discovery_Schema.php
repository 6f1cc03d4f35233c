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
		return array(
			'products'    => self::object_list( __( 'Play kits with what they do for a family.', 'playpal' ), self::product_properties() ),
			'collections' => self::object_list( __( 'Collections of products.', 'playpal' ), self::collection_properties() ),
		);
	}

	/**
	 * The properties of a product.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function product_properties(): array {
		return array(
			'id'               => self::field( 'string', __( 'Product identifier.', 'playpal' ) ),
			'name'             => self::field( 'string', __( 'Name.', 'playpal' ) ),
			'description'      => self::field( 'string', __( 'Description.', 'playpal' ) ),
			'price'            => self::field( 'number', __( 'Price in US dollars.', 'playpal' ) ),
			'rating'           => self::field( 'number', __( 'Average rating out of 5.', 'playpal' ) ),
			'downloads'        => self::field( 'integer', __( 'Number of downloads.', 'playpal' ) ),
			'image'            => self::field( 'string', __( 'Picture URL, or empty.', 'playpal' ) ),
			'smart_tags'       => self::object_list( __( 'Tags by what they speak to.', 'playpal' ), self::tag_properties() ),
			'emotional_hooks'  => self::string_list( __( 'Emotional hooks.', 'playpal' ) ),
			'urgency_triggers' => self::string_list( __( 'Reasons to look now.', 'playpal' ) ),
			'outcome_promises' => self::string_list( __( 'What the child gains.', 'playpal' ) ),
			'funnel_copy'      => self::field( 'object', __( 'Copy of the product’s detail view.', 'playpal' ), array( 'properties' => self::copy_properties() ) ),
			'sample'           => self::field( 'boolean', __( 'True for sample data shown until real content exists.', 'playpal' ) ),
		);
	}

	/**
	 * The properties of a product's smart tag.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function tag_properties(): array {
		return array(
			'id'                => self::field( 'string', __( 'Tag identifier.', 'playpal' ) ),
			'name'              => self::field( 'string', __( 'Tag name.', 'playpal' ) ),
			'type'              => self::field( 'string', __( 'Tag type.', 'playpal' ), array( 'enum' => self::TAG_TYPES ) ),
			'emotional_trigger' => self::field( 'string', __( 'The feeling the tag speaks to.', 'playpal' ) ),
		);
	}

	/**
	 * The properties of a product's detail copy.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function copy_properties(): array {
		return array(
			'headline'     => self::field( 'string', __( 'Headline.', 'playpal' ) ),
			'subheadline'  => self::field( 'string', __( 'Subheadline.', 'playpal' ) ),
			'bullets'      => self::string_list( __( 'Bullet points.', 'playpal' ) ),
			'cta_primary'  => self::field( 'string', __( 'Main call to action.', 'playpal' ) ),
			'urgency_text' => self::field( 'string', __( 'Time-limited note.', 'playpal' ) ),
			'social_proof' => self::field( 'string', __( 'What other families say.', 'playpal' ) ),
		);
	}

	/**
	 * The properties of a collection.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function collection_properties(): array {
		return array(
			'id'          => self::field( 'string', __( 'Collection identifier.', 'playpal' ) ),
			'name'        => self::field( 'string', __( 'Name.', 'playpal' ) ),
			'description' => self::field( 'string', __( 'Description.', 'playpal' ) ),
			'funnel_hook' => self::field( 'string', __( 'Who the collection is for.', 'playpal' ) ),
			'products'    => self::string_list( __( 'Identifiers of the products in the collection.', 'playpal' ) ),
			'sample'      => self::field( 'boolean', __( 'True for sample data shown until real content exists.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Array with `products` and `collections` (Samples, kind `discovery`).
	 */
	public function get_item_response( mixed $item ): array {
		$item        = is_array( $item ) ? $item : array();
		$collections = self::collection_properties();
		return array(
			'products'    => array_map( array( $this, 'product' ), self::items( $item['products'] ?? array() ) ),
			'collections' => array_map( static fn( array $collection ): array => self::cast( $collections, $collection ), self::items( $item['collections'] ?? array() ) ),
		);
	}

	/**
	 * One product; smart tags of unknown types are left out.
	 *
	 * @param array<string, mixed> $product Raw product.
	 * @return array<string, mixed>
	 */
	public function product( array $product ): array {
		$tags       = array_filter(
			self::items( $product['smart_tags'] ?? array() ),
			static fn( array $tag ): bool => in_array( $tag['type'] ?? '', self::TAG_TYPES, true )
		);
		$copy       = is_array( $product['funnel_copy'] ?? null ) ? $product['funnel_copy'] : array();
		$properties = self::product_properties();
		return self::cast(
			$properties,
			$product,
			array(
				'image'       => self::url( $product['image'] ?? '' ),
				'smart_tags'  => array_values( array_map( static fn( array $tag ): array => self::cast( $properties['smart_tags']['items']['properties'], $tag ), $tags ) ),
				'funnel_copy' => self::cast( $properties['funnel_copy']['properties'], $copy ),
			)
		);
	}
}
