<?php
/**
 * Base of the converter and player tests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Converter;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Player\Play_Response;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Settings\Settings;
use PlayPal\Tests\Appadoos\AppadooTestCase;
use WP_REST_Request;
use WP_REST_Response;
use ZipArchive;

/**
 * Uploads without HTTP: a temporary file stands for PHP's upload (the
 * `playpal_uploads_is_http_upload` filter says yes for files made here).
 */
abstract class ConvertTestCase extends AppadooTestCase {

	/**
	 * Temporary files made by the test.
	 *
	 * @var string[]
	 */
	private array $temporary = array();

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'playpal_uploads_is_http_upload', array( $this, 'is_ours' ), 10, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'playpal_uploads_is_http_upload', array( $this, 'is_ours' ), 10 );
		foreach ( $this->temporary as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file );
			}
		}
		parent::tearDown();
	}

	/**
	 * The filter: files this test made count as uploads.
	 *
	 * @param bool   $is_upload is_uploaded_file().
	 * @param string $path      Path.
	 */
	public function is_ours( bool $is_upload, string $path ): bool {
		return $is_upload || in_array( $path, $this->temporary, true );
	}

	/**
	 * A temporary file with these bytes.
	 *
	 * @param string $bytes Contents.
	 */
	protected function temp_file( string $bytes ): string {
		$path = (string) tempnam( sys_get_temp_dir(), 'ppconv' );
		file_put_contents( $path, $bytes );
		$this->temporary[] = $path;
		return $path;
	}

	/**
	 * A zip of these entries (name => bytes).
	 *
	 * @param array<string, string> $entries Entries.
	 * @param callable|null         $tweak   Called with the open archive before closing.
	 */
	protected function zip_of( array $entries, ?callable $tweak = null ): string {
		$path = (string) tempnam( sys_get_temp_dir(), 'ppzip' );
		unlink( $path );
		$zip = new ZipArchive();
		$this->assertTrue( $zip->open( $path, ZipArchive::CREATE ), 'The test zip should open.' );
		foreach ( $entries as $name => $bytes ) {
			$zip->addFromString( $name, $bytes );
		}
		if ( $tweak ) {
			$tweak( $zip );
		}
		$zip->close();
		$this->temporary[] = $path;
		return $path;
	}

	/**
	 * Sends a convert request with an upload.
	 *
	 * @param string               $path   File to upload.
	 * @param string               $name   Its name.
	 * @param array<string, mixed> $params Other form fields.
	 */
	protected function convert( string $path, string $name, array $params = array() ): WP_REST_Response {
		return $this->convert_raw(
			array(
				'file' => array(
					'name'     => $name,
					'type'     => 'application/octet-stream',
					'tmp_name' => $path,
					'error'    => UPLOAD_ERR_OK,
					'size'     => (int) filesize( $path ),
				),
			),
			$params
		);
	}

	/**
	 * Sends a convert request with these file parameters.
	 *
	 * @param array<string, mixed> $files  File parameters.
	 * @param array<string, mixed> $params Form fields.
	 */
	protected function convert_raw( array $files, array $params = array() ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/pp/v1/appadoos/convert' );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
		$request->set_body_params( $params );
		$request->set_file_params( $files );
		return rest_ensure_response( rest_get_server()->dispatch( $request ) );
	}

	/**
	 * Every file and non-empty folder under the store (staging included), but
	 * the guards and the store's own empty layout folders.
	 *
	 * @return string[]
	 */
	protected function stored_files(): array {
		$root  = ( new Appadoo_Files() )->root();
		$found = array();
		$it    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::SELF_FIRST );
		foreach ( $it as $file ) {
			$relative = substr( $file->getPathname(), strlen( $root ) + 1 );
			$layout   = in_array( $relative, array( Appadoo_Files::PACKAGES, Appadoo_Files::STAGING, Appadoo_Files::LOCAL_BACKUPS ), true );
			if ( ! in_array( $relative, array( '.htaccess', 'index.php' ), true ) && ! ( $layout && array( '.', '..' ) === array_values( (array) scandir( $file->getPathname() ) ) ) ) {
				$found[] = $relative;
			}
		}
		return $found;
	}

	/**
	 * Asserts a refusal left nothing behind.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param int              $status   Status.
	 * @param string           $code     Code.
	 * @param string           $context  What was sent.
	 */
	protected function assert_refused_cleanly( WP_REST_Response $response, int $status, string $code, string $context ): void {
		$this->assert_error( $response, $status, $code, $context );
		$this->assertSame( 0, $this->count_appadoos(), "{$context}: no Appadoo is left behind." );
		$this->assertSame( array(), $this->stored_files(), "{$context}: no file or folder is left behind." );
	}

	/**
	 * Plays a path for a user.
	 *
	 * @param string   $url     Absolute player URL (or the part after /play/).
	 * @param int      $user_id Who asks.
	 * @param int|null $now     Time.
	 */
	protected function play( string $url, int $user_id, ?int $now = null ): Play_Response {
		$player = new Player( new Settings() );
		$path   = (string) wp_parse_url( $url, PHP_URL_PATH );
		$rest   = str_starts_with( $url, 'http' ) ? $player->path_under_player( $path ) : $url;
		$this->assertNotNull( $rest, "{$url} is a player address." );
		return $player->respond( (string) $rest, $user_id, $now );
	}
}
