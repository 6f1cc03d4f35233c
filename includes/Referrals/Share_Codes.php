<?php
/**
 * Play It Forward share codes: a time-limited, usage-limited way to let
 * someone else play an Appadoo you own (SPEC §3 Shared item, §9).
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use PlayPal\Settings\Feature_Flags;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Makes codes and decides, for the player, whether `/play/{slug}?share=CODE`
 * opens the Appadoo for whoever holds the link.
 *
 * A code opens one Appadoo, while the `sharing` flag is on, until it expires
 * and at most `usageLimit` times (each open that gets in counts once; the
 * count is atomic in the repository). The person who made it must still own
 * the Appadoo. An open that gets in also sets the `playpal_share` cookie, so a
 * later sign-up or order of that visitor counts as the code's conversion.
 */
final class Share_Codes {

	public const QUERY_ARG    = 'share';
	public const COOKIE       = 'playpal_share';
	public const PATTERN      = '/^[A-Za-z0-9]{12}$/';
	public const DAYS_MAX     = 30;
	public const DAYS_MIN     = 1;
	public const DAYS_DEFAULT = 7;
	public const USES_MAX     = 100;
	public const USES_MIN     = 1;
	public const USES_DEFAULT = 10;
	/** Codes one person may make per day. */
	public const DAILY_CREATE_LIMIT = 50;

	private Share_Codes_Repository $codes;

	private Feature_Flags $flags;

	/**
	 * Constructor.
	 *
	 * @param Feature_Flags               $flags Feature flags.
	 * @param Share_Codes_Repository|null $codes Storage.
	 */
	public function __construct( Feature_Flags $flags, ?Share_Codes_Repository $codes = null ) {
		$this->flags = $flags;
		$this->codes = $codes ?? new Share_Codes_Repository();
	}

	/**
	 * Whether a share code in the player's query lets a visitor in; counts the use when it does.
	 *
	 * @param WP_Post  $post Appadoo being opened.
	 * @param mixed    $code The `share` query value (anything a visitor can send).
	 * @param int|null $now  Current time (tests).
	 */
	public function redeem( WP_Post $post, mixed $code, ?int $now = null ): bool {
		if ( ! $this->flags->enabled( 'sharing' ) || ! self::is_code( $code ) ) {
			return false;
		}
		return $this->codes->use_once( $code, (int) $post->ID, (int) $post->post_author, $now ?? time() );
	}

	/**
	 * The Set-Cookie header value that remembers a redeemed code for conversions.
	 *
	 * @param string $code A redeemed code.
	 */
	public static function conversion_cookie( string $code ): string {
		$path = defined( 'COOKIEPATH' ) && COOKIEPATH ? COOKIEPATH : '/';
		return self::COOKIE . '=' . $code . '; Max-Age=' . Referral_Cookie::LIFETIME . '; Path=' . $path . '; HttpOnly; SameSite=Lax' . ( is_ssl() ? '; Secure' : '' );
	}

	/**
	 * Makes a code for an Appadoo the person owns.
	 *
	 * @param WP_Post $post        Appadoo (already checked to be the person's).
	 * @param int     $days        Days until it expires.
	 * @param int     $usage_limit Opens it allows.
	 * @param int     $now         Current time.
	 * @return array<string, string> The stored row.
	 * @throws \RuntimeException When the database refuses the write.
	 */
	public function create( WP_Post $post, int $days, int $usage_limit, int $now ): array {
		// 12 characters of 62: about 71 bits, not guessable; a clash is retried.
		for ( $attempt = 0; $attempt < 3; $attempt++ ) {
			$code = self::random_code();
			if ( null === $this->codes->find( $code ) ) {
				$this->codes->create( $code, (int) $post->ID, (int) $post->post_author, $now + $days * DAY_IN_SECONDS, $usage_limit, $now );
				return (array) $this->codes->find( $code );
			}
		}
		throw new \RuntimeException( 'No free share code was found.' );
	}

	/**
	 * Whether the person may make another code today.
	 *
	 * @param int $user_id Person.
	 * @param int $now     Current time.
	 */
	public function may_create( int $user_id, int $now ): bool {
		return $this->codes->count_since( $user_id, $now - DAY_IN_SECONDS ) < self::DAILY_CREATE_LIMIT;
	}

	/**
	 * The person's codes.
	 *
	 * @param int $user_id Person.
	 * @return list<array<string, string>>
	 */
	public function for_user( int $user_id ): array {
		return $this->codes->for_user( $user_id );
	}

	/**
	 * Whether a value has a share code's shape.
	 *
	 * @param mixed $code Value.
	 */
	public static function is_code( mixed $code ): bool {
		return is_string( $code ) && 1 === preg_match( self::PATTERN, $code );
	}

	private static function random_code(): string {
		$alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
		$code     = '';
		for ( $i = 0; $i < 12; $i++ ) {
			$code .= $alphabet[ random_int( 0, 61 ) ];
		}
		return $code;
	}
}
