<?php
/**
 * A variable product's choices, as src/features/shop/components/product/VariationChooser.tsx
 * draws them: a fieldset per attribute, its terms as radio buttons (printed
 * disabled: choosing needs the bundle), each term that cannot be chosen
 * with the store's default choices saying why. Included by product.php.
 *
 * @package PlayPal
 *
 * @var array<string, mixed> $playpal_product
 * @var array<int, array<string, mixed>> $playpal_variations
 */

use PlayPal\Frontend\First_Screen\Variation_Choices;

defined( 'ABSPATH' ) || exit;

$playpal_groups = Variation_Choices::groups( $playpal_product, $playpal_variations );
?>
<div class="pp-fs-choices">
	<?php foreach ( $playpal_groups as $playpal_group_index => $playpal_group ) : ?>
		<fieldset class="pp-fs-choice" disabled>
			<legend><?php echo esc_html( $playpal_group['name'] ); ?></legend>
			<div class="pp-fs-terms">
				<?php foreach ( $playpal_group['terms'] as $playpal_term ) : ?>
					<label class="pp-fs-term"><input type="radio" name="<?php echo esc_attr( 'pp-attribute-' . (int) ( $playpal_product['id'] ?? 0 ) . '-' . $playpal_group_index ); ?>" value="<?php echo esc_attr( $playpal_term['slug'] ); ?>"<?php checked( $playpal_term['chosen'] ); ?>><?php echo esc_html( $playpal_term['name'] ); ?>
						<?php if ( '' !== $playpal_term['reason'] ) : ?>
							<?php /* translators: %s: why a choice cannot be made, e.g. "out of stock". */ ?>
							<small><?php echo esc_html( sprintf( __( '— %s', 'playpal' ), $playpal_term['reason'] ) ); ?></small>
						<?php endif; ?>
					</label>
				<?php endforeach; ?>
			</div>
		</fieldset>
	<?php endforeach; ?>
	<?php if ( in_array( true, array_merge( array(), ...array_map( static fn( array $group ): array => array_column( $group['terms'], 'chosen' ), $playpal_groups ) ), true ) ) : ?>
		<button type="button" class="pp-fs-button pp-fs-button-ghost pp-fs-button-sm" disabled><?php esc_html_e( 'Clear choices', 'playpal' ); ?></button>
	<?php endif; ?>
</div>
