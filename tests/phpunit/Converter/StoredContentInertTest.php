<?php
/**
 * Issue 20, reproductions 1 and 7: stored packages are inert on disk, and
 * file names never reach a warning or the store.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Converter;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Settings\Settings;

/**
 * Reproduction 1: a family's `index.html` sat in uploads under its own name
 * (a server ignoring `.htaccess` served it as HTML on the site's origin),
 * and a 300-character entry name raised a PHP warning carrying the store's
 * secret path. Reproduction 7: `x.php.html`, `x.php.`, `x.php `, `x.inc`,
 * `x.phpt`, `x.module` and `web.config` were stored.
 */
final class StoredContentInertTest extends ConvertTestCase {

	private int $owner;

	protected function setUp(): void {
		parent::setUp();
		$this->owner = $this->log_in_as( 'subscriber' );
	}

	public function test_reproduction_1_stored_package_files_are_inert_under_uploads_and_served_only_by_the_player(): void {
		$files = array(
			'index.html'          => '<!doctype html><html><head><title>Quiz</title></head><body><img src="pic.svg"><p>Quiz</p></body></html>',
			'chapter-secret.htm'  => '<!doctype html><p>Chapter</p>',
			'app.js'              => 'document.title = "pwned";',
			'style.css'           => 'body{color:red}',
			'pic.svg'             => '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
			'levels/zebra-one.js' => 'var level = 1;',
		);
		( new Appadoo_Files() )->root(); // The store exists on a running site.
		$before = $this->uploads_listing();

		$response = $this->convert( $this->zip_of( $files ), 'quiz.zip' );

		$this->assertSame( 201, $response->get_status(), 'The zip converts: ' . wp_json_encode( $response->get_data() ) );
		$id    = $response->get_data()['appadoo']['id'];
		$added = array_values( array_diff( $this->uploads_listing(), $before ) );
		$this->assertNotEmpty( $added, 'The package was stored under uploads (the fallback store).' );
		$store = substr( ( new Appadoo_Files() )->root(), strlen( untrailingslashit( wp_upload_dir( null, false )['basedir'] ) ) + 1 );
		$names = array( 'index', 'chapter', 'secret', 'app', 'style', 'pic', 'levels', 'zebra', 'quiz' );
		foreach ( $added as $path ) {
			$base = strtolower( basename( $path ) );
			$this->assertStringStartsWith( $store . '/', $path, 'Everything new is inside the store.' );
			foreach ( $names as $name ) {
				$this->assertStringNotContainsString( $name, strtolower( substr( $path, strlen( $store ) ) ), "No stored path holds a name from the upload ({$path})." );
			}
			$this->assertDoesNotMatchRegularExpression( '/\.(html?|js|mjs|svg|php[0-9]?|phtml|css)$/i', $base, "No stored file has an extension a server renders or runs ({$path})." );
			$this->assertContains( pathinfo( $base, PATHINFO_EXTENSION ), array( 'bin', 'json' ), "Stored files are opaque .bin bytes or the .json manifest ({$path})." );
			$this->assertNotContains( wp_check_filetype( $base )['type'], array( 'text/html', 'image/svg+xml', 'application/javascript', 'text/javascript' ), "WordPress's own MIME map gives {$base} no type a browser would run." );
		}

		$link = ( new Player( new Settings() ) )->preview_url( get_post( $id ), $this->owner );
		$base = substr( $link['url'], 0, -strlen( 'index.html' ) );
		foreach ( array( 'app.js', 'style.css', 'pic.svg', 'levels/zebra-one.js' ) as $path ) {
			$answer = $this->play( $base . $path, $this->owner );
			$this->assertSame( 200, $answer->status, "{$path} plays through the player." );
			$this->assertSame( $files[ $path ], $answer->contents(), "{$path} is served byte for byte." );
			$this->assertSame( Player::content_type( $path ), $answer->headers['Content-Type'], "{$path} has the type of its package name." );
			$this->assertStringContainsString( 'sandbox allow-scripts', $answer->headers['Content-Security-Policy'], "{$path} plays sandboxed." );
			$this->assertSame( 'nosniff', $answer->headers['X-Content-Type-Options'], "{$path} is nosniff." );
		}
	}

