<?php
/**
 * Issue 20: a fuzz of 300 hostile zips through POST pp/v1/appadoos/convert.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Converter;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Package_Types;
use ZipArchive;

/**
 * Long, unicode, trailing-dot and trailing-space names, nested archives,
 * bombs, links, traversal, every allowed and refused type, damaged and
 * encrypted archives — generated from a fixed seed (set PLAYPAL_FUZZ_SEED to
 * replay another). Each answer is 201 or a 4xx JSON error with a `playpal_`
 * or `rest_` code; no PHP warning or notice is raised and nothing logged
 * names the store; no file appears outside the store (uploads folder and
 * our temporary files compared before and after).
 */
final class HostileZipFuzzTest extends ConvertTestCase {

	private const CASES = 300;

	private const REFUSED_TYPES = array( 'php', 'phtml', 'phar', 'php5', 'phpt', 'inc', 'module', 'cgi', 'pl', 'py', 'sh', 'asp', 'aspx', 'jsp', 'shtml', 'exe', 'dll', 'bat', 'config', 'htaccess', 'zip', 'tar', 'gz', 'swf', 'jar', 'docx', '' );

	/**
	 * A zip of 51 MB of zeros (built once).
	 *
	 * @var string
	 */
	private static string $bomb = '';

	/**
	 * Private folder for this test's zips.
	 *
	 * @var string
	 */
	private string $work = '';

	protected function tearDown(): void {
		remove_all_filters( 'playpal_convert_rate_limit' );
		remove_all_filters( 'playpal_convert_global_rate_limit' );
		parent::tearDown();
	}

