<?php
/**
 * POST pp/v1/appadoos/{key}/sessions
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Appadoos\Play_Sessions;
use PlayPal\Appadoos\Player\Session_Token;
use PlayPal\Errors\Unavailable;
use PlayPal\Http\Client_Address;
use PlayPal\Http\Write_Throttle;
use PlayPal\Limits\Limiter;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Play_Session_Schema;
use PlayPal\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The start or end of a play session of one Appadoo (docs/APPADOOS.md, Play
 * analytics). A public write: the package has no network, so its host (the
 * portal's preview, or the player's host page around a Live Appadoo)
 * relays what the runtime posts to it.
 *
 * Guards, in order: a small JSON object with only the known fields (the args
 * schema checks each); the Appadoo by its public key (404); the per-Appadoo
 * Session_Token (403); then a per-client and, for reports within it, a global
 * rate limit (the client's address is only ever hashed, and not stored with
 * the session). Refused reports never reach the global count. No personal
 * data: a random session id, an event and a duration.
 *
 * @extends Abstract_Play_Write_Route<Play_Session_Schema>
 */
final class Appadoo_Sessions extends Abstract_Play_Write_Route {

	public const IDENTIFIER = 'appadoo-sessions';

	public const PATH = '/appadoos/(?P<key>[a-z0-9-]{1,64})/sessions';

	// Public: anyone playing a Live Appadoo reports; the token and the rate limits guard it.
	protected const ACCESS = self::ANYONE;

	public const SCHEMA = Play_Session_Schema::class;

	/** Reports per client address per window, unless filtered. */
	public const DEFAULT_CLIENT_LIMIT = 120;

	/** Reports from everyone together per window, unless filtered. */
	public const DEFAULT_GLOBAL_LIMIT = 6000;

	/** The rate-limit window in seconds, unless filtered. */
	public const DEFAULT_WINDOW = 600;

	protected const FIELDS = array( 'event', 'session', 'token', 'duration' );

	private Play_Sessions $sessions;

	private Write_Throttle $throttle;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings                $settings Plugin settings.
	 * @param Abstract_Schema         $schema   Response schema.
	 * @phpstan-param Play_Session_Schema $schema
	 * @param Appadoo_Repository|null $appadoos Appadoos.
	 * @param Play_Sessions|null      $sessions Usage counters.
	 * @param Limiter|null            $limiter  Hit counter.
	 * @param Client_Address|null     $client   Client address hashing.
	 */
	public function __construct(
		Settings $settings,
		Abstract_Schema $schema,
		?Appadoo_Repository $appadoos = null,
		?Play_Sessions $sessions = null,
		?Limiter $limiter = null,
		?Client_Address $client = null
	) {
		parent::__construct( $settings, $schema, $appadoos );
		$this->sessions = $sessions ?? new Play_Sessions();
		$this->throttle = new Write_Throttle( $limiter ?? new Limiter(), $client ?? new Client_Address( $settings ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return array(
			'event'    => array(
				'description'       => __( 'What happened: start or end.', 'playpal' ),
				'type'              => 'string',
				'enum'              => array( 'start', 'end' ),
				'required'          => true,
				'validate_callback' => array( Abstract_Storage_Route::class, 'validate_string' ),
			),
			'session'  => array(
				'description'       => __( 'A random id the runtime made for this session: 32 hexadecimal characters.', 'playpal' ),
				'type'              => 'string',
				'pattern'           => '^[0-9a-f]{32}$',
				'required'          => true,
				'validate_callback' => array( self::class, 'validate_exact_string' ),
			),
			'token'    => array(
				'description'       => __( 'The Appadoo\'s session token, printed into its package.', 'playpal' ),
				'type'              => 'string',
				'pattern'           => '^[0-9a-f]{64}$',
				'required'          => true,
				'validate_callback' => array( self::class, 'validate_exact_string' ),
			),
			'duration' => array(
				'description'       => __( 'With end: seconds played.', 'playpal' ),
				'type'              => 'integer',
				'minimum'           => 0,
				'maximum'           => Play_Sessions::MAX_SECONDS,
				'validate_callback' => array( Abstract_Storage_Route::class, 'validate_integer' ),
			),
		);
	}

	/**
	 * A string matching the schema's pattern as a whole: PCRE's `$` would also
	 * accept a final line break.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Name.
	 * @return true|\WP_Error
	 */
	public static function validate_exact_string( mixed $value, WP_REST_Request $request, string $param ): bool|\WP_Error {
		$valid = Abstract_Storage_Route::validate_string( $value, $request, $param );
		if ( true === $valid && str_ends_with( (string) $value, "\n" ) ) {
			/* translators: %s: field name. */
			return new \WP_Error( 'rest_invalid_pattern', sprintf( __( '%s does not have the expected form.', 'playpal' ), $param ), array( 'param' => $param ) );
		}
		return $valid;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request, validated by the args.
	 * @throws Route_Exception For every refusal (see the class comment).
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$this->refuse_bad_body( $request, 'playpal_session_payload_too_large', __( 'A play-session report is a few fields only.', 'playpal' ) );
		$event = (string) $request->get_param( 'event' );
		$has   = null !== $request->get_param( 'duration' );
		if ( ( 'end' === $event ) !== $has ) {
			throw new Route_Exception(
				'playpal_invalid_session_report',
				__( 'An end reports its duration in seconds; a start reports none.', 'playpal' ),
				400,
				array( 'params' => array( 'duration' ) )
			);
		}

		// The Appadoo and its signature first: a report that is not this Appadoo's never counts
		// against a limit, so forged reports cannot use up anyone's allowance (docs/APPADOOS.md).
		$post = $this->appadoo_by_key( $request );
		if ( ! Session_Token::verify( $post->ID, $post->post_name, (string) $request->get_param( 'token' ) ) ) {
			throw new Route_Exception( 'playpal_session_bad_signature', __( 'This report is not signed for this Appadoo.', 'playpal' ), 403 );
		}
		$this->enforce_rate_limits();

		$session = (string) $request->get_param( 'session' );
		$counted = self::or_fail(
			fn(): bool => 'start' === $event
				? $this->sessions->start( $post->ID, $session, time() )
				: null !== $this->sessions->end( $post->ID, $session, (int) $request->get_param( 'duration' ), time() ),
			new Unavailable( 'playpal_session_not_recorded', __( 'The session could not be counted just now. Please try again in a moment.', 'playpal' ) )
		);
		if ( ! $counted && 'start' === $event ) {
			throw new Route_Exception( 'playpal_session_already_started', __( 'This session has already started.', 'playpal' ), 409 );
		}
		if ( ! $counted ) {
			throw new Route_Exception( 'playpal_session_not_started', __( 'This session was never started, or has already ended.', 'playpal' ), 409 );
		}

		$response = new WP_REST_Response( $this->schema->get_item_response( null ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * Counts the report against the client's and everyone's allowance (filters
	 * playpal_sessions_rate_limit, _rate_window, _global_rate_limit): per
	 * client (an IPv6 /64 counts as one) first, and only a report within its
	 * client's allowance is counted for everyone, so one address can never use
	 * up the site's. A limiter that cannot count refuses (503).
	 *
	 * @throws Route_Exception 429 when too many reports came in the window.
	 */
	private function enforce_rate_limits(): void {
		$this->throttle->enforce_in_window(
			'sessions',
			self::DEFAULT_CLIENT_LIMIT,
			self::DEFAULT_WINDOW,
			self::DEFAULT_GLOBAL_LIMIT,
			__( 'Too many play-session reports. Please try again in a few minutes.', 'playpal' )
		);
	}
}
