<?php
/**
 * Response schema of `GET pp/v1/appadoo-templates`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use PlayPal\Appadoos\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * A template an Appadoo can start from (SPEC §3 Template; docs/APPADOOS.md).
 */
final class Template_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-appadoo-template';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$text = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
			'readonly'    => true,
		);
		return array(
			'id'          => $text( __( 'Template id.', 'playpal' ) ),
			'name'        => $text( __( 'Name.', 'playpal' ) ),
			'description' => $text( __( 'What the activity is about.', 'playpal' ) ),
			'category'    => $text( __( 'Category, e.g. science or math.', 'playpal' ) ),
			'difficulty'  => array(
				'description' => __( 'How hard the activity is.', 'playpal' ),
				'type'        => 'string',
				'enum'        => Templates::DIFFICULTIES,
				'readonly'    => true,
			),
			'ageGroup'    => $text( __( 'Ages the activity suits, e.g. 3-6.', 'playpal' ) ),
			'tags'        => array(
				'description' => __( 'Tags.', 'playpal' ),
				'type'        => 'array',
				'items'       => array( 'type' => 'string' ),
				'readonly'    => true,
			),
			'downloads'   => array(
				'description' => __( 'How often the template was downloaded.', 'playpal' ),
				'type'        => 'integer',
				'readonly'    => true,
			),
			'rating'      => array(
				'description' => __( 'Average rating from 0 to 5.', 'playpal' ),
				'type'        => 'number',
				'readonly'    => true,
			),
			'size'        => $text( __( 'Download size, e.g. "2.4 MB".', 'playpal' ) ),
			'lastUpdated' => $text( __( 'Date of the last update (YYYY-MM-DD).', 'playpal' ) ),
			'sample'      => array(
				'description' => __( 'True for the built-in sample templates.', 'playpal' ),
				'type'        => 'boolean',
				'readonly'    => true,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item A template from Appadoos\Templates::all().
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		return array(
			'id'          => (string) $item['id'],
			'name'        => (string) $item['name'],
			'description' => (string) $item['description'],
			'category'    => (string) $item['category'],
			'difficulty'  => (string) $item['difficulty'],
			'ageGroup'    => (string) $item['ageGroup'],
			'tags'        => array_values( array_map( 'strval', (array) $item['tags'] ) ),
			'downloads'   => (int) $item['downloads'],
			'rating'      => (float) $item['rating'],
			'size'        => (string) $item['size'],
			'lastUpdated' => (string) $item['lastUpdated'],
			'sample'      => (bool) $item['sample'],
		);
	}

	/**
	 * `{success: true, templates}`.
	 *
	 * @param array<int, array<string, mixed>> $templates Templates.
	 * @return array<string, mixed>
	 */
	public function collection_response( array $templates ): array {
		return array(
			'success'   => true,
			'templates' => array_map( array( $this, 'get_item_response' ), $templates ),
		);
	}
}
