<?php
/**
 * One error channel: domain code throws Errors kinds, only REST speaks HTTP.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Architecture;

use PHPUnit\Framework\TestCase;

/**
 * Domain code says what kind of refusal it is (includes/Errors/*, no HTTP
 * status); REST\Domain_Error_Map alone turns a kind into a status, and
 * Abstract_Route alone turns it into the answer. This reads includes/ with
 * PHP's tokenizer (names in comments and strings do not count) and fails on:
 *
 * - a Route_Exception outside includes/REST/;
 * - a `new WP_Error( … 'status' … )` outside includes/REST/ (a WordPress hook
 *   that must return one builds it with Domain_Error_Map::answering());
 * - a class extending an exception outside includes/Errors/ (a kind that
 *   carries typed data lives there too), but REST's own Route_Exception;
 * - more than MAX_ROUTE_CATCHES `catch` blocks in includes/REST/Routes/, or one
 *   whose first line has no comment saying why the route answers otherwise.
 *
 * Needs no WordPress and no database: the fixtures are in
 * tests/fixtures/error-channel/ and only tokenized.
 */
final class ErrorChannelTest extends TestCase {

	/** The most catch blocks the route files may keep (each with its reason). */
	private const MAX_ROUTE_CATCHES = 6;


	/**
	 * Every break of the rules under a folder, as "relative/path.php:line rule".
	 *
	 * @param string $root A folder shaped like includes/.
	 * @return array{list<string>, int} The breaks (sorted) and the number of catch blocks in REST/Routes.
	 */
	public static function breaks( string $root ): array {
		$breaks  = array();
		$catches = 0;
		$files   = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			if ( 'php' !== $file->getExtension() ) {
				continue;
			}
			$relative = str_replace( '\\', '/', substr( $file->getPathname(), strlen( $root ) + 1 ) );
			$source   = (string) file_get_contents( $file->getPathname() );
			$lines    = explode( "\n", $source );
			$tokens   = array_values(
				array_filter(
					token_get_all( $source ),
					static fn( $token ): bool => ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true )
				)
			);
			$in_rest  = str_starts_with( $relative, 'REST/' );
			foreach ( $tokens as $i => $token ) {
				if ( ! is_array( $token ) ) {
					continue;
				}
				$name = self::last_part( $token );
				if ( ! $in_rest && 'Route_Exception' === $name ) {
					$breaks[] = "{$relative}:{$token[2]} route_exception";
				}
				if ( ! $in_rest && T_NEW === $token[0] && 'WP_Error' === self::last_part( $tokens[ $i + 1 ] ?? '' ) && self::has_status( $tokens, $i + 2 ) ) {
					$breaks[] = "{$relative}:{$token[2]} wp_error_status";
				}
				if ( T_EXTENDS === $token[0] && ! str_starts_with( $relative, 'Errors/' ) && 'REST/Route_Exception.php' !== $relative
					&& self::is_exception( self::last_part( $tokens[ $i + 1 ] ?? '' ), $root ) ) {
					$breaks[] = "{$relative}:{$token[2]} exception_class";
				}
				if ( T_CATCH === $token[0] && str_starts_with( $relative, 'REST/Routes/' ) ) {
					++$catches;
					if ( ! self::documented( $tokens, $i, $lines ) ) {
						$breaks[] = "{$relative}:{$token[2]} undocumented_catch";
					}
				}
			}
		}
		sort( $breaks );
		return array( $breaks, $catches );
	}

	/**
	 * The last part of a name token ('\PlayPal\REST\Route_Exception' → 'Route_Exception'), '' for others.
	 *
	 * @param mixed $token A token.
	 */
	private static function last_part( mixed $token ): string {
		if ( ! is_array( $token ) || ! in_array( $token[0], array( T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) ) {
			return '';
		}
		$parts = explode( '\\', $token[1] );
		return (string) end( $parts );
	}

	/**
	 * Whether the arguments of the call opening at $start hold the string 'status'.
	 *
	 * @param array<int, mixed> $tokens Tokens without whitespace and comments.
	 * @param int               $start  Index of the opening parenthesis.
	 */
	private static function has_status( array $tokens, int $start ): bool {
		$depth = 0;
		$count = count( $tokens );
		for ( $i = $start; $i < $count; $i++ ) {
			$depth += match ( $tokens[ $i ] ) {
				'(' => 1,
				')' => -1,
				default => 0,
			};
			if ( is_array( $tokens[ $i ] ) && T_CONSTANT_ENCAPSED_STRING === $tokens[ $i ][0] && 'status' === trim( $tokens[ $i ][1], '\'"' ) ) {
				return true;
			}
			if ( 0 === $depth ) {
				return false;
			}
		}
		return false;
	}

	/**
	 * Whether a parent class is an exception: PHP's (…Exception, …Error) or a kind in Errors/.
	 *
	 * @param string $parent Last part of the parent's name.
	 * @param string $root   The includes/ folder.
	 */
	private static function is_exception( string $parent, string $root ): bool {
		return (bool) preg_match( '/(Exception|Error)$/', $parent ) || is_file( "{$root}/Errors/{$parent}.php" );
	}

	/**
	 * Whether the line after the catch's opening brace has a comment (the reason, or the block's first line with it).
	 *
	 * @param array<int, mixed> $tokens Tokens without whitespace and comments.
	 * @param int               $catch  Index of the catch.
	 * @param string[]          $lines  The file's lines.
	 */
	private static function documented( array $tokens, int $catch, array $lines ): bool {
		$line  = $tokens[ $catch ][2];
		$count = count( $tokens );
		for ( $i = $catch; $i < $count && '{' !== $tokens[ $i ]; $i++ ) {
			$line = is_array( $tokens[ $i ] ) ? $tokens[ $i ][2] : $line;
		}
		// Lines count from 1, so the line after the brace's is $lines[ $line ].
		return str_contains( $lines[ $line ] ?? '', '//' );
	}

	public function test_includes_keeps_one_error_channel(): void {
		list( $breaks, $catches ) = self::breaks( dirname( __DIR__, 3 ) . '/includes' );

		$this->assertSame(
			array(),
			$breaks,
			'Throw an Errors kind (no status) in domain code, let Abstract_Route answer it through Domain_Error_Map, and give a route\'s catch a comment saying why.'
		);
		$this->assertLessThanOrEqual( self::MAX_ROUTE_CATCHES, $catches, 'Routes let refusals travel to Abstract_Route; a route catches only to turn one kind into another answer.' );
	}

	public function test_the_check_finds_each_break_in_the_fixture(): void {
		list( $breaks, $catches ) = self::breaks( dirname( __DIR__, 2 ) . '/fixtures/error-channel' );

		$this->assertSame(
			array(
				'REST/Routes/Catching.php:12 undocumented_catch',
				'Uploads/Upload_Refusal.php:10 wp_error_status',
				'Uploads/Upload_Refusal.php:4 exception_class',
				'Uploads/Upload_Refusal.php:8 route_exception',
			),
			$breaks,
			'Each rule fails on its fixture; a kind in Errors/, a documented catch, a status in a string or in REST/ pass.'
		);
		$this->assertSame( 3, $catches, 'Every catch in REST/Routes is counted, documented or not.' );
	}
}
