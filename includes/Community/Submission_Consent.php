<?php
/**
 * The permissions a story's sender gives (SPEC §6 content licensing).
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

defined( 'ABSPATH' ) || exit;

/**
 * The two sentences the form shows beside its checkboxes; each stored
 * submission keeps them, as shown, with the time they were agreed to.
 * src/features/community/submit/consent.ts holds the same sentences.
 */
final class Submission_Consent {

	/** The licence (permission_granted). */
	public static function permission_text(): string {
		return __( 'I grant PlayPal a worldwide, non-exclusive, royalty-free licence to use, modify and distribute this content for marketing, promotional and educational purposes.', 'playpal' );
	}

	/** Ownership and featuring (marketing_consent). */
	public static function marketing_text(): string {
		return __( 'I confirm that I own the rights to this content and agree that PlayPal may feature it in its marketing.', 'playpal' );
	}

	/** Both, as stored with a submission. */
	public static function licence_text(): string {
		return self::permission_text() . "\n" . self::marketing_text();
	}

	/** The sentence of SPEC §8 when either is missing. */
	public static function missing_text(): string {
		return __( 'Please agree to the terms and permissions before submitting.', 'playpal' );
	}
}
