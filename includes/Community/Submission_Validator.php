<?php
/**
 * The rules of the story form (SPEC §3 Submission form, §5 Story submission).
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

use PlayPal\Errors\Invalid_Input;
use PlayPal\Text\Plain_Text;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the fields of POST pp/v1/submissions, whatever their types (a
 * multipart form sends strings, a JSON body anything), and answers the first
 * broken rule, in form order, as Invalid_Input with a stable code and a
 * sentence (`data.params` names the field).
 */
final class Submission_Validator {

	public const TITLE_MAX       = 150;
	public const DESCRIPTION_MAX = 5000;
	public const NAME_MAX        = 100;
	public const EMAIL_MAX       = 254;
	public const AGE_MAX         = 50;
	public const HP_MAX          = 200;

	/** Submission types (SPEC §9) the form offers: Photos, Videos, DIY Projects, Story/Review. */
	public const TYPES = array( 'photo', 'video', 'project', 'blog_post' );

	/** Form order of the fields. */
	public const FIELDS = array( 'type', 'title', 'product_used', 'description', 'age_of_child', 'submitter_name', 'submitter_email', 'newsletter_signup', 'permission_granted', 'marketing_consent' );

	/**
	 * The play kits a story may be about (SPEC §5), in the form's order.
	 *
	 * @return string[]
	 */
	public static function products(): array {
		return array(
			'Cinderella\'s Royal Rescue',
			'Space Station Alpha',
			'Dr. Pet\'s Veterinary Clinic',
			'Dinosaur Dig Site Expedition',
			'Princess Tea Party Palace',
			'Superhero Training Academy',
			'Ocean Adventure Discovery',
			'Magical Forest Friends',
			'Other',
		);
	}

	/**
	 * Validates and cleans the fields.
	 *
	 * @param array<string, mixed> $params Request parameters.
	 * @return array{type: string, title: string, product_used: string, description: string, age_of_child: string, submitter_name: string, submitter_email: string, newsletter_signup: bool}
	 * @throws Invalid_Input At the first broken rule.
	 */
	public function validate( array $params ): array {
		$type = $params['type'] ?? null;
		if ( null === $type || '' === $type ) {
			throw Invalid_Input::field( 'type', 'playpal_submission_type_required', __( 'Please choose what you are sharing.', 'playpal' ) );
		}
		if ( ! is_string( $type ) || ! in_array( $type, self::TYPES, true ) ) {
			throw Invalid_Input::field( 'type', 'playpal_submission_type_invalid', __( 'Please choose Photos, Videos, DIY Projects or Story/Review.', 'playpal' ) );
		}

		$title = self::text( $params, 'title', self::TITLE_MAX, true, __( 'Please give your story a title.', 'playpal' ), __( 'The title', 'playpal' ) );

		$product = $params['product_used'] ?? null;
		if ( null === $product || '' === $product ) {
			throw Invalid_Input::field( 'product_used', 'playpal_submission_product_required', __( 'Please choose the product you used.', 'playpal' ) );
		}
		if ( ! is_string( $product ) || ! in_array( $product, self::products(), true ) ) {
			throw Invalid_Input::field( 'product_used', 'playpal_submission_product_invalid', __( 'Please choose a product from the list.', 'playpal' ) );
		}

		$description = self::text( $params, 'description', self::DESCRIPTION_MAX, true, __( 'Please tell us your story.', 'playpal' ), __( 'The description', 'playpal' ) );
		$age         = self::text( $params, 'age_of_child', self::AGE_MAX, false, '', __( 'The age of your child', 'playpal' ) );
		$name        = self::text( $params, 'submitter_name', self::NAME_MAX, true, __( 'Please enter your name.', 'playpal' ), __( 'Your name', 'playpal' ) );

		$email = $params['submitter_email'] ?? null;
		if ( null === $email || ( is_string( $email ) && '' === trim( $email ) ) ) {
			throw Invalid_Input::field( 'submitter_email', 'playpal_submission_email_required', __( 'Please enter your email address.', 'playpal' ) );
		}
		$email = is_string( $email ) ? trim( $email ) : '';
		if ( '' === $email || strlen( $email ) > self::EMAIL_MAX || ! is_email( $email ) || sanitize_email( $email ) !== $email ) {
			throw Invalid_Input::field( 'submitter_email', 'playpal_submission_email_invalid', __( 'Please enter a valid email address.', 'playpal' ) );
		}

		$newsletter = self::flag( $params['newsletter_signup'] ?? null );
		if ( null === $newsletter ) {
			throw Invalid_Input::field( 'newsletter_signup', 'playpal_submission_newsletter_invalid', __( 'The newsletter choice was not understood.', 'playpal' ) );
		}
		foreach ( array( 'permission_granted', 'marketing_consent' ) as $consent ) {
			if ( true !== self::flag( $params[ $consent ] ?? null ) ) {
				throw Invalid_Input::field( $consent, 'playpal_submission_consent_required', Submission_Consent::missing_text() );
			}
		}

		return array(
			'type'              => $type,
			'title'             => $title,
			'product_used'      => $product,
			'description'       => $description,
			'age_of_child'      => $age,
			'submitter_name'    => $name,
			'submitter_email'   => $email,
			'newsletter_signup' => $newsletter,
		);
	}

