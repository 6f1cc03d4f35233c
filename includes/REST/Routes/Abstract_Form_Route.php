<?php
/**
 * Base of the public forms of pp/v1: sign-ups and story submissions.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Database\Signups_Repository;
use PlayPal\Http\Client_Address;
use PlayPal\Http\Write_Throttle;
use PlayPal\Limits\Limiter;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A form anyone may send (Interest, Submissions), guarded alike: a filled
 * honeypot is answered like a success and stored nowhere, and each client
 * address (hashed) gets a few writes per window — DEFAULT_RATE_LIMIT per
 * DEFAULT_RATE_WINDOW seconds, DEFAULT_GLOBAL_RATE_LIMIT a minute from
 * everybody, unless filtered (playpal_{RATE_SCOPE}_rate_limit, _rate_window,
 * _global_rate_limit). Both may put the sender on a sign-up list.
 *
 * @template-covariant TSchema of Abstract_Schema
 * @extends Abstract_Route<TSchema>
 */
abstract class Abstract_Form_Route extends Abstract_Route {

	/** Writes per client address per window, unless filtered. */
	public const DEFAULT_RATE_LIMIT = 5;

	/** The rate-limit window in seconds, unless filtered. */
	public const DEFAULT_RATE_WINDOW = 600;

	/** Writes from everybody per minute, unless filtered. */
	public const DEFAULT_GLOBAL_RATE_LIMIT = 60;

	/** The form's name in the rate limit's filters. */
	protected const RATE_SCOPE = '';

	protected Signups_Repository $signups;

	private Write_Throttle $throttle;

	private Client_Address $client;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings                $settings Plugin settings.
	 * @param Abstract_Schema         $schema   Response schema.
	 * @phpstan-param TSchema $schema
	 * @param Signups_Repository|null $signups  Sign-up storage.
	 * @param Limiter|null            $limiter  Hit counter.
	 * @param Client_Address|null     $client   Client address hashing.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Signups_Repository $signups = null, ?Limiter $limiter = null, ?Client_Address $client = null ) {
		parent::__construct( $settings, $schema );
		$this->signups  = $signups ?? new Signups_Repository();
		$this->client   = $client ?? new Client_Address( $settings );
		$this->throttle = new Write_Throttle( $limiter ?? new Limiter(), $this->client );
	}

	/**
	 * Counts this write against the client's and everybody's allowance, and
	 * answers the client's hashed address (kept with what the form stores).
	 *
	 * @param string $too_many What a client past its allowance is told.
	 * @throws Route_Exception 429 when an allowance is used up, 503 when it cannot be counted.
	 */
	protected function throttled_client( string $too_many ): string {
		$this->throttle->enforce( static::RATE_SCOPE, static::DEFAULT_RATE_LIMIT, static::DEFAULT_RATE_WINDOW, static::DEFAULT_GLOBAL_RATE_LIMIT, $too_many );
		return $this->client->current_hash();
	}
}
