<?php
/**
 * The lists a person can join (SPEC §3 Interest signup `kind`).
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

defined( 'ABSPATH' ) || exit;

/**
 * List identifiers, their names in wp-admin, and the consent sentence shown
 * beside each form. The consent sentence is stored with every sign-up, so
 * the site owner can show what a person agreed to; the storefront shows the
 * same English sentence (src/features/interest/consent.ts, checked by
 * SignupListsTest).
 */
final class Signup_Lists {

	public const CREATE_IT_FORWARD = 'cif';
	public const PLAY_IT_FORWARD   = 'pif';
	public const NEWSLETTER        = 'newsletter';

	/**
	 * Every list identifier.
	 *
	 * @return string[]
	 */
	public static function kinds(): array {
		return array( self::CREATE_IT_FORWARD, self::PLAY_IT_FORWARD, self::NEWSLETTER );
	}

	/**
	 * Whether a value names a list.
	 *
	 * @param mixed $kind Candidate.
	 */
	public static function is_kind( mixed $kind ): bool {
		return is_string( $kind ) && in_array( $kind, self::kinds(), true );
	}

	/**
	 * The list's name for people (wp-admin, exports).
	 *
	 * @param string $kind List identifier.
	 */
	public static function label( string $kind ): string {
		$labels = array(
			self::CREATE_IT_FORWARD => __( 'Create It Forward waitlist', 'playpal' ),
			self::PLAY_IT_FORWARD   => __( 'Play It Forward beta', 'playpal' ),
			self::NEWSLETTER        => __( 'Newsletter', 'playpal' ),
		);
		return $labels[ $kind ] ?? $kind;
	}

	/**
	 * Whether a sign-up is confirmed, for people (wp-admin, exports): "Yes", or
	 * "No" while a double opt-in waits for the emailed link.
	 *
	 * @param array<string, string> $signup A sign-up row.
	 */
	public static function confirmation_label( array $signup ): string {
		return '0' === (string) ( $signup['confirmed'] ?? '1' ) ? __( 'No', 'playpal' ) : __( 'Yes', 'playpal' );
	}

	/**
	 * What a person agrees to by joining the list.
	 *
	 * @param string $kind List identifier.
	 */
	public static function consent_text( string $kind ): string {
		$texts = array(
			self::CREATE_IT_FORWARD => __( 'By joining, you agree that PlayPal may email you about Create It Forward early access. You can unsubscribe at any time.', 'playpal' ),
			self::PLAY_IT_FORWARD   => __( 'By joining, you agree that PlayPal may email you about the Play It Forward beta. You can unsubscribe at any time.', 'playpal' ),
			self::NEWSLETTER        => __( 'By subscribing, you agree that PlayPal may email you new posts and news. You can unsubscribe at any time.', 'playpal' ),
		);
		return $texts[ $kind ] ?? '';
	}
}