	/**
	 * Whether the honeypot holds anything; null when it is not even text (refused as malformed).
	 *
	 * @param mixed $value The `hp` parameter.
	 */
	public static function honeypot_filled( mixed $value ): ?bool {
		if ( null === $value ) {
			return false;
		}
		if ( ! is_string( $value ) || strlen( $value ) > self::HP_MAX ) {
			return null;
		}
		return '' !== trim( $value );
	}

	/**
	 * A checkbox: true, false, or null when the value is no checkbox value at all.
	 *
	 * @param mixed $value As sent: a form sends 'true'/'false' or '1'/'0', JSON a boolean.
	 */
	public static function flag( mixed $value ): ?bool {
		if ( null === $value || false === $value || 0 === $value || in_array( $value, array( '', '0', 'false', 'off', 'no' ), true ) ) {
			return false;
		}
		if ( true === $value || 1 === $value || in_array( $value, array( '1', 'true', 'on', 'yes' ), true ) ) {
			return true;
		}
		return null;
	}

	/**
	 * A text field: must be a string of valid UTF-8, not blank once cleaned when required, within its length.
	 *
	 * @param array<string, mixed> $params    Parameters.
	 * @param string               $field     Field name.
	 * @param int                  $max       Most characters.
	 * @param bool                 $required  Whether blank is refused.
	 * @param string               $missing   Sentence when blank.
	 * @param string               $label     The field, as a sentence starts ("The title").
	 * @return string The cleaned text.
	 * @throws Invalid_Input When it breaks a rule.
	 */
	private static function text( array $params, string $field, int $max, bool $required, string $missing, string $label ): string {
		$value = $params[ $field ] ?? '';
		$base  = 'playpal_submission_' . self::code_name( $field );
		if ( ! is_string( $value ) || ( '' !== $value && '' === wp_check_invalid_utf8( $value ) ) || str_contains( $value, "\0" ) ) {
			/* translators: %s: the field, e.g. "The title". */
			throw Invalid_Input::field( $field, $base . '_invalid', sprintf( __( '%s must be plain text.', 'playpal' ), $label ) );
		}
		// Checked as stored: markup or invisible characters alone leave nothing.
		$clean = Plain_Text::clean( $value, 'description' === $field );
		if ( '' === $clean ) {
			if ( $required ) {
				throw Invalid_Input::field( $field, $base . '_required', $missing );
			}
			return '';
		}
		if ( mb_strlen( $clean ) > $max ) {
			/* translators: 1: the field, e.g. "The title", 2: most characters. */
			throw Invalid_Input::field( $field, $base . '_too_long', sprintf( __( '%1$s can be at most %2$d characters long.', 'playpal' ), $label, $max ) );
		}
		return $clean;
	}

	/**
	 * The short name a field has in error codes.
	 *
	 * @param string $field Field name.
	 */
	private static function code_name( string $field ): string {
		return array(
			'submitter_name' => 'name',
			'age_of_child'   => 'age',
		)[ $field ] ?? $field;
	}
}
