<?php
/**
 * One child's profile.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

defined( 'ABSPATH' ) || exit;

/**
 * What a profile holds, and nothing else: a nickname, an avatar id, an
 * optional age band and the daily budget (minutes on weekdays and on weekend
 * days; null is unlimited). `$id` is the row id, used only inside the
 * server; `$public_id` is the random id every answer and address uses.
 */
final class Child {

	/**
	 * Constructor.
	 *
	 * @param int      $id              Row id (never leaves the server).
	 * @param string   $public_id       Random, opaque id (32 hex characters).
	 * @param int      $parent_id       The parent's user id.
	 * @param string   $nickname        Plain text, 1–30 characters.
	 * @param string   $avatar          One of Avatars::IDS.
	 * @param string   $age_band        One of Avatars::AGE_BANDS, or ''.
	 * @param int|null $weekday_minutes Budget Monday–Friday, or null for unlimited.
	 * @param int|null $weekend_minutes Budget Saturday and Sunday, or null for unlimited.
	 * @param int      $created_at      When it was added (Unix time).
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $public_id,
		public readonly int $parent_id,
		public readonly string $nickname,
		public readonly string $avatar,
		public readonly string $age_band,
		public readonly ?int $weekday_minutes,
		public readonly ?int $weekend_minutes,
		public readonly int $created_at
	) {
	}

	/**
	 * A profile from its table row.
	 *
	 * @param object $row Row of `{prefix}playpal_children`.
	 * @phpstan-param \stdClass $row
	 */
	public static function from_row( object $row ): self {
		return new self(
			(int) $row->id,
			(string) $row->public_id,
			(int) $row->parent_id,
			(string) $row->nickname,
			(string) $row->avatar,
			(string) $row->age_band,
			null === $row->weekday_minutes ? null : (int) $row->weekday_minutes,
			null === $row->weekend_minutes ? null : (int) $row->weekend_minutes,
			(int) $row->created_at
		);
	}

	/**
	 * The budget of a day, in minutes, or null when unlimited.
	 *
	 * @param bool $weekend Whether the day is a Saturday or a Sunday.
	 */
	public function minutes_for( bool $weekend ): ?int {
		return $weekend ? $this->weekend_minutes : $this->weekday_minutes;
	}
}
