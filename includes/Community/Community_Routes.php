<?php
/**
 * The community screens as the server sees them.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

use PlayPal\Routing\App_Pages;
use PlayPal\Routing\Route_Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Adds /forum, /play-ideas, /products-ai, /ugc and /submit to the app's route table
 * (so the shell answers them with 200; sub-paths such as /forum/nope stay
 * 404), gives each its title and description, and embeds the data each
 * screen shows first, so it renders without a request.
 */
final class Community_Routes {

	use App_Pages;

	public const FORUM       = 'forum';
	public const PLAY_IDEAS  = 'play-ideas';
	public const PRODUCTS_AI = 'products-ai';
	public const UGC         = 'ugc';
	public const SUBMIT      = 'submit';

	/**
	 * REST paths each screen reads, exactly as the client asks for them
	 * (src/features/community/api), so the preloading middleware finds them.
	 */
	public const DATA_PATHS = array(
		self::FORUM       => array( '/pp/v1/forum' ),
		self::PLAY_IDEAS  => array( '/pp/v1/play-ideas' ),
		self::PRODUCTS_AI => array( '/pp/v1/discovery' ),
		self::UGC         => array( '/pp/v1/mentions', '/pp/v1/community-samples', '/pp/v1/submissions' ),
		self::SUBMIT      => array(),
	);

	public function add_hooks(): void {
		add_filter( 'playpal_routes', array( $this, 'add_routes' ) );
		add_filter( 'playpal_route_meta', array( $this, 'meta' ), 10, 2 );
		add_filter( 'playpal_preload_paths', array( $this, 'preload_paths' ), 10, 2 );
	}

	/**
	 * @param string[]   $paths REST paths to embed.
	 * @param array|null $route The matched route (Url_Router::current(); a filter argument, so any key may be missing).
	 * @phpstan-param array{pattern?: ?string, params?: array<string, string>, status?: int}|null $route
	 * @return string[]
	 */
	public function preload_paths( array $paths, ?array $route ): array {
		$pattern = $route['pattern'] ?? null;
		if ( ! is_string( $pattern ) || ! isset( self::DATA_PATHS[ $pattern ] ) ) {
			return $paths;
		}
		return array_merge( $paths, self::DATA_PATHS[ $pattern ] );
	}

	/**
	 * Title, description and robots tag of each screen; the screens set the same texts.
	 *
	 * @return array<string, array{title: string, description: string, robots?: string}>
	 */
	public static function pages(): array {
		return array(
			self::FORUM       => array(
				'title'       => Route_Meta::page_title( __( 'The PlayBoard', 'playpal' ) ),
				'description' => __( 'The PlayBoard is the PlayPal community forum: parents, teachers and creators share play ideas, Appadoo tips and parent-tech advice.', 'playpal' ),
				'robots'      => '',
			),
			self::PLAY_IDEAS  => array(
				'title'       => Route_Meta::page_title( __( 'Play Ideas', 'playpal' ) ),
				'description' => __( 'Hands-on play ideas for children: STEM adventures, sensory play, creative building and more, with materials, age ranges and difficulty.', 'playpal' ),
				'robots'      => '',
			),
			self::PRODUCTS_AI => array(
				'title'       => Route_Meta::page_title( __( 'Find the Perfect Play Kit', 'playpal' ) ),
				'description' => __( 'Find the right printable play kit for your family, browsed by feelings, practical needs, outcomes and behaviours.', 'playpal' ),
				'robots'      => '',
			),
			self::UGC         => array(
				'title'       => Route_Meta::page_title( __( 'Community Love', 'playpal' ) ),
				'description' => __( 'Stories, photos and projects from PlayPal families: social mentions, featured stories and community submissions.', 'playpal' ),
				'robots'      => '',
			),
			self::SUBMIT      => array(
				'title'       => Route_Meta::page_title( __( 'Submit Your Story', 'playpal' ) ),
				'description' => __( 'Share photos, videos, DIY projects or a story of how your family plays with PlayPal. We review every submission within 2–3 business days.', 'playpal' ),
				'robots'      => '',
			),
		);
	}
}
