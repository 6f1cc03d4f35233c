<?php
/**
 * The templates an Appadoo can start from (SPEC §3 Template).
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Samples\Sample_Loader;

defined( 'ABSPATH' ) || exit;

/**
 * The spec's sample templates (Samples, kind `templates`), passed through
 * `playpal_appadoo_templates` so a site owner can add to them or replace them.
 *
 * Each template is `{id, name, description, category, difficulty, ageGroup,
 * tags, downloads, rating, size, lastUpdated, sample}`; the built-in ones say
 * `sample: true`. Categories, age groups and difficulties come from SPEC §9.
 */
final class Templates {

	public const DIFFICULTIES = array( 'beginner', 'intermediate', 'advanced' );

	/**
	 * Every template in force, in display order, keyed by nothing (a list).
	 * Entries a filter returns without a usable id or name are dropped;
	 * missing fields get empty values, so answers always have one shape.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function all(): array {
		$templates = array();
		foreach ( Sample_Loader::load( 'templates' ) as $template ) {
			$template = self::normalise( $template );
			if ( null !== $template && ! isset( $templates[ $template['id'] ] ) ) {
				$templates[ $template['id'] ] = $template;
			}
		}
		return array_values( $templates );
	}

	/**
	 * One template by id.
	 *
	 * @param string $id Template id.
	 * @return array<string, mixed>|null Null when no template has that id.
	 */
	public function find( string $id ): ?array {
		foreach ( $this->all() as $template ) {
			if ( $template['id'] === $id ) {
				return $template;
			}
		}
		return null;
	}

	/**
	 * A template in the shape every answer uses, or null when unusable.
	 *
	 * @param array<mixed> $template Template as a filter returned it.
	 * @return array<string, mixed>|null
	 */
	private static function normalise( array $template ): ?array {
		$id   = $template['id'] ?? null;
		$name = $template['name'] ?? null;
		if ( ! is_string( $id ) || ! preg_match( '/^[a-z0-9][a-z0-9-]{0,63}$/', $id ) || ! is_string( $name ) || '' === trim( $name ) ) {
			return null;
		}
		$text       = static fn( string $key ): string => is_scalar( $template[ $key ] ?? null ) ? (string) $template[ $key ] : '';
		$difficulty = $text( 'difficulty' );
		$tags       = is_array( $template['tags'] ?? null ) ? $template['tags'] : array();
		return array(
			'id'          => $id,
			'name'        => $name,
			'description' => $text( 'description' ),
			'category'    => $text( 'category' ),
			'difficulty'  => in_array( $difficulty, self::DIFFICULTIES, true ) ? $difficulty : 'beginner',
			'ageGroup'    => $text( 'ageGroup' ),
			'tags'        => array_values( array_map( 'strval', array_filter( $tags, 'is_scalar' ) ) ),
			'downloads'   => max( 0, (int) ( $template['downloads'] ?? 0 ) ),
			'rating'      => round( min( 5.0, max( 0.0, (float) ( $template['rating'] ?? 0 ) ) ), 1 ),
			'size'        => $text( 'size' ),
			'lastUpdated' => $text( 'lastUpdated' ),
			'sample'      => (bool) ( $template['sample'] ?? false ),
		);
	}
}
