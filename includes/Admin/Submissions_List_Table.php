<?php
/**
 * The table of PlayPal → Stories.
 *
 * @package PlayPal
 */

namespace PlayPal\Admin;

use PlayPal\Community\Submission_Labels;
use PlayPal\Community\Submission_Repository;
use PlayPal\Community\Submission_Validator;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( WP_List_Table::class ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Story submissions with status views, a type filter, a preview of their
 * files and the moderation links. Submissions_Page checks capabilities and
 * nonces and performs the actions.
 */
final class Submissions_List_Table extends WP_List_Table {

	private const PER_PAGE = 20;

	public function __construct( private Submission_Repository $submissions ) {
		parent::__construct(
			array(
				'singular' => 'story',
				'plural'   => 'stories',
				'ajax'     => false,
			)
		);
	}

	/**
	 * The status and type filters of the current request, validated.
	 *
	 * @return array{status: string, type: string}
	 */
	public static function current_filters(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- Read-only filters of a list screen.
		$status = isset( $_REQUEST['status'] ) ? sanitize_key( wp_unslash( $_REQUEST['status'] ) ) : '';
		$type   = isset( $_REQUEST['type'] ) ? sanitize_key( wp_unslash( $_REQUEST['type'] ) ) : '';
		// phpcs:enable
		return array(
			'status' => in_array( $status, Submission_Repository::STATUSES, true ) ? $status : '',
			'type'   => in_array( $type, Submission_Validator::TYPES, true ) ? $type : '',
		);
	}

	public function get_columns(): array {
		return array(
			'preview'   => __( 'Media', 'playpal' ),
			'title'     => __( 'Story', 'playpal' ),
			'type'      => __( 'Type', 'playpal' ),
			'submitter' => __( 'Sent by', 'playpal' ),
			'product'   => __( 'Product used', 'playpal' ),
			'status'    => __( 'Status', 'playpal' ),
			'date'      => __( 'Submitted', 'playpal' ),
		);
	}

	public function no_items(): void {
		esc_html_e( 'No stories found.', 'playpal' );
	}

	public function prepare_items(): void {
		$filters               = self::current_filters();
		$found                 = $this->submissions->find_for_admin( $filters['status'], $filters['type'], self::PER_PAGE, $this->get_pagenum() );
		$this->items           = $found['items'];
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'title' );
		$this->set_pagination_args(
			array(
				'total_items' => $found['total'],
				'per_page'    => self::PER_PAGE,
			)
		);
	}

	/**
	 * Status views: All, Pending, Approved, Featured, Rejected.
	 *
	 * @return array<string, string>
	 */
	protected function get_views(): array {
		$current = self::current_filters();
		$views   = array();
		foreach ( array_merge( array( '' ), Submission_Repository::STATUSES ) as $status ) {
			$label                                     = '' === $status ? __( 'All', 'playpal' ) : Submission_Labels::status_label( $status );
			$url                                       = Submissions_Page::url(
				array_filter(
					array(
						'status' => $status,
						'type'   => $current['type'],
					)
				)
			);
			$views[ '' === $status ? 'all' : $status ] = sprintf(
				'<a href="%s"%s>%s</a>',
				esc_url( $url ),
				$status === $current['status'] ? ' class="current" aria-current="page"' : '',
				esc_html( $label )
			);
		}
		return $views;
	}

	/**
	 * The type filter above the table.
	 *
	 * @param string $which 'top' or 'bottom'.
	 */
	protected function extra_tablenav( $which ): void {
		if ( 'top' !== $which ) {
			return;
		}
		$current = self::current_filters();
		?>
		<div class="alignleft actions">
			<input type="hidden" name="status" value="<?php echo esc_attr( $current['status'] ); ?>" />
			<label class="screen-reader-text" for="playpal-story-type"><?php esc_html_e( 'Filter by type', 'playpal' ); ?></label>
			<select name="type" id="playpal-story-type">
				<option value=""><?php esc_html_e( 'All types', 'playpal' ); ?></option>
				<?php foreach ( Submission_Validator::TYPES as $type ) : ?>
					<option value="<?php echo esc_attr( $type ); ?>" <?php selected( $current['type'], $type ); ?>><?php echo esc_html( Submission_Labels::type_label( $type ) ); ?></option>
				<?php endforeach; ?>
			</select>
			<?php submit_button( __( 'Filter', 'playpal' ), '', 'filter_action', false ); ?>
		</div>
		<?php
	}

	/**
	 * Up to four previews: images as thumbnails, videos as players.
	 *
	 * @param array<string, mixed> $item Story.
	 */
	protected function column_preview( array $item ): string {
		$html = '';
		foreach ( array_slice( $item['media'], 0, 4 ) as $id ) {
			$mime = (string) get_post_mime_type( $id );
			if ( str_starts_with( $mime, 'image/' ) ) {
				$html .= wp_get_attachment_image( $id, array( 80, 80 ), false, array( 'style' => 'width:80px;height:80px;object-fit:cover;margin:2px' ) );
			} elseif ( str_starts_with( $mime, 'video/' ) ) {
				$html .= sprintf( '<video src="%s" width="120" controls preload="metadata" style="margin:2px"></video>', esc_url( (string) wp_get_attachment_url( $id ) ) );
			}
		}
		if ( count( $item['media'] ) > 4 ) {
			/* translators: %d: files not previewed. */
			$html .= ' ' . esc_html( sprintf( __( '+%d more', 'playpal' ), count( $item['media'] ) - 4 ) );
		}
		return '' === $html ? esc_html__( 'No files', 'playpal' ) : $html;
	}

	/**
	 * Title, story and the moderation links.
	 *
	 * @param array<string, mixed> $item Story.
	 */
	protected function column_title( array $item ): string {
		$id      = (int) $item['id'];
		$actions = array();
		$labels  = array(
			'approve' => __( 'Approve', 'playpal' ),
			'feature' => __( 'Feature', 'playpal' ),
			'reject'  => __( 'Reject', 'playpal' ),
			'delete'  => __( 'Delete', 'playpal' ),
		);
		foreach ( $labels as $do => $label ) {
			if ( Submissions_Page::ACTIONS[ $do ] === $item['status'] ) {
				continue;
			}
			// Prefixed keys: they become span classes, and wp-admin's CSS hides a bare `.approve` (a comment action).
			$actions[ 'playpal-' . $do ] = sprintf(
				'<a href="%s"%s aria-label="%s">%s</a>',
				esc_url( Submissions_Page::action_url( $id, $do ) ),
				'delete' === $do ? ' class="submitdelete" onclick="return confirm(this.dataset.confirm)" data-confirm="' . esc_attr__( 'Delete this story and its files?', 'playpal' ) . '"' : '',
				/* translators: 1: action, 2: story title. */
				esc_attr( sprintf( __( '%1$s “%2$s”', 'playpal' ), $label, $item['title'] ) ),
				esc_html( $label )
			);
		}
		return sprintf(
			'<strong>%s</strong><p>%s</p>%s',
			esc_html( $item['title'] ),
			esc_html( wp_trim_words( $item['description'], 40 ) ),
			$this->row_actions( $actions, true )
		);
	}

	/**
	 * @param array<string, mixed> $item Story.
	 */
	protected function column_type( array $item ): string {
		return esc_html( Submission_Labels::type_label( $item['type'] ) );
	}

	/**
	 * @param array<string, mixed> $item Story.
	 */
	protected function column_submitter( array $item ): string {
		if ( '' === $item['submitter_email'] ) {
			return esc_html__( '(erased)', 'playpal' );
		}
		return sprintf( '%s<br /><a href="mailto:%2$s">%2$s</a>', esc_html( $item['submitter_name'] ), esc_html( $item['submitter_email'] ) );
	}

	/**
	 * @param array<string, mixed> $item Story.
	 */
	protected function column_product( array $item ): string {
		$age = '' === $item['age_of_child'] ? '' : '<br />' . esc_html(
			/* translators: %s: age of the child, as given. */
			sprintf( __( 'Child’s age: %s', 'playpal' ), $item['age_of_child'] )
		);
		return esc_html( $item['product_used'] ) . $age;
	}

	/**
	 * @param array<string, mixed> $item Story.
	 */
	protected function column_status( array $item ): string {
		$label = esc_html( Submission_Labels::status_label( $item['status'] ) );
		if ( Submission_Repository::FEATURED === $item['status'] && '' !== $item['featured_date'] ) {
			/* translators: %s: date. */
			$label .= '<br />' . esc_html( sprintf( __( 'since %s', 'playpal' ), mysql2date( get_option( 'date_format' ), $item['featured_date'] ) ) );
		}
		return $label;
	}

	/**
	 * @param array<string, mixed> $item Story.
	 */
	protected function column_date( array $item ): string {
		return esc_html( (string) mysql2date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), get_date_from_gmt( gmdate( 'Y-m-d H:i:s', (int) strtotime( $item['submitted_date'] ) ) ) ) );
	}
}
