<?php
/**
 * Validation of design tokens and the base path.
 *
 * @package PlayPal
 */

namespace PlayPal\Settings;

use PlayPal\Errors\Invalid_Input;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Accepts only values from a small allow-list of CSS forms.
 *
 * Tokens end up inside a `<style>` element on every page, so anything that
 * is not plainly a colour, a length or a font list is refused — that is
 * what keeps `url(`, `expression(`, `;`, braces and tag endings out.
 * Every refusal is Invalid_Input with a stable code, handed to the Settings
 * API and WordPress's validate_callback as a WP_Error (to_wp_error()).
 */
final class Token_Validator {

	/**
	 * Longest accepted value; real tokens are far shorter.
	 */
	private const MAX_LENGTH = 200;

	/**
	 * Checks one colour token.
	 *
	 * @param string $name  Token name, e.g. 'primary'.
	 * @param mixed  $value Submitted value.
	 * @return true|WP_Error
	 */
	public function validate_color( string $name, mixed $value ): bool|WP_Error {
		if ( ! in_array( $name, Design_Tokens::COLOR_NAMES, true ) ) {
			return $this->unknown_token( $name );
		}
		if ( is_string( $value ) && strlen( $value ) <= self::MAX_LENGTH && $this->is_color( trim( $value ) ) ) {
			return true;
		}
		return $this->error(
			'playpal_invalid_color',
			/* translators: %s: colour token name, e.g. primary. */
			sprintf( __( 'Colour "%s" must be a hex, rgb(a) or hsl(a) colour.', 'playpal' ), $name )
		);
	}

	/**
	 * Checks the corner radius token.
	 *
	 * @param mixed $value Submitted value.
	 * @return true|WP_Error
	 */
	public function validate_radius( mixed $value ): bool|WP_Error {
		if ( is_string( $value ) && preg_match( '/^(?:0|(?:\d{1,4}(?:\.\d{1,4})?|\.\d{1,4})(?:px|rem|em|%))$/', trim( $value ) ) ) {
			return true;
		}
		return $this->error(
			'playpal_invalid_radius',
			__( 'Radius must be a single CSS length such as 0.75rem, 12px or 0.', 'playpal' )
		);
	}

	/**
	 * Checks one font token: a comma-separated font-family list.
	 *
	 * @param string $name  Token name: 'body' or 'heading'.
	 * @param mixed  $value Submitted value.
	 * @return true|WP_Error
	 */
	public function validate_font( string $name, mixed $value ): bool|WP_Error {
		if ( ! in_array( $name, Design_Tokens::FONT_NAMES, true ) ) {
			return $this->unknown_token( $name );
		}
		if ( is_string( $value ) && strlen( $value ) <= self::MAX_LENGTH && $this->is_font_list( $value ) ) {
			return true;
		}
		return $this->error(
			'playpal_invalid_font',
			/* translators: %s: font token name, body or heading. */
			sprintf( __( 'Font "%s" must be a comma-separated list of font names made of letters, digits, spaces and hyphens.', 'playpal' ), $name )
		);
	}

	/**
	 * Checks the base path the app is mounted at (after normalise_base_path()).
	 *
	 * @param mixed $value Submitted value.
	 * @return true|WP_Error
	 */
	public function validate_base_path( mixed $value ): bool|WP_Error {
		$path = is_string( $value ) && strlen( $value ) <= self::MAX_LENGTH ? $this->normalise_base_path( $value ) : '';
		if ( ! preg_match( '#^/(?:[a-z0-9-]+/)*$#', $path ) ) {
			return $this->error(
				'playpal_invalid_base_path',
				__( 'Base path must be "/" or a path made of lowercase letters, digits and hyphens, such as /play/.', 'playpal' )
			);
		}
		// WordPress answers wp-admin, wp-json, wp-content… itself; the app must not shadow them.
		if ( str_starts_with( $path, '/wp-' ) ) {
			return $this->error(
				'playpal_invalid_base_path',
				__( 'Base path cannot start with "wp-": WordPress uses those addresses itself.', 'playpal' )
			);
		}
		return true;
	}

	/**
	 * Canonical form of a base path: lowercase, one leading and one trailing
	 * slash, no empty segments ('' and '/' become '/', 'Play' becomes '/play/').
	 *
	 * @param string $path Raw path.
	 */
	public function normalise_base_path( string $path ): string {
		$segments = array_filter(
			explode( '/', strtolower( trim( $path ) ) ),
			static fn( string $segment ): bool => '' !== $segment
		);
		return $segments ? '/' . implode( '/', $segments ) . '/' : '/';
	}

