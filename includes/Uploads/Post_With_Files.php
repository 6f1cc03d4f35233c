<?php
/**
 * A post and its uploaded files, stored together or not at all.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

use RuntimeException;
use Throwable;

defined( 'ABSPATH' ) || exit;

/**
 * Stories and creations are each a post with checked files attached: insert
 * the post, store the files as its attachments, list their ids in a meta
 * field. A half-stored one (a post without its files) must never remain, so
 * any failure after the insert deletes the post again; Media_Uploader::store()
 * has already removed every file it made by then. A further step on the stored
 * files (a creation's preview) that fails removes them too.
 */
final class Post_With_Files {

	// phpcs:disable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber -- Rethrows whatever storing the files threw.
	/**
	 * Inserts the post, then its files; the new post's id.
	 *
	 * @param array<string, mixed>              $postarr    Arguments of wp_insert_post() (meta_input included).
	 * @param string                            $files_meta Meta key that lists the attachment ids, in order.
	 * @param array<int, array<string, mixed>>  $checked    Files from Upload_Intake::check().
	 * @param Media_Uploader                    $uploader   Stores the files.
	 * @param string                            $failure    Message of the exception when the post cannot be inserted (for logs, never shown).
	 * @param (callable(int, int[]): void)|null $then      Called with the post's id and its attachment ids once they are stored; throws to undo all.
	 * @phpstan-param array<int, array{tmp_name: string, type: string, ext: string, size: int}> $checked
	 * @throws RuntimeException When the post cannot be inserted (nothing stored).
	 * @throws Throwable When a file cannot be stored or $then fails (the post and its files are deleted again).
	 */
	public static function insert( array $postarr, string $files_meta, array $checked, Media_Uploader $uploader, string $failure, ?callable $then = null ): int {
	// phpcs:enable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber
		$post_id = wp_insert_post( $postarr, true );
		if ( is_wp_error( $post_id ) ) {
			throw new RuntimeException( $failure ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- Not output: callers answer with their own message.
		}
		$files = array();
		try {
			$files = $uploader->store( $checked, (int) $post_id, 'private' );
			update_post_meta( (int) $post_id, $files_meta, $files );
			if ( null !== $then ) {
				$then( (int) $post_id, $files );
			}
		} catch ( Throwable $error ) {
			Media_Uploader::remove( $files );
			wp_delete_post( (int) $post_id, true );
			throw $error;
		}
		return (int) $post_id;
	}
}