	public function test_300_hostile_zips_answer_201_or_a_4xx_json_error_and_leave_nothing_outside_the_store(): void {
		$this->log_in_as( 'subscriber' );
		// One person sends all 300 within a minute: the conversion limits (proven by StorageQuotaTest) are lifted here.
		add_filter( 'playpal_convert_rate_limit', static fn(): int => 100000 );
		add_filter( 'playpal_convert_global_rate_limit', static fn(): int => 100000 );
		$seed = false !== getenv( 'PLAYPAL_FUZZ_SEED' ) ? (int) getenv( 'PLAYPAL_FUZZ_SEED' ) : 20;
		mt_srand( $seed );
		$this->work = sys_get_temp_dir() . '/playpal-fuzz-' . bin2hex( random_bytes( 6 ) );
		mkdir( $this->work );
		$work = $this->work;
		add_filter( 'playpal_uploads_is_http_upload', static fn( bool $is, string $path ): bool => $is || str_starts_with( $path, $work . '/case-' ), 10, 2 );
		$store    = ( new Appadoo_Files() )->root();
		$uploads  = $this->listing( untrailingslashit( wp_upload_dir( null, false )['basedir'] ), $store );
		$temp     = $this->ours_in_temp();
		$log      = $this->work . '-error.log';
		$old_log  = ini_set( 'error_log', $log ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- Captures anything logged during the fuzz.
		$warnings = array();
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- Records every warning.
		set_error_handler(
			static function ( int $level, string $message, string $file = '', int $line = 0 ) use ( &$warnings ): bool {
				$warnings[] = "{$message} ({$file}:{$line})";
				return true;
			}
		);
		$statuses = array();
		$codes    = array();
		$refusals = array();
		try {
			for ( $case = 0; $case < self::CASES; $case++ ) {
				$kind   = $case % 13;
				$path   = $this->hostile_zip( $kind, $case );
				$upload = array( "\u{202E}piz.html", 'activity-' . $case . '.zip' )[ min( 1, mt_rand( 0, 9 ) ) ];
				ob_start();
				$response = $this->convert( $path, $upload );
				$printed  = (string) ob_get_clean();
				unlink( $path );
				$status = $response->get_status();
				$data   = $response->get_data();
				$json   = wp_json_encode( $data );
				$where  = "seed {$seed}, case {$case} (kind {$kind})";
				$this->assertSame( '', $printed, "{$where}: nothing printed." );
				$this->assertIsString( $json, "{$where}: the answer is JSON." );
				$this->assertStringNotContainsString( $store, (string) $json, "{$where}: the answer names no store path." );
				if ( 201 === (int) $status ) {
					$this->assertTrue( $data['success'], "{$where}: 201 is a success." );
					foreach ( $data['conversion']['refused'] as $item ) {
						$refusals[ $item['code'] ] = true;
						$this->assertNull( ( new Appadoo_Files() )->path_of( $data['appadoo']['id'], $item['file'] ), "{$where}: a refused file is not stored." );
					}
					$this->assertNotFalse( wp_delete_post( $data['appadoo']['id'], true ), "{$where}: the Appadoo can be deleted." );
				} else {
					$this->assertGreaterThanOrEqual( 400, $status, "{$where}: an error, not {$status}: {$json}" );
					$this->assertLessThan( 500, $status, "{$where}: a refusal, never a server error: {$json}" );
					$this->assertMatchesRegularExpression( '/^(playpal|rest)_[a-z_]+$/', (string) ( $data['code'] ?? '' ), "{$where}: a stable code: {$json}" );
				}
				$statuses[ $status ]                 = ( $statuses[ $status ] ?? 0 ) + 1;
				$codes[ $data['code'] ?? 'created' ] = ( $codes[ $data['code'] ?? 'created' ] ?? 0 ) + 1;
			}
		} finally {
			restore_error_handler();
			ini_set( 'error_log', (string) $old_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		}

		$this->assertSame( array(), $warnings, 'No PHP warning or notice during the fuzz.' );
		$logged = is_file( $log ) ? (string) file_get_contents( $log ) : '';
		if ( is_file( $log ) ) {
			unlink( $log );
		}
		$this->assertStringNotContainsString( $store, $logged, 'Nothing logged names the store.' );
		$this->assertArrayHasKey( 201, $statuses, 'Some hostile zips still convert (the allowed part of them): ' . wp_json_encode( $codes ) );
		foreach ( array( 'type-not-allowed', 'server-script', 'name-trailing-dot-or-space', 'name-too-long' ) as $code ) {
			$this->assertArrayHasKey( $code, $refusals, "The fuzz has files refused for {$code}." );
		}
		foreach ( array( 'created', 'playpal_zip_link', 'playpal_zip_too_large', 'playpal_zip_unreadable', 'playpal_zip_unsafe_path', 'playpal_zip_too_many_files', 'playpal_zip_no_entry', 'playpal_upload_wrong_type' ) as $code ) {
			$this->assertArrayHasKey( $code, $codes, "The fuzz reaches {$code}: " . wp_json_encode( $codes ) );
		}
		$this->assertSame( $uploads, $this->listing( untrailingslashit( wp_upload_dir( null, false )['basedir'] ), $store ), 'No file appeared in uploads outside the store.' );
		$this->assertSame( $temp, $this->ours_in_temp(), 'No temporary file of PlayPal was left behind.' );
		$this->assertSame( array(), array_diff( (array) scandir( $this->work ), array( '.', '..' ) ), 'Every test zip was removed.' );
		$this->assertSame( array(), $this->stored_files(), 'Every converted Appadoo was deleted with its files; no staging left.' );
		rmdir( $this->work );
	}

	/**
	 * Writes one hostile zip.
	 *
	 * @param int $kind What is hostile about it.
	 * @param int $case Case number.
	 * @return string Its path.
	 */
	private function hostile_zip( int $kind, int $case ): string {
		$path = $this->work . '/case-' . $case . '.zip';
		if ( 3 === $kind && 0 === $case % 2 ) {
			file_put_contents( $path, $this->bomb( 1 === mt_rand( 0, 1 ) ) );
			return $path;
		}
		$zip = new ZipArchive();
		$zip->open( $path, ZipArchive::CREATE | ZipArchive::OVERWRITE );
		if ( 0 !== mt_rand( 0, 4 ) ) {
			$zip->addFromString( mt_rand( 0, 1 ) ? 'index.html' : 'game/start.htm', '<!doctype html><title>t</title><p>page</p>' );
		}
		$count = mt_rand( 1, 6 );
		for ( $i = 0; $i < $count; $i++ ) {
			$name = $this->hostile_name( $kind );
			$zip->addFromString( $name, $this->bytes() );
			if ( 5 === $kind ) {
				// A symbolic link (Unix mode 0120777 in the external attributes).
				$zip->setExternalAttributesName( $name, ZipArchive::OPSYS_UNIX, 0120777 << 16 );
			}
			if ( 10 === $kind && method_exists( $zip, 'setEncryptionName' ) ) {
				$zip->setEncryptionName( $name, ZipArchive::EM_AES_256, 'secret' );
			}
		}
		if ( 11 === $kind ) {
			for ( $i = 0; $i < 501; $i++ ) {
				$zip->addFromString( "many/{$i}.txt", 'x' );
			}
		}
		if ( 4 === $kind ) {
			$zip->addFromString( 'inner.zip', $this->inner_zip() );
		}
		$zip->close();
		if ( 7 === $kind ) {
			$this->damage( $path );
		}
		return $path;
	}

	/**
	 * A hostile entry name for a kind of case.
	 *
	 * @param int $kind Kind.
	 */
	private function hostile_name( int $kind ): string {
		$types = array_keys( Package_Types::TYPES );
		$any   = mt_rand( 0, 1 ) ? $types[ array_rand( $types ) ] : self::REFUSED_TYPES[ array_rand( self::REFUSED_TYPES ) ];
		return match ( $kind ) {
			0 => str_repeat( 'l', mt_rand( 200, 400 ) ) . '.' . $any,
			1 => array( "\u{1F600}.png", "caf\u{00E9}.css", "cafe\u{0301}.css", "\u{202E}gnp.js", "a\u{0007}bell.png", "\u{200B}.js", '日本語/ページ.html', "\u{FEFF}x.css" )[ mt_rand( 0, 7 ) ],
			2 => 'x.' . $any . array( '.', ' ', '. ', ' .', '..', '::$DATA' )[ mt_rand( 0, 5 ) ],
			6 => 'folder/' . ( mt_rand( 0, 3 ) ? 'f' : '' ) . ( mt_rand( 0, 1 ) ? 'x.php.' : '' ) . 'file.' . $any,
			8 => array( '../evil.html', '/abs.html', 'C:/x.html', 'a/../../b.js', '..\\win.js', 'a//b.css', './c.css' )[ mt_rand( 0, 6 ) ],
			9 => array( '.htaccess', '.user.ini', '__MACOSX/._a.png', 'playpal-runtime/runtime.js', 'dir/.hidden.js', 'web.config', 'a.PhP', 'b.pHtMl' )[ mt_rand( 0, 7 ) ],
			12 => str_repeat( 'd/', mt_rand( 50, 300 ) ) . 'deep.' . $any,
			default => 'f' . mt_rand( 0, 99 ) . '.' . $any,
		};
	}

	/**
	 * Random bytes, sometimes a tag or a PHP opening.
	 */
	private function bytes(): string {
		$bytes = '';
		for ( $i = mt_rand( 0, 64 ); $i > 0; $i-- ) {
			$bytes .= chr( mt_rand( 0, 255 ) );
		}
		return array( $bytes, '<?php echo 1;', '<script>alert(1)</script>', '' )[ mt_rand( 0, 3 ) ];
	}

	/**
	 * The bytes of a zip holding a page and a script (for nesting).
	 */
	private function inner_zip(): string {
		$path = $this->work . '/inner.zip';
		$zip  = new ZipArchive();
		$zip->open( $path, ZipArchive::CREATE | ZipArchive::OVERWRITE );
		$zip->addFromString( 'index.html', '<p>inner</p>' );
		$zip->addFromString( 'x.php', '<?php echo 1;' );
		$zip->close();
		$bytes = (string) file_get_contents( $path );
		unlink( $path );
		return $bytes;
	}

	/**
	 * A zip that inflates past 50 MB, its header honest or lying.
	 *
	 * @param bool $lying Whether the declared size is rewritten to 1000.
	 */
	private function bomb( bool $lying ): string {
		if ( '' === self::$bomb ) {
			$path = $this->work . '/bomb.zip';
			$zip  = new ZipArchive();
			$zip->open( $path, ZipArchive::CREATE | ZipArchive::OVERWRITE );
			$zip->addFromString( 'index.html', '<!doctype html><p>x</p>' );
			$zip->addFromString( 'zeros.bin', str_repeat( "\0", 51 * 1024 * 1024 ) );
			$zip->close();
			self::$bomb = (string) file_get_contents( $path );
			unlink( $path );
		}
		if ( ! $lying ) {
			return self::$bomb;
		}
		$bytes = self::$bomb;
		foreach ( array(
			"PK\x03\x04" => array( 22, 30 ),
			"PK\x01\x02" => array( 24, 46 ),
		) as $signature => $at ) {
			for ( $pos = strpos( $bytes, $signature ); false !== $pos; $pos = strpos( $bytes, $signature, $pos + 1 ) ) {
				if ( 'zeros.bin' === substr( $bytes, $pos + $at[1], 9 ) ) {
					$bytes = substr_replace( $bytes, pack( 'V', 1000 ), $pos + $at[0], 4 );
				}
			}
		}
		return $bytes;
	}

	/**
	 * Damages a zip: truncates it, flips bytes, or cuts the central directory.
	 *
	 * @param string $path Zip.
	 */
	private function damage( string $path ): void {
		$bytes = (string) file_get_contents( $path );
		$len   = strlen( $bytes );
		switch ( mt_rand( 0, 2 ) ) {
			case 0:
				$bytes = substr( $bytes, 0, mt_rand( 0, max( 0, $len - 1 ) ) );
				break;
			case 1:
				for ( $i = mt_rand( 1, 20 ); $i > 0 && $len > 0; $i-- ) {
					$bytes[ mt_rand( 0, $len - 1 ) ] = chr( mt_rand( 0, 255 ) );
				}
				break;
			default:
				$cut   = strrpos( $bytes, "PK\x01\x02" );
				$bytes = false === $cut ? $bytes : substr( $bytes, 0, $cut ) . random_bytes( 30 );
		}
		file_put_contents( $path, $bytes );
	}

	/**
	 * Every file under a folder, but those under $skip.
	 *
	 * @param string $dir  Folder.
	 * @param string $skip Folder left out (the store).
	 * @return string[]
	 */
	private function listing( string $dir, string $skip ): array {
		$found = array();
		$it    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $it as $file ) {
			if ( $file->isFile() && ! str_starts_with( $file->getPathname(), $skip . '/' ) ) {
				$found[] = $file->getPathname();
			}
		}
		sort( $found );
		return $found;
	}

	/**
	 * PlayPal's own temporary files (`playpal-*`) in the temp folders; other
	 * programs share those folders, so only our prefix is compared.
	 *
	 * @return string[]
	 */
	private function ours_in_temp(): array {
		$found = array();
		foreach ( array_unique( array( untrailingslashit( get_temp_dir() ), sys_get_temp_dir() ) ) as $dir ) {
			foreach ( (array) glob( $dir . '/playpal-{backup,offline}-*', GLOB_BRACE ) as $file ) {
				$found[] = (string) $file;
			}
		}
		sort( $found );
		return $found;
	}
}
