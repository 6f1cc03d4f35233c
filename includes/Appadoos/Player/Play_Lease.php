<?php
/**
 * How long one load's play address keeps working.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Player;

defined( 'ABSPATH' ) || exit;

/**
 * The lease of one load of an Appadoo (a Play_Token's load id, or a share
 * token's random part): the Unix time until which its address opens files.
 * Kept as a transient (`playpal_play_lease_{id}`: `{e: expires, r: last
 * renewal, n: renewable}`), compared with the caller's clock (tests move it).
 *
 * - A host page's load (Player::host_url(), Player::open_shared()):
 *   renewable, `playpal_play_lease_ttl` seconds (default 10 minutes) from
 *   its start or its last renewal. The page renews it every few minutes
 *   while it is shown (POST pp/v1/appadoos/{key}/play-lease), at most once
 *   per MIN_GAP seconds; once the page is gone, nobody renews it and the
 *   address stops working within that time.
 * - A fixed load: the portal's preview dialog and the offline library's
 *   save (Player::preview_url(), Player::offline_files()), which no host page
 *   renews: `playpal_play_fixed_lease_ttl` seconds (default an hour), never
 *   renewed.
 *
 * No lease stored (a token from before leases, a forged id) opens nothing.
 */
final class Play_Lease {

	/** A host page's lease, seconds (filter `playpal_play_lease_ttl`). */
	public const TTL = 10 * MINUTE_IN_SECONDS;

	/** A fixed lease (preview, offline save), seconds (filter `playpal_play_fixed_lease_ttl`). */
	public const FIXED_TTL = HOUR_IN_SECONDS;

	/** The shortest time between two renewals of one lease, seconds. */
	public const MIN_GAP = 30;

	private const PREFIX = 'playpal_play_lease_';

	/**
	 * A renewable lease's length.
	 */
	public static function ttl(): int {
		/**
		 * How long a host page's play address works without being renewed, in seconds.
		 *
		 * @param int $ttl Seconds (default 10 minutes).
		 */
		return max( 60, (int) apply_filters( 'playpal_play_lease_ttl', self::TTL ) );
	}

	/**
	 * A fixed lease's length.
	 */
	public static function fixed_ttl(): int {
		/**
		 * How long the portal's preview address and the offline library's save address work, in seconds.
		 *
		 * @param int $ttl Seconds (default an hour).
		 */
		return max( 60, (int) apply_filters( 'playpal_play_fixed_lease_ttl', self::FIXED_TTL ) );
	}

	/**
	 * Starts a lease.
	 *
	 * @param string $id        Lease id (kind letter and 16 hex: Player::lease_id()).
	 * @param bool   $renewable Whether its host page renews it.
	 * @param int    $now       Current time.
	 * @param int    $cap       Never past this Unix time (the token's own expiry).
	 * @return int When it ends.
	 */
	public static function start( string $id, bool $renewable, int $now, int $cap ): int {
		$expires = min( $cap, $now + ( $renewable ? self::ttl() : self::fixed_ttl() ) );
		self::store(
			$id,
			array(
				'e' => $expires,
				'r' => $now,
				'n' => $renewable,
			)
		);
		return $expires;
	}

	/**
	 * When a lease ends (null: none stored).
	 *
	 * @param string $id Lease id.
	 */
	public static function expires( string $id ): ?int {
		$lease = self::read( $id );
		return null === $lease ? null : $lease['e'];
	}

	/**
	 * Whether a lease runs at a time.
	 *
	 * @param string $id  Lease id.
	 * @param int    $now Current time.
	 */
	public static function alive( string $id, int $now ): bool {
		$expires = self::expires( $id );
		return null !== $expires && $expires >= $now;
	}

	/**
	 * Renews a running, renewable lease to now + ttl() (never past $cap).
	 *
	 * @param string $id  Lease id.
	 * @param int    $now Current time.
	 * @param int    $cap Never past this Unix time.
	 * @return array{status: 'ok'|'expired'|'fixed'|'rate_limited', expires: int, retry_after: int}
	 */
	public static function renew( string $id, int $now, int $cap ): array {
		$lease = self::read( $id );
		if ( null === $lease || $lease['e'] < $now || $cap < $now ) {
			return array(
				'status'      => 'expired',
				'expires'     => 0,
				'retry_after' => 0,
			);
		}
		if ( ! $lease['n'] ) {
			return array(
				'status'      => 'fixed',
				'expires'     => $lease['e'],
				'retry_after' => 0,
			);
		}
		$since = $now - $lease['r'];
		if ( $since >= 0 && $since < self::MIN_GAP ) {
			return array(
				'status'      => 'rate_limited',
				'expires'     => $lease['e'],
				'retry_after' => self::MIN_GAP - $since,
			);
		}
		$expires = min( $cap, $now + self::ttl() );
		self::store(
			$id,
			array(
				'e' => max( $expires, $lease['e'] ),
				'r' => $now,
				'n' => true,
			)
		);
		return array(
			'status'      => 'ok',
			'expires'     => max( $expires, $lease['e'] ),
			'retry_after' => 0,
		);
	}

	/**
	 * The stored lease.
	 *
	 * @param string $id Lease id.
	 * @return array{e: int, r: int, n: bool}|null
	 */
	private static function read( string $id ): ?array {
		if ( 1 !== preg_match( '/^[ps][0-9a-f]{16}$/', $id ) ) {
			return null;
		}
		$lease = get_transient( self::PREFIX . $id );
		if ( ! is_array( $lease ) || ! isset( $lease['e'], $lease['r'], $lease['n'] ) ) {
			return null;
		}
		return array(
			'e' => (int) $lease['e'],
			'r' => (int) $lease['r'],
			'n' => (bool) $lease['n'],
		);
	}

	/**
	 * Stores a lease until a minute after it ends (by the real clock; the caller's decides).
	 *
	 * @param string                         $id    Lease id.
	 * @param array{e: int, r: int, n: bool} $lease Lease.
	 */
	private static function store( string $id, array $lease ): void {
		set_transient( self::PREFIX . $id, $lease, max( MINUTE_IN_SECONDS, $lease['e'] - time() + MINUTE_IN_SECONDS ) );
	}
}
