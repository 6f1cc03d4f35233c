/**
 * Adds an error to a Playwright JSON report, so bin/js/count-results.mjs
 * counts a failure found outside the tests (bin/test-e2e: Apache could not
 * read what it refused). A missing report is written with the error alone.
 *
 * Usage: node bin/js/add-report-error.mjs FILE MESSAGE
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const [ file, message ] = process.argv.slice( 2 );
const report = existsSync( file )
	? JSON.parse( readFileSync( file, 'utf8' ) )
	: { stats: { expected: 0, flaky: 0, unexpected: 0 } };
report.errors = [ ...( report.errors ?? [] ), { message } ];
writeFileSync( file, JSON.stringify( report, null, 2 ) );
