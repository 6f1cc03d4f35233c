<?php
/**
 * Shared code of the member routes (downloads, creations).
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use DateTimeImmutable;
use PlayPal\Members\Download_Limiter;
use PlayPal\Members\Member_Downloads;
use PlayPal\Members\Member_Meta;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\Settings\Settings;
use WP_Error;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * A signed-in person (guests: 401 `playpal_not_signed_in`), private answers,
 * and the member services. The `portals` flag switches these routes off
 * (Settings\Feature_Flags).
 */
abstract class Abstract_Member_Route extends Abstract_Route {

	protected Member_Meta $meta;

	protected Member_Downloads $downloads;

	protected Download_Limiter $limiter;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings              $settings  Settings.
	 * @param Abstract_Schema       $schema    Response schema.
	 * @param Member_Meta|null      $meta      Member meta.
	 * @param Member_Downloads|null $downloads Downloads.
	 * @param Download_Limiter|null $limiter   Download log and limits.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Member_Meta $meta = null, ?Member_Downloads $downloads = null, ?Download_Limiter $limiter = null ) {
		parent::__construct( $settings, $schema );
		$this->meta      = $meta ?? new Member_Meta();
		$this->limiter   = $limiter ?? new Download_Limiter();
		$this->downloads = $downloads ?? new Member_Downloads( null, $this->limiter );
	}

	/**
	 * Permission callback: a signed-in person, or 401.
	 *
	 * @return true|WP_Error
	 */
	public function check_signed_in(): bool|WP_Error {
		if ( get_current_user_id() <= 0 ) {
			return new WP_Error( 'playpal_not_signed_in', __( 'Please sign in to use the member portal.', 'playpal' ), array( 'status' => 401 ) );
		}
		return true;
	}

	/**
	 * Permission callback of the creator routes: a signed-in person (401)
	 * whose Create It Forward membership is active now (403
	 * `playpal_not_member`) — the server's fact, never anything the request says.
	 *
	 * @return true|WP_Error
	 */
	public function check_member(): bool|WP_Error {
		$signed_in = $this->check_signed_in();
		if ( true !== $signed_in ) {
			return $signed_in;
		}
		if ( ! $this->meta->is_member( get_current_user_id() ) ) {
			return new WP_Error( 'playpal_not_member', __( 'Creating is for Create It Forward members. Join to share your creations.', 'playpal' ), array( 'status' => 403 ) );
		}
		return true;
	}

	protected function now(): DateTimeImmutable {
		return new DateTimeImmutable( 'now', wp_timezone() );
	}

	/**
	 * An answer no browser or proxy may keep.
	 *
	 * @param array<string, mixed> $data   Body.
	 * @param int                  $status Status.
	 */
	protected function private_response( array $data, int $status = 200 ): WP_REST_Response {
		$response = new WP_REST_Response( $data, $status );
		$response->header( 'Cache-Control', 'private, no-store' );
		return $response;
	}

	/**
	 * The person's daily allowance.
	 *
	 * @param int    $user_id User.
	 * @param string $tier    Tier.
	 * @return array{daily: int|null, usedToday: int, remainingToday: int|null, resetsAt: string}
	 */
	protected function allowance( int $user_id, string $tier ): array {
		$now = $this->now();
		return array(
			'daily'          => 'vip' === $tier ? null : Download_Limiter::FREE_DAILY_LIMIT,
			'usedToday'      => $this->limiter->used_today( $user_id, $now ),
			'remainingToday' => $this->limiter->remaining( $user_id, $tier, $now ),
			'resetsAt'       => Download_Limiter::next_reset( $now )->format( 'c' ),
		);
	}
}
