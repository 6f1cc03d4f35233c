/**
 * Writes languages/playpal.pot from the PHP and TypeScript sources.
 *
 * PHP strings are extracted by GNU xgettext with WordPress's keywords. For
 * TypeScript (which xgettext cannot parse) the TypeScript compiler walks the
 * source and collects @wordpress/i18n calls. Both are merged with msgcat.
 *
 *   node bin/js/make-pot.mjs          write the template
 *   node bin/js/make-pot.mjs --check  fail when the template is out of date
 */
import { execFileSync } from 'node:child_process';
import {
	existsSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath( new URL( '../..', import.meta.url ) );
const potFile = join( root, 'languages/playpal.pot' );
const check = process.argv.includes( '--check' );

/**
 * Files under dir (recursively) whose name passes the test.
 * @param dir
 * @param test
 */
function walk( dir, test ) {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return walk( path, test );
		}
		return test( path ) ? [ path ] : [];
	} );
}

const phpFiles = [
	join( root, 'playpal-plugin.php' ),
	join( root, 'uninstall.php' ),
	...walk( join( root, 'includes' ), ( f ) => f.endsWith( '.php' ) ),
	...walk( join( root, 'templates' ), ( f ) => f.endsWith( '.php' ) ),
]
	.filter( ( f ) => existsSync( f ) )
	.map( ( f ) => relative( root, f ) );

const tsFiles = walk(
	join( root, 'src' ),
	( f ) =>
		/\.tsx?$/.test( f ) && ! /\.test\.tsx?$|test-utils|test-setup/.test( f )
);

// Keyword specs: function name => argument positions (1-based) of msgid, plural, context.
const TS_KEYWORDS = {
	__: { id: 1 },
	_x: { id: 1, ctx: 2 },
	_n: { id: 1, plural: 2 },
	_nx: { id: 1, plural: 2, ctx: 4 },
};

function escapePo( text ) {
	return text
		.replace( /\\/g, '\\\\' )
		.replace( /"/g, '\\"' )
		.replace( /\n/g, '\\n' )
		.replace( /\t/g, '\\t' );
}

function extractTypeScript() {
	const entries = new Map();
	for ( const file of tsFiles ) {
		const source = ts.createSourceFile(
			file,
			readFileSync( file, 'utf8' ),
			ts.ScriptTarget.Latest,
			true,
			ts.ScriptKind.TSX
		);
		const visit = ( node ) => {
			if (
				ts.isCallExpression( node ) &&
				ts.isIdentifier( node.expression ) &&
				TS_KEYWORDS[ node.expression.text ]
			) {
				const spec = TS_KEYWORDS[ node.expression.text ];
				const arg = ( n ) => node.arguments[ n - 1 ];
				const literal = ( n ) =>
					arg( n ) && ts.isStringLiteralLike( arg( n ) )
						? arg( n ).text
						: null;
				const id = literal( spec.id );
				if ( id !== null ) {
					const ctx = spec.ctx ? literal( spec.ctx ) : null;
					const key = `${ ctx ?? '' }\u0004${ id }`;
					const line =
						source.getLineAndCharacterOfPosition( node.getStart() )
							.line + 1;
					const entry = entries.get( key ) ?? {
						id,
						ctx,
						plural: spec.plural ? literal( spec.plural ) : null,
						refs: [],
						comments: [],
					};
					entry.refs.push( `${ relative( root, file ) }:${ line }` );
					const comment = ts
						.getLeadingCommentRanges(
							source.text,
							node.getFullStart()
						)
						?.map( ( r ) => source.text.slice( r.pos, r.end ) )
						.find( ( c ) => /translators:/i.test( c ) );
					if ( comment ) {
						entry.comments.push(
							comment
								.replace( /^\/\*+|\*+\/$|^\/\/\s*/g, '' )
								.trim()
						);
					}
					entries.set( key, entry );
				}
			}
			ts.forEachChild( node, visit );
		};
		visit( source );
	}
	return [ ...entries.values() ]
		.map( ( e ) => {
			const lines = [];
			e.comments.forEach( ( c ) => lines.push( `#. ${ c }` ) );
			lines.push( `#: ${ e.refs.join( ' ' ) }` );
			if ( e.ctx !== null ) {
				lines.push( `msgctxt "${ escapePo( e.ctx ) }"` );
			}
			lines.push( `msgid "${ escapePo( e.id ) }"` );
			if ( e.plural !== null ) {
				lines.push(
					`msgid_plural "${ escapePo( e.plural ) }"`,
					'msgstr[0] ""',
					'msgstr[1] ""'
				);
			} else {
				lines.push( 'msgstr ""' );
			}
			return lines.join( '\n' );
		} )
		.join( '\n\n' );
}

const HEADER = `msgid ""
msgstr ""
"Project-Id-Version: PlayPal\\n"
"Report-Msgid-Bugs-To: \\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Domain: playpal\\n"
`;

const work = mkdtempSync( join( tmpdir(), 'playpal-pot-' ) );
const phpPot = join( work, 'php.pot' );
execFileSync(
	'xgettext',
	[
		'--language=PHP',
		'--from-code=UTF-8',
		'--add-comments=translators:',
		'--sort-by-file',
		'--keyword=__:1',
		'--keyword=_e:1',
		'--keyword=esc_html__:1',
		'--keyword=esc_html_e:1',
		'--keyword=esc_attr__:1',
		'--keyword=esc_attr_e:1',
		'--keyword=_x:1,2c',
		'--keyword=_ex:1,2c',
		'--keyword=esc_html_x:1,2c',
		'--keyword=esc_attr_x:1,2c',
		'--keyword=_n:1,2',
		'--keyword=_nx:1,2,4c',
		'--keyword=_n_noop:1,2',
		'--keyword=_nx_noop:1,2,3c',
		'-o',
		phpPot,
		...phpFiles,
	],
	{ cwd: root }
);
// xgettext leaves the charset as a placeholder; the sources are UTF-8.
writeFileSync(
	phpPot,
	readFileSync( phpPot, 'utf8' ).replace( 'charset=CHARSET', 'charset=UTF-8' )
);
const tsPot = join( work, 'ts.pot' );
writeFileSync( tsPot, HEADER + '\n' + extractTypeScript() + '\n' );
writeFileSync( join( work, 'header.pot' ), HEADER );
const merged = execFileSync(
	'msgcat',
	[
		'--use-first',
		'--sort-by-file',
		join( work, 'header.pot' ),
		phpPot,
		tsPot,
	],
	{ encoding: 'utf8' }
);

if ( check ) {
	let current = '';
	try {
		current = readFileSync( potFile, 'utf8' );
	} catch {}
	if ( current !== merged ) {
		process.stderr.write(
			'languages/playpal.pot is out of date: run npm run make-pot\n'
		);
		process.exit( 1 );
	}
	process.stdout.write( 'languages/playpal.pot is current\n' );
} else {
	writeFileSync( potFile, merged );
	process.stdout.write( `Wrote ${ relative( root, potFile ) }\n` );
}
