<?php
/**
 * Refused uploads leave nothing behind.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Converter;

use ZipArchive;

/**
 * Each refusal answers its 4xx code and leaves no file and no Appadoo.
 */
final class ConvertRefusalsTest extends ConvertTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->log_in_as( 'subscriber' );
	}

	public function test_a_png_named_html_is_refused_by_its_content(): void {
		$png = base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' );
		$this->assert_refused_cleanly( $this->convert( $this->temp_file( $png ), 'game.html' ), 415, 'playpal_upload_wrong_type', 'A PNG named .html' );
	}

	public function test_a_zip_named_html_and_a_page_named_zip_are_refused(): void {
		$zip = (string) file_get_contents( $this->zip_of( array( 'index.html' => '<p>x</p>' ) ) );
		$this->assert_refused_cleanly( $this->convert( $this->temp_file( $zip ), 'game.html' ), 415, 'playpal_upload_wrong_type', 'A zip named .html' );
		$this->assert_refused_cleanly( $this->convert( $this->temp_file( '<!doctype html><p>x</p>' ), 'game.zip' ), 415, 'playpal_upload_wrong_type', 'A page named .zip' );
		$this->assert_refused_cleanly( $this->convert( $this->temp_file( '<p>x</p>' ), 'game.php' ), 415, 'playpal_upload_wrong_type', 'A .php name' );
	}

	public function test_an_upload_over_10_mb_is_refused(): void {
		$big = '<!doctype html><p>' . str_repeat( 'a', 11 * 1024 * 1024 ) . '</p>';
		$this->assert_refused_cleanly( $this->convert( $this->temp_file( $big ), 'big.html' ), 413, 'playpal_upload_too_large', 'An 11 MB page' );
		$response = $this->convert_raw(
			array(
				'file' => array(
					'name'     => 'big.html',
					'tmp_name' => '',
					'error'    => UPLOAD_ERR_INI_SIZE,
				),
			)
		);
		$this->assert_refused_cleanly( $response, 413, 'playpal_upload_too_large', 'PHP refused the size' );
	}

	public function test_a_zip_bomb_over_the_unpacked_limit_is_refused(): void {
		// 51 MB of zeros deflates to a few dozen KB.
		$zip = $this->zip_of(
			array(
				'index.html' => '<!doctype html><p>x</p>',
				'zeros.bin'  => str_repeat( "\0", 51 * 1024 * 1024 ),
			)
		);
		$this->assertLessThan( 1024 * 1024, filesize( $zip ), 'The bomb itself is small.' );
		$this->assert_refused_cleanly( $this->convert( $zip, 'bomb.zip' ), 413, 'playpal_zip_too_large', 'A zip bomb' );
	}

	public function test_a_zip_whose_headers_lie_about_sizes_is_stopped_while_inflating(): void {
		$zip   = $this->zip_of(
			array(
				'index.html' => '<!doctype html><p>x</p>',
				'zeros.bin'  => str_repeat( "\0", 52 * 1024 * 1024 ),
			)
		);
		$bytes = (string) file_get_contents( $zip );
		// Rewrite the declared uncompressed size of zeros.bin (local header and central directory) to 1000.
		$fake = pack( 'V', 1000 );
		foreach ( array(
			"PK\x03\x04" => 22,
			"PK\x01\x02" => 24,
		) as $signature => $offset ) {
			for ( $at = strpos( $bytes, $signature ); false !== $at; $at = strpos( $bytes, $signature, $at + 1 ) ) {
				$name_offset = "PK\x03\x04" === $signature ? 30 : 46;
				if ( 'zeros.bin' === substr( $bytes, $at + $name_offset, 9 ) ) {
					$bytes = substr_replace( $bytes, $fake, $at + $offset, 4 );
				}
			}
		}
		$response = $this->convert( $this->temp_file( $bytes ), 'liar.zip' );
		$this->assertContains( $response->get_status(), array( 413, 422 ), 'A lying zip is refused. Body: ' . wp_json_encode( $response->get_data() ) );
		$this->assertContains( $response->get_data()['code'] ?? '', array( 'playpal_zip_too_large', 'playpal_zip_unreadable' ), 'A lying zip gets a zip error code.' );
		$this->assertSame( 0, $this->count_appadoos(), 'A lying zip leaves no Appadoo.' );
		$this->assertSame( array(), $this->stored_files(), 'A lying zip leaves no file.' );
	}

	public function test_more_than_500_files_are_refused(): void {
		$entries = array( 'index.html' => '<p>x</p>' );
		for ( $i = 0; $i < 500; $i++ ) {
			$entries[ "a/{$i}.txt" ] = 'x';
		}
		$this->assert_refused_cleanly( $this->convert( $this->zip_of( $entries ), 'many.zip' ), 413, 'playpal_zip_too_many_files', '501 files' );
	}

	public function test_path_traversal_entries_are_refused(): void {
		foreach ( array( '../evil.html', 'a/../../evil.html', '/etc/evil.html', 'C:/evil.html', 'a\\..\\..\\evil.html' ) as $name ) {
			$zip = $this->zip_of( array( 'index.html' => '<p>x</p>' ) );
			// ZipArchive keeps names as given when renamed after adding.
			$archive = new ZipArchive();
			$archive->open( $zip );
			$archive->addFromString( 'placeholder.html', '<p>evil</p>' );
			$archive->renameName( 'placeholder.html', $name );
			$archive->close();
			$this->assert_refused_cleanly( $this->convert( $zip, 'trip.zip' ), 422, 'playpal_zip_unsafe_path', "Entry {$name}" );
		}
	}

	public function test_symlink_entries_are_refused(): void {
		$zip = $this->zip_of(
			array(
				'index.html' => '<p>x</p>',
				'link.html'  => '/etc/passwd',
			),
			static function ( ZipArchive $archive ): void {
				$archive->setExternalAttributesName( 'link.html', ZipArchive::OPSYS_UNIX, ( 0120777 << 16 ) );
			}
		);
		$this->assert_refused_cleanly( $this->convert( $zip, 'link.zip' ), 422, 'playpal_zip_link', 'A symlink entry' );
	}

	public function test_a_zip_without_a_page_or_a_broken_zip_is_refused(): void {
		$this->assert_refused_cleanly( $this->convert( $this->zip_of( array( 'a.png' => 'x' ) ), 'nopage.zip' ), 422, 'playpal_zip_no_entry', 'No page' );
		$whole    = (string) file_get_contents( $this->zip_of( array( 'index.html' => str_repeat( '<p>x</p>', 500 ) ) ) );
		$broken   = substr( $whole, 0, intdiv( strlen( $whole ), 2 ) );
		$response = $this->convert( $this->temp_file( $broken ), 'broken.zip' );
		$this->assertContains( $response->get_status(), array( 415, 422 ), 'A truncated zip is refused.' );
		$this->assertSame( 0, $this->count_appadoos(), 'A truncated zip leaves no Appadoo.' );
		$this->assertSame( array(), $this->stored_files(), 'A truncated zip leaves no file.' );
	}

	public function test_missing_file_guest_and_someone_elses_appadoo(): void {
		$this->assert_refused_cleanly( $this->convert_raw( array() ), 400, 'playpal_upload_missing', 'No file' );

		$other    = $this->user();
		$theirs   = $this->appadoo( $other );
		$before   = $this->stored_files();
		$response = $this->convert( $this->temp_file( '<!doctype html><p>x</p>' ), 'a.html', array( 'appadooId' => (string) $theirs ) );
		$this->assert_error( $response, 404, 'playpal_appadoo_not_found', 'Someone else\'s Appadoo' );
		$this->assertSame( $before, $this->stored_files(), 'Someone else\'s Appadoo keeps its files.' );

		wp_set_current_user( 0 );
		$this->assert_error( $this->convert( $this->temp_file( '<!doctype html><p>x</p>' ), 'a.html' ), 401, 'playpal_not_signed_in', 'A guest' );
	}

	public function test_300_malformed_uploads_answer_4xx_json_and_store_nothing(): void {
		mt_srand( 20261123 );
		$shapes = 0;
		for ( $i = 0; $i < 300; $i++ ) {
			$files    = $this->malformed( $i );
			$response = $this->convert_raw( $files['files'], $files['params'] );
			$status   = $response->get_status();
			$data     = $response->get_data();
			$this->assertGreaterThanOrEqual( 400, $status, "Malformed upload #{$i} is refused. Body: " . wp_json_encode( $data ) );
			$this->assertLessThan( 500, $status, "Malformed upload #{$i} is a client error. Body: " . wp_json_encode( $data ) );
			$this->assertIsString( is_array( $data ) ? ( $data['code'] ?? null ) : null, "Malformed upload #{$i} answers a JSON error code." );
			++$shapes;
		}
		$this->assertSame( 300, $shapes, 'Three hundred bodies were sent.' );
		$this->assertSame( 0, $this->count_appadoos(), 'Malformed uploads leave no Appadoo.' );
		$this->assertSame( array(), $this->stored_files(), 'Malformed uploads leave no file.' );
	}

	/**
	 * One malformed upload: what PHP hands WordPress for broken multipart
	 * bodies (missing parts, arrays, error codes, odd names) and broken content.
	 *
	 * @param int $i Index.
	 * @return array{files: array<string, mixed>, params: array<string, mixed>}
	 */
	private function malformed( int $i ): array {
		$random = static fn( int $n ): string => $n > 0 ? random_bytes( $n ) : '';
		$zip    = (string) file_get_contents( $this->zip_of( array( 'index.html' => '<p>x</p>' ) ) );
		$names  = array( 'a.html', 'a.zip', 'a.htm', '', '.html', 'a.HTML.php', "a\0.html", str_repeat( 'n', 300 ) . '.html', '../../a.html', 'a.png', 'a' );
		$params = array();
		switch ( $i % 12 ) {
			case 0:
				$files = array();
				break;
			case 1:
				$files = array(
					'upload' => array(
						'name'     => 'a.html',
						'tmp_name' => $this->temp_file( '<p>x</p>' ),
						'error'    => 0,
					),
				);
				break;
			case 2:
				$files = array(
					'file' => array(
						'name'     => array( 'a.html' ),
						'tmp_name' => array( 'x' ),
						'error'    => array( 0 ),
					),
				);
				break;
			case 3:
				$files = array(
					'file' => array(
						'name'     => 'a.html',
						'tmp_name' => '',
						'error'    => array( UPLOAD_ERR_PARTIAL, UPLOAD_ERR_NO_TMP_DIR, UPLOAD_ERR_CANT_WRITE, UPLOAD_ERR_EXTENSION, UPLOAD_ERR_NO_FILE, 99 )[ $i % 6 ],
					),
				);
				break;
			case 4:
				$files = array(
					'file' => array(
						'name'     => 'a.html',
						'tmp_name' => '/nonexistent/' . $i,
						'error'    => 0,
					),
				);
				break;
			case 5:
				$files = array( 'file' => 'a string' );
				break;
			case 6:
				$files = array(
					'file' => array(
						'name'     => $names[ $i % count( $names ) ],
						'tmp_name' => $this->temp_file( $random( mt_rand( 0, 4000 ) ) ),
						'error'    => 0,
					),
				);
				break;
			case 7:
				// A zip cut short or with random bytes spliced in.
				$bytes = substr( $zip, 0, mt_rand( 1, max( 1, strlen( $zip ) - 1 ) ) );
				$files = array(
					'file' => array(
						'name'     => 'a.zip',
						'tmp_name' => $this->temp_file( $bytes ),
						'error'    => 0,
					),
				);
				break;
			case 8:
				$at    = mt_rand( 4, strlen( $zip ) - 8 );
				$bytes = substr_replace( $zip, $random( 8 ), $at, 8 );
				$bytes = "PK\x03\x04" . substr( $bytes, 4 );
				$files = array(
					'file' => array(
						'name'     => 'a.zip',
						'tmp_name' => $this->temp_file( $bytes . $random( 16 ) ),
						'error'    => 0,
					),
				);
				// A spliced zip may still read; then the page inside has a tag or not. Make sure it cannot pass: no page inside.
				$files['file']['tmp_name'] = $this->temp_file( substr( $bytes, 0, 20 ) );
				break;
			case 9:
				$files = array(
					'file' => array(
						'name'     => 'a.html',
						'tmp_name' => $this->temp_file( '' ),
						'error'    => 0,
					),
				);
				break;
			case 10:
				// A good page with a bad companion field.
				$files  = array(
					'file' => array(
						'name'     => 'a.html',
						'tmp_name' => $this->temp_file( '<p>x</p>' ),
						'error'    => 0,
					),
				);
				$params = array( array( 'appadooId' => 'abc' ), array( 'appadooId' => '-1' ), array( 'name' => '' ), array( 'name' => str_repeat( 'n', 101 ) ), array( 'appadooId' => '999999' ) )[ $i % 5 ];
				break;
			default:
				$files = array(
					'file' => array(
						'name'     => 'a.html',
						'tmp_name' => $this->temp_file( "\0\0" . $random( mt_rand( 1, 500 ) ) . '<p>' ),
						'error'    => 0,
					),
				);
		}
		return array(
			'files'  => $files,
			'params' => $params,
		);
	}
}
