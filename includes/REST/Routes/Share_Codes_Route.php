<?php
/**
 * GET and POST pp/v1/share-codes
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Referrals\Share_Codes;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Share_Code_Schema;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Signups\Client_Address;
use RuntimeException;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The person's shared items and the Appadoos they may share (GET
 * `{success, items, appadoos: [{id, title}]}`) and sharing one of their Appadoos (POST
 * `{appadooId, days?: 1–30 (7), usageLimit?: 1–100 (10)}` → 201 with the item).
 * A share code opens `/play/{slug}/?share={code}` for anyone until it expires
 * or is used up (Referrals\Share_Codes). Switched off with the `sharing` flag.
 *
 * Errors: 401 `playpal_not_signed_in`; 404 `playpal_appadoo_not_found` (not the
 * person's own Appadoo); 400 `playpal_invalid_body`, `rest_invalid_param`;
 * 415 `playpal_json_required`; 429 `playpal_share_limit` (50 codes a day);
 * 503 `playpal_share_unavailable`.
 */
final class Share_Codes_Route extends Abstract_Member_Route {

	public const IDENTIFIER = 'share-codes';

	public const SCHEMA = Share_Code_Schema::class;

	public function get_path(): string {
		return '/share-codes';
	}

	public function get_args(): array {
		return array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_response' ),
				'permission_callback' => array( $this, 'check_signed_in' ),
				'args'                => array(),
			),
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'get_response' ),
				'permission_callback' => array( $this, 'check_signed_in' ),
				// The body is checked whole in get_route_post_response() (only known fields, exact types).
				'args'                => array(),
			),
			'schema' => array( $this->schema, 'get_item_schema' ),
		);
	}

	private function share_codes(): Share_Codes {
		return new Share_Codes( new Feature_Flags( $this->settings ), new Client_Address( $this->settings ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$now   = time();
		$items = array();
		foreach ( $this->share_codes()->for_user( get_current_user_id() ) as $row ) {
			$items[] = $this->schema->get_item_response(
				array(
					'row' => $row,
					'now' => $now,
				)
			);
		}
		// What the person may share: their own Appadoos (also while the portals flag is off).
		$appadoos = array_map(
			static fn( \WP_Post $post ): array => array(
				'id'    => (int) $post->ID,
				'title' => (string) $post->post_title,
			),
			( new Appadoo_Access() )->posts( get_current_user_id() )
		);
		return $this->private_response(
			array(
				'success'  => true,
				'items'    => $items,
				'appadoos' => $appadoos,
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception On a bad body, someone else's Appadoo, the daily cap or a failed write.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$body = $this->body( $request, array( 'appadooId', 'days', 'usageLimit' ) );
		if ( ! array_key_exists( 'appadooId', $body ) ) {
			throw $this->invalid( 'appadooId', __( 'Choose the Appadoo to share.', 'playpal' ) );
		}
		$appadoo_id = $this->whole_number( $body, 'appadooId', 1, PHP_INT_MAX, 0, __( 'The Appadoo id must be a positive whole number.', 'playpal' ) );
		/* translators: 1: fewest days, 2: most days. */
		$days = $this->whole_number( $body, 'days', Share_Codes::DAYS_MIN, Share_Codes::DAYS_MAX, Share_Codes::DAYS_DEFAULT, sprintf( __( 'A share lasts from %1$d to %2$d days.', 'playpal' ), Share_Codes::DAYS_MIN, Share_Codes::DAYS_MAX ) );
		/* translators: 1: fewest uses, 2: most uses. */
		$uses = $this->whole_number( $body, 'usageLimit', Share_Codes::USES_MIN, Share_Codes::USES_MAX, Share_Codes::USES_DEFAULT, sprintf( __( 'A share allows from %1$d to %2$d opens.', 'playpal' ), Share_Codes::USES_MIN, Share_Codes::USES_MAX ) );

		$user_id = get_current_user_id();
		$post    = ( new Appadoo_Access() )->find( $appadoo_id, $user_id );
		// Managers may open anyone's Appadoo, but only its owner may share it.
		if ( (int) $post->post_author !== $user_id ) {
			throw new Route_Exception( 'playpal_appadoo_not_found', __( 'That Appadoo could not be found.', 'playpal' ), 404 );
		}
		$now = time();
		try {
			// Counted and written as one step, so parallel requests cannot pass the daily cap.
			$row = $this->share_codes()->create_within_daily_limit( $post, $days, $uses, $now );
		} catch ( RuntimeException $exception ) {
			throw new Route_Exception( 'playpal_share_unavailable', __( 'The share link could not be made just now. Please try again.', 'playpal' ), 503 );
		}
		if ( null === $row ) {
			throw new Route_Exception(
				'playpal_share_limit',
				/* translators: %d: share codes per day. */
				sprintf( __( 'You have made %d share links today. Please try again tomorrow.', 'playpal' ), Share_Codes::DAILY_CREATE_LIMIT ),
				429
			);
		}
		return $this->private_response(
			array(
				'success' => true,
				'item'    => $this->schema->get_item_response(
					array(
						'row' => $row,
						'now' => $now,
					)
				),
			),
			201
		);
	}

	/**
	 * A whole number field within bounds (a JSON integer, not a string or a float).
	 *
	 * @param array<string, mixed> $body    Body.
	 * @param string               $field   Field.
	 * @param int                  $min     Smallest.
	 * @param int                  $max     Largest.
	 * @param int                  $default When absent.
	 * @param string               $message Error message.
	 * @throws Route_Exception When present and not acceptable.
	 */
	private function whole_number( array $body, string $field, int $min, int $max, int $default, string $message ): int {
		if ( ! array_key_exists( $field, $body ) ) {
			return $default;
		}
		$value = $body[ $field ];
		if ( ! is_int( $value ) || $value < $min || $value > $max ) {
			throw $this->invalid( $field, $message );
		}
		return $value;
	}

	/**
	 * WordPress's own invalid-parameter error for one field.
	 *
	 * @param string $field   Field.
	 * @param string $message Message.
	 */
	private function invalid( string $field, string $message ): Route_Exception {
		return new Route_Exception(
			'rest_invalid_param',
			/* translators: %s: field name. */
			sprintf( __( 'Invalid parameter(s): %s', 'playpal' ), $field ),
			400,
			array( 'params' => array( $field => $message ) )
		);
	}
}
