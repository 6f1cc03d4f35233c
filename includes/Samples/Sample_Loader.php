<?php
/**
 * The spec's sample data, one file per kind in data/, read through one door.
 *
 * @package PlayPal
 */

namespace PlayPal\Samples;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a kind of sample data (`data/{kind}.php`, translated), marks every
 * item of its lists `sample: true` and passes it through the filter a site
 * owner replaces it with. What a filter returns keeps the built-in data's shape: a list keeps
 * only its array items; a map (forum, discovery, partner stats) keeps each
 * of its keys, a list as a list and a number only when numeric.
 *
 * Samples sit below every feature: they import nothing of the plugin, and
 * the features and routes that show them read them from here.
 */
final class Sample_Loader {

	/** Kind (a file of data/) => the filter that replaces it; each data file describes its fields. */
	public const FILTERS = array(
		'creations'     => 'playpal_sample_creations',
		'discovery'     => 'playpal_sample_discovery',
		'forum'         => 'playpal_sample_forum',
		'listings'      => 'playpal_sample_listings',
		'mentions'      => 'playpal_sample_mentions',
		'partner-stats' => 'playpal_sample_partner_stats',
		'play-ideas'    => 'playpal_sample_play_ideas',
		'submissions'   => 'playpal_sample_submissions',
		'templates'     => 'playpal_appadoo_templates',
	);

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
	 * A kind's built-in data, each item of its lists marked `sample: true`, before its filter.
	 *
	 * @param string $kind A key of FILTERS.
	 * @phpstan-param key-of<self::FILTERS> $kind
	 * @return array<mixed>
	 */
	public static function defaults( string $kind ): array {
		$data = require __DIR__ . '/data/' . $kind . '.php';
		$data = is_array( $data ) ? $data : array();
		$mark = static fn( mixed $items ): mixed => is_array( $items ) && array_is_list( $items )
			? array_map( static fn( mixed $item ): mixed => is_array( $item ) ? $item + array( 'sample' => true ) : $item, $items )
			: $items;
		return array_is_list( $data ) ? $mark( $data ) : array_map( $mark, $data );
	}

	/**
	 * A kind's data after its filter, in the built-in data's shape.
	 *
	 * @param string $kind A key of FILTERS.
	 * @phpstan-param key-of<self::FILTERS> $kind
	 * @return array<mixed>
	 */
	public static function load( string $kind ): array {
		$defaults = self::defaults( $kind );
		/**
		 * Filters a kind of sample data: the names and fields are in FILTERS and the data files.
		 *
		 * @param array $defaults The built-in sample data.
		 */
		$filtered = apply_filters( self::FILTERS[ $kind ], $defaults ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- Every name in FILTERS starts with playpal_.
		if ( array_is_list( $defaults ) ) {
			return self::items( $filtered );
		}
		$data = array();
		foreach ( $defaults as $key => $default ) {
			$value        = is_array( $filtered ) ? ( $filtered[ $key ] ?? null ) : null;
			$data[ $key ] = is_array( $default ) ? self::items( $value ) : ( is_numeric( $value ) ? (float) $value : $default );
		}
		return $data;
	}

	/**
	 * A placeholder picture as a data: URI, so sample cards show a picture
	 * without any request to another host (the site may run offline, and
	 * pages must not reference outside hosts).
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

	/**
	 * The array items of a list, re-indexed; nothing for anything else.
	 *
	 * @param mixed $items What a filter returned.
	 * @return list<array<mixed>>
	 */
	private static function items( mixed $items ): array {
		return is_array( $items ) ? array_values( array_filter( $items, 'is_array' ) ) : array();
	}
}
