<?php
/**
 * Seeds the converter bench site: a user who may upload media and convert
 * ("bench" / "bench-password", an author) and a zip of 200 assets, 5 MB in
 * all: an index.html that uses every one of them, 20 style sheets, 20
 * scripts, 10 fonts, 10 sounds and 140 images (random bytes: a real
 * activity's media does not compress either).
 *
 * Usage: PLAYPAL_SITE=bench_convert php bench/php/seed-convert.php --url=URL --zip=PATH
 *
 * @package PlayPal
 */

$playpal_args = getopt( '', array( 'url:', 'zip:' ) );
$playpal_url  = $playpal_args['url'] ?? 'http://127.0.0.1:8895';
$playpal_zip  = $playpal_args['zip'] ?? sys_get_temp_dir() . '/bench-convert.zip';
require __DIR__ . '/load-wordpress.php';

playpal_bench_user( 'author', 'Bench Author' );
playpal_bench_portals_on();

// 200 assets sharing 5 MB: 140 images, 20 sheets, 20 scripts, 10 fonts, 10 sounds.
$playpal_kinds  = array(
	array( 'img/picture-%d.png', 140, 31500 ),
	array( 'css/sheet-%d.css', 20, 4000 ),
	array( 'js/part-%d.js', 20, 4000 ),
	array( 'fonts/face-%d.woff2', 10, 30000 ),
	array( 'audio/sound-%d.mp3', 10, 46000 ),
);
$playpal_assets = array();
foreach ( $playpal_kinds as list( $playpal_pattern, $playpal_count, $playpal_size ) ) {
	for ( $playpal_i = 1; $playpal_i <= $playpal_count; $playpal_i++ ) {
		$playpal_assets[] = array( sprintf( $playpal_pattern, $playpal_i ), $playpal_size );
	}
}

$playpal_head = '';
$playpal_body = '';
foreach ( $playpal_assets as list( $playpal_name ) ) {
	$playpal_ext = pathinfo( $playpal_name, PATHINFO_EXTENSION );
	if ( 'css' === $playpal_ext ) {
		$playpal_head .= '<link rel="stylesheet" href="' . $playpal_name . '">';
	} elseif ( 'js' === $playpal_ext ) {
		$playpal_body .= '<script src="' . $playpal_name . '"></script>';
	} elseif ( 'png' === $playpal_ext ) {
		$playpal_body .= '<img src="' . $playpal_name . '" alt="">';
	} elseif ( 'mp3' === $playpal_ext ) {
		$playpal_body .= '<audio src="' . $playpal_name . '" controls></audio>';
	}
}

$playpal_archive = new ZipArchive();
if ( true !== $playpal_archive->open( $playpal_zip, ZipArchive::CREATE | ZipArchive::OVERWRITE ) ) {
	fwrite( STDERR, "Cannot write {$playpal_zip}\n" );
	exit( 1 );
}
$playpal_archive->addFromString( 'index.html', '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Bench activity</title>' . $playpal_head . '</head><body><h1>Bench activity</h1>' . $playpal_body . '</body></html>' );
foreach ( $playpal_assets as $playpal_n => list( $playpal_name, $playpal_size ) ) {
	$playpal_ext = pathinfo( $playpal_name, PATHINFO_EXTENSION );
	if ( 'css' === $playpal_ext ) {
		$playpal_font  = sprintf( 'fonts/face-%d.woff2', 1 + $playpal_n % 10 );
		$playpal_bytes = "@font-face{font-family:f{$playpal_n};src:url(../{$playpal_font})}\n" . str_repeat( ".c{$playpal_n}{background:url(../img/picture-1.png);color:#123456}\n", (int) ( $playpal_size / 60 ) );
	} elseif ( 'js' === $playpal_ext ) {
		$playpal_bytes = str_repeat( "window.part{$playpal_n}=(window.part{$playpal_n}||0)+1;\n", (int) ( $playpal_size / 40 ) );
	} else {
		$playpal_bytes = random_bytes( $playpal_size );
	}
	$playpal_archive->addFromString( $playpal_name, $playpal_bytes );
	$playpal_archive->setCompressionName( $playpal_name, in_array( $playpal_ext, array( 'css', 'js' ), true ) ? ZipArchive::CM_DEFLATE : ZipArchive::CM_STORE );
}
$playpal_archive->close();
printf( "%s: %d assets, %.2f MB\n", $playpal_zip, count( $playpal_assets ), filesize( $playpal_zip ) / 1048576 );
