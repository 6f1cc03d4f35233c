<?php
/**
 * PHP syntax of every file PHP_CodeSniffer checks (the <file> entries of
 * phpcs.xml.dist), in one process: the parser reads each file and any parse
 * error is printed as "path:line: message". WPCS's own syntax sniff starts
 * one `php -l` per file instead, which cost this machine's two cores more
 * than every other sniff together. It finds parse errors, not the few
 * compile-time ones `php -l` also reports (a duplicate parameter, a method
 * declared twice): PHPStan reports those in includes/, and loading a file
 * (PHPUnit, the sites the tests provision) does elsewhere.
 *
 * Usage: `php bin/php/check-syntax.php`; exits 1 when any file does not parse.
 *
 * @package PlayPal
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- A command-line check, outside WordPress.

$playpal_root    = dirname( __DIR__, 2 );
$playpal_ruleset = simplexml_load_file( $playpal_root . '/phpcs.xml.dist' );
if ( false === $playpal_ruleset ) {
	fwrite( STDERR, "phpcs.xml.dist cannot be read\n" );
	exit( 1 );
}

/**
 * The PHP files under a path of the ruleset (itself, if it is a file).
 *
 * @param string $path Absolute path.
 * @return string[]
 */
function playpal_php_files( string $path ): array {
	if ( is_file( $path ) ) {
		return array( $path );
	}
	$files = array();
	$found = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $path, FilesystemIterator::SKIP_DOTS ) );
	foreach ( $found as $file ) {
		if ( $file->isFile() && 'php' === $file->getExtension() ) {
			$files[] = $file->getPathname();
		}
	}
	return $files;
}

$playpal_checked = 0;
$playpal_errors  = array();
foreach ( $playpal_ruleset->file as $playpal_entry ) {
	$playpal_path = $playpal_root . '/' . trim( (string) $playpal_entry );
	if ( ! file_exists( $playpal_path ) ) {
		$playpal_errors[] = trim( (string) $playpal_entry ) . ': listed in phpcs.xml.dist but missing';
		continue;
	}
	foreach ( playpal_php_files( $playpal_path ) as $playpal_file ) {
		++$playpal_checked;
		try {
			token_get_all( (string) file_get_contents( $playpal_file ), TOKEN_PARSE );
		} catch ( ParseError $playpal_error ) {
			$playpal_errors[] = substr( $playpal_file, strlen( $playpal_root ) + 1 ) . ':' . $playpal_error->getLine() . ': ' . $playpal_error->getMessage();
		}
	}
}

foreach ( $playpal_errors as $playpal_line ) {
	echo $playpal_line, "\n";
}
printf( "%d PHP files parsed, %d with errors\n", $playpal_checked, count( $playpal_errors ) );
exit( array() === $playpal_errors ? 0 : 1 );
