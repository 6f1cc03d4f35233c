<?php
/**
 * The store's Apache guard in the uploads fallback.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

use PlayPal\Appadoos\Appadoo_Files;

/**
 * Under uploads the store keeps a deny-all `.htaccess` as defence in depth.
 * It must deny on Apache 2.2 and 2.4 alike: a bare `Deny from all` is a 500
 * on 2.4 without mod_access_compat, so each directive sits in its IfModule.
 */
final class StoreGuardsTest extends StorageTestCase {

	public function test_the_store_htaccess_denies_on_apache_2_2_and_2_4_without_a_bare_deny(): void {
		$root     = ( new Appadoo_Files() )->root();
		$htaccess = (string) file_get_contents( $root . '/.htaccess' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertMatchesRegularExpression( '#<IfModule mod_authz_core\.c>\s*Require all denied\s*</IfModule>#', $htaccess, 'Apache 2.4 is told with Require.' );
		$this->assertMatchesRegularExpression( '#<IfModule !mod_authz_core\.c>\s*Order allow,deny\s*Deny from all\s*</IfModule>#', $htaccess, 'Apache 2.2 is told with Deny.' );
		$outside = preg_replace( '#<IfModule.*?</IfModule>#s', '', $htaccess );
		$this->assertStringNotContainsString( 'Deny', (string) $outside, 'No Deny outside its IfModule.' );
		$this->assertFileExists( $root . '/index.php', 'A silent index.php for servers that list folders.' );
	}

	public function test_a_guard_from_an_earlier_version_is_rewritten(): void {
		$files = new Appadoo_Files();
		$root  = $files->root();
		file_put_contents( $root . '/.htaccess', "Require all denied\nDeny from all\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents

		( new Appadoo_Files() )->root(); // The next request, with this version of PlayPal.

		$this->assertStringContainsString( '<IfModule mod_authz_core.c>', (string) file_get_contents( $root . '/.htaccess' ), 'The old guard is replaced on the next use of the store.' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	public function test_a_store_folder_the_owner_chose_keeps_their_own_guards_through_use_and_uninstall(): void {
		$dir = sys_get_temp_dir() . '/playpal-owner-folder-' . bin2hex( random_bytes( 6 ) );
		mkdir( $dir );
		file_put_contents( $dir . '/.htaccess', "# The owner's rules\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
		file_put_contents( $dir . '/index.php', "<?php // the owner's index\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
		$filter = static fn(): string => $dir;
		add_filter( 'playpal_store_dir', $filter );
		try {
			$files = new Appadoo_Files();
			$this->assertSame( $dir, $files->root(), 'The filter chooses the folder.' );
			$this->assertSame( "# The owner's rules\n", file_get_contents( $dir . '/.htaccess' ), 'Their .htaccess is not overwritten.' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
			$files->delete_everything();
			$this->assertFileExists( $dir . '/.htaccess', 'Uninstall leaves their .htaccess.' );
			$this->assertFileExists( $dir . '/index.php', 'Uninstall leaves their index.php.' );
		} finally {
			remove_filter( 'playpal_store_dir', $filter );
			array_map( 'unlink', (array) glob( $dir . '/{,.}[!.]*', GLOB_BRACE ) );
			rmdir( $dir );
		}
	}
}
