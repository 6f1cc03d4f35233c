<?php
/**
 * Shared code of the content routes, `pp/v1/posts` and `pp/v1/pages`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Content\Content_Query;
use PlayPal\Content\Content_Version;
use PlayPal\Content\Response_Cache;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Post_Schema;
use PlayPal\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Published content for everyone (a public read: only published,
 * non-password-protected content is ever returned): validated arguments, one
 * bulk query, the shaped response cached until the content changes, ETag and
 * Last-Modified.
 *
 * @extends Abstract_Public_Read_Route<Post_Schema>
 * @phpstan-type Content_Args array{post_type: string, per_page: int, page: int, slug: string, embed: list<string>, category?: string}
 */
abstract class Abstract_Content_Route extends Abstract_Public_Read_Route {

	public const SCHEMA = Post_Schema::class;

	/**
	 * Shared caches keep a copy but ask every time; the answer to "still
	 * current?" is a 304 from the response cache, and an edit shows at once.
	 */
	protected const MAX_AGE = 0;

	/**
	 * WordPress post type served by the route.
	 */
	protected const POST_TYPE = '';

	/**
	 * Default and largest page sizes (SPEC §9: the blog shows 12).
	 */
	public const DEFAULT_PER_PAGE = 12;
	public const MAX_PER_PAGE     = 100;

	private Content_Query $query;

	private Response_Cache $cache;

	/**
	 * Answers hold_warm_answer() found, by cache key, for this request's dispatch.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $held = array();

	/**
	 * Constructor.
	 *
	 * @param Settings        $settings Plugin settings.
	 * @param Abstract_Schema $schema   Response schema.
	 * @phpstan-param Post_Schema $schema
	 * @param Content_Query   $query    Finds the posts (a default one when omitted).
	 * @param Response_Cache  $cache    Cache of shaped responses (a default one when omitted).
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Content_Query $query = null, ?Response_Cache $cache = null ) {
		parent::__construct( $settings, $schema );
		$this->query = $query ?? new Content_Query();
		$this->cache = $cache ?? new Response_Cache();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return array(
			'per_page' => array(
				'description' => __( 'How many items a page holds.', 'playpal' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => self::MAX_PER_PAGE,
				'default'     => self::DEFAULT_PER_PAGE,
			),
			'page'     => array(
				'description' => __( 'Which page, from 1.', 'playpal' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'default'     => 1,
			),
			'slug'     => array(
				'description'       => __( 'Only the item with this slug.', 'playpal' ),
				'type'              => 'string',
				'maxLength'         => 200,
				'sanitize_callback' => array( $this, 'sanitize_slug' ),
			),
			'_embed'   => array(
				'description' => __( 'Embed the author, featured image and categories: empty or 1 for all, or a comma-separated list of author, wp:featuredmedia, wp:term.', 'playpal' ),
				'type'        => array( 'boolean', 'string' ),
			),
		);
	}

	/**
	 * Normalises a slug the way WordPress stores it, so equal slugs share a cache entry.
	 *
	 * @param mixed $slug Raw slug.
	 */
	public function sanitize_slug( mixed $slug ): string {
		return sanitize_title( (string) $slug );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception When the page is past the last one.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$args  = $this->normalized_args( $request );
		$key   = $this->cache->key( static::POST_TYPE, $args );
		$entry = $this->held[ $key ] ?? $this->cache->get( $key );
		if ( null === $entry ) {
			$entry = $this->build_entry( $args );
			if ( $this->worth_caching( $args, $entry ) ) {
				$this->cache->set( $key, $entry );
			}
		}

		$response = new WP_REST_Response( $entry['body'] );
		$response->header( 'X-WP-Total', (string) $entry['total'] );
		$response->header( 'X-WP-TotalPages', (string) $entry['total_pages'] );
		$response->header( 'ETag', $entry['etag'] );
		$response->header( 'Last-Modified', gmdate( 'D, d M Y H:i:s', (int) $entry['modified'] ) . ' GMT' );
		return $response;
	}

