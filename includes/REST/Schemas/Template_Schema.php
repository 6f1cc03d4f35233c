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
		return array(
			'id'          => self::read_only( 'string', __( 'Template id.', 'playpal' ) ),
			'name'        => self::read_only( 'string', __( 'Name.', 'playpal' ) ),
			'description' => self::read_only( 'string', __( 'What the activity is about.', 'playpal' ) ),
			'category'    => self::read_only( 'string', __( 'Category, e.g. science or math.', 'playpal' ) ),
			'difficulty'  => self::read_only( 'string', __( 'How hard the activity is.', 'playpal' ), array( 'enum' => Templates::DIFFICULTIES ) ),
			'ageGroup'    => self::read_only( 'string', __( 'Ages the activity suits, e.g. 3-6.', 'playpal' ) ),
			'tags'        => self::read_only( 'array', __( 'Tags.', 'playpal' ), array( 'items' => array( 'type' => 'string' ) ) ),
			'downloads'   => self::read_only( 'integer', __( 'How often the template was downloaded.', 'playpal' ) ),
			'rating'      => self::read_only( 'number', __( 'Average rating from 0 to 5.', 'playpal' ) ),
			'size'        => self::read_only( 'string', __( 'Download size, e.g. "2.4 MB".', 'playpal' ) ),
			'lastUpdated' => self::read_only( 'string', __( 'Date of the last update (YYYY-MM-DD).', 'playpal' ) ),
			'sample'      => self::read_only( 'boolean', __( 'True for the built-in sample templates.', 'playpal' ) ),
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
