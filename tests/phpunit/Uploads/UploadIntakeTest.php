<?php
/**
 * The one upload check, as every field uses it.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Uploads;

use PlayPal\Errors\Domain_Exception;
use PlayPal\REST\Domain_Error_Map;
use PlayPal\Tests\TestCase;
use PlayPal\Uploads\Upload_Intake;
use PlayPal\Uploads\Upload_Policy;

/**
 * Stories, creations and the converter share one per-file check: what only
 * one of them tested before (a real HTTP upload, PHP's own size error, the
 * file limit) now holds for all three, each with its own codes.
 */
final class UploadIntakeTest extends TestCase {

	private const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

	/** @var string[] Files the test made. */
	private array $made = array();

	/** @var string[] Files the test vouches for as HTTP uploads. */
	private array $vouched = array();

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'playpal_uploads_is_http_upload', array( $this, 'is_vouched' ), 10, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'playpal_uploads_is_http_upload', array( $this, 'is_vouched' ), 10 );
		array_map( 'wp_delete_file', $this->made );
		parent::tearDown();
	}

	/**
	 * @param bool   $is   is_uploaded_file().
	 * @param string $path Temporary file.
	 */
	public function is_vouched( bool $is, string $path ): bool {
		return $is || in_array( $path, $this->vouched, true );
	}

	private function file( string $bytes, bool $vouched = true ): string {
		$path = (string) tempnam( get_temp_dir(), 'intake-test' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- Test fixture.
		$this->made[] = $path;
		if ( $vouched ) {
			$this->vouched[] = $path;
		}
		return $path;
	}

	/**
	 * @param string $name     Name as sent.
	 * @param string $tmp_name Temporary file.
	 * @param int    $error    PHP's upload error.
	 * @return array{name: string, tmp_name: string, error: int}
	 */
	private static function field( string $name, string $tmp_name, int $error = UPLOAD_ERR_OK ): array {
		return array(
			'name'     => $name,
			'tmp_name' => $tmp_name,
			'error'    => $error,
		);
	}

	/**
	 * @param callable(): mixed $check The check.
	 * @return array{0: string, 1: int} Code and status of the refusal.
	 */
	private static function refusal( callable $check ): array {
		try {
			$check();
		} catch ( Domain_Exception $refused ) {
			return array( $refused->get_error_code(), Domain_Error_Map::status( $refused ) );
		}
		self::fail( 'The upload was accepted.' );
	}

	/**
	 * @return array<string, array{0: Upload_Policy, 1: string}>
	 */
	public static function policies(): array {
		return array(
			'story'          => array( Upload_Policy::story_media(), 'picture.png' ),
			'creation'       => array( Upload_Policy::creation_files(), 'picture.png' ),
			'appadoo source' => array( Upload_Policy::appadoo_source(), 'game.html' ),
		);
	}

	/**
	 * @dataProvider policies
	 * @param Upload_Policy $policy Field policy.
	 * @param string        $name   A name the field takes.
	 */
	public function test_every_field_refuses_a_file_that_is_not_this_requests_upload( Upload_Policy $policy, string $name ): void {
		$bytes = str_ends_with( $name, '.png' ) ? (string) base64_decode( self::PNG ) : '<!doctype html><p>Play</p>'; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- A fixture picture.
		$this->assertSame( array( 'playpal_upload_failed', 400 ), self::refusal( fn() => ( new Upload_Intake( $policy ) )->check( self::field( $name, $this->file( $bytes, false ) ) ) ) );

		$checked = ( new Upload_Intake( $policy ) )->check( self::field( $name, $this->file( $bytes ) ) );
		$this->assertCount( 1, $checked, 'The same bytes, vouched for as an upload, pass.' );
		$this->assertSame( $name, $checked[0]['name'] );
	}

	/**
	 * @dataProvider policies
	 * @param Upload_Policy $policy Field policy.
	 * @param string        $name   A name the field takes.
	 */
	public function test_every_field_answers_phps_own_size_error_as_too_large( Upload_Policy $policy, string $name ): void {
		$this->assertSame( array( 'playpal_upload_too_large', 413 ), self::refusal( fn() => ( new Upload_Intake( $policy ) )->check( self::field( $name, '', UPLOAD_ERR_INI_SIZE ) ) ) );
		$this->assertSame( array( 'playpal_upload_failed', 400 ), self::refusal( fn() => ( new Upload_Intake( $policy ) )->check( self::field( $name, '', UPLOAD_ERR_PARTIAL ) ) ) );
	}

	public function test_the_converter_takes_exactly_one_file_and_names_its_refusals_its_own_way(): void {
		$intake = new Upload_Intake( Upload_Policy::appadoo_source() );
		$page   = $this->file( '<p>Play</p>' );
		$two    = array(
			'name'     => array( 'a.html', 'b.html' ),
			'tmp_name' => array( $page, $page ),
			'error'    => array( UPLOAD_ERR_OK, UPLOAD_ERR_OK ),
		);
		$this->assertSame( array( 'playpal_upload_missing', 400 ), self::refusal( fn() => $intake->single( $two ) ) );
		$this->assertSame( array( 'playpal_upload_missing', 400 ), self::refusal( fn() => $intake->single( null ) ) );
		$this->assertSame( array( 'playpal_upload_missing', 400 ), self::refusal( fn() => $intake->single( 'file' ) ) );
		$this->assertSame( array( 'playpal_upload_wrong_type', 415 ), self::refusal( fn() => $intake->single( self::field( 'empty.html', $this->file( '' ) ) ) ) );
		$this->assertSame( 'html', $intake->single( self::field( 'doctype-less.html', $page ) )['ext'], 'A page finfo calls plain text passes on its markup.' );
	}

	public function test_a_story_counts_its_files_and_names_an_empty_one(): void {
		$intake = new Upload_Intake( Upload_Policy::story_media() );
		$png    = $this->file( (string) base64_decode( self::PNG ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- A fixture picture.
		$six    = array(
			'name'     => array_fill( 0, 6, 'p.png' ),
			'tmp_name' => array_fill( 0, 6, $png ),
			'error'    => array_fill( 0, 6, UPLOAD_ERR_OK ),
		);
		$this->assertSame( array( 'playpal_upload_too_many_files', 400 ), self::refusal( fn() => $intake->check( $six ) ) );
		$this->assertSame( array( 'playpal_upload_empty', 400 ), self::refusal( fn() => $intake->check( self::field( 'empty.png', $this->file( '' ) ) ) ) );
		$this->assertSame( array( 'playpal_upload_malformed', 400 ), self::refusal( fn() => $intake->check( 'file' ) ) );
		$this->assertSame( array(), $intake->check( null ), 'No field is no files.' );
	}
}
