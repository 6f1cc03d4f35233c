<?php
/**
 * The Creations screen: wp-admin → PlayPal → Creations.
 *
 * @package PlayPal
 */

namespace PlayPal\Admin;

use PlayPal\Creators\Creation_Post_Type;
use PlayPal\Creators\Creation_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Lists creations sent from the creator dashboard (pending first by
 * default; views for published and rejected ones) with their fields and
 * files; publish or reject each one. Moderators only (`playpal_moderate`:
 * administrators and editors); every action is a POST to admin-post.php
 * with its own nonce, and the handler checks the capability again before
 * anything changes.
 */
final class Creations_Page extends Abstract_Review_Page {

	public const SLUG = 'playpal-creations';

	public const ACTION = 'playpal_review_creation';

	/** What each review action sets the post status to. */
	public const ACTIONS = array(
		'publish' => 'publish',
		'reject'  => Creation_Post_Type::REJECTED,
	);

	private Creation_Repository $creations;

	public function __construct( ?Creation_Repository $creations = null ) {
		$this->creations = $creations ?? new Creation_Repository();
	}

	protected function title(): string {
		return __( 'Creations', 'playpal' );
	}

	/**
	 * Applies a review action, if the current user may.
	 *
	 * @param int    $id Creation.
	 * @param string $do A key of self::ACTIONS.
	 * @return bool Whether it was done.
	 */
	public function review( int $id, string $do ): bool {
		if ( ! current_user_can( self::CAPABILITY ) || ! isset( self::ACTIONS[ $do ] ) ) {
			return false;
		}
		return $this->creations->set_status( $id, self::ACTIONS[ $do ] );
	}

