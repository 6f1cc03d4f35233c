<?php
/**
 * Helpers that cast raw (possibly filtered) data to the types a schema promises.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * Community data passes through filters a site owner controls, so every field
 * is cast to its schema type, and URLs are kept only when they are web or
 * inline-picture addresses.
 */
trait Field_Casts {

	/**
	 * @param array<string, mixed> $item  Raw item.
	 * @param string               $field Field name.
	 */
	private static function text( array $item, string $field ): string {
		$value = $item[ $field ] ?? '';
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * @param array<string, mixed> $item  Raw item.
	 * @param string               $field Field name.
	 */
	private static function whole( array $item, string $field ): int {
		$value = $item[ $field ] ?? 0;
		return is_numeric( $value ) ? max( 0, (int) $value ) : 0;
	}

	/**
	 * @param array<string, mixed> $item  Raw item.
	 * @param string               $field Field name.
	 */
	private static function number( array $item, string $field ): float {
		$value = $item[ $field ] ?? 0;
		return is_numeric( $value ) ? (float) $value : 0.0;
	}

	/**
	 * @param array<string, mixed> $item  Raw item.
	 * @param string               $field Field name.
	 */
	private static function flag( array $item, string $field ): bool {
		return true === ( $item[ $field ] ?? false );
	}

	/**
	 * @param array<string, mixed> $item  Raw item.
	 * @param string               $field Field name.
	 * @return string[]
	 */
	private static function texts( array $item, string $field ): array {
		$values = $item[ $field ] ?? array();
		if ( ! is_array( $values ) ) {
			return array();
		}
		return array_values( array_map( 'strval', array_filter( $values, 'is_scalar' ) ) );
	}

	/**
	 * A web address or an inline picture, or '' for anything else.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function url( mixed $value ): string {
		if ( ! is_string( $value ) || '' === $value ) {
			return '';
		}
		if ( preg_match( '#^data:image/(svg\+xml|png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$#', $value ) ) {
			return $value;
		}
		return esc_url_raw( $value, array( 'http', 'https' ) );
	}

	/**
	 * @param array<string, mixed> $item  Raw item.
	 * @param string               $field Field name.
	 * @return string[]
	 */
	private static function urls( array $item, string $field ): array {
		$values = $item[ $field ] ?? array();
		if ( ! is_array( $values ) ) {
			return array();
		}
		return array_values( array_filter( array_map( static fn( mixed $value ): string => self::url( $value ), $values ) ) );
	}

	/**
	 * An item with every property of its schema, in the schema's order, each
	 * cast to the property's type (string, whole number, number, flag, list of
	 * strings); `$given` holds the fields shaped otherwise (addresses, nested
	 * lists, enums with a fallback).
	 *
	 * @param array<string, array<string, mixed>> $properties The item's schema properties.
	 * @param array<string, mixed>                $item       Raw item.
	 * @param array<string, mixed>                $given      Fields already shaped, by name.
	 * @return array<string, mixed>
	 */
	private static function cast( array $properties, array $item, array $given = array() ): array {
		$answer = array();
		foreach ( $properties as $field => $schema ) {
			$answer[ $field ] = array_key_exists( $field, $given ) ? $given[ $field ] : match ( $schema['type'] ) {
				'integer' => self::whole( $item, $field ),
				'number'  => self::number( $item, $field ),
				'boolean' => self::flag( $item, $field ),
				'array'   => self::texts( $item, $field ),
				default   => self::text( $item, $field ),
			};
		}
		return $answer;
	}

	/**
	 * Raw items that are arrays, re-indexed.
	 *
	 * @param mixed $items Raw list.
	 * @return array<int, array<string, mixed>>
	 */
	private static function items( mixed $items ): array {
		return is_array( $items ) ? array_values( array_filter( $items, 'is_array' ) ) : array();
	}
}
