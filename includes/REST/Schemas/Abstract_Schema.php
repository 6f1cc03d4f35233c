<?php
/**
 * Base for response schemas.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * A response schema describes a resource (get_properties()) and shapes raw
 * data into that resource (get_item_response()), so routes never build
 * response arrays themselves.
 */
abstract class Abstract_Schema {

	/**
	 * Schema title, e.g. 'playpal-health'.
	 */
	protected const TITLE = '';

	/**
	 * JSON schema properties of the resource.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	abstract public function get_properties(): array;

	/**
	 * Shapes raw data into the resource.
	 *
	 * @param mixed $item Raw data; each schema documents what it expects.
	 * @return array<string, mixed>
	 */
	abstract public function get_item_response( mixed $item ): array;

	/**
	 * The full JSON schema, as shown by OPTIONS requests.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => static::TITLE,
			'type'       => 'object',
			'properties' => $this->get_properties(),
		);
	}

	/**
	 * The resource with `success: true` in front, as the portal's answers carry it.
	 *
	 * @param mixed $item Raw data, as get_item_response() takes it.
	 * @return array<string, mixed>
	 */
	public function success_response( mixed $item ): array {
		return array( 'success' => true ) + $this->get_item_response( $item );
	}
}
