<?php
/**
 * One answer of the player.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Player;

defined( 'ABSPATH' ) || exit;

/**
 * Status, headers and either bytes or a file to send. The player decides
 * (Player::respond()) without sending anything, so tests read the headers.
 */
final class Play_Response {

	/**
	 * Constructor.
	 *
	 * @param int                  $status  HTTP status.
	 * @param array<string,string> $headers Headers.
	 * @param string               $body    Bytes (when no file).
	 * @param string|null          $file    File to send instead of the body.
	 */
	public function __construct(
		public int $status,
		public array $headers = array(),
		public string $body = '',
		public ?string $file = null
	) {}

	/**
	 * The bytes of the answer.
	 */
	public function contents(): string {
		return null !== $this->file ? (string) file_get_contents( $this->file ) : $this->body; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}
}
