<?php
/**
 * A grouped product's members, as src/features/shop/components/product/GroupedMembers.tsx
 * draws them: a table of each member's name, price, stock and quantity (0;
 * printed disabled, adding needs the bundle) — or its own link when it is
 * sold another way — and one Add to Cart. Included by product.php.
 *
 * @package PlayPal
 *
 * @var array{base: string} $args
 * @var array<string, mixed> $playpal_product
 * @var array<int, array<string, mixed>> $playpal_members
 */

use PlayPal\Frontend\First_Screen\Post_Fields;
use PlayPal\Frontend\First_Screen\Product_Fields;

defined( 'ABSPATH' ) || exit;

if ( ! $playpal_members ) {
	return; // The bundle loads them (or says they did not load).
}
?>
<div class="pp-fs-buttons pp-fs-add">
	<table class="pp-fs-members">
		<?php /* translators: %s: the grouped product's name. */ ?>
		<caption class="pp-fs-visually-hidden"><?php echo esc_html( sprintf( __( 'Products in %s', 'playpal' ), Post_Fields::text( $playpal_product['name'] ?? '' ) ) ); ?></caption>
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Product', 'playpal' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Price', 'playpal' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Quantity', 'playpal' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $playpal_members as $playpal_member ) : ?>
				<?php
				$playpal_member_name  = Post_Fields::text( $playpal_member['name'] ?? '' );
				$playpal_member_kind  = Product_Fields::kind( $playpal_member );
				$playpal_member_path  = $args['base'] . '/product/' . rawurlencode( (string) ( $playpal_member['slug'] ?? '' ) );
				$playpal_member_stock = Product_Fields::stock_words( $playpal_member );
				$playpal_member_price = Product_Fields::price( $playpal_member );
				$playpal_member_sale  = Product_Fields::is_for_sale( $playpal_member );
				$playpal_member_here  = 'simple' === $playpal_member_kind && $playpal_member_sale && ! empty( $playpal_member['is_in_stock'] );
				$playpal_member_rules = Product_Fields::add_rules( $playpal_member );
				?>
				<tr>
					<th scope="row">
						<a href="<?php echo esc_url( $playpal_member_path ); ?>"><?php echo esc_html( $playpal_member_name ); ?></a>
						<?php if ( $playpal_member_here && '' !== $playpal_member_stock ) : ?>
							<span class="pp-fs-member-note"><?php echo esc_html( $playpal_member_stock ); ?></span>
						<?php endif; ?>
					</th>
					<td>
						<?php if ( '' !== $playpal_member_price['price'] ) : ?>
							<span class="pp-fs-price">
								<?php if ( '' !== $playpal_member_price['regular'] ) : ?>
									<span class="pp-fs-visually-hidden"><?php esc_html_e( 'Was', 'playpal' ); ?></span>
									<del><?php echo esc_html( $playpal_member_price['regular'] ); ?></del>
									<span class="pp-fs-visually-hidden"><?php esc_html_e( 'now', 'playpal' ); ?></span>
								<?php endif; ?>
								<?php echo esc_html( $playpal_member_price['price'] ); ?>
							</span>
						<?php endif; ?>
					</td>
					<td>
						<?php if ( 'external' === $playpal_member_kind ) : ?>
							<?php $playpal_external = Product_Fields::external_url( $playpal_member ); ?>
							<?php if ( '' !== $playpal_external ) : ?>
								<a class="pp-fs-button pp-fs-button-sm" href="<?php echo esc_url( $playpal_external ); ?>" rel="noopener noreferrer external"><?php echo esc_html( Product_Fields::external_text( $playpal_member ) ); ?><span class="pp-fs-visually-hidden"><?php echo esc_html( Product_Fields::external_hint( $playpal_member_name ) ); ?></span></a>
							<?php endif; ?>
						<?php elseif ( 'simple' !== $playpal_member_kind ) : ?>
							<a class="pp-fs-button pp-fs-button-outline pp-fs-button-sm" href="<?php echo esc_url( $playpal_member_path ); ?>"><?php echo esc_html( 'variable' === $playpal_member_kind ? __( 'Choose options', 'playpal' ) : __( 'View products', 'playpal' ) ); ?><span class="pp-fs-visually-hidden"><?php echo esc_html( ' ' . $playpal_member_name ); ?></span></a>
						<?php elseif ( $playpal_member_here ) : ?>
							<?php /* translators: %s: product name. */ ?>
							<label class="pp-fs-visually-hidden" for="pp-member-quantity-<?php echo (int) ( $playpal_member['id'] ?? 0 ); ?>"><?php echo esc_html( sprintf( __( 'Quantity of %s', 'playpal' ), $playpal_member_name ) ); ?></label>
							<input id="pp-member-quantity-<?php echo (int) ( $playpal_member['id'] ?? 0 ); ?>" type="number" inputmode="numeric" min="0" max="<?php echo (int) $playpal_member_rules['maximum']; ?>" step="<?php echo (int) $playpal_member_rules['step']; ?>" value="0" disabled>
						<?php else : ?>
							<?php echo esc_html( $playpal_member_sale ? $playpal_member_stock : __( 'Not available', 'playpal' ) ); ?>
						<?php endif; ?>
					</td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<?php // Adding to the cart needs the bundle, which replaces these controls with working ones. ?>
	<button type="button" class="pp-fs-button pp-fs-button-lg" disabled><?php esc_html_e( 'Add to Cart', 'playpal' ); ?></button>
	<p class="pp-fs-add-reason"><?php esc_html_e( 'Choose how many of each to add.', 'playpal' ); ?></p>
</div>
