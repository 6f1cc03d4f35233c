<?php
/**
 * What an upload field accepts.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

defined( 'ABSPATH' ) || exit;

/**
 * How many files, how large each, and which types (extension => MIME type,
 * as WordPress's `mimes` lists them). Types are judged by the file's bytes
 * (see Media_Uploader), the extension only has to agree.
 */
final class Upload_Policy {

	/** One mebibyte, in bytes. */
	public const MB = 1048576;

	/**
	 * @param array<string, string> $mimes     Allowed types: extension regex (WordPress style, e.g. 'jpg|jpeg|jpe') => MIME type.
	 * @param int                   $max_bytes Largest file, in bytes.
	 * @param int                   $max_files Most files per request.
	 * @param string                $kind      What the field takes: 'story' (pictures and videos) or 'creation' (printables); chooses the wording of a refused type.
	 */
	public function __construct(
		public readonly array $mimes,
		public readonly int $max_bytes,
		public readonly int $max_files,
		public readonly string $kind = 'story'
	) {}

	/**
	 * The sentence for a file of a type this field does not take; `%s` is the file name.
	 */
	public function type_message(): string {
		return 'creation' === $this->kind
			/* translators: %s: file name. */
			? __( '“%s” is not a file type we accept. Please use PDF, PNG, JPG or SVG.', 'playpal' )
			/* translators: %s: file name. */
			: __( '“%s” is not a picture or video we accept. Please use JPG, PNG, WebP, GIF, MP4 or MOV.', 'playpal' );
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
			'creation'
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
	 * Whether a MIME type is one of the allowed ones.
	 *
	 * @param string $mime MIME type.
	 */
	public function allows_mime( string $mime ): bool {
		return in_array( $mime, $this->mimes, true );
	}
}
