<?php
/**
 * Response schema of `pp/v1/design-tokens`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use PlayPal\Settings\Design_Tokens;

defined( 'ABSPATH' ) || exit;

/**
 * The design tokens the app applies as CSS variables at startup.
 */
final class Design_Tokens_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-design-tokens';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$string = array( 'type' => 'string' );
		return array(
			'colors' => self::field( 'object', __( 'CSS colours by token name.', 'playpal' ), array( 'properties' => array_fill_keys( Design_Tokens::COLOR_NAMES, $string ) ) ),
			'radius' => self::field( 'string', __( 'Corner radius, a CSS length.', 'playpal' ) ),
			'fonts'  => self::field( 'object', __( 'CSS font-family lists.', 'playpal' ), array( 'properties' => array_fill_keys( Design_Tokens::FONT_NAMES, $string ) ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Tokens as returned by Settings::tokens().
	 */
	public function get_item_response( mixed $item ): array {
		$colors = array();
		foreach ( Design_Tokens::COLOR_NAMES as $name ) {
			$colors[ $name ] = (string) ( $item['colors'][ $name ] ?? '' );
		}
		$fonts = array();
		foreach ( Design_Tokens::FONT_NAMES as $name ) {
			$fonts[ $name ] = (string) ( $item['fonts'][ $name ] ?? '' );
		}
		return array(
			'colors' => $colors,
			'radius' => (string) ( $item['radius'] ?? '' ),
			'fonts'  => $fonts,
		);
	}
}
