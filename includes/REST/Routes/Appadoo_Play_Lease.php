<?php
/**
 * POST pp/v1/appadoos/{key}/play-lease
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Appadoos\Player\Play_Lease;
use PlayPal\Appadoos\Player\Player;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Play_Lease_Schema;
use PlayPal\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The host page renews its load's lease while it plays (docs/APPADOOS.md,
 * "Player and its access design"): `{token, renew}` — the token it frames and
 * that token's renewal key (Player\Play_Token::renew_key()), printed into that
 * page alone. A public write (a Live Appadoo's visitors and a share link's
 * guests are signed out), sent without cookies; the renewal key is its
 * credential, and its answer carries no secret.
 *
 * Guards, in order: a small JSON object with only the two fields, each of its
 * exact shape (400); the Appadoo by its public key (404
 * `playpal_appadoo_not_found`); the key made for that token, the person still
 * allowed to play or the share code still live (403 `playpal_play_lease_refused`);
 * the lease still running and a host page's (410 `playpal_play_lease_expired`:
 * the page opens the Appadoo again); at most one renewal per lease every
 * Play_Lease::MIN_GAP seconds (429 `playpal_play_lease_rate_limited`,
 * `retry_after`). Only a renewal that passes them all stores anything.
 *
 * @extends Abstract_Play_Write_Route<Play_Lease_Schema>
 */
final class Appadoo_Play_Lease extends Abstract_Play_Write_Route {

	public const IDENTIFIER = 'appadoo-play-lease';

	public const PATH = '/appadoos/(?P<key>[a-z0-9-]{1,64})/play-lease';

	// Public: visitors and share guests renew too; the renewal key is the credential.
	protected const ACCESS = self::ANYONE;

	public const SCHEMA = Play_Lease_Schema::class;

	/** Seconds between two renewals the host page makes while it is shown. */
	public const RENEW_EVERY = 4 * MINUTE_IN_SECONDS;

	protected const FIELDS = array( 'token', 'renew' );

	/**
	 * Current time (tests).
	 *
	 * @var int|null
	 */
	private ?int $now;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings                $settings Plugin settings.
	 * @param Abstract_Schema         $schema   Response schema.
	 * @phpstan-param Play_Lease_Schema $schema
	 * @param Appadoo_Repository|null $appadoos Appadoos.
	 * @param int|null                $now      Current time (tests).
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Appadoo_Repository $appadoos = null, ?int $now = null ) {
		parent::__construct( $settings, $schema, $appadoos );
		$this->now = $now;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return array(
			'token' => array(
				'description'       => __( 'The play token the host page frames.', 'playpal' ),
				'type'              => 'string',
				'pattern'           => '^(s[0-9]{1,12}-[0-9a-f]{16}-[0-9a-f]{32}|[0-9]{1,12}-[0-9]{1,12}-[0-9a-f]{16}-[0-9a-f]{32})$',
				'required'          => true,
				'validate_callback' => array( Appadoo_Sessions::class, 'validate_exact_string' ),
			),
			'renew' => array(
				'description'       => __( 'The renewal key printed into the host page with that token.', 'playpal' ),
				'type'              => 'string',
				'pattern'           => '^[0-9a-f]{64}$',
				'required'          => true,
				'validate_callback' => array( Appadoo_Sessions::class, 'validate_exact_string' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request, validated by the args.
	 * @throws Route_Exception For every refusal (see the class comment).
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$this->refuse_bad_body( $request, 'playpal_play_lease_payload_too_large', __( 'A lease renewal is two fields only.', 'playpal' ) );
		$post    = $this->appadoo_by_key( $request );
		$now     = $this->now ?? time();
		$renewed = ( new Player( $this->settings, null, $this->appadoos ) )->renew_lease( $post, (string) $request->get_param( 'token' ), (string) $request->get_param( 'renew' ), $now );
		if ( 'refused' === $renewed['status'] ) {
			throw new Route_Exception( 'playpal_play_lease_refused', __( 'This page may not renew that play address.', 'playpal' ), 403 );
		}
		if ( 'expired' === $renewed['status'] ) {
			throw new Route_Exception( 'playpal_play_lease_expired', __( 'This play address has expired. Please open the Appadoo again.', 'playpal' ), 410 );
		}
		if ( 'rate_limited' === $renewed['status'] ) {
			throw new Route_Exception( 'playpal_play_lease_rate_limited', __( 'This play address was renewed a moment ago.', 'playpal' ), 429, array( 'retry_after' => $renewed['retry_after'] ) );
		}
		$response = new WP_REST_Response(
			$this->schema->success_response(
				array(
					'expires' => $renewed['expires'],
					'every'   => min( self::RENEW_EVERY, max( Play_Lease::MIN_GAP, intdiv( Play_Lease::ttl(), 2 ) ) ),
				)
			)
		);
		$response->header( 'Cache-Control', 'private, no-store' );
		return $response;
	}
}
