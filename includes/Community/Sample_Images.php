<?php
/**
 * Placeholder pictures for sample community items.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

defined( 'ABSPATH' ) || exit;

/**
 * Small inline SVG pictures (data: URIs), so sample cards show a picture
 * without any request to another host: the site may run offline, and pages
 * must not reference outside hosts.
 */
final class Sample_Images {

	/**
	 * Soft backgrounds and matching shape colours, by name.
	 */
	private const PALETTES = array(
		'sky'      => array( '#dbeafe', '#3b82f6' ),
		'meadow'   => array( '#dcfce7', '#16a34a' ),
		'sunshine' => array( '#fef9c3', '#ca8a04' ),
		'berry'    => array( '#fce7f3', '#db2777' ),
		'lavender' => array( '#ede9fe', '#7c3aed' ),
		'coral'    => array( '#ffedd5', '#ea580c' ),
	);

	/**
	 * Shapes, as SVG drawn in a 120×90 box.
	 */
	private const SHAPES = array(
		'star'   => '<path d="M60 18l9 19 21 3-15 14 4 21-19-10-19 10 4-21-15-14 21-3z"/>',
		'circle' => '<circle cx="60" cy="45" r="26"/>',
		'house'  => '<path d="M60 16l32 26h-8v30H36V42h-8z"/>',
		'wave'   => '<path d="M10 55c12-14 22-14 34 0s22 14 34 0 22-14 32 0v25H10z"/>',
		'heart'  => '<path d="M60 76L30 47a16 16 0 0 1 30-20 16 16 0 0 1 30 20z"/>',
		'rocket' => '<path d="M60 12c14 12 18 30 14 48H46c-4-18 0-36 14-48zM46 60l-10 14h14zM74 60l10 14H70z"/>',
	);

	/**
	 * A picture as a data: URI.
	 *
	 * @param string $shape   A key of SHAPES.
	 * @param string $palette A key of PALETTES.
	 */
	public static function picture( string $shape, string $palette ): string {
		list( $background, $ink ) = self::PALETTES[ $palette ] ?? self::PALETTES['sky'];
		$svg                      = sprintf(
			'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><rect width="120" height="90" fill="%1$s"/><g fill="%2$s">%3$s</g></svg>',
			$background,
			$ink,
			self::SHAPES[ $shape ] ?? self::SHAPES['star']
		);
		return 'data:image/svg+xml;base64,' . base64_encode( $svg ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- Encodes a picture, not code.
	}
}
