/**
 * Proves the import-boundary rule (eslint/import-boundaries.cjs) with the
 * project's own ESLint config: each fixture in tests/fixtures/import-boundaries
 * is linted as if it sat at a path in src/, and the rule must report exactly
 * the imports that cross a boundary.
 *
 * Run: node --test tests/js/ (bin/test runs it).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// ESLint comes with @wordpress/scripts, which runs it as `wp-scripts lint-js`.
// eslint-disable-next-line import/no-extraneous-dependencies
import { ESLint } from 'eslint';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const RULE = 'import/no-restricted-paths';
const { importBoundaries, zones } = createRequire( import.meta.url )(
	'../../eslint/import-boundaries.cjs'
);

// One ESLint for every case: loading the config and resolver is the slow part.
const eslint = new ESLint( { cwd: root } );

/**
 * The boundary errors ESLint reports for a fixture linted at a path in src/.
 *
 * @param {string} fixture File name under tests/fixtures/import-boundaries.
 * @param {string} lintAs  Where the file is linted as sitting, from the root.
 * @param {string} rule    The rule whose messages count (the boundary rule by default).
 * @return {Promise<Object[]>} The rule's messages.
 */
async function boundaryErrors( fixture, lintAs, rule = RULE ) {
	const code = await readFile(
		path.join( root, 'tests/fixtures/import-boundaries', fixture ),
		'utf8'
	);
	const [ result ] = await eslint.lintText( code, {
		filePath: path.join( root, lintAs ),
	} );
	const fatal = result.messages.filter( ( message ) => message.fatal );
	assert.deepEqual( fatal, [], 'the fixture parses' );
	return result.messages.filter( ( message ) => message.ruleId === rule );
}

test( 'a feature importing another feature is an error', async () => {
	const errors = await boundaryErrors(
		'feature-imports-feature.ts',
		'src/features/about/boundary-fixture.ts'
	);
	assert.equal( errors.length, 1 );
	assert.equal( errors[ 0 ].severity, 2 );
	assert.equal( errors[ 0 ].line, 3 );
	assert.match( errors[ 0 ].message, /never imports another feature/ );
} );

test( 'a feature importing the app is an error', async () => {
	const errors = await boundaryErrors(
		'feature-imports-app.ts',
		'src/features/about/boundary-fixture.ts'
	);
	assert.equal( errors.length, 1 );
	assert.match( errors[ 0 ].message, /Features sit below the app/ );
} );

test( 'src/lib importing a feature is an error', async () => {
	const errors = await boundaryErrors(
		'lib-imports-feature.ts',
		'src/lib/boundary-fixture.ts'
	);
	assert.equal( errors.length, 1 );
	assert.match( errors[ 0 ].message, /never import them/ );
} );

test( 'src/components importing the app is an error', async () => {
	const errors = await boundaryErrors(
		'components-imports-app.ts',
		'src/components/boundary-fixture.ts'
	);
	assert.equal( errors.length, 1 );
	assert.match( errors[ 0 ].message, /never import them/ );
} );

test( 'a feature importing its own files, the kit and the library is allowed', async () => {
	const errors = await boundaryErrors(
		'feature-imports-own-and-lower.ts',
		'src/features/shop/boundary-fixture.ts'
	);
	assert.deepEqual( errors, [] );
} );

test( 'the app importing a feature is allowed', async () => {
	const errors = await boundaryErrors(
		'app-imports-feature.ts',
		'src/app/boundary-fixture.ts'
	);
	assert.deepEqual( errors, [] );
} );

test( 'a module importing a module that imports it is an error (no cycles)', async () => {
	const errors = await boundaryErrors(
		'module-imports-its-importer.ts',
		'src/lib/page-locale.ts',
		'import/no-cycle'
	);
	assert.equal( errors.length, 1 );
	assert.equal( errors[ 0 ].severity, 2 );
	assert.equal( errors[ 0 ].line, 3 );
} );

test( 'an entry point importing the kit is an error', async () => {
	const errors = await boundaryErrors(
		'entry-imports-kit.ts',
		'src/service-worker/boundary-fixture.ts'
	);
	assert.equal( errors.length, 1 );
	assert.equal( errors[ 0 ].severity, 2 );
	assert.match( errors[ 0 ].message, /bundle of its own/ );
} );

for ( const entry of [
	'appadoo-runtime',
	'service-worker',
	'offline-client',
	'family-sign-out',
] ) {
	test( `${ entry } importing a feature is an error`, async () => {
		const errors = await boundaryErrors(
			'entry-imports-feature.ts',
			`src/${ entry }/boundary-fixture.ts`
		);
		assert.equal( errors.length, 1 );
		assert.match( errors[ 0 ].message, /bundle of its own/ );
	} );
}

test( 'a feature may use the Appadoo session protocol but not the runtime', async () => {
	const errors = await boundaryErrors(
		'feature-imports-runtime.ts',
		'src/features/appadoo-portal/boundary-fixture.ts'
	);
	assert.equal( errors.length, 1 );
	assert.equal( errors[ 0 ].line, 4 );
	assert.match( errors[ 0 ].message, /session protocol/ );
} );

test( 'every folder of src/ is the target of a zone', async () => {
	const targets = zones( root ).flatMap( ( zone ) => [ zone.target ].flat() );
	const folders = (
		await readdir( path.join( root, 'src' ), {
			withFileTypes: true,
		} )
	)
		.filter( ( entry ) => entry.isDirectory() )
		// Test scaffolding (src/test-utils) is outside the rule, as in every folder.
		.filter(
			( entry ) =>
				! importBoundaries( root ).ignores.includes(
					`src/**/${ entry.name }/**`
				)
		)
		.map( ( entry ) => `./src/${ entry.name }` );
	const covered = ( folder ) =>
		targets.some(
			( target ) =>
				target === folder || target.startsWith( `${ folder }/` )
		);
	assert.deepEqual(
		folders.filter( ( folder ) => ! covered( folder ) ),
		[]
	);
} );
