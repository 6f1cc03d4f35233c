<?php
/**
 * The rules a sign-up must meet (SPEC §5 Interest forms).
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

use PlayPal\Errors\Invalid_Input;
use PlayPal\Text\Plain_Text;

defined( 'ABSPATH' ) || exit;

/**
 * One validate and one sanitize callback per field of POST pp/v1/interest.
 *
 * Every value is cleaned the same way before it is checked and before it is
 * stored (trimmed, tags and control characters removed), so what passes
 * validation is exactly what gets stored. Each failure is Invalid_Input with
 * a stable code and a sentence a person understands; the route hands the
 * checks to WordPress through REST\Domain_Error_Map::answering().
 */
final class Signup_Validator {

	public const EMAIL_MAX   = 254;
	public const NAME_MAX    = 100;
	public const MESSAGE_MAX = 2000;
	public const HP_MAX      = 1000;
	public const SOURCE_MAX  = 255;

	/**
	 * The request's fields in the order errors are reported (the form's order).
	 */
	public const FIELDS = array( 'kind', 'firstName', 'lastName', 'email', 'message', 'hp' );

	/**
	 * The error for a required field that is missing or blank.
	 *
	 * @param string $field Request field name.
	 */
	public static function missing( string $field ): Invalid_Input {
		$messages               = array(
			'kind'      => array( 'playpal_interest_invalid_kind', __( 'Please choose which list to join.', 'playpal' ) ),
			'firstName' => array( 'playpal_interest_first_name_required', __( 'Please enter your first name.', 'playpal' ) ),
			'lastName'  => array( 'playpal_interest_last_name_required', __( 'Please enter your last name.', 'playpal' ) ),
			'email'     => array( 'playpal_interest_email_required', __( 'Please enter your email address.', 'playpal' ) ),
		);
		list( $code, $message ) = $messages[ $field ] ?? array( 'playpal_interest_invalid_body', __( 'We could not read the form. Please reload the page and try again.', 'playpal' ) );
		return new Invalid_Input( $code, $message );
	}

	/**
	 * `kind`: one of the lists.
	 *
	 * @param mixed $value Raw value.
	 * @return true
	 * @throws Invalid_Input When the value breaks a rule.
	 */
	public function validate_kind( mixed $value ): bool {
		if ( ! Signup_Lists::is_kind( $value ) ) {
			throw self::missing( 'kind' );
		}
		return true;
	}

	/**
	 * `email`: present, at most 254 characters, a valid address.
	 *
	 * @param mixed $value Raw value.
	 * @return true
	 * @throws Invalid_Input When the value breaks a rule.
	 */
	public function validate_email( mixed $value ): bool {
		if ( ! is_string( $value ) ) {
			throw $this->error( 'playpal_interest_email_invalid', __( 'Please enter a valid email address.', 'playpal' ) );
		}
		$email = trim( $value );
		if ( '' === $email ) {
			throw self::missing( 'email' );
		}
		if ( strlen( $email ) > self::EMAIL_MAX || ! is_email( $email ) ) {
			throw $this->error( 'playpal_interest_email_invalid', __( 'Please enter a valid email address.', 'playpal' ) );
		}
		return true;
	}

	/**
	 * `firstName`: present, plain text, at most 100 characters.
	 *
	 * @param mixed $value Raw value.
	 * @return true
	 * @throws Invalid_Input When the value breaks a rule.
	 */
	public function validate_first_name( mixed $value ): bool {
		return $this->validate_name( $value, 'firstName' );
	}

	/**
	 * `lastName`: present, plain text, at most 100 characters.
	 *
	 * @param mixed $value Raw value.
	 * @return true
	 * @throws Invalid_Input When the value breaks a rule.
	 */
	public function validate_last_name( mixed $value ): bool {
		return $this->validate_name( $value, 'lastName' );
	}

