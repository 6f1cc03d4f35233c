<?php
/**
 * The design tokens: their names, their defaults and their CSS form.
 *
 * @package PlayPal
 */

namespace PlayPal\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Knows which tokens exist and turns validated tokens into CSS custom properties.
 */
final class Design_Tokens {

	/**
	 * Every colour token; each becomes `--pp-color-<name>`.
	 */
	public const COLOR_NAMES = array(
		'background',
		'foreground',
		'primary',
		'primary-foreground',
		'secondary',
		'secondary-foreground',
		'muted',
		'muted-foreground',
		'accent',
		'accent-foreground',
		'destructive',
		'destructive-foreground',
		'border',
		'card',
		'card-foreground',
		'ring',
	);

	/**
	 * The font tokens; each becomes `--pp-font-<name>`.
	 */
	public const FONT_NAMES = array( 'body', 'heading' );

	/**
	 * Characters that could end a declaration, open a rule, a comment or an
	 * HTML tag. Validated tokens never contain them; checking again here keeps
	 * a bug elsewhere from turning into CSS or HTML injection.
	 */
	private const UNSAFE = array( ';', '{', '}', '<', '>', '\\', '/*' );

	/**
	 * The default tokens: a bright, friendly palette on a warm cream page, and
	 * system font stacks (no web fonts to download).
	 *
	 * @return array{colors: array<string, string>, radius: string, fonts: array{body: string, heading: string}}
	 */
	public static function defaults(): array {
		return array(
			'colors' => array(
				'background'             => '#fffaf2',
				'foreground'             => '#1f2544',
				'primary'                => '#6c47ff',
				'primary-foreground'     => '#ffffff',
				'secondary'              => '#ffd23f',
				'secondary-foreground'   => '#3d2c00',
				'muted'                  => '#f4eee4',
				'muted-foreground'       => '#5f5a70',
				'accent'                 => '#2ec4b6',
				'accent-foreground'      => '#06302c',
				'destructive'            => '#d93a3f',
				'destructive-foreground' => '#ffffff',
				'border'                 => '#e8dfd0',
				'card'                   => '#ffffff',
				'card-foreground'        => '#1f2544',
				'ring'                   => '#6c47ff',
			),
			'radius' => '0.75rem',
			'fonts'  => array(
				'body'    => 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
				'heading' => 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
			),
		);
	}

	/**
	 * Returns the tokens as one `:root{…}` block of custom properties.
	 *
	 * Unknown names and unsafe values are left out rather than escaped: there
	 * is no safe way to escape a value that is not a valid token.
	 *
	 * @param array<string, mixed> $tokens Tokens shaped like defaults().
	 */
	public static function to_css( array $tokens ): string {
		$colors = is_array( $tokens['colors'] ?? null ) ? $tokens['colors'] : array();
		$fonts  = is_array( $tokens['fonts'] ?? null ) ? $tokens['fonts'] : array();

		$properties = array();
		foreach ( self::COLOR_NAMES as $name ) {
			$properties[ '--pp-color-' . $name ] = $colors[ $name ] ?? null;
		}
		$properties['--pp-radius'] = $tokens['radius'] ?? null;
		foreach ( self::FONT_NAMES as $name ) {
			$properties[ '--pp-font-' . $name ] = $fonts[ $name ] ?? null;
		}

		$declarations = array();
		foreach ( $properties as $property => $value ) {
			if ( is_string( $value ) && '' !== trim( $value ) && self::is_safe( $value ) ) {
				$declarations[] = $property . ':' . trim( $value );
			}
		}

		return ':root{' . implode( ';', $declarations ) . '}';
	}

	/**
	 * Whether a value is free of anything that could break out of a declaration.
	 *
	 * @param string $value A token value.
	 */
	private static function is_safe( string $value ): bool {
		foreach ( self::UNSAFE as $needle ) {
			if ( str_contains( $value, $needle ) ) {
				return false;
			}
		}
		return true;
	}
}
