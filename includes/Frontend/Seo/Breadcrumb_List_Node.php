<?php
/**
 * Where a page sits in the site, as schema.org's BreadcrumbList.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

defined( 'ABSPATH' ) || exit;

/**
 * BreadcrumbList from a trail of names and addresses, first to last.
 */
final class Breadcrumb_List_Node {

	/**
	 * @param array<array{name: string, url: string}> $trail E.g. Home → Blog → the post.
	 * @return array<string, mixed>
	 */
	public function node( array $trail ): array {
		$items = array();
		foreach ( array_values( $trail ) as $index => $crumb ) {
			$items[] = array(
				'@type'    => 'ListItem',
				'position' => $index + 1,
				'name'     => $crumb['name'],
				'item'     => $crumb['url'],
			);
		}
		return array(
			'@context'        => 'https://schema.org',
			'@type'           => 'BreadcrumbList',
			'itemListElement' => $items,
		);
	}
}
