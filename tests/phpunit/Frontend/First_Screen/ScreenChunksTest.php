<?php
/**
 * The chunks a server-printed route preloads come from the build's manifest.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\First_Screen;

use PlayPal\Frontend\First_Screen\Screen_Chunks;
use PlayPal\Tests\TestCase;

/**
 * Screen_Chunks against a manifest written by the test, and against the real build.
 */
final class ScreenChunksTest extends TestCase {

	private string $dir = '';

	protected function tearDown(): void {
		if ( '' !== $this->dir ) {
			wp_delete_file( $this->dir . Screen_Chunks::MANIFEST );
			rmdir( $this->dir . 'build' );
			rmdir( $this->dir );
		}
		parent::tearDown();
	}

	/**
	 * @param mixed $manifest What build/screen-chunks.json holds.
	 */
	private function chunks_with( mixed $manifest ): Screen_Chunks {
		$this->dir = trailingslashit( get_temp_dir() ) . 'playpal-chunks-' . wp_generate_password( 8, false ) . '/';
		wp_mkdir_p( $this->dir . 'build' );
		file_put_contents( $this->dir . Screen_Chunks::MANIFEST, (string) wp_json_encode( $manifest ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test fixture.
		return new Screen_Chunks( $this->dir );
	}

	public function test_a_screen_gets_its_own_and_its_shared_chunks_once_each(): void {
		$chunks = $this->chunks_with(
			array(
				'blog'       => array( 'chunks/blog.1a2b3c4d.js' ),
				'newsletter' => array( 'chunks/186.aaaa1111.js', 'chunks/newsletter.5e6f7a8b.js' ),
				'shop'       => array( 'chunks/186.aaaa1111.js', 'chunks/shop.9c8d7e6f.js' ),
			)
		);

		$this->assertSame( array( 'chunks/blog.1a2b3c4d.js', 'chunks/186.aaaa1111.js', 'chunks/newsletter.5e6f7a8b.js' ), $chunks->files( array( 'blog', 'newsletter' ) ), 'The Blog’s chunks, in order.' );
		$this->assertSame( array( 'chunks/186.aaaa1111.js', 'chunks/shop.9c8d7e6f.js' ), $chunks->files( array( 'shop', 'shop' ) ), 'Each file once.' );
		$this->assertSame( array(), $chunks->files( array( 'no-such-screen' ) ), 'An unknown screen has none.' );
	}

	public function test_nothing_outside_the_chunks_folder_is_ever_preloaded(): void {
		$chunks = $this->chunks_with(
			array(
				'blog' => array( '../../wp-config.php', 'https://evil.example/x.js', 'chunks/blog.1a2b3c4d.js', 42 ),
			)
		);

		$this->assertSame( array( 'chunks/blog.1a2b3c4d.js' ), $chunks->files( array( 'blog' ) ), 'Only chunk files are kept.' );
	}

	public function test_the_real_build_lists_every_printed_screen(): void {
		$chunks = new Screen_Chunks();
		foreach ( array( 'home', 'blog', 'blog-post', 'shop', 'product' ) as $name ) {
			$files = $chunks->files( array( $name ) );
			$this->assertNotEmpty( $files, "The build lists the $name chunk." );
			foreach ( $files as $file ) {
				$this->assertFileExists( PLAYPAL_PLUGIN_DIR . 'build/' . $file, "$file exists." );
			}
		}
	}
}
