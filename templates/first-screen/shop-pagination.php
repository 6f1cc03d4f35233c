<?php
/**
 * The shop's page links as src/features/shop/catalogue/Pagination.tsx draws
 * them: Previous, the pages of Catalogue_Query::page_items() and Next, the
 * current page marked aria-current="page". Included by shop.php.
 *
 * @package PlayPal
 *
 * @var array<string, mixed>              $args          shop.php's arguments.
 * @var \PlayPal\Commerce\Catalogue_Query $playpal_query The address's state.
 * @var string                            $playpal_url   The screen's URL path.
 */

use PlayPal\Commerce\Catalogue_Query;

defined( 'ABSPATH' ) || exit;

if ( $args['total_pages'] < 2 ) {
	return;
}
$playpal_current = min( $playpal_query->page, $args['total_pages'] );
$playpal_href    = static fn( int $page ): string => $playpal_url . $playpal_query->with_page( $page )->to_query_string();
?>
<nav class="pp-fs-pagination" aria-label="<?php esc_attr_e( 'Shop pages', 'playpal' ); ?>">
	<ul>
		<?php if ( $playpal_current > 1 ) : ?>
			<li><a href="<?php echo esc_url( $playpal_href( $playpal_current - 1 ) ); ?>" rel="prev"><?php esc_html_e( 'Previous', 'playpal' ); ?></a></li>
		<?php endif; ?>
		<?php foreach ( Catalogue_Query::page_items( $playpal_current, $args['total_pages'] ) as $playpal_item ) : ?>
			<?php if ( 0 === $playpal_item ) : ?>
				<li><span aria-hidden="true">…</span></li>
			<?php else : ?>
				<li><a href="<?php echo esc_url( $playpal_href( $playpal_item ) ); ?>"<?php echo $playpal_item === $playpal_current ? ' aria-current="page"' : ''; ?>><?php echo (int) $playpal_item; ?></a></li>
			<?php endif; ?>
		<?php endforeach; ?>
		<?php if ( $playpal_current < $args['total_pages'] ) : ?>
			<li><a href="<?php echo esc_url( $playpal_href( $playpal_current + 1 ) ); ?>" rel="next"><?php esc_html_e( 'Next', 'playpal' ); ?></a></li>
		<?php endif; ?>
	</ul>
</nav>
