<?php
/**
 * The checks both download routes make before a paid file is handed out.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use DateTimeImmutable;
use PlayPal\Members\Paid_File;
use PlayPal\REST\Route_Exception;

defined( 'ABSPATH' ) || exit;

/**
 * `POST downloads/{id}` (before it counts a download and signs an address)
 * and the door `GET downloads/{id}/file` (on every use of that address) ask
 * the same three questions, in the same order, with the same answers: is the
 * file in the person's library, is it still theirs, is it on this server.
 * For routes with a Member_Downloads in `$this->downloads`.
 */
trait Finds_Paid_File {

	/**
	 * One of the person's files that may be downloaded now, and its path on disk.
	 *
	 * @param int               $user_id Signed-in user.
	 * @param string            $file_id File id, {productId}-{downloadId}.
	 * @param DateTimeImmutable $now     Moment.
	 * @return array{0: array<string, mixed>, 1: string} The file (Member_Downloads::find()) and its real path.
	 * @throws Route_Exception 404 `playpal_download_not_found`, 410 `playpal_download_expired`, 404 `playpal_download_unavailable`.
	 */
	protected function downloadable_file( int $user_id, string $file_id, DateTimeImmutable $now ): array {
		$file = $this->downloads->find( $user_id, $file_id, $now );
		if ( null === $file ) {
			throw new Route_Exception( 'playpal_download_not_found', __( 'That download is not in your library.', 'playpal' ), 404 );
		}
		if ( 'expired' === $file['status'] ) {
			throw new Route_Exception( 'playpal_download_expired', __( 'This download has expired.', 'playpal' ), 410 );
		}
		$path = Paid_File::local_path( $file['file'] );
		if ( null === $path ) {
			throw new Route_Exception( 'playpal_download_unavailable', __( 'This file cannot be downloaded right now. Please contact us.', 'playpal' ), 404 );
		}
		return array( $file, $path );
	}
}
