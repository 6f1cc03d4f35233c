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
	 * Raw items that are arrays, re-indexed.
	 *
	 * @param mixed $items Raw list.
	 * @return array<int, array<string, mixed>>
	 */
	private static function items( mixed $items ): array {
		return is_array( $items ) ? array_values( array_filter( $items, 'is_array' ) ) : array();
	}

	/**
	 * JSON schema of a list of strings.
	 *
	 * @param string $description What the list holds.
	 * @return array<string, mixed>
	 */
	private static function string_list( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'array',
			'items'       => array( 'type' => 'string' ),
		);
	}

	/**
	 * JSON schema of one field.
	 *
	 * @param string $type        JSON type.
	 * @param string $description Description.
	 * @return array<string, string>
	 */
	private static function field( string $type, string $description ): array {
		return array(
			'description' => $description,
			'type'        => $type,
		);
	}
}
