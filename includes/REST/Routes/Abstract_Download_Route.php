<?php
/**
 * Base of the member portal's download routes.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use DateTimeImmutable;
use PlayPal\Members\Download_Limiter;
use PlayPal\Members\Member_Downloads;
use PlayPal\Members\Member_Meta;
use PlayPal\Members\Paid_Download;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Download_Schema;
use PlayPal\Settings\Settings;
use PlayPal\Time\Site_Day;

defined( 'ABSPATH' ) || exit;

/**
 * A member route over the person's paid files: their tier (Member_Meta),
 * their files (Member_Downloads), the daily allowance (Download_Limiter) and
 * one download of them (Paid_Download).
 * The `portals` flag switches these routes off.
 *
 * @extends Abstract_Member_Route<Download_Schema>
 */
abstract class Abstract_Download_Route extends Abstract_Member_Route {

	public const SCHEMA = Download_Schema::class;

	public const FEATURE_FLAG = 'portals';

	protected Member_Meta $meta;

	protected Member_Downloads $downloads;

	protected Download_Limiter $limiter;

	protected Paid_Download $paid;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings              $settings  Settings.
	 * @param Abstract_Schema       $schema    Response schema.
	 * @phpstan-param Download_Schema $schema
	 * @param Member_Meta|null      $meta      Member meta.
	 * @param Member_Downloads|null $downloads Downloads.
	 * @param Download_Limiter|null $limiter   Download log and limits.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Member_Meta $meta = null, ?Member_Downloads $downloads = null, ?Download_Limiter $limiter = null ) {
		parent::__construct( $settings, $schema );
		$this->meta      = $meta ?? new Member_Meta();
		$this->limiter   = $limiter ?? new Download_Limiter();
		$this->downloads = $downloads ?? new Member_Downloads( null, $this->limiter );
		$this->paid      = new Paid_Download( $this->limiter, $this->downloads );
	}

	/**
	 * One of the person's files that may be downloaded now, and its path on disk: `POST downloads/{id}`
	 * asks before it counts a download, the door on every use of the address it handed out.
	 *
	 * @param int               $user_id Signed-in user.
	 * @param string            $file_id File id, {productId}-{downloadId}.
	 * @param DateTimeImmutable $now     Moment.
	 * @return array{0: array<string, mixed>, 1: string} The file (Member_Downloads::find()) and its real path.
	 * @throws Route_Exception 410 `playpal_download_expired` (Errors has no 410 kind yet).
	 */
	protected function downloadable_file( int $user_id, string $file_id, DateTimeImmutable $now ): array {
		$file = $this->paid->find( $user_id, $file_id, $now );
		if ( 'expired' === $file['status'] ) {
			throw new Route_Exception( 'playpal_download_expired', __( 'This download has expired.', 'playpal' ), 410 );
		}
		return array( $file, Paid_Download::local_file( (string) $file['file'] ) );
	}

	/**
	 * {@inheritDoc} A route on one file (`{id}` in its path) names the file id.
	 */
	protected function path_args(): array {
		return str_contains( $this->get_path(), '(?P<id>' ) ? array(
			'id' => array(
				'description' => __( 'File id, {productId}-{downloadId}.', 'playpal' ),
				'type'        => 'string',
			),
		) : array();
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
			'resetsAt'       => Site_Day::next_start( $now )->format( 'c' ),
		);
	}
}