	/**
	 * `message`: optional text, at most 2,000 characters.
	 *
	 * @param mixed $value Raw value.
	 * @return true
	 * @throws Invalid_Input When the value breaks a rule.
	 */
	public function validate_message( mixed $value ): bool {
		if ( null === $value ) {
			return true;
		}
		if ( ! is_string( $value ) ) {
			throw $this->error( 'playpal_interest_message_invalid', __( 'Please write your message as plain text.', 'playpal' ) );
		}
		if ( mb_strlen( self::clean_message( $value ) ) > self::MESSAGE_MAX ) {
			throw $this->error(
				'playpal_interest_message_too_long',
				/* translators: %d: maximum number of characters. */
				sprintf( __( 'Please keep your message to %d characters or fewer.', 'playpal' ), self::MESSAGE_MAX )
			);
		}
		return true;
	}

	/**
	 * `hp`: the honeypot, a string (people leave it empty).
	 *
	 * @param mixed $value Raw value.
	 * @return true
	 * @throws Invalid_Input When the value breaks a rule.
	 */
	public function validate_honeypot( mixed $value ): bool {
		if ( null === $value || ( is_string( $value ) && strlen( $value ) <= self::HP_MAX ) ) {
			return true;
		}
		throw self::missing( 'hp' );
	}

	/**
	 * Plain text as stored: UTF-8 checked, tags, line breaks and extra spaces
	 * removed, trimmed; '' when nothing visible is left (REST\Plain_Text).
	 *
	 * @param mixed $value Raw value.
	 */
	public static function clean_text( mixed $value ): string {
		return Plain_Text::clean( $value );
	}

	/**
	 * A message as stored: like clean_text() but keeps line breaks.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function clean_message( mixed $value ): string {
		return Plain_Text::clean( $value, true );
	}

	/**
	 * A value already validated as a string (or absent), as a string.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function clean_string( mixed $value ): string {
		return is_string( $value ) ? $value : '';
	}

	/**
	 * The email as stored: trimmed (case kept; duplicates compare lower-cased).
	 *
	 * @param mixed $value Raw value.
	 */
	public static function clean_email( mixed $value ): string {
		return is_string( $value ) ? trim( $value ) : '';
	}

	/**
	 * The page the person signed up on, as a site-relative path; '' when it
	 * is not one (it is information for the owner, never a reason to refuse).
	 *
	 * @param mixed $value Raw value.
	 */
	public static function clean_source_page( mixed $value ): string {
		if ( ! is_string( $value ) || '' === $value ) {
			return '';
		}
		$path = (string) wp_parse_url( $value, PHP_URL_PATH );
		if ( ! str_starts_with( $path, '/' ) || str_starts_with( $path, '//' ) ) {
			return '';
		}
		return substr( sanitize_text_field( $path ), 0, self::SOURCE_MAX );
	}

	/**
	 * Shared rules of the two name fields.
	 *
	 * @param mixed  $value Raw value.
	 * @param string $field 'firstName' or 'lastName'.
	 * @return true
	 * @throws Invalid_Input When the value breaks a rule.
	 */
	private function validate_name( mixed $value, string $field ): bool {
		$first = 'firstName' === $field;
		if ( null !== $value && ! is_string( $value ) ) {
			throw $first
				? $this->error( 'playpal_interest_first_name_invalid', __( 'Please enter your first name as plain text.', 'playpal' ) )
				: $this->error( 'playpal_interest_last_name_invalid', __( 'Please enter your last name as plain text.', 'playpal' ) );
		}
		$name = self::clean_text( $value );
		if ( '' === $name ) {
			throw self::missing( $field );
		}
		if ( mb_strlen( $name ) > self::NAME_MAX ) {
			throw $first
				/* translators: %d: maximum number of characters. */
				? $this->error( 'playpal_interest_first_name_too_long', sprintf( __( 'Please keep your first name to %d characters or fewer.', 'playpal' ), self::NAME_MAX ) )
				/* translators: %d: maximum number of characters. */
				: $this->error( 'playpal_interest_last_name_too_long', sprintf( __( 'Please keep your last name to %d characters or fewer.', 'playpal' ), self::NAME_MAX ) );
		}
		return true;
	}

	/**
	 * A refusal with a stable code.
	 *
	 * @param string $code    Stable code.
	 * @param string $message Sentence for people.
	 */
	private function error( string $code, string $message ): Invalid_Input {
		return new Invalid_Input( $code, $message );
	}
}
