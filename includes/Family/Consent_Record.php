<?php
/**
 * The parent's consent to keeping their children's profiles and play data.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

defined( 'ABSPATH' ) || exit;

/**
 * Creating the first child's profile records who agreed, when (UTC) and the
 * exact text they were shown (the versioned source string below, as
 * translated for them), in the parent's user meta `playpal_family_consent`.
 * It is recorded once: later profiles, and profiles added after deleting all
 * of them, keep the first record. A new wording gets a new VERSION, so a
 * record always says which one was agreed to.
 */
final class Consent_Record {

	public const META = 'playpal_family_consent';

	/** Bump with any change of the text below. */
	public const VERSION = '1';

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
	 * Records the consent unless the parent has a record already (the caller holds the parent's lock).
	 *
	 * @param int $parent_id Parent's user id.
	 * @param int $now       Current time.
	 * @return bool Whether a record was written now.
	 */
	public function record_once( int $parent_id, int $now ): bool {
		if ( null !== $this->find( $parent_id ) ) {
			return false;
		}
		return false !== add_user_meta(
			$parent_id,
			self::META,
			array(
				'version' => self::VERSION,
				'text'    => self::text(),
				'at'      => gmdate( 'Y-m-d\TH:i:s\Z', $now ),
			),
			true
		);
	}

	/**
	 * Forgets the record (the privacy eraser, and deleting the parent).
	 *
	 * @param int $parent_id Parent's user id.
	 */
	public function forget( int $parent_id ): void {
		delete_user_meta( $parent_id, self::META );
	}
}