	/**
	 * Handles POST admin-post.php: action=playpal_review_creation, creation=ID, do=publish|reject.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- Verified by check_request() below, before any change.
		$id = isset( $_POST['creation'] ) ? absint( $_POST['creation'] ) : 0;
		$do = isset( $_POST['do'] ) ? sanitize_key( wp_unslash( $_POST['do'] ) ) : '';
		// phpcs:enable
		self::check_request( $id, $do, __( 'Sorry, you are not allowed to review creations.', 'playpal' ) );
		$done = $this->review( $id, $do );
		// The capability was checked above: a refused publication of a creation means its product could not be written (Creation_Publisher).
		$failed = ! $done && 'publish' === $do && null !== $this->creations->post( $id );
		wp_safe_redirect( self::url( array( 'done' => $done ? $do : ( $failed ? 'not_on_sale' : 'none' ) ) ) );
		exit;
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- Read-only filters and our own redirect's report.
		$view = isset( $_GET['view'] ) ? sanitize_key( wp_unslash( $_GET['view'] ) ) : 'pending';
		$done = isset( $_GET['done'] ) ? sanitize_key( wp_unslash( $_GET['done'] ) ) : '';
		// phpcs:enable
		$views    = array(
			'pending'                    => __( 'Pending Review', 'playpal' ),
			'publish'                    => __( 'Published', 'playpal' ),
			Creation_Post_Type::REJECTED => __( 'Rejected', 'playpal' ),
			'all'                        => __( 'All', 'playpal' ),
		);
		$view     = isset( $views[ $view ] ) ? $view : 'pending';
		$messages = array(
			'publish'     => __( 'Creation published. The creator sees it as Published.', 'playpal' ),
			'reject'      => __( 'Creation rejected. The creator sees it as Rejected.', 'playpal' ),
			'none'        => __( 'Nothing was changed.', 'playpal' ),
			'not_on_sale' => __( 'The creation was not published: its shop product could not be made (a file could not be copied to the shop’s downloads). Its status has not changed; please try again, or ask the creator to send the files again.', 'playpal' ),
		);
		$items    = $this->creations->find_for_review( 'all' === $view ? '' : $view );
		?>
		<div class="wrap">
			<h1 class="wp-heading-inline"><?php esc_html_e( 'Creations', 'playpal' ); ?></h1>
			<hr class="wp-header-end" />
			<?php if ( isset( $messages[ $done ] ) ) : ?>
				<div class="notice 
				<?php
				echo esc_attr(
					array(
						'none'        => 'notice-warning',
						'not_on_sale' => 'notice-error',
					)[ $done ] ?? 'notice-success'
				);
				?>
									is-dismissible"><p><?php echo esc_html( $messages[ $done ] ); ?></p></div>
			<?php endif; ?>
			<ul class="subsubsub">
				<?php foreach ( $views as $key => $label ) : ?>
					<li><a href="<?php echo esc_url( self::url( array( 'view' => $key ) ) ); ?>"<?php echo $key === $view ? ' class="current" aria-current="page"' : ''; ?>><?php echo esc_html( $label ); ?></a> |</li>
				<?php endforeach; ?>
			</ul>
			<table class="wp-list-table widefat fixed striped">
				<caption class="screen-reader-text"><?php echo esc_html( $views[ $view ] ); ?></caption>
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'Creation', 'playpal' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Creator', 'playpal' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Details', 'playpal' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Files', 'playpal' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Status', 'playpal' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Review', 'playpal' ); ?></th>
					</tr>
				</thead>
				<tbody>
					<?php if ( ! $items ) : ?>
						<tr><td colspan="6"><?php esc_html_e( 'No creations here.', 'playpal' ); ?></td></tr>
					<?php endif; ?>
					<?php foreach ( $items as $post ) : ?>
						<?php $this->render_row( $post ); ?>
					<?php endforeach; ?>
				</tbody>
			</table>
		</div>
		<?php
	}

	/**
	 * One creation's row.
	 *
	 * @param \WP_Post $post Creation.
	 */
	private function render_row( \WP_Post $post ): void {
		$creation = $this->creations->shape( $post );
		$author   = get_userdata( (int) $post->post_author );
		$statuses = array(
			'published' => __( 'Published', 'playpal' ),
			'pending'   => __( 'Pending Review', 'playpal' ),
			'rejected'  => __( 'Rejected', 'playpal' ),
			'draft'     => __( 'Draft', 'playpal' ),
		);
		$details  = array_filter( array( $creation['category'], $creation['ageRange'], $creation['difficulty'], implode( ', ', $creation['tags'] ) ) );
		?>
		<tr>
			<td><strong><?php echo esc_html( $creation['title'] ); ?></strong><p><?php echo esc_html( wp_trim_words( $creation['description'], 40 ) ); ?></p></td>
			<td><?php echo esc_html( $author ? $author->display_name : '' ); ?></td>
			<td><?php echo esc_html( implode( ' · ', $details ) ); ?></td>
			<td>
				<?php foreach ( $creation['files'] as $index => $file ) : ?>
					<a href="<?php echo esc_url( $file['url'] ); ?>" target="_blank" rel="noopener noreferrer">
						<?php
						/* translators: 1: number of the file, 2: file type such as PDF. */
						echo esc_html( sprintf( __( 'File %1$d (%2$s)', 'playpal' ), $index + 1, $file['type'] ) );
						?>
					</a><br />
				<?php endforeach; ?>
			</td>
			<td><?php echo esc_html( $statuses[ $creation['status'] ] ?? $creation['status'] ); ?></td>
			<td>
				<?php foreach ( self::ACTIONS as $do => $status ) : ?>
					<?php
					if ( $post->post_status === $status ) {
						continue;
					}
					$label = 'publish' === $do
						/* translators: %s: creation title. */
						? sprintf( __( 'Publish “%s”', 'playpal' ), $creation['title'] )
						/* translators: %s: creation title. */
						: sprintf( __( 'Reject “%s”', 'playpal' ), $creation['title'] );
					?>
					<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" style="display:inline">
						<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>" />
						<input type="hidden" name="creation" value="<?php echo esc_attr( (string) $post->ID ); ?>" />
						<input type="hidden" name="do" value="<?php echo esc_attr( $do ); ?>" />
						<?php wp_nonce_field( self::nonce_action( $post->ID, $do ) ); ?>
						<button type="submit" class="button<?php echo 'publish' === $do ? ' button-primary' : ''; ?>" aria-label="<?php echo esc_attr( $label ); ?>"><?php echo esc_html( 'publish' === $do ? __( 'Publish', 'playpal' ) : __( 'Reject', 'playpal' ) ); ?></button>
					</form>
				<?php endforeach; ?>
			</td>
		</tr>
		<?php
	}
}
