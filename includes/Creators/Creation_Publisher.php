<?php
/**
 * Puts a creation on sale when it is published, and off sale when it is not.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use Throwable;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Listens to the creation's status, whoever changes it (the review screen's
 * Creation_Repository::set_status(), an edit through the creator route, any
 * other wp_update_post()):
 *
 * - to `publish`: the product is created or updated from the creation
 *   (Creation_Product_Writer::sell()). If that fails (a file cannot be copied)
 *   the creation is put back where it was — `pending` when it came from
 *   `publish` or from a new post — so it is never published without being on
 *   sale; the product, if any, keeps selling what it sold.
 * - to `pending` (the creator's edit): nothing. The product keeps selling the
 *   approved version until an editor publishes the new one.
 * - to anything else (rejected, draft, private, trash), or deleted: the product
 *   goes off sale. Publishing again puts the same product back.
 *
 * Without WooCommerce there is no product and nothing happens.
 */
final class Creation_Publisher {

	/**
	 * Set while this class changes a status itself, so it does not hear its own change.
	 *
	 * @var bool
	 */
	private bool $busy = false;

	public function __construct( private Creation_Product_Writer $writer = new Creation_Product_Writer() ) {}

	public function add_hooks(): void {
		add_action( 'transition_post_status', array( $this, 'on_transition' ), 10, 3 );
		// Deleting a creation outright (no trip through the bin) fires no status change.
		add_action( 'before_delete_post', array( $this, 'on_delete' ), 10, 2 );
		add_filter( 'woocommerce_downloadable_file_allowed_mime_types', array( self::class, 'allow_svg' ) );
	}

	/**
	 * `woocommerce_downloadable_file_allowed_mime_types`: SVG, one of the creation file types, is a download
	 * WooCommerce keeps. WordPress's list leaves it out, and WooCommerce disables a product's file of a type
	 * not on it each time it reads the product. Creation SVGs were cleaned on upload (Svg_Sanitizer) and are
	 * sent as attachments with `nosniff`, never shown on the site.
	 *
	 * @param mixed $types Extension pattern => MIME type.
	 * @return mixed
	 */
	public static function allow_svg( mixed $types ): mixed {
		return is_array( $types ) ? $types + array( 'svg' => 'image/svg+xml' ) : $types;
	}

	/**
	 * `transition_post_status`.
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $post       Post.
	 */
	public function on_transition( mixed $new_status, mixed $old_status, mixed $post ): void {
		if ( $this->busy || ! $post instanceof WP_Post || Creation_Post_Type::POST_TYPE !== $post->post_type || ! class_exists( 'WC_Product_Simple' ) ) {
			return;
		}
		if ( 'publish' === $new_status ) {
			$this->sell( $post->ID, (string) $old_status );
		} elseif ( 'pending' !== $new_status && ! in_array( $old_status, array( 'new', 'auto-draft' ), true ) ) {
			$this->writer->withdraw( $post->ID );
		}
	}

	/**
	 * `before_delete_post`: a deleted creation's product goes off sale (buyers keep their downloads).
	 *
	 * @param mixed $post_id Post id.
	 * @param mixed $post    Post.
	 */
	public function on_delete( mixed $post_id, mixed $post ): void {
		if ( $post instanceof WP_Post && Creation_Post_Type::POST_TYPE === $post->post_type && class_exists( 'WC_Product_Simple' ) ) {
			$this->writer->withdraw( (int) $post_id );
		}
	}

	/**
	 * Puts an already published creation on sale, or sends it back to `pending` (review) when it cannot be.
	 *
	 * @param int $creation_id Creation.
	 * @return bool Whether it is on sale.
	 */
	public function sell_published( int $creation_id ): bool {
		return $this->sell( $creation_id, 'publish' );
	}

	/**
	 * Sells the creation, or puts its status back.
	 *
	 * @param int    $creation_id Creation.
	 * @param string $old_status  Where it came from.
	 * @return bool Whether it is on sale.
	 */
	private function sell( int $creation_id, string $old_status ): bool {
		try {
			$this->writer->sell( $creation_id );
			return true;
		} catch ( Throwable ) {
			$back       = in_array( $old_status, array( 'publish', 'new', 'auto-draft' ), true ) ? 'pending' : $old_status;
			$this->busy = true;
			try {
				wp_update_post(
					array(
						'ID'          => $creation_id,
						'post_status' => $back,
					)
				);
			} finally {
				$this->busy = false;
			}
			return false;
		}
	}
}
