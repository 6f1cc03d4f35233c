<?php
/**
 * The top-level folders of includes/ never import each other both ways.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Architecture;

use PHPUnit\Framework\TestCase;

/**
 * Two folders that import each other are one tangled module: neither can be
 * read, tested or changed alone. Each folder may lean on lower ones (domain on
 * Storage and Errors, REST and Admin on the domain), never the reverse. This
 * reads every `use PlayPal\X\…` and fully qualified `\PlayPal\X\…` name
 * (PHP's own tokenizer, so names in strings and comments do not count) and
 * fails on any pair that goes both ways, naming the files that do.
 */
final class FolderImportsTest extends TestCase {

	/**
	 * Folder → folder → "file uses class" lines, for every import across folders.
	 *
	 * @param string $includes Path of includes/.
	 * @return array<string, array<string, list<string>>>
	 */
	public static function imports( string $includes ): array {
		$imports = array();
		$files   = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $includes, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$relative = substr( $file->getPathname(), strlen( $includes ) + 1 );
			// Plugin, Lifecycle and Uninstaller compose everything; they are no folder.
			if ( 'php' !== $file->getExtension() || ! str_contains( $relative, '/' ) ) {
				continue;
			}
			$from     = strstr( $relative, '/', true );
			$previous = null;
			foreach ( token_get_all( (string) file_get_contents( $file->getPathname() ) ) as $token ) {
				if ( ! is_array( $token ) || T_WHITESPACE === $token[0] ) {
					continue;
				}
				$is_name = T_NAME_QUALIFIED === $token[0] || T_NAME_FULLY_QUALIFIED === $token[0];
				// The file's own `namespace PlayPal\X;` is no import.
				if ( $is_name && T_NAMESPACE !== $previous ) {
					$parts = explode( '\\', ltrim( $token[1], '\\' ) );
					if ( 'PlayPal' === $parts[0] && count( $parts ) >= 3 && $parts[1] !== $from ) {
						$imports[ $from ][ $parts[1] ][] = $relative . ' uses ' . ltrim( $token[1], '\\' );
					}
				}
				$previous = $token[0];
			}
		}
		return $imports;
	}

	/**
	 * The pairs of folders that import each other, each with the lines that do.
	 *
	 * @param array<string, array<string, list<string>>> $imports As imports() returns.
	 * @return array<string, list<string>>
	 */
	public static function two_way_pairs( array $imports ): array {
		$pairs = array();
		foreach ( $imports as $from => $targets ) {
			foreach ( $targets as $to => $lines ) {
				if ( strcmp( $from, $to ) < 0 && isset( $imports[ $to ][ $from ] ) ) {
					$pairs[ "{$from} <-> {$to}" ] = array_merge( $lines, $imports[ $to ][ $from ] );
				}
			}
		}
		return $pairs;
	}

	public function test_no_two_folders_of_includes_import_each_other(): void {
		$pairs = self::two_way_pairs( self::imports( dirname( __DIR__, 3 ) . '/includes' ) );

		$this->assertSame( array(), $pairs, 'Folders that import each other; move the piece that belongs lower (an interface, a helper) so the arrow goes one way.' );
	}

	public function test_the_check_finds_a_pair_that_imports_each_other(): void {
		$dir = sys_get_temp_dir() . '/playpal-folder-imports-' . wp_generate_password( 8, false );
		mkdir( $dir . '/Lower', 0777, true );
		mkdir( $dir . '/Upper', 0777, true );
		file_put_contents( $dir . '/Lower/A.php', "<?php\nnamespace PlayPal\\Lower;\nuse PlayPal\\Upper\\B;\n// PlayPal\\Ignored\\InComment\n\$x = 'PlayPal\\\\Ignored\\\\InString';\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $dir . '/Upper/B.php', "<?php\nnamespace PlayPal\\Upper;\nnew \\PlayPal\\Lower\\A();\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents

		$imports = self::imports( $dir );
		$pairs   = self::two_way_pairs( $imports );
		array_map( 'unlink', array( $dir . '/Lower/A.php', $dir . '/Upper/B.php' ) );
		array_map( 'rmdir', array( $dir . '/Lower', $dir . '/Upper', $dir ) );

		ksort( $imports );
		$this->assertSame(
			array(
				'Lower' => array( 'Upper' => array( 'Lower/A.php uses PlayPal\\Upper\\B' ) ),
				'Upper' => array( 'Lower' => array( 'Upper/B.php uses PlayPal\\Lower\\A' ) ),
			),
			$imports,
			'Names in comments and strings are not imports.'
		);
		$this->assertSame(
			array( 'Lower <-> Upper' => array( 'Lower/A.php uses PlayPal\\Upper\\B', 'Upper/B.php uses PlayPal\\Lower\\A' ) ),
			$pairs,
			'A `use` one way and a fully qualified name the other way make a two-way pair.'
		);
	}
}
