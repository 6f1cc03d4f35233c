<?php
/**
 * The shop's filter bar as src/features/shop/catalogue/FilterBar.tsx draws
 * it: a real GET form to the same page, so it filters, searches and sorts
 * before the bundle has run (and without it). Included by shop.php.
 *
 * @package PlayPal
 *
 * @var array<string, mixed>              $args          shop.php's arguments.
 * @var \PlayPal\Commerce\Catalogue_Query $playpal_query The address's state.
 * @var string                            $playpal_url   The screen's URL path.
 */

use PlayPal\Commerce\Catalogue_Query;
use PlayPal\Frontend\First_Screen\Post_Fields;

defined( 'ABSPATH' ) || exit;

/**
 * Prints a select's options, the one with the value selected.
 *
 * @param array<string, string> $options  Label by value.
 * @param string                $selected The value chosen.
 */
$playpal_options = static function ( array $options, string $selected ): void {
	foreach ( $options as $value => $label ) {
		printf( '<option value="%s"%s>%s</option>', esc_attr( (string) $value ), selected( (string) $value, $selected, false ), esc_html( $label ) );
	}
};
?>
<form class="pp-fs-filter-bar" role="search" aria-label="<?php esc_attr_e( 'Filter play kits', 'playpal' ); ?>" method="get" action="<?php echo esc_url( $playpal_url ); ?>">
	<div class="pp-fs-field">
		<label for="shop-search"><?php esc_html_e( 'Search play kits', 'playpal' ); ?></label>
		<input id="shop-search" type="search" name="search" value="<?php echo esc_attr( $playpal_query->search ); ?>">
	</div>
	<?php if ( $args['categories'] ) : ?>
		<div class="pp-fs-field">
			<label for="shop-category"><?php esc_html_e( 'Category', 'playpal' ); ?></label>
			<select id="shop-category" name="category">
				<?php
				$playpal_choices = array( '' => __( 'All categories', 'playpal' ) );
				foreach ( $args['categories'] as $playpal_term ) {
					$playpal_choices[ (string) ( $playpal_term['slug'] ?? '' ) ] = Post_Fields::text( (string) ( $playpal_term['name'] ?? '' ) );
				}
				$playpal_options( $playpal_choices, $playpal_query->category );
				?>
			</select>
		</div>
	<?php endif; ?>
	<?php
	foreach ( $args['attributes'] as $playpal_attribute ) :
		if ( ! $playpal_attribute['terms'] ) {
			continue;
		}
		$playpal_name     = (string) preg_replace( '/^pa_/', '', (string) ( $playpal_attribute['attribute']['taxonomy'] ?? '' ) );
		$playpal_selected = $playpal_query->filters[ $playpal_name ] ?? array();
		$playpal_choices  = array( '' => __( 'Any', 'playpal' ) );
		foreach ( $playpal_attribute['terms'] as $playpal_term ) {
			$playpal_choices[ (string) ( $playpal_term['slug'] ?? '' ) ] = Post_Fields::text( (string) ( $playpal_term['name'] ?? '' ) );
		}
		if ( count( $playpal_selected ) > 1 ) {
			// A select holds one value: the address's combination of several terms is one more choice.
			$playpal_choices[ implode( ',', $playpal_selected ) ] = implode( ', ', array_map( static fn( string $slug ): string => $playpal_choices[ $slug ] ?? $slug, $playpal_selected ) );
		}
		?>
		<div class="pp-fs-field">
			<label for="<?php echo esc_attr( 'shop-filter-' . $playpal_name ); ?>"><?php echo esc_html( Post_Fields::text( (string) ( $playpal_attribute['attribute']['name'] ?? '' ) ) ); ?></label>
			<select id="<?php echo esc_attr( 'shop-filter-' . $playpal_name ); ?>" name="<?php echo esc_attr( 'filter_' . $playpal_name ); ?>">
				<?php $playpal_options( $playpal_choices, implode( ',', $playpal_selected ) ); ?>
			</select>
		</div>
	<?php endforeach; ?>
	<div class="pp-fs-field">
		<label for="shop-orderby"><?php esc_html_e( 'Sort by', 'playpal' ); ?></label>
		<select id="shop-orderby" name="orderby">
			<?php $playpal_options( Catalogue_Query::sort_options(), $playpal_query->orderby ); ?>
		</select>
	</div>
	<button type="submit" class="pp-fs-button pp-fs-button-outline"><?php esc_html_e( 'Apply', 'playpal' ); ?></button>
	<?php if ( $playpal_query->is_filtered() ) : ?>
		<a href="<?php echo esc_url( $playpal_url ); ?>"><?php esc_html_e( 'Clear filters', 'playpal' ); ?></a>
	<?php endif; ?>
</form>
