/**
 * Builds dist/playpal.zip, the file a site owner uploads in
 * Plugins → Add New → Upload Plugin.
 *
 * In: the plugin's PHP, templates, translations, the built assets and a
 * production autoloader (no dev packages). Out: sources of tests, TypeScript
 * sources, node_modules and tooling.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath( new URL( '../..', import.meta.url ) );
const SHIPPED = [
	'playpal-plugin.php',
	'uninstall.php',
	'readme.txt',
	'composer.json',
	'includes',
	'templates',
	'languages',
	'build',
];

if ( ! existsSync( join( root, 'build/index.asset.php' ) ) ) {
	execFileSync( 'npx', [ 'wp-scripts', 'build' ], {
		cwd: root,
		stdio: 'inherit',
	} );
}

const staging = join(
	mkdtempSync( join( tmpdir(), 'playpal-zip-' ) ),
	'playpal'
);
mkdirSync( staging );
for ( const entry of SHIPPED ) {
	if ( ! existsSync( join( root, entry ) ) ) {
		throw new Error( `${ entry } is missing: cannot build the plugin zip` );
	}
	cpSync( join( root, entry ), join( staging, entry ), {
		recursive: true,
		dereference: true,
	} );
}
// A production autoloader: our classes only, no dev packages, no network.
execFileSync(
	'composer',
	[
		'dump-autoload',
		'--no-dev',
		'--classmap-authoritative',
		'--no-interaction',
		'--quiet',
	],
	{
		cwd: staging,
		stdio: 'inherit',
	}
);

const dist = join( root, 'dist' );
mkdirSync( dist, { recursive: true } );
const zipFile = join( dist, 'playpal.zip' );
rmSync( zipFile, { force: true } );
execFileSync( 'zip', [ '-qr', zipFile, 'playpal' ], {
	cwd: join( staging, '..' ),
} );
rmSync( join( staging, '..' ), { recursive: true, force: true } );
process.stdout.write( `Wrote dist/playpal.zip\n` );
