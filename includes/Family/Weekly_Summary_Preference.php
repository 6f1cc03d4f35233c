<?php
/**
 * Whether a parent wants the weekly play summary by e-mail.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Invalid_Input;

defined( 'ABSPATH' ) || exit;

/**
 * Off unless the parent turns it on in the Family tab: user meta
 * `playpal_family_weekly_summary` holds '1' while it is on (absent when off,
 * so the weekly job finds the opted-in parents with one meta query).
 * `playpal_family_summary_week` holds the first day of the last week a summary
 * was sent for (Weekly_Summary_Job: once per week per parent).
 */
final class Weekly_Summary_Preference {

	public const META = 'playpal_family_weekly_summary';

	public const SENT_META = 'playpal_family_summary_week';

	/**
	 * Whether the parent opted in.
	 *
	 * @param int $parent_id Parent's user id.
	 */
	public function is_on( int $parent_id ): bool {
		return '1' === (string) get_user_meta( $parent_id, self::META, true );
	}

	/**
	 * Turns the summary on or off.
	 *
	 * @param int   $parent_id Parent's user id.
	 * @param mixed $weekly    As sent: only a JSON true or false.
	 * @throws Invalid_Input When the value is not a boolean ("1" or 1 are no answer to a yes/no question).
	 */
	public function set( int $parent_id, mixed $weekly ): void {
		if ( ! is_bool( $weekly ) ) {
			throw new Invalid_Input( 'playpal_family_summary_invalid', __( 'Say true or false for the weekly summary e-mail.', 'playpal' ), array( 'params' => array( 'weekly' ) ) );
		}
		if ( $weekly ) {
			update_user_meta( $parent_id, self::META, '1' );
			return;
		}
		delete_user_meta( $parent_id, self::META );
	}

	/**
	 * The parents who opted in.
	 *
	 * @return int[] User ids.
	 */
	public function parents(): array {
		return array_map(
			'intval',
			get_users(
				array(
					'meta_key'   => self::META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- A weekly job.
					'meta_value' => '1', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- A weekly job.
					'fields'     => 'ID',
					'number'     => -1,
				)
			)
		);
	}

	/**
	 * Forgets the choice and what was sent (the eraser, and deleting the parent).
	 *
	 * @param int $parent_id Parent's user id.
	 */
	public function forget( int $parent_id ): void {
		delete_user_meta( $parent_id, self::META );
		delete_user_meta( $parent_id, self::SENT_META );
	}
}
