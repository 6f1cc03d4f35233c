<?php
/**
 * What an upload field accepts.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

defined( 'ABSPATH' ) || exit;

/**
 * How many files, how large each, which types (extension => MIME type, as
 * WordPress's `mimes` lists them), how the bytes are judged (a Content_Rule)
 * and what a refusal says (Upload_Messages). The bytes decide the type; the
 * extension only has to agree.
 */
final class Upload_Policy {

	/** One mebibyte, in bytes. */
	public const MB = 1048576;

	public readonly Content_Rule $content;

	public readonly Upload_Messages $messages;

	/**
	 * @param array<string, string> $mimes     Allowed types: extension regex (WordPress style, e.g. 'jpg|jpeg|jpe') => MIME type.
	 * @param int                   $max_bytes Largest file, in bytes.
	 * @param int                   $max_files Most files per request.
	 * @param string                $kind      What the field takes (an Upload_Messages kind); chooses the wording of a refusal.
	 * @param Content_Rule|null     $content   How the bytes are judged; pictures, videos and printables by default.
	 */
	public function __construct(
		public readonly array $mimes,
		public readonly int $max_bytes,
		public readonly int $max_files,
		string $kind = Upload_Messages::STORY,
		?Content_Rule $content = null
	) {
		$this->content  = $content ?? new Media_Content();
		$this->messages = new Upload_Messages( $kind );
	}

	/**
	 * A creator's files (SPEC §5 Creator upload, §9): PDF, PNG, JPG and SVG,
	 * 10 MB each (enforced here, unlike the spec's text-only limit), at most 10.
	 */
	public static function creation_files(): self {
		return new self(
			array(
				'pdf'          => 'application/pdf',
				'png'          => 'image/png',
				'jpg|jpeg|jpe' => 'image/jpeg',
				'svg'          => 'image/svg+xml',
			),
			10 * self::MB,
			10,
			Upload_Messages::CREATION
		);
	}

	/**
	 * Pictures and short videos of a story (SPEC §5, §9): JPG, PNG, WebP, GIF,
	 * MP4 and MOV, 10 MB each, at most 5.
	 */
	public static function story_media(): self {
		return new self(
			array(
				'jpg|jpeg|jpe' => 'image/jpeg',
				'png'          => 'image/png',
				'webp'         => 'image/webp',
				'gif'          => 'image/gif',
				'mp4|m4v'      => 'video/mp4',
				'mov|qt'       => 'video/quicktime',
			),
			10 * self::MB,
			5
		);
	}

	/**
	 * What the Appadoo converter takes (docs/APPADOOS.md): one HTML page or
	 * one .zip holding one, 10 MB.
	 */
	public static function appadoo_source(): self {
		return new self(
			array(
				'html' => 'text/html',
				'htm'  => 'text/html',
				'zip'  => 'application/zip',
			),
			10 * self::MB,
			1,
			Upload_Messages::APPADOO_SOURCE,
			new Page_Or_Zip_Content()
		);
	}

	/**
	 * The file extension this policy gives a MIME type, or '' when it is not allowed.
	 *
	 * @param string $mime MIME type.
	 */
	public function extension_of( string $mime ): string {
		foreach ( $this->mimes as $exts => $type ) {
			if ( $type === $mime ) {
				return (string) strtok( $exts, '|' );
			}
		}
		return '';
	}

	/**
	 * Runs a WordPress file call with this policy's types added to the site's
	 * allowed list (SVG and HTML, which WordPress allows nobody or only
	 * unfiltered_html users): the policy decides what this field accepts,
	 * WordPress's list is only widened for this one call.
	 *
	 * @template T
	 * @param callable(): T $run The call.
	 * @return T What it returns.
	 */
	public function with_mimes( callable $run ): mixed {
		$add = fn( $mimes ): array => array_merge( is_array( $mimes ) ? $mimes : array(), $this->mimes );
		add_filter( 'upload_mimes', $add, PHP_INT_MAX );
		try {
			return $run();
		} finally {
			remove_filter( 'upload_mimes', $add, PHP_INT_MAX );
		}
	}
}
