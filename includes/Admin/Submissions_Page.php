<?php
/**
 * The Stories screen: wp-admin → PlayPal → Stories.
 *
 * @package PlayPal
 */

namespace PlayPal\Admin;

use PlayPal\Community\Submission_Labels;
use PlayPal\Community\Submission_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Lists story submissions with filters by status and type and a preview of
 * their files; approve, feature (sets the featured date), reject and delete
 * each one. Moderators only (`playpal_moderate`: administrators and
 * editors); every action goes through admin-post.php with its own nonce and
 * checks the capability again.
 */
final class Submissions_Page extends Abstract_Review_Page {

	public const SLUG = Submission_Labels::REVIEW_SLUG;

	public const ACTION = 'playpal_moderate_story';

	/** What each moderation action does to the status (delete removes the story). */
	public const ACTIONS = array(
		'approve' => Submission_Repository::APPROVED,
		'feature' => Submission_Repository::FEATURED,
		'reject'  => Submission_Repository::REJECTED,
		'delete'  => '',
	);

	private Submission_Repository $submissions;

	public function __construct( ?Submission_Repository $submissions = null ) {
		$this->submissions = $submissions ?? new Submission_Repository();
	}

	protected function title(): string {
		return __( 'Stories', 'playpal' );
	}

	/**
	 * A moderation link: admin-post.php with the action, the story and a nonce for both.
	 *
	 * @param int    $id Story.
	 * @param string $do One of self::ACTIONS' keys.
	 */
	public static function action_url( int $id, string $do ): string {
		return wp_nonce_url(
			add_query_arg(
				array(
					'action' => self::ACTION,
					'story'  => $id,
					'do'     => $do,
				),
				admin_url( 'admin-post.php' )
			),
			self::nonce_action( $id, $do )
		);
	}

	/**
	 * Applies a moderation action, if the current user may.
	 *
	 * @param int    $id Story.
	 * @param string $do One of self::ACTIONS' keys.
	 * @return bool Whether it was done.
	 */
	public function moderate( int $id, string $do ): bool {
		if ( ! current_user_can( self::CAPABILITY ) || ! array_key_exists( $do, self::ACTIONS ) ) {
			return false;
		}
		return 'delete' === $do ? $this->submissions->delete( $id ) : $this->submissions->set_status( $id, self::ACTIONS[ $do ] );
	}

	/**
	 * Handles admin-post.php?action=playpal_moderate_story&story=ID&do=approve|feature|reject|delete.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- Verified by check_request() below, before any change.
		$id = isset( $_REQUEST['story'] ) ? absint( $_REQUEST['story'] ) : 0;
		$do = isset( $_REQUEST['do'] ) ? sanitize_key( wp_unslash( $_REQUEST['do'] ) ) : '';
		// phpcs:enable
		self::check_request( $id, $do, __( 'Sorry, you are not allowed to moderate stories.', 'playpal' ) );
		$done = $this->moderate( $id, $do );
		wp_safe_redirect(
			self::url(
				array(
					'done'   => $done ? $do : 'none',
					'status' => Submissions_List_Table::current_filters()['status'],
					'type'   => Submissions_List_Table::current_filters()['type'],
				)
			)
		);
		exit;
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$table = new Submissions_List_Table( $this->submissions );
		$table->prepare_items();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only shows which action our own redirect reports.
		$done     = isset( $_GET['done'] ) ? sanitize_key( wp_unslash( $_GET['done'] ) ) : '';
		$messages = array(
			'approve' => __( 'Story approved. It now shows on Community Love.', 'playpal' ),
			'feature' => __( 'Story featured. It shows on Community Love with today’s date.', 'playpal' ),
			'reject'  => __( 'Story rejected. It is not shown anywhere.', 'playpal' ),
			'delete'  => __( 'Story deleted with its files.', 'playpal' ),
			'none'    => __( 'Nothing was changed.', 'playpal' ),
		);
		?>
		<div class="wrap">
			<h1 class="wp-heading-inline"><?php esc_html_e( 'Stories', 'playpal' ); ?></h1>
			<hr class="wp-header-end" />
			<?php if ( isset( $messages[ $done ] ) ) : ?>
				<div class="notice <?php echo esc_attr( 'none' === $done ? 'notice-warning' : 'notice-success' ); ?> is-dismissible"><p><?php echo esc_html( $messages[ $done ] ); ?></p></div>
			<?php endif; ?>
			<?php $table->views(); ?>
			<form method="get">
				<input type="hidden" name="page" value="<?php echo esc_attr( self::SLUG ); ?>" />
				<?php $table->display(); ?>
			</form>
		</div>
		<?php
	}
}