	/**
	 * Whether a string is a hex, rgb(a) or hsl(a) colour with sane arguments.
	 *
	 * @param string $value Trimmed value.
	 */
	private function is_color( string $value ): bool {
		if ( preg_match( '/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i', $value ) ) {
			return true;
		}
		if ( ! preg_match( '/^(rgba?|hsla?)\(([^()]*)\)$/i', $value, $matches ) ) {
			return false;
		}
		$arguments = $this->split_color_arguments( $matches[2] );
		if ( null === $arguments ) {
			return false;
		}
		list( $channels, $alpha ) = $arguments;

		if ( null !== $alpha && ! $this->is_in_range( $alpha, 1, array( '' ) ) && ! $this->is_in_range( $alpha, 100, array( '%' ) ) ) {
			return false;
		}

		if ( str_starts_with( strtolower( $matches[1] ), 'rgb' ) ) {
			foreach ( $channels as $channel ) {
				if ( ! $this->is_in_range( $channel, 255, array( '' ) ) && ! $this->is_in_range( $channel, 100, array( '%' ) ) ) {
					return false;
				}
			}
			return true;
		}

		return $this->is_in_range( $channels[0], 360, array( '', 'deg' ) )
			&& $this->is_in_range( $channels[1], 100, array( '%', '' ) )
			&& $this->is_in_range( $channels[2], 100, array( '%', '' ) );
	}

	/**
	 * Splits colour function arguments in either the comma form `1, 2, 3, 0.5`
	 * or the space form `1 2 3 / 0.5`.
	 *
	 * @param string $arguments Text between the parentheses.
	 * @return array{0: string[], 1: ?string}|null Three channels and the alpha, or null when malformed.
	 */
	private function split_color_arguments( string $arguments ): ?array {
		if ( str_contains( $arguments, ',' ) ) {
			$parts = array_map( 'trim', explode( ',', $arguments ) );
			if ( 3 !== count( $parts ) && 4 !== count( $parts ) ) {
				return null;
			}
			return array( array_slice( $parts, 0, 3 ), $parts[3] ?? null );
		}

		$halves = array_map( 'trim', explode( '/', $arguments ) );
		if ( count( $halves ) > 2 ) {
			return null;
		}
		$channels = preg_split( '/\s+/', $halves[0] );
		if ( false === $channels || 3 !== count( $channels ) ) {
			return null;
		}
		return array( $channels, $halves[1] ?? null );
	}

	/**
	 * Whether a colour argument is a plain non-negative number with one of the
	 * allowed units, no larger than the maximum.
	 *
	 * @param string   $argument One argument, e.g. '255', '50%', '120deg', '.5'.
	 * @param int      $max      Largest accepted number.
	 * @param string[] $units    Accepted units ('' for none).
	 */
	private function is_in_range( string $argument, int $max, array $units ): bool {
		if ( ! preg_match( '/^(\d{1,3}(?:\.\d{1,6})?|\.\d{1,6})([a-z%]*)$/i', $argument, $matches ) ) {
			return false;
		}
		return in_array( strtolower( $matches[2] ), $units, true ) && (float) $matches[1] <= $max;
	}

	/**
	 * Whether a string is a font-family list: bare names (`system-ui`,
	 * `Segoe UI`, `-apple-system`) or quoted names (`"Comic Neue"`), separated
	 * by commas.
	 *
	 * @param string $value Submitted value.
	 */
	private function is_font_list( string $value ): bool {
		$bare   = '-?[a-z][a-z0-9-]*(?: +-?[a-z][a-z0-9-]*)*';
		$quoted = '"[a-z0-9 -]+"|\'[a-z0-9 -]+\'';
		foreach ( explode( ',', $value ) as $family ) {
			if ( ! preg_match( '/^(?:' . $bare . '|' . $quoted . ')$/i', trim( $family ) ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The error for a token name that does not exist.
	 *
	 * @param string $name Submitted name.
	 */
	private function unknown_token( string $name ): WP_Error {
		return $this->error(
			'playpal_unknown_token',
			/* translators: %s: the submitted token name. */
			sprintf( __( '"%s" is not a PlayPal design token.', 'playpal' ), sanitize_text_field( substr( $name, 0, 40 ) ) )
		);
	}

	/**
	 * A refusal, as the WP_Error WordPress's callbacks take.
	 *
	 * @param string $code    Stable error code.
	 * @param string $message Translated message.
	 */
	private function error( string $code, string $message ): WP_Error {
		return ( new Invalid_Input( $code, $message ) )->to_wp_error();
	}
}