	/**
	 * Whether the cache holds this request's answer (REST\Warm_Answer_Server
	 * serves those before WordPress builds its full REST server, even before
	 * `init`); the answer found is kept for this request's dispatch, so nothing
	 * is built there however long the dispatch waits.
	 *
	 * @param WP_REST_Request $request Request, its arguments validated and sanitised.
	 */
	public function hold_warm_answer( WP_REST_Request $request ): bool {
		$args = $this->normalized_args( $request );
		if ( ! $this->is_canonical( $args ) ) {
			return false;
		}
		$key   = $this->cache->key( static::POST_TYPE, $args );
		$entry = $this->cache->get( $key );
		if ( null === $entry ) {
			return false;
		}
		$this->held[ $key ] = $entry;
		return true;
	}

	/**
	 * Only the requests the app itself makes are cached (the Blog's first page,
	 * one post or page by slug: src/features/content/api/paths.ts), and only
	 * when they found something, so the entries are bounded by the content.
	 * Any other combination of arguments (other page sizes, pages, categories,
	 * embeds, slugs that match nothing) is answered uncached: anyone may send
	 * them, and none of them may fill the cache.
	 *
	 * @param array<string, mixed> $args  Normalised arguments.
	 * @param array<string, mixed> $entry Built entry.
	 * @phpstan-param Content_Args $args
	 */
	private function worth_caching( array $args, array $entry ): bool {
		return (int) $entry['total'] > 0 && $this->is_canonical( $args );
	}

	/**
	 * Whether the arguments are those of a request the app makes: everything
	 * embedded, the default page size, the first page, no category filter.
	 *
	 * @param array<string, mixed> $args Normalised arguments.
	 * @phpstan-param Content_Args $args
	 */
	public function is_canonical( array $args ): bool {
		return Post_Schema::EMBEDDABLE === $args['embed']
			&& self::DEFAULT_PER_PAGE === $args['per_page']
			&& 1 === $args['page']
			&& '' === ( $args['category'] ?? '' );
	}

	/**
	 * The request's arguments in one canonical form (also the cache key).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return Content_Args
	 */
	protected function normalized_args( WP_REST_Request $request ): array {
		$raw = $request->get_param( '_embed' );
		// As WordPress's own server: the parameter's presence asks for everything, unless it names relations.
		$embed = null === $raw ? false : ( is_bool( $raw ) || '' === $raw ? true : rest_parse_embed_param( $raw ) );
		if ( true === $embed ) {
			$embed = Post_Schema::EMBEDDABLE;
		}
		$embed = is_array( $embed ) ? array_values( array_intersect( Post_Schema::EMBEDDABLE, $embed ) ) : array();
		return array(
			'post_type' => static::POST_TYPE,
			'per_page'  => (int) $request->get_param( 'per_page' ),
			'page'      => (int) $request->get_param( 'page' ),
			'slug'      => (string) $request->get_param( 'slug' ),
			'embed'     => $embed,
		);
	}

	/**
	 * Queries and shapes the response, with its ETag and modification time.
	 *
	 * @param array<string, mixed> $args Normalised arguments.
	 * @phpstan-param Content_Args $args
	 * @return array{body: array<int, array<string, mixed>>, total: int, total_pages: int, etag: string, modified: int}
	 * @throws Route_Exception When the page is past the last one.
	 */
	private function build_entry( array $args ): array {
		$modified = Content_Version::current()['t'];
		$found    = $this->query->find( $args );
		if ( $args['page'] > $found['total_pages'] && $found['total'] > 0 ) {
			// The same code and message as wp/v2/posts.
			throw new Route_Exception( 'rest_post_invalid_page_number', __( 'The page number requested is larger than the number of pages available.', 'playpal' ), 400 );
		}
		$body = array();
		foreach ( $found['posts'] as $post ) {
			$body[] = $this->schema->get_item_response(
				array(
					'post'    => $post,
					'author'  => $found['authors'][ (int) $post->post_author ] ?? null,
					'embed'   => $args['embed'],
					// Lists feed cards, which never read the content (SPEC §3): rendering
					// twelve posts' blocks would triple the cost. One item by slug has it.
					'content' => '' !== $args['slug'],
				)
			);
		}
		return array(
			'body'        => $body,
			'total'       => $found['total'],
			'total_pages' => $found['total_pages'],
			'etag'        => '"' . md5( (string) wp_json_encode( $body ) ) . '"',
			'modified'    => $modified,
		);
	}
}
