<?php
/**
 * The referral flow on the server (SPEC §4, Referral flow).
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use PlayPal\Errors\Provider_Error;
use PlayPal\Samples\Sample_Loader;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A person's partner stats and referral link:
 *
 * 1. the partner id stored in user meta for this provider and programme; if
 *    missing, `POST /partners` and store the new id;
 * 2. `GET /partners/{id}/stats` and `GET /partners/{id}` for the code;
 * 3. rank from total commission (Partner_Rank), link from the code (Referral_Link).
 *
 * Real answers are cached per person for a few minutes (transient). On any
 * failure the answer is the spec's sample (`sample: true`) and the failure is
 * logged with the spec's message; nothing is thrown, so the route never 500s.
 */
final class Referral_Service {

	public const PARTNER_META = '_playpal_referral_partner';

	/** Seconds a real answer is kept (filter `playpal_referral_cache_ttl`). */
	public const CACHE_TTL = 5 * MINUTE_IN_SECONDS;

	private Referral_Provider $provider;

	private Referral_Log $log;

	private string $account;

	/**
	 * What the last failed partner creation said (for check()).
	 *
	 * @var string
	 */
	private string $last_failure = '';

	/**
	 * Constructor.
	 *
	 * @param Referral_Provider $provider The provider.
	 * @param Referral_Log      $log      Failure log.
	 * @param string            $account  Which provider account the ids belong to (address and programme;
	 *                                    a change starts partners afresh and leaves old caches unused).
	 */
	public function __construct( Referral_Provider $provider, Referral_Log $log, string $account ) {
		$this->provider = $provider;
		$this->log      = $log;
		$this->account  = md5( $account );
	}

	/**
	 * The person's stats, code and link, or the sample.
	 *
	 * @param WP_User $user Signed-in person.
	 * @return array{totalEarnings: float, referralCount: int, conversionRate: float, clickCount: int, lifetimeValue: float, rank: string, code: string, link: string, sample: bool}
	 */
	public function for_user( WP_User $user ): array {
		$cache_key = 'playpal_referral_' . $user->ID . '_' . $this->account;
		$cached    = get_transient( $cache_key );
		if ( is_array( $cached ) && isset( $cached['sample'] ) && false === $cached['sample'] ) {
			return self::typed( $cached, false );
		}
		if ( ! $this->provider->is_configured() ) {
			return self::sample();
		}

		$partner_id = $this->partner_id( $user );
		if ( null === $partner_id ) {
			return self::sample();
		}
		try {
			$stats = $this->provider->partner_stats( $partner_id );
			$code  = $this->provider->referral_code( $partner_id );
		} catch ( Provider_Error $exception ) {
			$this->log->error( Referral_Log::INITIALISATION_FAILED, $exception->getMessage() );
			return self::sample();
		}

		$answer = array(
			'totalEarnings'  => $stats['total_commission'],
			'referralCount'  => $stats['customers_count'],
			'conversionRate' => $stats['conversion_rate'],
			'clickCount'     => $stats['clicks_count'],
			'lifetimeValue'  => $stats['lifetime_value'],
			'rank'           => Partner_Rank::for_commission( $stats['total_commission'] ),
			'code'           => $code,
			'link'           => Referral_Link::for_code( $code ),
			'sample'         => false,
		);
		/**
		 * Filters how long a person's partner stats are kept before the provider is asked again, in seconds.
		 *
		 * @param int $ttl Seconds (default 300).
		 */
		set_transient( $cache_key, $answer, max( 1, (int) apply_filters( 'playpal_referral_cache_ttl', self::CACHE_TTL ) ) );
		return $answer;
	}

	/**
	 * The spec's sample (Samples, kind `partner-stats`) with the demo link.
	 * The spec's sample says Silver; the rank rule gives Bronze for 45.67,
	 * so the spec's value is kept as the sample's.
	 *
	 * @return array{totalEarnings: float, referralCount: int, conversionRate: float, clickCount: int, lifetimeValue: float, rank: string, code: string, link: string, sample: bool}
	 */
	private static function sample(): array {
		$demo = array(
			'rank' => 'Silver',
			'code' => Referral_Code::DEMO,
			'link' => Referral_Link::for_code( Referral_Code::DEMO ),
		);
		return self::typed( Sample_Loader::load( 'partner-stats' ) + $demo, true );
	}

	/**
	 * An answer with its types: a cached one as for_user() stored it (the
	 * provider's figures are already floats and ints there, so nothing
	 * changes), or the sample's figures.
	 *
	 * @param array<mixed> $answer The transient's value, or the sample.
	 * @param bool         $sample Whether it is the sample.
	 * @return array{totalEarnings: float, referralCount: int, conversionRate: float, clickCount: int, lifetimeValue: float, rank: string, code: string, link: string, sample: bool}
	 */
	private static function typed( array $answer, bool $sample ): array {
		return array(
			'totalEarnings'  => (float) $answer['totalEarnings'],
			'referralCount'  => (int) $answer['referralCount'],
			'conversionRate' => (float) $answer['conversionRate'],
			'clickCount'     => (int) $answer['clickCount'],
			'lifetimeValue'  => (float) $answer['lifetimeValue'],
			'rank'           => (string) $answer['rank'],
			'code'           => (string) $answer['code'],
			'link'           => (string) $answer['link'],
			'sample'         => $sample,
		);
	}

	/**
	 * Runs the flow once without the cache or the sample (Settings → Test connection).
	 *
	 * @param WP_User $user The site owner testing.
	 * @return string|null Null when the provider answered; else what failed (logged too).
	 */
	public function check( WP_User $user ): ?string {
		$partner_id = $this->partner_id( $user );
		if ( null === $partner_id ) {
			return Referral_Log::PARTNER_CREATION_FAILED . ': ' . $this->last_failure;
		}
		try {
			$this->provider->partner_stats( $partner_id );
			$this->provider->referral_code( $partner_id );
		} catch ( Provider_Error $exception ) {
			$this->log->error( Referral_Log::INITIALISATION_FAILED, $exception->getMessage() );
			return $exception->getMessage();
		}
		return null;
	}

	/**
	 * The person's partner id with this provider account, created when missing; null on failure (logged).
	 *
	 * @param WP_User $user Person.
	 */
	private function partner_id( WP_User $user ): ?string {
		$stored = get_user_meta( $user->ID, self::PARTNER_META, true );
		if ( is_array( $stored ) && ( $stored['account'] ?? '' ) === $this->account && Http_Referral_Provider::is_partner_id( (string) ( $stored['id'] ?? '' ) ) ) {
			return (string) $stored['id'];
		}
		try {
			$id = $this->provider->create_partner( (string) $user->user_email, (string) $user->display_name, (string) $user->ID );
		} catch ( Provider_Error $exception ) {
			$this->last_failure = $exception->getMessage();
			$this->log->error( Referral_Log::PARTNER_CREATION_FAILED, $this->last_failure );
			return null;
		}
		update_user_meta(
			$user->ID,
			self::PARTNER_META,
			array(
				'id'      => $id,
				'account' => $this->account,
			)
		);
		return $id;
	}
}