	public function test_reproduction_1_a_300_character_entry_name_raises_no_warning_and_names_no_store_path(): void {
		$long     = str_repeat( 'a', 296 ) . '.png';
		$warnings = array();
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- The test records every warning.
		set_error_handler(
			static function ( int $level, string $message ) use ( &$warnings ): bool {
				$warnings[] = $message;
				return true;
			}
		);
		ob_start();
		try {
			$response = $this->convert(
				$this->zip_of(
					array(
						'index.html' => '<!doctype html><p>x</p>',
						$long        => 'PNG',
					)
				),
				'long.zip'
			);
		} finally {
			$printed = (string) ob_get_clean();
			restore_error_handler();
		}

		$this->assertSame( array(), $warnings, 'No PHP warning or notice (their text would carry the store path into debug.log).' );
		$this->assertSame( '', $printed, 'Nothing is printed.' );
		$this->assertLessThan( 500, $response->get_status(), 'The answer is not a server error.' );
		$answer = (string) wp_json_encode( $response->get_data() );
		$root   = ( new Appadoo_Files() )->root();
		$this->assertStringNotContainsString( $root, $answer, 'The answer names no store path.' );
		$this->assertStringNotContainsString( (string) get_option( Appadoo_Files::TOKEN_OPTION ), $answer, 'The answer names no store token.' );
		$this->assertSame( 201, $response->get_status(), 'The page converts without the file: ' . $answer );
		$this->assertSame( 'name-too-long', $response->get_data()['conversion']['refused'][0]['code'] ?? '', 'The long name is refused with its code.' );
	}

	public function test_reproduction_7_names_the_blocklist_let_through_are_not_stored(): void {
		$hostile = array( 'x.php.html', 'x.php.', 'x.php ', 'x.inc', 'x.phpt', 'x.module', 'web.config' );
		$entries = array( 'index.html' => '<!doctype html><p>ok</p>' );
		foreach ( $hostile as $name ) {
			$entries[ $name ] = '<?php echo "ran";';
		}

		$response = $this->convert( $this->zip_of( $entries ), 'gaps.zip' );

		$this->assertSame( 201, $response->get_status(), 'The page converts: ' . wp_json_encode( $response->get_data() ) );
		$id = $response->get_data()['appadoo']['id'];
		$this->assertSame( array( 'index.html' ), ( new Appadoo_Files() )->list( $id ), 'Only the page is stored.' );
		$refused = array_column( $response->get_data()['conversion']['refused'] ?? array(), 'code', 'file' );
		foreach ( $hostile as $name ) {
			$this->assertArrayHasKey( $name, $refused, "{$name} is listed as refused." );
			$this->assertContains( $refused[ $name ], array( 'server-script', 'type-not-allowed', 'name-trailing-dot-or-space' ), "{$name} has a stable code." );
			$this->assertNull( ( new Appadoo_Files() )->path_of( $id, $name ), "{$name} cannot be played." );
		}
		$this->assertSame( 'server-script', $refused['x.php.html'], 'x.php.html: an inner server-script extension.' );
		$this->assertSame( 'name-trailing-dot-or-space', $refused['x.php.'], 'x.php.: a trailing dot.' );
		$this->assertSame( 'name-trailing-dot-or-space', $refused['x.php '], 'x.php : a trailing space.' );
		$this->assertSame( 7, $response->get_data()['conversion']['counts']['refused'], 'Seven refused.' );
	}

	/**
	 * Every file under the uploads folder (relative paths).
	 *
	 * @return string[]
	 */
	private function uploads_listing(): array {
		$base  = untrailingslashit( wp_upload_dir( null, false )['basedir'] );
		$found = array();
		if ( ! is_dir( $base ) ) {
			return $found;
		}
		$it = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $base, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $it as $file ) {
			if ( $file->isFile() ) {
				$found[] = substr( $file->getPathname(), strlen( $base ) + 1 );
			}
		}
		sort( $found );
		return $found;
	}
}
