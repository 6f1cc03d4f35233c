<?php
/**
 * POST pp/v1/family/children/{id}/play
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Family\Play_Reports;
use PlayPal\Family\Play_Time_Ledger;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Family_Child_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A time report from the device a child plays on: `{appadooId, session,
 * seconds, playedAt?}` where `seconds` is the session's total so far (each
 * session counts once, at its largest report) and `playedAt` when its last
 * counted second was played (its growth counts on that site day). A share link's host page sends its
 * share token in the X-PlayPal-Share header (Playable_Appadoos). Answers the child with today's
 * figures, so the host's countdown follows every device.
 *
 * Errors: 404 `playpal_family_child_not_found`, `playpal_appadoo_not_found`;
 * 400 `playpal_family_session_invalid`, `playpal_family_seconds_invalid`, `playpal_family_played_at_invalid`,
 * `playpal_family_appadoo_invalid`, `playpal_invalid_body`, `rest_invalid_param`; 503 `playpal_family_busy`.
 *
 * @extends Abstract_Family_Route<Family_Child_Schema>
 */
final class Family_Play extends Abstract_Family_Route {

	public const IDENTIFIER = 'family-play';

	public const PATH = '/family/children/' . self::CHILD_PATTERN . '/play';

	protected const METHODS = array( WP_REST_Server::CREATABLE );

	public const SCHEMA = Family_Child_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return array(
			'appadooId' => array(
				'description' => __( 'The Appadoo played.', 'playpal' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
			'session'   => array(
				'description' => __( 'The play session\'s random id: 32 hexadecimal characters.', 'playpal' ),
				'type'        => 'string',
				'pattern'     => '^[0-9a-f]{32}$',
				'required'    => true,
			),
			'seconds'   => array(
				'description' => __( 'Seconds played in this session so far.', 'playpal' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'maximum'     => Play_Time_Ledger::SESSION_MAX_SECONDS,
				'required'    => true,
			),
			// Format and window checked by Play_Reports, with their own error code.
			'playedAt'  => array(
				'description' => __( 'When the last second counted in this session was played: a UTC time (2026-12-07T20:00:00Z), at most 5 minutes ahead and within the offline window. Absent: now.', 'playpal' ),
				'type'        => 'string',
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception When a field is not of its exact JSON type.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$parent_id = $this->signed_in_user();
		$fields    = $this->body( $request, array( 'appadooId', 'session', 'seconds', 'playedAt' ) );
		// Exact JSON types: the args schema also lets "12" through as an integer.
		if ( ! is_int( $fields['appadooId'] ?? null ) || $fields['appadooId'] < 1 ) {
			throw new Route_Exception( 'playpal_family_appadoo_invalid', __( 'The Appadoo id is a positive whole number.', 'playpal' ), 400, array( 'params' => array( 'appadooId' ) ) );
		}
		if ( ! is_string( $fields['session'] ?? null ) ) {
			throw new Route_Exception( 'playpal_family_session_invalid', __( 'A session id is 32 hexadecimal characters.', 'playpal' ), 400, array( 'params' => array( 'session' ) ) );
		}
		if ( ! is_int( $fields['seconds'] ?? null ) ) {
			throw new Route_Exception( 'playpal_family_seconds_invalid', __( 'Seconds played are a whole number.', 'playpal' ), 400, array( 'params' => array( 'seconds' ) ) );
		}
		$played_at = array_key_exists( 'playedAt', $fields ) ? Play_Reports::parse_played_at( $fields['playedAt'] ) : null;
		return $this->child_response( $this->family->play_reports()->report( $parent_id, self::child_id( $request ), $fields['appadooId'], $fields['session'], $fields['seconds'], time(), self::share_of( $request ), $played_at ) );
	}
}
