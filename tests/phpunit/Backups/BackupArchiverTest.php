<?php
/**
 * Tests for PlayPal\Backups\Backup_Archiver::read().
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Backups;

use PlayPal\Backups\Backup_Archiver;
use PlayPal\Tests\Storage\StorageTestCase;
use RuntimeException;
use ZipArchive;

/**
 * An archive is checked entry by entry before anything is restored.
 */
final class BackupArchiverTest extends StorageTestCase {

	/**
	 * A zip of the given entries.
	 *
	 * @param array<string, string> $entries Name => bytes.
	 */
	private static function zip( array $entries ): string {
		$path = (string) tempnam( get_temp_dir(), 'playpal-test-zip-' );
		$zip  = new ZipArchive();
		$zip->open( $path, ZipArchive::CREATE | ZipArchive::OVERWRITE );
		foreach ( $entries as $name => $bytes ) {
			$zip->addFromString( $name, $bytes );
		}
		$zip->close();
		$bytes = (string) file_get_contents( $path );
		unlink( $path );
		return $bytes;
	}

	/**
	 * A valid record.
	 */
	private static function record(): string {
		return (string) wp_json_encode(
			array(
				'format'  => Backup_Archiver::FORMAT,
				'version' => Backup_Archiver::VERSION,
				'appadoo' => array(
					'id'     => 1,
					'title'  => 'T',
					'status' => 'private',
				),
				'meta'    => array( '_playpal_status' => array( 'active' ) ),
			)
		);
	}

	public function test_a_well_formed_archive_is_read(): void {
		$read = ( new Backup_Archiver() )->read(
			self::zip(
				array(
					'appadoo.json'  => self::record(),
					'files/a/b.txt' => 'b',
				)
			)
		);
		$this->assertSame( array( 'a/b.txt' => 'b' ), $read['files'], 'The files are read.' );
		$this->assertSame( 'T', $read['record']['appadoo']['title'], 'The record is read.' );
	}

	public function test_unsafe_or_foreign_archives_are_refused(): void {
		$cases = array(
			'parent folder'     => array(
				'appadoo.json'         => self::record(),
				'files/../../evil.php' => 'x',
			),
			'nested parent'     => array(
				'appadoo.json'    => self::record(),
				'files/a/../../b' => 'x',
			),
			'absolute path'     => array(
				'appadoo.json' => self::record(),
				'/etc/passwd'  => 'x',
			),
			'absolute in files' => array(
				'appadoo.json'      => self::record(),
				'files//etc/passwd' => 'x',
			),
			'drive path'        => array(
				'appadoo.json' => self::record(),
				'files/C:/x'   => 'x',
			),
			'backslashes'       => array(
				'appadoo.json'    => self::record(),
				'files/..\\..\\x' => 'x',
			),
			'unknown entry'     => array(
				'appadoo.json' => self::record(),
				'other.txt'    => 'x',
			),
			'no record'         => array( 'files/a' => 'a' ),
			'bad record'        => array( 'appadoo.json' => '{"format":"something else"}' ),
			'foreign meta'      => array( 'appadoo.json' => str_replace( '_playpal_status', '_edit_lock', self::record() ) ),
		);
		foreach ( $cases as $name => $entries ) {
			try {
				( new Backup_Archiver() )->read( self::zip( $entries ) );
				$this->fail( "The {$name} archive should be refused." );
			} catch ( RuntimeException $exception ) {
				$this->assertNotSame( '', $exception->getMessage(), "The {$name} archive is refused with a reason." );
			}
		}
		foreach ( array( '', 'not a zip', "PK\x03\x04broken" ) as $i => $bytes ) {
			try {
				( new Backup_Archiver() )->read( $bytes );
				$this->fail( "Garbage {$i} should be refused." );
			} catch ( RuntimeException $exception ) {
				$this->assertNotSame( '', $exception->getMessage(), "Garbage {$i} is refused." );
			}
		}
		$this->assertSame( array(), array_diff( self::backup_temp_files(), array() ), 'No temporary file is left behind.' );
	}

	public function test_an_archive_over_the_size_budget_is_refused(): void {
		add_filter( 'playpal_backup_max_unpacked_bytes', static fn(): int => 1000 );
		try {
			( new Backup_Archiver() )->read(
				self::zip(
					array(
						'appadoo.json' => self::record(),
						'files/big'    => str_repeat(
							'z',
							5000
						),
					)
				)
			);
			$this->fail( 'A zip bomb should be refused.' );
		} catch ( RuntimeException $exception ) {
			$this->assertStringContainsString( 'more than is allowed', $exception->getMessage(), 'Refused for its size.' );
		} finally {
			remove_all_filters( 'playpal_backup_max_unpacked_bytes' );
		}
	}
}
