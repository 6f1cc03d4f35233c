<?php
/**
 * Makes the app icons (assets/icons/*.png) from the brand colours of the
 * default design tokens, once at development time: `php bin/php/make-app-icons.php assets/icons`.
 * The PNGs are committed; the build copies them into build/icons/ (webpack.config.js).
 *
 * @package PlayPal
 */
// Dev-time generator of the PWA icons (run once; the PNGs are committed).
function hexcol( $im, $hex ) { return imagecolorallocate( $im, hexdec( substr( $hex, 1, 2 ) ), hexdec( substr( $hex, 3, 2 ) ), hexdec( substr( $hex, 5, 2 ) ) ); }
function icon( int $size, bool $maskable, string $file ) {
	$s  = 4; // supersample
	$n  = $size * $s;
	$im = imagecreatetruecolor( $n, $n );
	imagealphablending( $im, true );
	imagesavealpha( $im, true );
	$clear = imagecolorallocatealpha( $im, 0, 0, 0, 127 );
	imagefill( $im, 0, 0, $clear );
	$primary = hexcol( $im, '#6c47ff' );
	$white   = hexcol( $im, '#ffffff' );
	$yellow  = hexcol( $im, '#ffd23f' );
	$teal    = hexcol( $im, '#2ec4b6' );
	if ( $maskable ) {
		imagefilledrectangle( $im, 0, 0, $n, $n, $primary ); // full bleed: the platform crops its own shape
		$scale = 0.8; // keep the motif inside the 80% safe zone
	} else {
		$r = (int) ( $n * 0.22 );
		imagefilledrectangle( $im, $r, 0, $n - $r, $n, $primary );
		imagefilledrectangle( $im, 0, $r, $n, $n - $r, $primary );
		foreach ( array( array( $r, $r ), array( $n - $r, $r ), array( $r, $n - $r ), array( $n - $r, $n - $r ) ) as $c ) {
			imagefilledellipse( $im, $c[0], $c[1], 2 * $r, 2 * $r, $primary );
		}
		$scale = 1.0;
	}
	$c = $n / 2;
	$u = $n * $scale;
	// A white play button with a yellow sun and a teal dot: "Print. Play. Done."
	imagefilledellipse( $im, (int) $c, (int) $c, (int) ( $u * 0.56 ), (int) ( $u * 0.56 ), $white );
	$t = $u * 0.13;
	imagefilledpolygon( $im, array( (int) ( $c - $t * 0.7 ), (int) ( $c - $t ), (int) ( $c - $t * 0.7 ), (int) ( $c + $t ), (int) ( $c + $t * 1.1 ), (int) $c ), $primary );
	imagefilledellipse( $im, (int) ( $c + $u * 0.27 ), (int) ( $c - $u * 0.27 ), (int) ( $u * 0.14 ), (int) ( $u * 0.14 ), $yellow );
	imagefilledellipse( $im, (int) ( $c - $u * 0.28 ), (int) ( $c + $u * 0.27 ), (int) ( $u * 0.09 ), (int) ( $u * 0.09 ), $teal );
	$out = imagecreatetruecolor( $size, $size );
	imagealphablending( $out, false );
	imagesavealpha( $out, true );
	imagecopyresampled( $out, $im, 0, 0, 0, 0, $size, $size, $n, $n );
	imagepng( $out, $file, 9 );
}
$dir = $argv[1];
icon( 192, false, "$dir/icon-192.png" );
icon( 512, false, "$dir/icon-512.png" );
icon( 192, true, "$dir/icon-maskable-192.png" );
icon( 512, true, "$dir/icon-maskable-512.png" );
