<?php
/**
 * Play It Forward share codes: a time-limited, usage-limited way to let
 * someone else play an Appadoo you own (SPEC §3 Shared item, §9).
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use PlayPal\Errors\Lock_Busy;
use PlayPal\Errors\Unavailable;
use PlayPal\Http\Client_Address;
use PlayPal\Limits\Limiter;
use PlayPal\Limits\Policy;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Database\Atomic_Counter;
use PlayPal\Database\Named_Lock;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Makes codes and decides, for the player, whether `/play/{slug}?share=CODE`
 * opens the Appadoo for whoever holds the link, and whether the player
 * address it handed out still does.
 *
 * A code opens one Appadoo, while the `sharing` flag is on, until it expires
 * and at most `usageLimit` times. The person who made it must still own the
 * Appadoo. An open that gets in counts one use (the count is atomic in the
 * repository), sets the `playpal_share` cookie (a later sign-up or order of
 * that visitor counts as the code's conversion), and is handed a player
 * address with a Share_Token: bound to the code, not to a person. Each file
 * request with it checks that the code is still live; the client that opened
 * the link (its address, an IPv6 /64 as one) plays on it freely, and every
 * other client that the address is passed on to takes one more use of the
 * code on its first request — so passing the address on uses the code up
 * exactly like passing the link on, and once the code is used up, expired or
 * gone, the address opens nothing for anyone new.
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
	/** Codes one person may make in any 24 hours. */
	public const DAILY_CREATE_LIMIT = 50;

	/** Seconds a new client of a shared address waits for another request of the same client. */
	private const ADMIT_LOCK_SECONDS = 5;

	/**
	 * Constructor.
	 *
	 * @param Feature_Flags          $flags   Feature flags.
	 * @param Client_Address         $client  The client's address.
	 * @param Share_Codes_Repository $codes   Storage.
	 * @param Atomic_Counter         $counter Which clients each shared address has admitted.
	 */
	public function __construct(
		private Feature_Flags $flags,
		private Client_Address $client,
		private Share_Codes_Repository $codes = new Share_Codes_Repository(),
		private Atomic_Counter $counter = new Atomic_Counter()
	) {}

	/**
	 * Lets a visitor in with a share code in the player's query: counts the
	 * use, and answers the player token for this open (or null: no entry).
	 * The client that opened it is admitted to that token's address.
	 *
	 * @param WP_Post  $post Appadoo being opened.
	 * @param mixed    $code The `share` query value (anything a visitor can send).
	 * @param int|null $now  Current time (tests).
	 * @return string|null A Share_Token, or null when the code does not open this Appadoo now.
	 */
	public function redeem( WP_Post $post, mixed $code, ?int $now = null ): ?string {
		$now = $now ?? time();
		if ( ! $this->flags->enabled( 'sharing' ) || ! self::is_code( $code ) ) {
			return null;
		}
		if ( ! $this->codes->use_once( $code, (int) $post->ID, (int) $post->post_author, $now ) ) {
			return null;
		}
		$row = $this->codes->find( $code );
		if ( null === $row ) {
			return null;
		}
		$token = Share_Token::issue( (int) $post->ID, (int) $row['id'], (int) strtotime( $row['expires_at'] . ' UTC' ), $now );
		// The token was made just above, so it parses.
		$this->counter->add( self::client_key( $token, $this->client->current_bucket() ), Share_Token::parse( $token )['expires'] ?? $now );
		return $token;
	}

	/**
	 * Whether a share token still opens an Appadoo for the client asking:
	 * sharing is on; the token is signed for one of the Appadoo's live codes
	 * (its current owner's, not expired, still stored); and this client opened
	 * the link, was admitted before, or is admitted now by taking one more
	 * use of the code (refused once it is used up).
	 *
	 * @param WP_Post $post  Appadoo.
	 * @param string  $token Share token from the path.
	 * @param int     $now   Current time.
	 * @return string 'ok', 'expired' (the token's own hour is over; the code is still live) or 'closed'.
	 */
	public function admit( WP_Post $post, string $token, int $now ): string {
		$parts   = Share_Token::parse( $token );
		$code_id = $this->live_code( $post, $parts, $now );
		if ( null === $parts || null === $code_id ) {
			return 'closed';
		}
		if ( $parts['expires'] < $now ) {
			return 'expired';
		}
		$key = self::client_key( $token, $this->client->current_bucket() );
		return $this->counter->current( $key ) > 0 || $this->admit_new_client( $post, $code_id, $key, $parts['expires'], $now ) ? 'ok' : 'closed';
	}

	/**
	 * Whether a share token is signed for one of the Appadoo's live codes
	 * while sharing is on, whatever its own hour says, taking no use and
	 * admitting no client (the player's answer to the address opened as a
	 * page of its own, which never plays).
	 *
	 * @param WP_Post $post  Appadoo.
	 * @param string  $token Share token from the path.
	 * @param int     $now   Current time.
	 */
	public function is_live_token( WP_Post $post, string $token, int $now ): bool {
		return null !== $this->live_code( $post, Share_Token::parse( $token ), $now );
	}

	/**
	 * The id of the Appadoo's live code (its current owner's, not expired,
	 * still stored) a parsed token is signed for, while sharing is on.
	 *
	 * @param WP_Post                                                    $post  Appadoo.
	 * @param array{expires: int, nonce: string, signature: string}|null $parts Share_Token::parse() of the token.
	 * @param int                                                        $now   Current time.
	 */
	private function live_code( WP_Post $post, ?array $parts, int $now ): ?int {
		if ( null === $parts || ! $this->flags->enabled( 'sharing' ) ) {
			return null;
		}
		foreach ( $this->codes->live_ids( (int) $post->ID, (int) $post->post_author, $now ) as $id ) {
			if ( Share_Token::is_for( $parts, (int) $post->ID, $id ) ) {
				return $id;
			}
		}
		return null;
	}

	/**
	 * A client the address was passed on to: one more use of the code, taken
	 * once per client (a lock, so its parallel first requests take one use,
	 * not several).
	 *
	 * @param WP_Post $post    Appadoo.
	 * @param int     $code_id Share code row id.
	 * @param string  $key     The client's counter key for this token.
	 * @param int     $expires Token expiry.
	 * @param int     $now     Current time.
	 */
	private function admit_new_client( WP_Post $post, int $code_id, string $key, int $expires, int $now ): bool {
		try {
			return Named_Lock::run(
				'share_' . $key,
				self::ADMIT_LOCK_SECONDS,
				function () use ( $post, $code_id, $key, $expires, $now ): bool {
					if ( $this->counter->current( $key ) > 0 ) {
						return true; // Admitted by its own request that held the lock first.
					}
					if ( ! $this->codes->use_once_by_id( $code_id, (int) $post->ID, (int) $post->post_author, $now ) ) {
						return false;
					}
					return Atomic_Counter::FAILED !== $this->counter->add( $key, $expires );
				}
			);
		} catch ( Lock_Busy $busy ) {
			return false;
		}
	}

	/**
	 * The counter that says a client was admitted to a shared address.
	 *
	 * @param string $token  Share token.
	 * @param string $client Client bucket (hashed address).
	 */
	private static function client_key( string $token, string $client ): string {
		return 'share-client|' . $token . '|' . $client;
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
	 * @throws Unavailable When no free code was found (the database refusing the write throws
	 *                     the repository's RuntimeException).
	 */
	private function create( WP_Post $post, int $days, int $usage_limit, int $now ): array {
		// 12 characters of 62: about 71 bits, not guessable; a clash is retried.
		for ( $attempt = 0; $attempt < 3; $attempt++ ) {
			$code = self::random_code();
			if ( null === $this->codes->find( $code ) ) {
				$this->codes->create( $code, (int) $post->ID, (int) $post->post_author, $now + $days * DAY_IN_SECONDS, $usage_limit, $now );
				return (array) $this->codes->find( $code );
			}
		}
		throw new Unavailable( 'playpal_share_unavailable', __( 'The share link could not be made just now. Please try again.', 'playpal' ) );
	}

	/**
	 * Makes a code when the person has made fewer than DAILY_CREATE_LIMIT in
	 * the last 24 hours (a sliding-window Limits\Policy over their stored
	 * codes). Count and write happen under the person's lock (Limiter::claim()):
	 * counting, then writing, without one would let parallel requests all see
	 * 49 and all write.
	 *
	 * @param WP_Post $post        Appadoo (already checked to be the person's).
	 * @param int     $days        Days until it expires.
	 * @param int     $usage_limit Opens it allows.
	 * @param int     $now         Current time.
	 * @return array<string, string>|null The stored row; null when today's codes are used up.
	 * @throws Unavailable When no free code was found.
	 * @throws Lock_Busy When another request of the person holds the lock too long.
	 * @throws \RuntimeException When the database refuses the write.
	 */
	public function create_within_daily_limit( WP_Post $post, int $days, int $usage_limit, int $now ): ?array {
		$user_id = (int) $post->post_author;
		return Limiter::claim(
			Policy::sliding_window( self::DAILY_CREATE_LIMIT, DAY_IN_SECONDS ),
			'share_create',
			$user_id,
			fn( int $from ): int => $this->codes->count_since( $user_id, $from ),
			fn(): array => $this->create( $post, $days, $usage_limit, $now ),
			$now
		);
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
