<?php
/**
 * The head tags search engines and link previews read, for app pages.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

use PlayPal\Frontend\Url_Router;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the description, the one canonical link, Open Graph and Twitter
 * card tags and, on a post or product page, its JSON-LD (BlogPosting or
 * Product, and a BreadcrumbList). A 404 gets the description only.
 */
final class Head_Tags {

	private App_Urls $urls;

	public function __construct(
		private Url_Router $router,
		private Page_Subject $subject
	) {
		$this->urls = new App_Urls( $router );
	}

	/**
	 * @param array{title: string, description: string, robots: string} $meta The route's head tags.
	 */
	public function print( array $meta ): void {
		printf( '<meta name="description" content="%s" />' . "\n", esc_attr( $meta['description'] ) );
		$route = $this->router->current();
		if ( null === $route || 404 === $route['status'] ) {
			return;
		}
		/**
		 * Filters an app page's canonical URL (its path without query or trailing slash by default).
		 *
		 * @param string $url   Canonical URL.
		 * @param array  $route The matched route.
		 */
		$url = (string) apply_filters( 'playpal_canonical_url', $this->urls->current(), $route );
		printf( '<link rel="canonical" href="%s" />' . "\n", esc_url( $url ) );

		$post    = $this->subject->post( $route );
		$product = null === $post ? $this->subject->product( $route ) : null;
		if ( null !== $post ) {
			$page  = Shared_Page::for_post( $post, $meta, $url );
			$nodes = array(
				( new Blog_Posting_Node() )->node( $post, $url, $page->image ),
				$this->breadcrumbs( __( 'Blog', 'playpal' ), 'blog', $page ),
			);
		} elseif ( null !== $product ) {
			$page  = Shared_Page::for_product( $product, $meta, $url );
			$nodes = array(
				( new Product_Node() )->node( $product, $url, $page->description, $page->image ),
				$this->breadcrumbs( __( 'Shop', 'playpal' ), 'shop', $page ),
			);
		} else {
			$page  = Shared_Page::for_route( $meta, $url );
			$nodes = array();
		}

		( new Social_Tags() )->print( $page, Plain_Text::from_html( (string) get_bloginfo( 'name' ) ) );
		foreach ( $nodes as $node ) {
			Json_Ld::print( $node );
		}
	}

	/**
	 * Home → the section → the page.
	 *
	 * @param string      $section      The section's name, e.g. "Blog".
	 * @param string      $section_path The section's app path, e.g. "blog".
	 * @param Shared_Page $page         The page.
	 * @return array<string, mixed>
	 */
	private function breadcrumbs( string $section, string $section_path, Shared_Page $page ): array {
		return ( new Breadcrumb_List_Node() )->node(
			array(
				array(
					'name' => __( 'Home', 'playpal' ),
					'url'  => $this->urls->route( '' ),
				),
				array(
					'name' => $section,
					'url'  => $this->urls->route( $section_path ),
				),
				array(
					'name' => $page->title,
					'url'  => $page->url,
				),
			)
		);
	}
}
