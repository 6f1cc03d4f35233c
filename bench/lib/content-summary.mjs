/**
 * Puts the REST figures of bench/content's runs side by side, one column per
 * object cache: `node bench/lib/content-summary.mjs redis.json none.json`
 * (files written by bench/content.mjs through BENCH_SUMMARY).
 */
import { readFileSync } from 'node:fs';

const runs = process.argv
	.slice( 2 )
	.map( ( file ) => JSON.parse( readFileSync( file, 'utf8' ) ) );
const column = ( text ) => String( text ).padStart( 16 );
const rows = [];
for ( const phase of [ 'warm', 'cold' ] ) {
	rows.push(
		`${ phase } cache`.padEnd( 30 ) +
			runs
				.map( ( run ) =>
					column( `${ run.objectCache } #${ run.run ?? 1 }` )
				)
				.join( '' )
	);
	for ( const name of [ 'pp/v1/posts', 'wp/v2/posts', 'pp/v1/health' ] ) {
		rows.push(
			`  ${ name } (ms, queries)`.padEnd( 30 ) +
				runs
					.map( ( run ) =>
						column(
							`${ run[ phase ].medians[ name ].toFixed( 1 ) }, ${ run[ phase ].queries[ name ] }`
						)
					)
					.join( '' )
		);
	}
	rows.push(
		'  pp/v1/posts ÷ wp/v2/posts'.padEnd( 30 ) +
			runs
				.map( ( run ) =>
					column(
						`${ run[ phase ].ratios.wp.toFixed( 2 ) }× (≤ ${ run.targets.wp })`
					)
				)
				.join( '' )
	);
	rows.push(
		'  pp/v1/posts ÷ pp/v1/health'.padEnd( 30 ) +
			runs
				.map( ( run ) =>
					column(
						`${ run[ phase ].ratios.health.toFixed( 2 ) }× (≤ ${ run.targets.health })`
					)
				)
				.join( '' )
	);
}
process.stdout.write(
	`\nSummary by object cache (REST medians; targets apply to the warm cache)\n${ rows.join( '\n' ) }\n`
);
