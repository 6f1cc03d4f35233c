<?php
/**
 * Shared set-up of the story submission tests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Community;

use PlayPal\Community\Submission_Post_Type;
use PlayPal\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Builds multipart requests in-process (body fields and `files[]` as PHP
 * would parse them) with real picture and video bytes, lets the uploader
 * take files from disk (the only difference from a real upload is
 * is_uploaded_file()), and removes every file a test left in the uploads
 * folder (the database rolls back by itself).
 */
abstract class SubmissionTestCase extends TestCase {

	/** @var int[] Attachments that existed before the test. */
	private static array $site_attachments = array();

	/** @var string[] Files in uploads before the test. */
	private array $uploads_before = array();

	/** @var string[] Temporary files the test made. */
	private array $temp_files = array();

	protected function setUp(): void {
		parent::setUp();
		self::$site_attachments = self::attachment_ids();
		Submission_Post_Type::register();
		add_filter( 'playpal_uploads_is_http_upload', '__return_true' );
		add_filter( 'playpal_submission_rate_limit', array( $this, 'high_limit' ) );
		add_filter( 'pre_wp_mail', '__return_true' );
		$this->uploads_before = $this->uploads();
	}

	protected function tearDown(): void {
		remove_filter( 'playpal_uploads_is_http_upload', '__return_true' );
		remove_filter( 'playpal_submission_rate_limit', array( $this, 'high_limit' ) );
		remove_filter( 'pre_wp_mail', '__return_true' );
		foreach ( array_diff( $this->uploads(), $this->uploads_before ) as $file ) {
			wp_delete_file( $file );
		}
		foreach ( $this->temp_files as $file ) {
			if ( is_file( $file ) ) {
				wp_delete_file( $file );
			}
		}
		parent::tearDown();
	}

	public function high_limit(): int {
		return 100000;
	}

