<?php
/**
 * The Sign-ups screen: wp-admin → PlayPal → Sign-ups.
 *
 * @package PlayPal
 */

namespace PlayPal\Admin;

use PlayPal\Signups\Csv_Export;
use PlayPal\Database\Signups_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * A top-level PlayPal menu whose Sign-ups screen lists everyone who joined a
 * list, with bulk delete and a CSV export. Site owners only (manage_options);
 * every write checks a nonce. Settings → PlayPal stays where it is.
 */
final class Signups_Page {

	public const SLUG = 'playpal-signups';

	public const EXPORT_ACTION = 'playpal_export_signups';

	private const CAPABILITY = 'manage_options';

	public function __construct( private Signups_Repository $signups ) {}

	public function add_hooks(): void {
		add_action( 'admin_menu', array( $this, 'add_pages' ) );
		add_action( 'admin_post_' . self::EXPORT_ACTION, array( $this, 'export' ) );
	}

	/**
	 * PlayPal (top level) → Sign-ups.
	 */
	public function add_pages(): void {
		add_menu_page(
			__( 'PlayPal', 'playpal' ),
			__( 'PlayPal', 'playpal' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' ),
			'dashicons-smiley',
			58
		);
		$hook = add_submenu_page(
			self::SLUG,
			__( 'Sign-ups', 'playpal' ),
			__( 'Sign-ups', 'playpal' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
		if ( $hook ) {
			add_action( "load-{$hook}", array( $this, 'handle_bulk_delete' ) );
		}
		// The settings screen stays under Settings; this is a second way to it.
		add_submenu_page(
			self::SLUG,
			__( 'PlayPal settings', 'playpal' ),
			__( 'Settings', 'playpal' ),
			self::CAPABILITY,
			'options-general.php?page=' . Settings_Page::SLUG
		);
	}

	/**
	 * Deletes the ticked sign-ups (runs before the screen prints anything),
	 * then redirects so a reload does not repeat it.
	 */
	public function handle_bulk_delete(): void {
		$table = new Signups_List_Table( $this->signups );
		if ( 'delete' !== $table->current_action() ) {
			return;
		}
		$this->authorize( 'bulk-signups' );
		$ids     = isset( $_REQUEST['signup'] ) ? array_map( 'absint', (array) wp_unslash( $_REQUEST['signup'] ) ) : array(); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Checked in authorize().
		$deleted = $this->signups->delete( $ids );
		$filters = Signups_List_Table::current_filters();
		wp_safe_redirect(
			add_query_arg(
				array_filter(
					array(
						'page'    => self::SLUG,
						'kind'    => $filters['kind'],
						's'       => $filters['search'],
						'deleted' => $deleted,
					),
					static fn( $value ): bool => '' !== $value
				),
				admin_url( 'admin.php' )
			)
		);
		$this->stop();
	}

	/**
	 * Sends the CSV (admin-post.php?action=playpal_export_signups).
	 */
	public function export(): void {
		$this->authorize( self::EXPORT_ACTION );
		$filters = Signups_List_Table::current_filters();
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="playpal-signups-' . gmdate( 'Y-m-d' ) . '.csv"' );
		header( 'X-Content-Type-Options: nosniff' );
		$output = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
		if ( false !== $output ) {
			( new Csv_Export( $this->signups ) )->write( $output, $filters );
			fclose( $output ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
		}
		$this->stop();
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$table = new Signups_List_Table( $this->signups );
		$table->prepare_items();
		$filters = Signups_List_Table::current_filters();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only shows a count passed by our own redirect.
		$deleted = isset( $_GET['deleted'] ) ? absint( $_GET['deleted'] ) : null;
		?>
		<div class="wrap">
			<h1 class="wp-heading-inline"><?php esc_html_e( 'Sign-ups', 'playpal' ); ?></h1>
			<form method="get" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="page-title-action-form" style="display:inline">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::EXPORT_ACTION ); ?>" />
				<input type="hidden" name="kind" value="<?php echo esc_attr( $filters['kind'] ); ?>" />
				<input type="hidden" name="s" value="<?php echo esc_attr( $filters['search'] ); ?>" />
				<?php wp_nonce_field( self::EXPORT_ACTION, '_wpnonce', false ); ?>
				<button type="submit" class="page-title-action"><?php esc_html_e( 'Export CSV', 'playpal' ); ?></button>
			</form>
			<hr class="wp-header-end" />
			<?php if ( null !== $deleted ) : ?>
				<div class="notice notice-success is-dismissible"><p>
					<?php
					/* translators: %d: number of sign-ups deleted. */
					echo esc_html( sprintf( _n( '%d sign-up deleted.', '%d sign-ups deleted.', $deleted, 'playpal' ), $deleted ) );
					?>
				</p></div>
			<?php endif; ?>
			<form method="get">
				<input type="hidden" name="page" value="<?php echo esc_attr( self::SLUG ); ?>" />
				<?php
				$table->search_box( __( 'Search sign-ups', 'playpal' ), 'playpal-signups' );
				$table->display();
				?>
			</form>
		</div>
		<?php
	}

	/**
	 * Stops unless a site owner sent a valid nonce for the action.
	 *
	 * @param string $action Nonce action.
	 */
	private function authorize( string $action ): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage sign-ups.', 'playpal' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action );
	}

	/**
	 * Ends the request after a redirect or a download.
	 */
	private function stop(): void {
		exit;
	}
}
