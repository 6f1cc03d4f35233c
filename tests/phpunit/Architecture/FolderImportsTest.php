<?php
/**
 * The top-level folders of includes/ form a tree: no folder reaches itself through imports.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Architecture;

use PHPUnit\Framework\TestCase;

/**
 * Folders that reach each other through imports, in a pair or round a longer
 * ring (Settings → Security → Appadoos → Settings), are one tangled module:
 * none of them can be read, tested or changed alone. Each folder may lean on
 * lower ones (domain on Storage and Errors, REST and Admin on the domain),
 * never the reverse. This reads every `use PlayPal\X\…` and fully qualified
 * `\PlayPal\X\…` name (PHP's own tokenizer, so names in strings and comments
 * do not count), finds the strongly connected groups of the folder graph
 * (Tarjan's algorithm) and fails on each group of two or more folders,
 * naming the files whose imports hold it together.
 *
 * Needs no WordPress and no database: the fixtures are in
 * tests/fixtures/folder-imports/ and only tokenized.
 */
final class FolderImportsTest extends TestCase {

	/**
	 * Folder → folder → "file uses class" lines (each once, sorted), for every import across folders.
	 *
	 * @param string $includes Path of includes/ (or of a fixture standing for it).
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
		foreach ( $imports as &$targets ) {
			ksort( $targets );
			foreach ( $targets as &$lines ) {
				$lines = array_values( array_unique( $lines ) );
				sort( $lines );
			}
			unset( $lines );
		}
		unset( $targets );
		ksort( $imports );
		return $imports;
	}

	/**
	 * The groups of two or more folders that reach each other through imports
	 * (the strongly connected components of the folder graph), each named by
	 * its folders in order ("A, B, C") with the lines of the imports inside it.
	 *
	 * @param array<string, array<string, list<string>>> $imports As imports() returns.
	 * @return array<string, list<string>>
	 */
	public static function tangled_groups( array $imports ): array {
		$groups = array();
		foreach ( self::strongly_connected( $imports ) as $folders ) {
			if ( count( $folders ) < 2 ) {
				continue;
			}
			sort( $folders );
			$lines = array();
			foreach ( $folders as $from ) {
				foreach ( $imports[ $from ] ?? array() as $to => $found ) {
					if ( in_array( $to, $folders, true ) ) {
						array_push( $lines, ...$found );
					}
				}
			}
			$groups[ implode( ', ', $folders ) ] = $lines;
		}
		ksort( $groups );
		return $groups;
	}

	/**
	 * Tarjan's algorithm: every folder in exactly one component, a component
	 * being folders each of which reaches every other one.
	 *
	 * @param array<string, array<string, list<string>>> $imports As imports() returns.
	 * @return list<list<string>>
	 */
	private static function strongly_connected( array $imports ): array {
		$edges = array();
		foreach ( $imports as $from => $targets ) {
			$edges[ $from ] = array_keys( $targets );
			foreach ( array_keys( $targets ) as $to ) {
				$edges[ $to ] ??= array();
			}
		}
		ksort( $edges );

		$index      = array();
		$low        = array();
		$on_stack   = array();
		$stack      = array();
		$components = array();
		$next       = 0;
		$visit      = static function ( string $folder ) use ( &$visit, &$index, &$low, &$on_stack, &$stack, &$components, &$next, $edges ): void {
			$index[ $folder ]    = $next;
			$low[ $folder ]      = $next;
			$on_stack[ $folder ] = true;
			$stack[]             = $folder;
			++$next;
			foreach ( $edges[ $folder ] as $to ) {
				if ( ! isset( $index[ $to ] ) ) {
					$visit( $to );
					$low[ $folder ] = min( $low[ $folder ], $low[ $to ] );
				} elseif ( ! empty( $on_stack[ $to ] ) ) {
					$low[ $folder ] = min( $low[ $folder ], $index[ $to ] );
				}
			}
			if ( $low[ $folder ] === $index[ $folder ] ) {
				$component = array();
				do {
					$member              = array_pop( $stack );
					$on_stack[ $member ] = false;
					$component[]         = $member;
				} while ( $member !== $folder );
				$components[] = $component;
			}
		};
		foreach ( array_keys( $edges ) as $folder ) {
			if ( ! isset( $index[ $folder ] ) ) {
				$visit( (string) $folder );
			}
		}
		return $components;
	}

	/**
	 * Path of a fixture tree under tests/fixtures/folder-imports/.
	 *
	 * @param string $name Fixture name.
	 */
	private static function fixture( string $name ): string {
		return dirname( __DIR__, 2 ) . '/fixtures/folder-imports/' . $name;
	}

	public function test_the_folders_of_includes_form_a_tree(): void {
		$groups = self::tangled_groups( self::imports( dirname( __DIR__, 3 ) . '/includes' ) );

		$this->assertSame( array(), $groups, 'Folders that reach each other through imports; move the piece that belongs lower (an interface, a helper, a registry the features register into) so the arrows go one way.' );
	}

	public function test_the_check_reads_imports_and_finds_a_pair(): void {
		$imports = self::imports( self::fixture( 'pair' ) );

		$this->assertSame(
			array(
				'Lower' => array( 'Upper' => array( 'Lower/A.php uses PlayPal\\Upper\\B' ) ),
				'Upper' => array( 'Lower' => array( 'Upper/B.php uses PlayPal\\Lower\\A' ) ),
			),
			$imports,
			'Names in comments and strings are not imports.'
		);
		$this->assertSame(
			array( 'Lower, Upper' => array( 'Lower/A.php uses PlayPal\\Upper\\B', 'Upper/B.php uses PlayPal\\Lower\\A' ) ),
			self::tangled_groups( $imports ),
			'A `use` one way and a fully qualified name the other way make a group of two.'
		);
	}

	public function test_the_check_finds_a_ring_of_three_folders_without_any_pair(): void {
		$imports = self::imports( self::fixture( 'three-cycle' ) );

		$this->assertSame(
			array(
				'Alpha' => array( 'Beta' => array( 'Alpha/First.php uses PlayPal\\Beta\\Second' ) ),
				'Beta'  => array( 'Gamma' => array( 'Beta/Second.php uses PlayPal\\Gamma\\Third' ) ),
				'Gamma' => array( 'Alpha' => array( 'Gamma/Third.php uses PlayPal\\Alpha\\First' ) ),
			),
			$imports,
			'Alpha → Beta → Gamma → Alpha, and no folder imports the one that imports it.'
		);
		$this->assertSame(
			array(
				'Alpha, Beta, Gamma' => array(
					'Alpha/First.php uses PlayPal\\Beta\\Second',
					'Beta/Second.php uses PlayPal\\Gamma\\Third',
					'Gamma/Third.php uses PlayPal\\Alpha\\First',
				),
			),
			self::tangled_groups( $imports ),
			'The ring is one group of three, named with the imports that close it.'
		);
	}

	public function test_the_check_passes_folders_in_a_line(): void {
		$imports = self::imports( self::fixture( 'acyclic' ) );

		$this->assertSame( array( 'Alpha', 'Beta' ), array_keys( $imports ), 'Alpha and Beta import; Gamma imports nothing (its mention of Alpha is a string).' );
		$this->assertSame( array(), self::tangled_groups( $imports ), 'Arrows that all point one way make no group.' );
	}
}
