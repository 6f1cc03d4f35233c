<?php
/**
 * Makes the app icons (assets/icons/*.png) from the brand colours of the
 * default design tokens, once at development time:
 * `php bin/php/make-app-icons.php assets/icons`. The PNGs are committed; the
 * build copies them into build/icons/ (webpack.config.js), which the manifest names.
 *
 * @package PlayPal
 */

/**
 * A colour of an image from "#rrggbb".
 *
 * @param GdImage $image Image.
 * @param string  $hex   Colour.
 */
function playpal_icon_color( GdImage $image, string $hex ): int {
	return (int) imagecolorallocate( $image, (int) hexdec( substr( $hex, 1, 2 ) ), (int) hexdec( substr( $hex, 3, 2 ) ), (int) hexdec( substr( $hex, 5, 2 ) ) );
}

/**
 * Draws one icon: a white play button with a yellow sun and a teal dot on
 * the primary colour. Drawn four times larger, then scaled down (smooth edges).
 *
 * @param int    $size     Width and height in pixels.
 * @param bool   $maskable Full-bleed, the motif inside the 80% safe zone (platforms crop their own shape).
 * @param string $file     Where to write the PNG.
 */
function playpal_icon( int $size, bool $maskable, string $file ): void {
	$n     = $size * 4;
	$image = imagecreatetruecolor( $n, $n );
	imagealphablending( $image, true );
	imagesavealpha( $image, true );
	imagefill( $image, 0, 0, (int) imagecolorallocatealpha( $image, 0, 0, 0, 127 ) );
	$primary = playpal_icon_color( $image, '#6c47ff' );
	if ( $maskable ) {
		imagefilledrectangle( $image, 0, 0, $n, $n, $primary );
		$scale = 0.8;
	} else {
		$r = (int) ( $n * 0.22 );
		imagefilledrectangle( $image, $r, 0, $n - $r, $n, $primary );
		imagefilledrectangle( $image, 0, $r, $n, $n - $r, $primary );
		foreach ( array( array( $r, $r ), array( $n - $r, $r ), array( $r, $n - $r ), array( $n - $r, $n - $r ) ) as $corner ) {
			imagefilledellipse( $image, $corner[0], $corner[1], 2 * $r, 2 * $r, $primary );
		}
		$scale = 1.0;
	}
	$c = $n / 2;
	$u = $n * $scale;
	$t = $u * 0.13;
	imagefilledellipse( $image, (int) $c, (int) $c, (int) ( $u * 0.56 ), (int) ( $u * 0.56 ), playpal_icon_color( $image, '#ffffff' ) );
	imagefilledpolygon( $image, array( (int) ( $c - $t * 0.7 ), (int) ( $c - $t ), (int) ( $c - $t * 0.7 ), (int) ( $c + $t ), (int) ( $c + $t * 1.1 ), (int) $c ), $primary );
	imagefilledellipse( $image, (int) ( $c + $u * 0.27 ), (int) ( $c - $u * 0.27 ), (int) ( $u * 0.14 ), (int) ( $u * 0.14 ), playpal_icon_color( $image, '#ffd23f' ) );
	imagefilledellipse( $image, (int) ( $c - $u * 0.28 ), (int) ( $c + $u * 0.27 ), (int) ( $u * 0.09 ), (int) ( $u * 0.09 ), playpal_icon_color( $image, '#2ec4b6' ) );
	$out = imagecreatetruecolor( $size, $size );
	imagealphablending( $out, false );
	imagesavealpha( $out, true );
	imagecopyresampled( $out, $image, 0, 0, 0, 0, $size, $size, $n, $n );
	imagepng( $out, $file, 9 );
}

$playpal_icons_dir = $argv[1] ?? 'assets/icons';
foreach ( array( 192, 512 ) as $playpal_icon_size ) {
	playpal_icon( $playpal_icon_size, false, "$playpal_icons_dir/icon-$playpal_icon_size.png" );
	playpal_icon( $playpal_icon_size, true, "$playpal_icons_dir/icon-maskable-$playpal_icon_size.png" );
}
