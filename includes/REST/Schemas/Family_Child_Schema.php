<?php
/**
 * Response schema of a child's profile (`pp/v1/family/children…`).
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use PlayPal\Family\Avatars;
use PlayPal\Family\Child;
use PlayPal\Family\Children;
use PlayPal\Family\Consent_Record;

defined( 'ABSPATH' ) || exit;

/**
 * A child: `{id, nickname, avatar, ageBand, weekdayMinutes, weekendMinutes,
 * createdAt, today}` where `today` is `{day, weekend, budgetMinutes,
 * playedSeconds, extraSeconds, remainingSeconds}` (null minutes/remaining =
 * unlimited). The list adds what the Family tab needs to add one: the limit,
 * the avatars and age bands, the consent text, whether the parent agreed and
 * whether they must agree (again) before the next change, and whether a PIN
 * is set (never the PIN).
 */
final class Family_Child_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-family-child';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$minutes = array( 'integer', 'null' );
		return array(
			'id'             => self::read_only( 'string', __( 'The child\'s opaque id.', 'playpal' ) ),
			'nickname'       => self::read_only( 'string', __( 'Nickname (plain text).', 'playpal' ) ),
			'avatar'         => self::read_only( 'string', __( 'Avatar id.', 'playpal' ) ),
			'ageBand'        => self::read_only( array( 'string', 'null' ), __( 'Age band, or null.', 'playpal' ) ),
			'weekdayMinutes' => self::read_only( $minutes, __( 'Daily budget Monday to Friday in minutes; null is unlimited.', 'playpal' ) ),
			'weekendMinutes' => self::read_only( $minutes, __( 'Daily budget on Saturday and Sunday in minutes; null is unlimited.', 'playpal' ) ),
			'createdAt'      => self::read_only( 'string', __( 'When the profile was added (ISO 8601, UTC).', 'playpal' ) ),
			'today'          => self::read_only( 'object', __( 'Today in the site\'s time zone.', 'playpal' ) ) + array(
				'properties' => self::today_properties(),
			),
		);
	}

	/**
	 * The properties of `today`.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function today_properties(): array {
		return array(
			'day'              => array( 'type' => 'string' ),
			'weekend'          => array( 'type' => 'boolean' ),
			'budgetMinutes'    => array( 'type' => array( 'integer', 'null' ) ),
			'playedSeconds'    => array( 'type' => 'integer' ),
			'extraSeconds'     => array( 'type' => 'integer' ),
			'remainingSeconds' => array( 'type' => array( 'integer', 'null' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{child: Child, today: array}`.
	 */
	public function get_item_response( mixed $item ): array {
		$item  = (array) $item;
		$child = $item['child'];
		assert( $child instanceof Child );
		return array(
			'id'             => $child->public_id,
			'nickname'       => $child->nickname,
			'avatar'         => $child->avatar,
			'ageBand'        => '' === $child->age_band ? null : $child->age_band,
			'weekdayMinutes' => $child->weekday_minutes,
			'weekendMinutes' => $child->weekend_minutes,
			'createdAt'      => gmdate( 'Y-m-d\TH:i:s\Z', $child->created_at ),
			'today'          => (array) ( $item['today'] ?? array() ),
		);
	}

	/**
	 * The list: `{children, max, avatars, ageBands, consent: {version, at}|null,
	 * consentText, consentVersion, consentNeeded, pinSet}`.
	 *
	 * @param list<array{child: Child, today: array<string, mixed>}> $children Children with today's figures.
	 * @param array{version: string, at: string}|null                $consent  The parent's record, or null.
	 * @param bool                                                   $pin_set  Whether a PIN is set.
	 * @param bool                                                   $needed   Whether the next profile write must carry the consent.
	 * @return array<string, mixed>
	 */
	public function collection_response( array $children, ?array $consent, bool $pin_set, bool $needed ): array {
		return array(
			'children'       => array_map( array( $this, 'get_item_response' ), $children ),
			'max'            => Children::MAX_CHILDREN,
			'avatars'        => Avatars::IDS,
			'ageBands'       => Avatars::AGE_BANDS,
			'consent'        => null === $consent ? null : array(
				'version' => $consent['version'],
				'at'      => $consent['at'],
			),
			'consentText'    => Consent_Record::text(),
			'consentVersion' => Consent_Record::version(),
			'consentNeeded'  => $needed,
			'pinSet'         => $pin_set,
		);
	}
}
