<?php
/**
 * POST pp/v1/downloads/{id}
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Members\Download_Handover;
use PlayPal\Members\Download_Limiter;
use PlayPal\Members\Member_Downloads;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Download_Schema;
use PlayPal\Time\Site_Day;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Asks for one of the person's files and answers WooCommerce's own protected
 * download address with PlayPal's pass (Members\Download_Handover: signed,
 * 5 minutes, this person only; on the store double, which has no handler,
 * PlayPal's checked door Download_File_Door), never the file's own address,
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
final class Download_File extends Abstract_Download_Route {

	use Finds_Paid_File;

	public const IDENTIFIER = 'download-file';

	public const SCHEMA = Download_Schema::class;

	public function get_path(): string {
		return '/downloads/(?P<id>' . Member_Downloads::ID_PATTERN . ')';
	}

	public function get_args(): array {
		return array(
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'get_response' ),
				'permission_callback' => array( $this, 'check_signed_in' ),
				'args'                => array(
					'id' => array(
						'description' => __( 'File id, {productId}-{downloadId}.', 'playpal' ),
						'type'        => 'string',
					),
				),
			),
			'schema' => array( $this->schema, 'get_item_schema' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception On any rule the download breaks.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$body  = $this->body( $request, array( 'email' ) );
		$email = $body['email'] ?? null;
		if ( array_key_exists( 'email', $body ) && ( ! is_string( $email ) || strlen( $email ) > 254 || ( '' !== trim( $email ) && ! is_email( trim( $email ) ) ) ) ) {
			throw new Route_Exception(
				'rest_invalid_param',
				__( 'Invalid parameter(s): email', 'playpal' ),
				400,
				array( 'params' => array( 'email' => __( 'Please enter a valid email address.', 'playpal' ) ) )
			);
		}
		$email = is_string( $email ) ? trim( $email ) : '';

		$user_id  = get_current_user_id();
		$now      = $this->now();
		[ $file ] = $this->downloadable_file( $user_id, (string) $request['id'], $now );
		$tier     = $this->meta->tier( $user_id );
		if ( 'vip' !== $tier && '' === $email ) {
			throw new Route_Exception( 'playpal_email_required', __( 'Please enter your email address to download.', 'playpal' ), 400 );
		}
		try {
			$taken = $this->limiter->claim( $user_id, $tier, $file['id'], $now );
		} catch ( \RuntimeException ) {
			throw new Route_Exception( 'playpal_download_busy', __( 'Your other download is still starting. Please try again in a moment.', 'playpal' ), 503 );
		}
		if ( ! $taken ) {
			throw new Route_Exception(
				'playpal_download_limit',
				sprintf(
					/* translators: %d: downloads per day. */
					__( 'You have used your %d free downloads for today. They reset at midnight — or go VIP for unlimited downloads.', 'playpal' ),
					Download_Limiter::FREE_DAILY_LIMIT
				),
				429,
				array(
					'limit'    => Download_Limiter::FREE_DAILY_LIMIT,
					'resetsAt' => Site_Day::next_start( $now )->format( 'c' ),
				)
			);
		}
		// A real WooCommerce serves the file through its own protected download, with PlayPal's pass
		// saying this download is already counted; the store double has no handler: PlayPal's door.
		$url = Download_Handover::address( (string) ( $file['handlerUrl'] ?? '' ), $user_id, $file['id'], $now->getTimestamp() );
		return $this->private_response(
			$this->schema->download_response(
				'' !== $url ? $url : Download_File_Door::address( $user_id, $file['id'], $now->getTimestamp() ),
				$this->downloads->find( $user_id, $file['id'], $now ) ?? $file,
				$this->allowance( $user_id, $tier )
			)
		);
	}
}
