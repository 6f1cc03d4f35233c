<?php
/**
 * GET and POST pp/v1/share-codes
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Errors\Unavailable;
use PlayPal\Http\Client_Address;
use PlayPal\Referrals\Share_Codes;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Share_Code_Schema;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Settings\Settings;
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
 *
 * @extends Abstract_Member_Route<Share_Code_Schema>
 */
final class Share_Codes_Route extends Abstract_Member_Route {

	public const IDENTIFIER = 'share-codes';

	// The POST body is checked whole in get_route_post_response() (only known fields, exact types).
	protected const METHODS = array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE );

	public const SCHEMA = Share_Code_Schema::class;

	public const FEATURE_FLAG = 'sharing';

	private Appadoo_Access $access;

	private Share_Codes $share_codes;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings            $settings    Plugin settings.
	 * @param Abstract_Schema     $schema      Response schema.
	 * @phpstan-param Share_Code_Schema $schema
	 * @param Appadoo_Access|null $access      Whose Appadoo is whose.
	 * @param Share_Codes|null    $share_codes The share codes.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Appadoo_Access $access = null, ?Share_Codes $share_codes = null ) {
		parent::__construct( $settings, $schema );
		$this->access      = $access ?? new Appadoo_Access();
		$this->share_codes = $share_codes ?? new Share_Codes( new Feature_Flags( $settings ), new Client_Address( $settings ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->signed_in_user();
		// What the person may share: their own Appadoos (also while the portals flag is off).
		return $this->private_response( $this->schema->collection_response( $this->share_codes->for_user( $user_id ), $this->access->posts( $user_id ), time() ) );
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

		$user_id = $this->signed_in_user();
		$post    = $this->access->find( $appadoo_id, $user_id );
		// Managers may open anyone's Appadoo, but only its owner may share it.
		if ( (int) $post->post_author !== $user_id ) {
			throw new Route_Exception( 'playpal_appadoo_not_found', __( 'That Appadoo could not be found.', 'playpal' ), 404 );
		}
		$now = time();
		// Counted and written as one step, so parallel requests cannot pass the daily cap.
		$row = self::or_fail(
			fn(): ?array => $this->share_codes->create_within_daily_limit( $post, $days, $uses, $now ),
			new Unavailable( 'playpal_share_unavailable', __( 'The share link could not be made just now. Please try again.', 'playpal' ) )
		);
		if ( null === $row ) {
			throw new Route_Exception(
				'playpal_share_limit',
				/* translators: %d: share codes per day. */
				sprintf( __( 'You have made %d share links today. Please try again tomorrow.', 'playpal' ), Share_Codes::DAILY_CREATE_LIMIT ),
				429
			);
		}
		return $this->private_response( $this->schema->created_response( $row, $now ), 201 );
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
