<?php
/**
 * Moves the files of creations uploaded before they were kept private, once.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Database\One_Time_Step;
use RuntimeException;
use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * Before issue 37 a creation's files lay in `uploads/YYYY/MM/` under random
 * names, with WordPress's resized copies beside them, and anyone with the
 * address got them. This step, once, under a site-wide lock (like
 * Creation_Sale_Upgrade, on `init` after it), for every creation whatever its
 * status: moves each file into the private folder and deletes its public
 * copies (Creation_Originals::move_in(), so the old addresses answer 404),
 * makes the preview a creation with a picture lacks (Creation_Preview), and
 * gives the creation's product that preview as its image.
 *
 * A file that cannot be moved now (the disk refuses) leaves the version
 * unrecorded, so a later request tries again; files already moved are
 * skipped then. A file missing from disk has nothing left to protect.
 */
final class Creation_File_Upgrade {

	public const VERSION = '1';

	public const OPTION = 'playpal_creation_files_version';

	/**
	 * Constructor.
	 *
	 * @param Creation_Repository     $creations Creations.
	 * @param Creation_Originals      $originals Moves the files.
	 * @param Creation_Preview        $previews  Makes previews.
	 * @param Creation_Product_Writer $writer    Finds a creation's product.
	 */
	public function __construct(
		private Creation_Repository $creations = new Creation_Repository(),
		private Creation_Originals $originals = new Creation_Originals(),
		private Creation_Preview $previews = new Creation_Preview(),
		private Creation_Product_Writer $writer = new Creation_Product_Writer()
	) {}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'maybe_upgrade' ), 21 );
	}

	/**
	 * Runs the step when the stored version is older.
	 */
	public function maybe_upgrade(): void {
		One_Time_Step::run( self::OPTION, self::VERSION, 'creation_files_upgrade', fn(): bool => $this->run() );
	}

	/**
	 * Moves every creation's files.
	 *
	 * @return bool Whether all could be moved.
	 */
	private function run(): bool {
		$done = true;
		foreach ( $this->all_creations() as $creation_id ) {
			$done = $this->upgrade( $creation_id ) && $done;
		}
		return $done;
	}

	/**
	 * One creation: its files, its preview, its product's image.
	 *
	 * @param int $creation_id Creation.
	 * @return bool Whether everything could be done.
	 */
	private function upgrade( int $creation_id ): bool {
		$done = true;
		$this->creations->keep_files_private( $creation_id );
		foreach ( $this->creations->file_ids( $creation_id ) as $attachment_id ) {
			try {
				$this->originals->move_in( $attachment_id );
			} catch ( RuntimeException ) {
				$done = false;
			}
		}
		$preview = $this->previews->of( $creation_id );
		if ( 0 === $preview ) {
			try {
				$preview = $this->previews->make( $creation_id, $this->creations->file_ids( $creation_id ) );
			} catch ( RuntimeException ) {
				// A picture the image editor cannot read has no preview (the screens show their placeholder); trying
				// again on every request would not change that, so it does not hold the step back.
				$preview = 0;
			}
		}
		$product = function_exists( 'wc_get_product' ) ? $this->writer->product_of( $creation_id ) : null;
		if ( $product instanceof WC_Product && (int) $product->get_image_id() !== $preview ) {
			$product->set_image_id( $preview );
			$product->save();
		}
		return $done;
	}

	/**
	 * Every creation, any status (the bin included), oldest first.
	 *
	 * @return int[]
	 */
	private function all_creations(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Once, at upgrade: every status, whatever WP_Query's status lists hold.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s ORDER BY ID", Creation_Post_Type::POST_TYPE ) );
		return array_map( 'intval', $ids );
	}
}
