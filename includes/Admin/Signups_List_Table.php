<?php
/**
 * The table of PlayPal → Sign-ups.
 *
 * @package PlayPal
 */

namespace PlayPal\Admin;

use PlayPal\Signups\Signup_Lists;
use PlayPal\Database\Signups_Repository;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( WP_List_Table::class ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Sign-ups with a list filter, search, sorting and bulk delete. The page
 * (Signups_Page) checks capabilities and nonces and performs the deletes.
 */
final class Signups_List_Table extends WP_List_Table {

	private const PER_PAGE = 20;

	public function __construct( private Signups_Repository $signups ) {
		parent::__construct(
			array(
				'singular' => 'signup',
				'plural'   => 'signups',
				'ajax'     => false,
			)
		);
	}

	/**
	 * The list and search text of the current request, validated.
	 *
	 * @return array{kind: string, search: string}
	 */
	public static function current_filters(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- Read-only filters of a list screen.
		$kind   = isset( $_REQUEST['kind'] ) ? sanitize_key( wp_unslash( $_REQUEST['kind'] ) ) : '';
		$search = isset( $_REQUEST['s'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['s'] ) ) : '';
		// phpcs:enable
		return array(
			'kind'   => Signup_Lists::is_kind( $kind ) ? $kind : '',
			'search' => $search,
		);
	}

	public function get_columns(): array {
		return array(
			'cb'            => '<input type="checkbox" />',
			'email'         => __( 'Email', 'playpal' ),
			'name'          => __( 'Name', 'playpal' ),
			'kind'          => __( 'List', 'playpal' ),
			'message'       => __( 'Message', 'playpal' ),
			'source_page'   => __( 'Source page', 'playpal' ),
			'referral_code' => __( 'Referral code', 'playpal' ),
			'confirmed'     => __( 'Confirmed', 'playpal' ),
			'created_at'    => __( 'Signed up', 'playpal' ),
		);
	}

	protected function get_sortable_columns(): array {
		return array(
			'email'      => array( 'email', false ),
			'kind'       => array( 'kind', false ),
			'created_at' => array( 'created_at', true ),
		);
	}

	protected function get_bulk_actions(): array {
		return array( 'delete' => __( 'Delete', 'playpal' ) );
	}

	public function no_items(): void {
		esc_html_e( 'No sign-ups found.', 'playpal' );
	}

	public function prepare_items(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- Sorting of a list screen.
		$filters = self::current_filters() + array(
			'orderby' => isset( $_REQUEST['orderby'] ) ? sanitize_key( wp_unslash( $_REQUEST['orderby'] ) ) : 'created_at',
			'order'   => isset( $_REQUEST['order'] ) ? sanitize_key( wp_unslash( $_REQUEST['order'] ) ) : 'desc',
		);
		// phpcs:enable
		$total = $this->signups->count( $filters );
		$this->set_pagination_args(
			array(
				'total_items' => $total,
				'per_page'    => self::PER_PAGE,
			)
		);
		$this->items           = $this->signups->find( $filters, self::PER_PAGE, $this->get_pagenum() );
		$this->_column_headers = array( $this->get_columns(), array(), $this->get_sortable_columns(), 'email' );
	}

	/**
	 * The list filter beside the bulk actions.
	 *
	 * @param string $which 'top' or 'bottom'.
	 */
	protected function extra_tablenav( $which ): void {
		if ( 'top' !== $which ) {
			return;
		}
		$current = self::current_filters()['kind'];
		?>
		<div class="alignleft actions">
			<label class="screen-reader-text" for="playpal-filter-kind"><?php esc_html_e( 'Filter by list', 'playpal' ); ?></label>
			<select name="kind" id="playpal-filter-kind">
				<option value=""><?php esc_html_e( 'All lists', 'playpal' ); ?></option>
				<?php foreach ( Signup_Lists::kinds() as $kind ) : ?>
					<option value="<?php echo esc_attr( $kind ); ?>" <?php selected( $current, $kind ); ?>><?php echo esc_html( Signup_Lists::label( $kind ) ); ?></option>
				<?php endforeach; ?>
			</select>
			<?php submit_button( __( 'Filter', 'playpal' ), '', 'filter_action', false ); ?>
		</div>
		<?php
	}

	/**
	 * @param array<string, string> $item Row.
	 */
	protected function column_cb( $item ): string {
		return sprintf(
			'<label class="screen-reader-text" for="playpal-signup-%1$d">%2$s</label><input type="checkbox" name="signup[]" id="playpal-signup-%1$d" value="%1$d" />',
			(int) $item['id'],
			/* translators: %s: email address. */
			esc_html( sprintf( __( 'Select %s', 'playpal' ), $item['email'] ) )
		);
	}

	/**
	 * @param array<string, string> $item        Row.
	 * @param string                $column_name Column.
	 */
	protected function column_default( $item, $column_name ): string {
		switch ( $column_name ) {
			case 'name':
				return esc_html( trim( $item['first_name'] . ' ' . $item['last_name'] ) );
			case 'kind':
				return esc_html( Signup_Lists::label( $item['kind'] ) );
			case 'message':
				return esc_html( wp_trim_words( $item['message'], 20 ) );
			case 'confirmed':
				return esc_html( Signup_Lists::confirmation_label( $item ) );
			case 'created_at':
				return esc_html( get_date_from_gmt( $item['created_at'], get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) ) );
			default:
				return esc_html( (string) ( $item[ $column_name ] ?? '' ) );
		}
	}
}
