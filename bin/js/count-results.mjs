/**
 * Reads a test runner's report and prints "passed failed".
 * A missing or unreadable report counts as one failure: a suite that could
 * not run must not look green.
 *
 * Usage: node bin/js/count-results.mjs FILE jest|junit|playwright
 */
import { readFileSync } from 'node:fs';

const [ file, format ] = process.argv.slice( 2 );

function counts() {
	const text = readFileSync( file, 'utf8' );
	if ( format === 'jest' ) {
		const report = JSON.parse( text );
		// A suite that fails to compile has no tests but still failed.
		const brokenSuites = report.numRuntimeErrorTestSuites || 0;
		return [ report.numPassedTests, report.numFailedTests + brokenSuites ];
	}
	if ( format === 'playwright' ) {
		const { stats, errors = [] } = JSON.parse( text );
		return [
			stats.expected + stats.flaky,
			stats.unexpected + errors.length,
		];
	}
	if ( format === 'junit' ) {
		// The outermost <testsuite> carries the totals.
		const attrs = text.match( /<testsuite\b([^>]*)>/ )?.[ 1 ] ?? '';
		const read = ( name ) =>
			Number(
				attrs.match( new RegExp( `\\b${ name }="(\\d+)"` ) )?.[ 1 ] ?? 0
			);
		const tests = read( 'tests' );
		const bad = read( 'failures' ) + read( 'errors' );
		return [ tests - bad - read( 'skipped' ), bad + read( 'skipped' ) ];
	}
	throw new Error( `unknown format ${ format }` );
}

try {
	const [ passed, failed ] = counts();
	process.stdout.write( `${ passed } ${ failed }\n` );
} catch ( error ) {
	process.stderr.write( `Could not read ${ file }: ${ error.message }\n` );
	process.stdout.write( '0 1\n' );
}
