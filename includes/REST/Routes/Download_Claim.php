<?php
/**
 * POST pp/v1/downloads/{id}
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Rate_Limited;
use PlayPal\Members\Download_Limiter;
use PlayPal\Members\Member_Downloads;
use PlayPal\Members\Paid_Download;
use PlayPal\REST\Route_Exception;
use PlayPal\Time\Site_Day;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Claims one download of the person's file and answers WooCommerce's own protected
 * download address with PlayPal's pass (Members\Paid_Download::address(): signed,
 * 5 minutes, this person only; on the store double, which has no handler,
 * PlayPal's checked door Download_File), never the file's own address,
 * after the free tier's rules (SPEC §9):
 * an email address with every download, 3 a day, the day starting at
 * midnight site time. VIPs have no limit. Every download is counted; the
 * check and the count are one step under a lock (Download_Limiter::claim()),
 * so parallel requests never pass the limit.
 *
 * Errors: 401 `playpal_not_signed_in`; 404 `playpal_download_not_found`;
 * 410 `playpal_download_expired`; 404 `playpal_download_unavailable` (the
 * file is not in this site's uploads; nothing is counted); 400
 * `playpal_email_required`; 429 `playpal_download_limit` (with `data.limit`,
 * `data.resetsAt`); 503 `playpal_download_busy`; 400 `playpal_invalid_body`,
 * `rest_invalid_param`; 415 `playpal_json_required`.
 */
final class Download_Claim extends Abstract_Download_Route {

	public const IDENTIFIER = 'download-claim';

	public const PATH = '/downloads/(?P<id>' . Member_Downloads::ID_PATTERN . ')';

	protected const METHODS = array( WP_REST_Server::CREATABLE );

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Invalid_Input Without a valid e-mail address.
	 * @throws Route_Exception At the daily limit (429 with its figures).
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$body  = $this->body( $request, array( 'email' ) );
		$email = $body['email'] ?? null;
		if ( array_key_exists( 'email', $body ) && ( ! is_string( $email ) || strlen( $email ) > 254 || ( '' !== trim( $email ) && ! is_email( trim( $email ) ) ) ) ) {
			throw new Invalid_Input(
				'rest_invalid_param',
				__( 'Invalid parameter(s): email', 'playpal' ),
				array( 'params' => array( 'email' => __( 'Please enter a valid email address.', 'playpal' ) ) )
			);
		}
		$email = is_string( $email ) ? trim( $email ) : '';

		$user_id  = get_current_user_id();
		$now      = $this->now();
		[ $file ] = $this->downloadable_file( $user_id, (string) $request['id'], $now );
		$tier     = $this->meta->tier( $user_id );
		if ( 'vip' !== $tier && '' === $email ) {
			throw new Invalid_Input( 'playpal_email_required', __( 'Please enter your email address to download.', 'playpal' ) );
		}
		try {
			$this->paid->claim( $user_id, $tier, $file['id'], $now );
		} catch ( Rate_Limited $limited ) {
			// The portal's 429 names the daily limit and its reset (data.limit, data.resetsAt), which the screen shows.
			throw new Route_Exception(
				$limited->get_error_code(),
				$limited->getMessage(),
				429,
				array(
					'limit'    => Download_Limiter::FREE_DAILY_LIMIT,
					'resetsAt' => Site_Day::next_start( $now )->format( 'c' ),
				)
			);
		}
		return $this->private_response(
			$this->schema->download_response(
				Paid_Download::address( (string) $file['handlerUrl'], $user_id, $file['id'], $now->getTimestamp() ),
				$this->downloads->find( $user_id, $file['id'], $now ) ?? $file,
				$this->allowance( $user_id, $tier )
			)
		);
	}
}
