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

	/**
	 * A property: what it is and its JSON type, then any further keywords in
	 * the order given (format, enum, items…).
	 *
	 * @param string|array<int, string> $type        JSON type, or types.
	 * @param string                    $description What it is.
	 * @param array<string, mixed>      $more        Further keywords.
	 * @return array<string, mixed>
	 */
	protected static function field( string|array $type, string $description, array $more = array() ): array {
		return array(
			'description' => $description,
			'type'        => $type,
		) + $more;
	}

	/**
	 * A read-only property: as field() (without a description when it is
	 * left out), then `readonly: true`.
	 *
	 * @param string|array<int, string> $type        JSON type, or types.
	 * @param string                    $description What it is.
	 * @param array<string, mixed>      $more        Further keywords.
	 * @return array<string, mixed>
	 */
	protected static function read_only( string|array $type, string $description = '', array $more = array() ): array {
		$field = '' === $description ? array( 'type' => $type ) + $more : self::field( $type, $description, $more );
		return $field + array( 'readonly' => true );
	}

	/**
	 * A read-only object: description, `type: object`, its properties, then `readonly: true`.
	 *
	 * @param string               $description What it is.
	 * @param array<string, mixed> $properties  Its properties.
	 * @return array<string, mixed>
	 */
	protected static function read_only_object( string $description, array $properties ): array {
		return self::read_only( 'object', $description, array( 'properties' => $properties ) );
	}

	/**
	 * A read-only list: description, `type: array`, its items, then `readonly: true`.
	 *
	 * @param string               $description What it holds.
	 * @param array<string, mixed> $items       The schema of one item.
	 * @return array<string, mixed>
	 */
	protected static function read_only_list( string $description, array $items ): array {
		return self::read_only( 'array', $description, array( 'items' => $items ) );
	}

	/**
	 * A read-only list of read-only objects.
	 *
	 * @param string               $description      What the list holds.
	 * @param string               $item_description What one object is.
	 * @param array<string, mixed> $properties       Each object's properties.
	 * @return array<string, mixed>
	 */
	protected static function read_only_objects( string $description, string $item_description, array $properties ): array {
		return self::read_only_list( $description, self::read_only_object( $item_description, $properties ) );
	}

	/**
	 * A read-only list of objects with the given properties (`readonly` before `items`).
	 *
	 * @param string               $description What the list holds.
	 * @param array<string, mixed> $properties  Each object's properties.
	 * @return array<string, mixed>
	 */
	protected static function read_only_object_list( string $description, array $properties ): array {
		return self::read_only( 'array', $description ) + array( 'items' => self::object_of( $properties ) );
	}

	/**
	 * A list of strings.
	 *
	 * @param string $description What the list holds.
	 * @return array<string, mixed>
	 */
	protected static function string_list( string $description ): array {
		return self::field( 'array', $description, array( 'items' => array( 'type' => 'string' ) ) );
	}

	/**
	 * `{type: object, properties}`, e.g. the items of a list of objects.
	 *
	 * @param array<string, mixed> $properties The object's properties.
	 * @return array<string, mixed>
	 */
	protected static function object_of( array $properties ): array {
		return array(
			'type'       => 'object',
			'properties' => $properties,
		);
	}

	/**
	 * A list of objects with the given properties.
	 *
	 * @param string               $description What the list holds.
	 * @param array<string, mixed> $properties  Each object's properties.
	 * @return array<string, mixed>
	 */
	protected static function object_list( string $description, array $properties ): array {
		return self::field( 'array', $description, array( 'items' => self::object_of( $properties ) ) );
	}
}