	/**
	 * Every file under the uploads folder.
	 *
	 * @return string[]
	 */
	protected function uploads(): array {
		$base = wp_get_upload_dir()['basedir'];
		if ( ! is_dir( $base ) ) {
			return array();
		}
		$files = array();
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $base, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
			$files[] = $file->getPathname();
		}
		return $files;
	}

	/**
	 * Files added to uploads since the test began.
	 *
	 * @return string[]
	 */
	protected function new_uploads(): array {
		return array_values( array_diff( $this->uploads(), $this->uploads_before ) );
	}

	/**
	 * A valid form.
	 *
	 * @param array<string, mixed> $changes Fields to change (null removes one).
	 * @return array<string, mixed>
	 */
	protected static function form( array $changes = array() ): array {
		$form = array_merge(
			array(
				'type'               => 'photo',
				'title'              => 'Our castle weekend',
				'description'        => 'We built a castle from two boxes.',
				'product_used'       => 'Space Station Alpha',
				'age_of_child'       => '5',
				'submitter_name'     => 'Ada Lovelace',
				'submitter_email'    => 'ada@example.test',
				'permission_granted' => 'true',
				'marketing_consent'  => 'true',
				'newsletter_signup'  => 'false',
				'hp'                 => '',
			),
			$changes
		);
		return array_filter( $form, static fn( $value ): bool => null !== $value );
	}

	/**
	 * A temporary file with these bytes.
	 *
	 * @param string $bytes Content.
	 */
	protected function temp_file( string $bytes ): string {
		$path = (string) tempnam( sys_get_temp_dir(), 'playpal-test' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$this->temp_files[] = $path;
		return $path;
	}

	/** A real PNG picture. */
	protected static function png_bytes(): string {
		$image = imagecreatetruecolor( 40, 30 );
		imagefill( $image, 0, 0, imagecolorallocate( $image, 200, 60, 90 ) );
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/** A real JPEG picture. */
	protected static function jpeg_bytes(): string {
		$image = imagecreatetruecolor( 40, 30 );
		imagefill( $image, 0, 0, imagecolorallocate( $image, 60, 120, 200 ) );
		ob_start();
		imagejpeg( $image );
		return (string) ob_get_clean();
	}

	/** A minimal ISO-BMFF (MP4) file: 'ftyp' and a 'moov' with its movie header. */
	protected static function mp4_bytes(): string {
		$box  = static fn( string $type, string $payload ): string => pack( 'N', 8 + strlen( $payload ) ) . $type . $payload;
		$mvhd = $box( 'mvhd', str_repeat( "\0", 12 ) . pack( 'N', 1000 ) . pack( 'N', 1000 ) . pack( 'N', 0x00010000 ) . pack( 'n', 0x0100 ) . str_repeat( "\0", 10 ) . pack( 'N9', 0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000 ) . str_repeat( "\0", 24 ) . pack( 'N', 2 ) );
		return $box( 'ftyp', 'isom' . pack( 'N', 512 ) . 'isomiso2avc1mp41' ) . $box( 'moov', $mvhd );
	}

	/**
	 * One `files[]` entry: a name and the bytes behind it.
	 *
	 * @param string $name  File name as the browser sends it.
	 * @param string $bytes Content.
	 * @return array{name: string, bytes: string}
	 */
	protected static function file( string $name, string $bytes ): array {
		return array(
			'name'  => $name,
			'bytes' => $bytes,
		);
	}

	/**
	 * POSTs a multipart form to pp/v1/submissions.
	 *
	 * @param array<string, mixed>                           $fields Body fields.
	 * @param array<int, array{name: string, bytes: string}> $files  Files.
	 */
	protected function submit( array $fields, array $files = array() ): WP_REST_Response {
		return $this->post_multipart( '/pp/v1/submissions', $fields, $files );
	}

	/**
	 * POSTs a multipart form (fields and `files[]`) to a route.
	 *
	 * @param string                                         $route  Route, e.g. '/pp/v1/submissions'.
	 * @param array<string, mixed>                           $fields Body fields.
	 * @param array<int, array{name: string, bytes: string}> $files  Files.
	 */
	protected function post_multipart( string $route, array $fields, array $files = array() ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', $route );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
		$request->set_body_params( $fields );
		if ( $files ) {
			$entry = array(
				'name'     => array(),
				'type'     => array(),
				'tmp_name' => array(),
				'error'    => array(),
				'size'     => array(),
			);
			foreach ( $files as $file ) {
				$path                = $this->temp_file( $file['bytes'] );
				$entry['name'][]     = $file['name'];
				$entry['type'][]     = 'application/octet-stream';
				$entry['tmp_name'][] = $path;
				$entry['error'][]    = UPLOAD_ERR_OK;
				$entry['size'][]     = strlen( $file['bytes'] );
			}
			$request->set_file_params( array( 'files' => $entry ) );
		}
		return rest_ensure_response( rest_get_server()->dispatch( $request ) );
	}

	/** How many submissions exist, any status. */
	protected static function count_submissions(): int {
		return count(
			get_posts(
				array(
					'post_type'      => Submission_Post_Type::POST_TYPE,
					'post_status'    => 'any',
					'posts_per_page' => -1,
					'fields'         => 'ids',
				)
			)
		);
	}

	/**
	 * Every attachment's id, any status.
	 *
	 * @return int[]
	 */
	private static function attachment_ids(): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => 'attachment',
					'post_status'    => 'any',
					'posts_per_page' => -1,
					'fields'         => 'ids',
				)
			)
		);
	}

	/**
	 * How many attachments this test made, any status: the site's own (WooCommerce's
	 * placeholder image, made when it is installed) are not counted.
	 */
	protected static function count_attachments(): int {
		return count( array_diff( self::attachment_ids(), self::$site_attachments ) );
	}

	/** The newest submission's ID. */
	protected static function latest_id(): int {
		$ids = get_posts(
			array(
				'post_type'      => Submission_Post_Type::POST_TYPE,
				'post_status'    => 'any',
				'posts_per_page' => 1,
				'orderby'        => 'ID',
				'order'          => 'DESC',
				'fields'         => 'ids',
			)
		);
		return (int) ( $ids[0] ?? 0 );
	}
}
