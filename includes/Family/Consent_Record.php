<?php
/**
 * The parent's consent to keeping their children's profiles and play data.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Invalid_Input;

defined( 'ABSPATH' ) || exit;

/**
 * The parent agrees explicitly: a profile write while consent is needed (no
 * record, or a record of an older version) must carry `consentVersion` equal
 * to the current version, and the record — who agreed, when (UTC) and the
 * exact text they were shown (the versioned source string below, as
 * translated for them) — is then written in the same write (user meta
 * `playpal_family_consent`, replacing an older version's record). While the
 * record is current it is kept as it is. A new wording gets a new VERSION, so
 * a record always says which one was agreed to, and the parent is asked again.
 */
final class Consent_Record {

	public const META = 'playpal_family_consent';

	/** Bump with any change of the text below. */
	public const VERSION = '1';

	/**
	 * The current version (filter `playpal_family_consent_version`; tests give a new one).
	 */
	public static function version(): string {
		/**
		 * Filters the consent text's current version.
		 *
		 * @param string $version Default Consent_Record::VERSION.
		 */
		$version = apply_filters( 'playpal_family_consent_version', self::VERSION );
		return is_string( $version ) && '' !== $version ? $version : self::VERSION;
	}

	/**
	 * The text the Family tab shows before the first profile is added (GET pp/v1/family/children).
	 */
	public static function text(): string {
		return __( 'I am this child\'s parent or guardian. I agree that this site keeps the nickname, avatar and age band I choose, my child\'s play time, saved progress and last played Appadoos, only to run the parental controls. Nothing is shared with anyone else. Play data is deleted after the retention period; deleting a profile deletes all of its data.', 'playpal' );
	}

	/**
	 * The parent's record, if any.
	 *
	 * @param int $parent_id Parent's user id.
	 * @return array{userId: int, version: string, text: string, at: string}|null
	 */
	public function find( int $parent_id ): ?array {
		$record = get_user_meta( $parent_id, self::META, true );
		if ( ! is_array( $record ) || ! isset( $record['version'], $record['text'], $record['at'] ) ) {
			return null;
		}
		return array(
			'userId'  => $parent_id,
			'version' => (string) $record['version'],
			'text'    => (string) $record['text'],
			'at'      => (string) $record['at'],
		);
	}

	/**
	 * Whether the parent must agree (again) before the next profile write: no record, or an older version's.
	 *
	 * @param int $parent_id Parent's user id.
	 */
	public function needed( int $parent_id ): bool {
		$record = $this->find( $parent_id );
		return null === $record || self::version() !== $record['version'];
	}

	/**
	 * Checks the version a write carries (the caller holds the parent's lock, before it stores anything).
	 *
	 * @param int   $parent_id Parent's user id.
	 * @param mixed $version   `consentVersion` as sent (null when not sent).
	 * @return bool Whether the write must record the consent (it was needed and given).
	 * @throws Invalid_Input When it is needed and not given, or a version other than the current one is sent.
	 */
	public function check( int $parent_id, mixed $version ): bool {
		$needed = $this->needed( $parent_id );
		if ( ( $needed && null === $version ) || ( null !== $version && self::version() !== $version ) ) {
			throw new Invalid_Input( 'playpal_family_consent_required', __( 'Please read and agree to the consent text first.', 'playpal' ), array( 'params' => array( 'consentVersion' ) ) );
		}
		return $needed;
	}

	/**
	 * Records the consent to the current version, replacing any older record (the caller holds the parent's lock).
	 *
	 * @param int $parent_id Parent's user id.
	 * @param int $now       Current time.
	 * @return bool Whether the record was written.
	 */
	public function record( int $parent_id, int $now ): bool {
		return false !== update_user_meta(
			$parent_id,
			self::META,
			array(
				'version' => self::version(),
				'text'    => self::text(),
				'at'      => gmdate( 'Y-m-d\TH:i:s\Z', $now ),
			)
		);
	}

	/**
	 * Forgets the record (the privacy eraser, withdrawing consent, and deleting the parent).
	 *
	 * @param int $parent_id Parent's user id.
	 */
	public function forget( int $parent_id ): void {
		delete_user_meta( $parent_id, self::META );
	}
}
