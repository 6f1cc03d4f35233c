<?php
/**
 * A page of the shop, as src/features/shop/ShopScreen.tsx shows it: the
 * heading, its links, the filter bar, then the page's play kits with the
 * summary and the page links, or "No play kits match" when the address's
 * filters leave nothing.
 *
 * @package PlayPal
 *
 * @var array{base: string, path: string, query: \PlayPal\Commerce\Catalogue_Query, products: array<int, array<string, mixed>>, total: int, total_pages: int, categories: array<int, array<string, mixed>>, attributes: array<int, array{attribute: array<string, mixed>, terms: array<int, array<string, mixed>>}>, first_image: int|null} $args
 */

defined( 'ABSPATH' ) || exit;

// A caller that knows only the products (an older one, a test of the cards) gets the unfiltered first page.
$args         += array( // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- The template's own argument, not a global.
	'path'        => '/shop',
	'query'       => new \PlayPal\Commerce\Catalogue_Query(),
	'total'       => count( $args['products'] ),
	'total_pages' => 1,
	'categories'  => array(),
	'attributes'  => array(),
);
$playpal_query = $args['query'];
$playpal_url   = $args['base'] . $args['path'];
?>
<div class="pp-fs-page">
	<header class="pp-fs-page-header">
		<div>
			<h1><?php esc_html_e( 'The PlayPal Shop', 'playpal' ); ?></h1>
			<p><?php esc_html_e( 'Printable play kits for little adventurers. Download, print and play in minutes.', 'playpal' ); ?></p>
		</div>
		<div class="pp-fs-actions">
			<?php // The bundle's button opens the cart sheet; before it, the cart page. ?>
			<a class="pp-fs-button pp-fs-button-outline" href="<?php echo esc_url( $args['base'] . '/cart' ); ?>"><?php esc_html_e( 'Open cart', 'playpal' ); ?></a>
			<a class="pp-fs-button pp-fs-button-ghost" href="<?php echo esc_url( $args['base'] . '/cart' ); ?>"><?php esc_html_e( 'View cart', 'playpal' ); ?></a>
			<a class="pp-fs-button pp-fs-button-ghost" href="<?php echo esc_url( $args['base'] . '/member-portal' ); ?>"><?php esc_html_e( 'Member portal', 'playpal' ); ?></a>
		</div>
	</header>
	<?php require __DIR__ . '/shop-filter-bar.php'; ?>
	<?php if ( ! $args['products'] ) : ?>
		<div class="pp-fs-message pp-fs-no-match">
			<h2><?php esc_html_e( 'No play kits match', 'playpal' ); ?></h2>
			<p><?php esc_html_e( 'Try another category, filter or search.', 'playpal' ); ?></p>
			<a href="<?php echo esc_url( $playpal_url ); ?>"><?php esc_html_e( 'Clear filters', 'playpal' ); ?></a>
		</div>
	<?php else : ?>
		<p class="pp-fs-summary" role="status">
			<?php
			$playpal_first = ( $playpal_query->page - 1 ) * \PlayPal\Commerce\Store::SHOP_PAGE_SIZE + 1;
			/* translators: 1: first kit shown, 2: last kit shown, 3: kits that match. */
			echo esc_html( sprintf( _n( 'Showing %1$d–%2$d of %3$d play kit', 'Showing %1$d–%2$d of %3$d play kits', (int) $args['total'], 'playpal' ), $playpal_first, $playpal_first + count( $args['products'] ) - 1, $args['total'] ) );
			?>
		</p>
		<ul class="pp-fs-grid pp-fs-shop-grid" aria-label="<?php esc_attr_e( 'Play kits', 'playpal' ); ?>">
			<?php
			foreach ( $args['products'] as $playpal_index => $playpal_product ) {
				require __DIR__ . '/product-card.php';
			}
			?>
		</ul>
		<?php require __DIR__ . '/shop-pagination.php'; ?>
	<?php endif; ?>
</div>
