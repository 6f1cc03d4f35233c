<?php
/**
 * The manifest from package paths to stored names.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Package_Manifest;
use PlayPal\Tests\TestCase;

/**
 * A manifest read back is trusted only as far as it is checked: stored names
 * must be opaque, and package paths must stay in their folder, since they
 * become entry names in backups and offline zips.
 */
final class PackageManifestTest extends TestCase {

	private string $dir = '';

	protected function setUp(): void {
		parent::setUp();
		$this->dir = sys_get_temp_dir() . '/playpal-manifest-' . bin2hex( random_bytes( 6 ) );
		mkdir( $this->dir );
	}

	protected function tearDown(): void {
		array_map( 'unlink', (array) glob( $this->dir . '/*' ) );
		rmdir( $this->dir );
		parent::tearDown();
	}

	public function test_a_tampered_manifest_keeps_no_path_that_leaves_its_folder_and_no_name_that_is_not_opaque(): void {
		$blob = str_repeat( 'a', 32 ) . '.bin';
		$json = wp_json_encode(
			array(
				'format' => Package_Manifest::FORMAT,
				'files'  => array(
					'index.html'      => $blob,
					'../escape.html'  => $blob,
					'/etc/passwd.txt' => $blob,
					'C:/drive.txt'    => $blob,
					'a/.htaccess'     => $blob,
					'game\\..\\up.js' => $blob,
					'img/ok.png'      => $blob,
					'named.html'      => '../../wp-config.php',
					'plain-name.css'  => 'style.css',
				),
				'kept'   => array(
					'web.config'  => $blob,
					'../kept.txt' => $blob,
				),
			)
		);
		file_put_contents( $this->dir . '/' . Package_Manifest::FILE, (string) $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents

		$read = Package_Manifest::read( $this->dir );

		$this->assertSame( array( 'index.html', 'img/ok.png' ), array_keys( $read['files'] ), 'Only contained paths to opaque names are kept.' );
		$this->assertSame( array( 'web.config' ), array_keys( $read['kept'] ), 'The kept-aside list is checked the same way.' );
	}
}
