<?php
/**
 * Checks what a parent sends for a child's profile.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Invalid_Input;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the fields of a create or a change (`nickname`, `avatar`, `ageBand`,
 * `weekdayMinutes`, `weekendMinutes`) into table columns, refusing anything
 * else (Invalid_Input, one stable code per field). The REST args schemas
 * check the same first; this is the domain's own guard, so no caller can
 * store a profile that breaks the rules (data minimisation: there is no field
 * for anything more).
 */
final class Child_Input {

	public const NICKNAME_MAX = 30;

	/** A day's budget is at most a whole day. */
	public const MINUTES_MAX = 1440;

	/** The fields a profile takes, as the client names them. */
	public const FIELDS = array( 'nickname', 'avatar', 'ageBand', 'weekdayMinutes', 'weekendMinutes' );

	/**
	 * The columns of a new profile: nickname and avatar are required; no budget means unlimited.
	 *
	 * @param array<string, mixed> $fields As sent.
	 * @return array{nickname: string, avatar: string, age_band: string, weekday_minutes: int|null, weekend_minutes: int|null}
	 * @throws Invalid_Input When a field is missing or broken.
	 */
	public function for_create( array $fields ): array {
		$columns = $this->columns( $fields );
		if ( ! isset( $columns['nickname'] ) ) {
			throw self::bad_nickname();
		}
		if ( ! isset( $columns['avatar'] ) ) {
			throw self::bad_avatar();
		}
		return array(
			'nickname'        => $columns['nickname'],
			'avatar'          => $columns['avatar'],
			'age_band'        => $columns['age_band'] ?? '',
			'weekday_minutes' => $columns['weekday_minutes'] ?? null,
			'weekend_minutes' => $columns['weekend_minutes'] ?? null,
		);
	}

	/**
	 * The columns a change sets (only those sent; at least one).
	 *
	 * @param array<string, mixed> $fields As sent.
	 * @return array<string, string|int|null>
	 * @throws Invalid_Input When a field is broken or nothing is sent.
	 */
	public function for_update( array $fields ): array {
		$columns = $this->columns( $fields );
		if ( ! $columns ) {
			throw new Invalid_Input( 'playpal_family_nothing_to_change', __( 'Send at least one of the profile\'s fields to change.', 'playpal' ) );
		}
		return $columns;
	}

	/**
	 * Checks each field sent and names its column.
	 *
	 * @param array<string, mixed> $fields As sent.
	 * @return array{nickname?: string, avatar?: string, age_band?: string, weekday_minutes?: int|null, weekend_minutes?: int|null}
	 * @throws Invalid_Input When a field is unknown or broken.
	 */
	private function columns( array $fields ): array {
		$unknown = array_diff( array_map( 'strval', array_keys( $fields ) ), self::FIELDS );
		if ( $unknown ) {
			throw new Invalid_Input(
				'playpal_invalid_body',
				/* translators: %s: comma-separated field names. */
				sprintf( __( 'The request body must be a JSON object with only these fields: %s.', 'playpal' ), implode( ', ', self::FIELDS ) ),
				array( 'params' => array_values( $unknown ) )
			);
		}
		$columns = array();
		if ( array_key_exists( 'nickname', $fields ) ) {
			$columns['nickname'] = self::nickname( $fields['nickname'] );
		}
		if ( array_key_exists( 'avatar', $fields ) ) {
			$columns['avatar'] = self::avatar( $fields['avatar'] );
		}
		if ( array_key_exists( 'ageBand', $fields ) ) {
			if ( null !== $fields['ageBand'] && ! Avatars::is_age_band( $fields['ageBand'] ) ) {
				throw new Invalid_Input(
					'playpal_family_age_band_invalid',
					/* translators: %s: comma-separated age bands. */
					sprintf( __( 'Choose an age band (%s) or none.', 'playpal' ), implode( ', ', Avatars::AGE_BANDS ) ),
					array( 'params' => array( 'ageBand' ) )
				);
			}
			$columns['age_band'] = (string) $fields['ageBand'];
		}
		foreach ( array(
			'weekdayMinutes' => 'weekday_minutes',
			'weekendMinutes' => 'weekend_minutes',
		) as $field => $column ) {
			if ( array_key_exists( $field, $fields ) ) {
				$columns[ $column ] = self::minutes( $fields[ $field ], $field );
			}
		}
		return $columns;
	}

	/**
	 * A nickname: plain text of 1 to 30 characters, kept as typed (trimmed).
	 *
	 * @param mixed $value As sent.
	 * @throws Invalid_Input When it is not.
	 */
	private static function nickname( mixed $value ): string {
		if ( ! is_string( $value ) ) {
			throw self::bad_nickname();
		}
		$nickname = trim( $value );
		$length   = mb_strlen( $nickname, 'UTF-8' );
		// Plain text: valid UTF-8, no markup, no control or invisible formatting characters
		// (a right-to-left override could disguise a name), nothing sanitize_text_field() would change.
		$plain = '' !== wp_check_invalid_utf8( $nickname )
			&& 1 !== preg_match( '/[\p{C}<>]/u', $nickname )
			&& sanitize_text_field( $nickname ) === $nickname;
		if ( ! $plain || $length < 1 || $length > self::NICKNAME_MAX ) {
			throw self::bad_nickname();
		}
		return $nickname;
	}

	/**
	 * An avatar id of the set.
	 *
	 * @param mixed $value As sent.
	 * @throws Invalid_Input When it is not.
	 */
	private static function avatar( mixed $value ): string {
		if ( ! Avatars::is_avatar( $value ) ) {
			throw self::bad_avatar();
		}
		return (string) $value;
	}

	/**
	 * A day's budget: whole minutes from 0 to 1440, or null for unlimited.
	 *
	 * @param mixed  $value As sent.
	 * @param string $field Field name, for the error.
	 * @throws Invalid_Input When it is anything else (a string, a fraction, a boolean).
	 */
	private static function minutes( mixed $value, string $field ): ?int {
		if ( null === $value ) {
			return null;
		}
		if ( ! is_int( $value ) || $value < 0 || $value > self::MINUTES_MAX ) {
			throw new Invalid_Input(
				'playpal_family_budget_invalid',
				/* translators: %d: most minutes in a day. */
				sprintf( __( 'A daily budget is whole minutes from 0 to %d, or null for unlimited.', 'playpal' ), self::MINUTES_MAX ),
				array( 'params' => array( $field ) )
			);
		}
		return $value;
	}

	private static function bad_nickname(): Invalid_Input {
		return new Invalid_Input(
			'playpal_family_nickname_invalid',
			/* translators: %d: longest nickname. */
			sprintf( __( 'A nickname is plain text of 1 to %d characters.', 'playpal' ), self::NICKNAME_MAX ),
			array( 'params' => array( 'nickname' ) )
		);
	}

	private static function bad_avatar(): Invalid_Input {
		return new Invalid_Input( 'playpal_family_avatar_invalid', __( 'Choose one of the avatars offered.', 'playpal' ), array( 'params' => array( 'avatar' ) ) );
	}
}
