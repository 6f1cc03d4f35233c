<?php
/**
 * Writes the WooCommerce product that sells a creation.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Errors\Lock_Busy;
use PlayPal\Database\Named_Lock;
use RuntimeException;
use Throwable;
use WC_Product;
use WC_Product_Download;
use WC_Product_Simple;

defined( 'ABSPATH' ) || exit;

/**
 * One simple, virtual, downloadable product per creation, found again
 * through the creation's meta Creation_Product::PRODUCT_META (and checked
 * against the product's CREATION_META), so republishing updates the same
 * product: its title and description, its price, its categories
 * (Creation_Product_Categories), its author (the creator), its image (the
 * creation's public preview, Creation_Preview; none for a creation without a
 * picture) and its files (Creation_File_Copies). Each file keeps one download id per attachment, so
 * people who bought an earlier version are granted the new copy by
 * WooCommerce's own rules.
 *
 * Selling writes everything or nothing: the copies and the downloads are
 * checked before the product is saved, and a failure removes the new copies
 * (and a product it had just created) and throws; the product as it was keeps
 * selling. Withdrawing takes the product off sale (private, hidden, so not
 * purchasable) and leaves buyers' download permissions alone.
 *
 * Two publications of one creation at once (two editors, a double click)
 * would each find no product and create one, the second left on sale for
 * good: selling and withdrawing hold the creation's Named_Lock, and a product
 * is also found by its CREATION_META (written with the product, before the
 * creation's PRODUCT_META). Any other product naming the creation (such an
 * orphan from before) is taken off sale with the one sold or withdrawn.
 */
final class Creation_Product_Writer {

	/**
	 * Constructor.
	 *
	 * @param Creation_Repository         $creations  Creations.
	 * @param Creation_File_Copies        $copies     The files' copies.
	 * @param Creation_Product_Categories $categories Shop categories.
	 * @param Creation_Preview            $previews   The creation's public picture.
	 */
	public function __construct(
		private Creation_Repository $creations = new Creation_Repository(),
		private Creation_File_Copies $copies = new Creation_File_Copies(),
		private Creation_Product_Categories $categories = new Creation_Product_Categories(),
		private Creation_Preview $previews = new Creation_Preview()
	) {}

	/**
	 * The product selling a creation, or null.
	 *
	 * @param int $creation_id Creation.
	 */
	public function product_of( int $creation_id ): ?WC_Product {
		$product_id = (int) get_post_meta( $creation_id, Creation_Product::PRODUCT_META, true );
		$product    = $product_id > 0 ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof WC_Product || (int) $product->get_meta( Creation_Product::CREATION_META ) !== $creation_id ) {
			return null;
		}
		return $product;
	}

	/**
	 * Every product (not binned) whose CREATION_META names the creation, oldest first; read from the
	 * database itself, not from this request's cache, since another request may just have written one.
	 *
	 * @param int $creation_id Creation.
	 * @return int[]
	 */
	public function products_naming( int $creation_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Must see another request's product just written (no cache).
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID
				WHERE p.post_type = 'product' AND p.post_status <> 'trash' AND m.meta_key = %s AND m.meta_value = %s
				ORDER BY p.ID",
				Creation_Product::CREATION_META,
				(string) $creation_id
			)
		);
		return array_values( array_unique( array_map( 'intval', $ids ) ) );
	}

	/**
	 * The creation's product as the database holds it now: the one its PRODUCT_META names, else the
	 * oldest naming the creation.
	 *
	 * @param int $creation_id Creation.
	 */
	private function current_product( int $creation_id ): ?WC_Product {
		wp_cache_delete( $creation_id, 'post_meta' );
		$product = $this->product_of( $creation_id );
		if ( null !== $product ) {
			return $product;
		}
		foreach ( $this->products_naming( $creation_id ) as $product_id ) {
			wp_cache_delete( $product_id, 'post_meta' );
			$found = wc_get_product( $product_id );
			if ( $found instanceof WC_Product ) {
				return $found;
			}
		}
		return null;
	}

	/**
	 * The creation's lock name.
	 *
	 * @param int $creation_id Creation.
	 */
	private static function lock( int $creation_id ): string {
		return 'creation_sale_' . $creation_id;
	}

	/**
	 * Creates or updates the creation's product from the creation as it is now, on sale.
	 *
	 * @param int $creation_id Creation.
	 * @return int The product id.
	 * @throws RuntimeException When anything fails (nothing changed then), or another publication held the lock too long.
	 */
	public function sell( int $creation_id ): int {
		return (int) Named_Lock::run( self::lock( $creation_id ), 30, fn(): int => $this->sell_locked( $creation_id ) );
	}

	/**
	 * Sells while holding the creation's lock.
	 *
	 * @param int $creation_id Creation.
	 * @return int The product id.
	 * @throws RuntimeException When anything fails.
	 */
	private function sell_locked( int $creation_id ): int {
		$post = $this->creations->post( $creation_id );
		if ( null === $post ) {
			throw new RuntimeException( 'Not a creation.' );
		}
		$existing = $this->current_product( $creation_id );
		$product  = $existing ?? new WC_Product_Simple();
		$old_urls = array_map( static fn( WC_Product_Download $download ): string => $download->get_file(), $existing ? $existing->get_downloads() : array() );
		$sources  = array();
		foreach ( $this->creations->file_ids( $creation_id ) as $attachment_id ) {
			$sources[ $attachment_id ] = (string) get_attached_file( $attachment_id );
		}
		$copies   = $this->copies->copy( $creation_id, $post->post_title, $sources );
		$new_urls = array_column( $copies, 'url' );
		$saved    = false;
		$creator  = (int) $post->post_author;
		// A new product is the creator's post (WooCommerce would make it the editor's).
		$author = static fn( array $data ): array => array( 'post_author' => $creator ) + $data;
		try {
			$downloads = array();
			$number    = 0;
			foreach ( $copies as $attachment_id => $copy ) {
				++$number;
				$download = new WC_Product_Download();
				$download->set_id( self::download_id( $creation_id, (int) $attachment_id ) );
				// Named as the buyer knows it (the member portal and order pages show this name), not by its file.
				$download->set_name( self::download_name( $post->post_title, $number, count( $copies ) ) );
				$download->set_file( $copy['url'] );
				// Throws for a file WooCommerce would not serve (type, approved folder), before anything is saved.
				$download->check_is_valid( false );
				$downloads[] = $download;
			}
			$product->set_name( $post->post_title );
			$product->set_description( wpautop( esc_html( $post->post_content ) ) );
			$product->set_status( 'publish' );
			$product->set_catalog_visibility( 'visible' );
			$product->set_regular_price( Creation_Repository::dollars( $this->creations->price( $creation_id ) ) );
			$product->set_virtual( true );
			$product->set_downloadable( true );
			$product->set_sold_individually( true );
			$product->set_category_ids( $this->categories->term_ids( $this->creations->category( $creation_id ) ) );
			$product->set_downloads( $downloads );
			// The preview, never a file of the creation: the shop's image is public.
			$product->set_image_id( $this->previews->of( $creation_id ) );
			$product->update_meta_data( Creation_Product::CREATOR_META, (string) $creator );
			$product->update_meta_data( Creation_Product::CREATION_META, (string) $creation_id );
			add_filter( 'woocommerce_new_product_data', $author );
			try {
				$product_id = (int) $product->save();
			} finally {
				remove_filter( 'woocommerce_new_product_data', $author );
			}
			$saved  = $product_id > 0;
			$stored = $saved ? wc_get_product( $product_id ) : null;
			if ( ! $stored instanceof WC_Product || count( $stored->get_downloads() ) !== count( $downloads ) ) {
				throw new RuntimeException( 'The product was not saved with its files.' );
			}
			update_post_meta( $creation_id, Creation_Product::PRODUCT_META, $product_id );
		} catch ( Throwable $error ) {
			if ( null === $existing && $product->get_id() > 0 ) {
				wp_delete_post( $product->get_id(), true );
			}
			// An existing product saved with the new copies needs them; anything else does not.
			if ( null === $existing || ! $saved ) {
				$this->copies->remove( $new_urls );
			}
			throw new RuntimeException( 'The creation could not be put on sale.', 0, $error );
		}
		// The approved files are replaced: the old copies go once the product names the new ones.
		$this->copies->remove( array_diff( $old_urls, $new_urls ) );
		$this->take_off_sale( array_diff( $this->products_naming( $creation_id ), array( $product_id ) ) );
		return $product_id;
	}

	/**
	 * Takes the creation's product off sale, if it has one: private (not purchasable, out of the Store API)
	 * and hidden from the catalogue. Orders already paid keep their downloads.
	 *
	 * @param int $creation_id Creation.
	 */
	public function withdraw( int $creation_id ): void {
		$step = function () use ( $creation_id ): void {
			$product = $this->current_product( $creation_id );
			$this->take_off_sale( array_unique( array_merge( $product ? array( $product->get_id() ) : array(), $this->products_naming( $creation_id ) ) ) );
		};
		try {
			Named_Lock::run( self::lock( $creation_id ), 30, $step );
		} catch ( Lock_Busy ) {
			// Off sale is the safe side: a status change must not fail because a publication hangs.
			$step();
		}
	}

	/**
	 * Makes products private and hidden (not purchasable, out of the Store API and the catalogue).
	 *
	 * @param int[] $product_ids Products.
	 */
	private function take_off_sale( array $product_ids ): void {
		foreach ( $product_ids as $product_id ) {
			$product = wc_get_product( $product_id );
			if ( ! $product instanceof WC_Product || ( 'private' === $product->get_status() && 'hidden' === $product->get_catalog_visibility() ) ) {
				continue;
			}
			$product->set_status( 'private' );
			$product->set_catalog_visibility( 'hidden' );
			$product->save();
		}
	}

	/**
	 * The download id of one of a creation's files: the same for every publication of that file.
	 *
	 * @param int $creation_id   Creation.
	 * @param int $attachment_id The creator's file.
	 */
	public static function download_id( int $creation_id, int $attachment_id ): string {
		return 'playpal-creation-' . $creation_id . '-' . $attachment_id;
	}

	/**
	 * A download's name: the creation's title, numbered when it has several files.
	 *
	 * @param string $title  Creation title.
	 * @param int    $number The file's place, from 1.
	 * @param int    $count  How many files.
	 */
	private static function download_name( string $title, int $number, int $count ): string {
		if ( $count < 2 ) {
			return $title;
		}
		/* translators: 1: creation title, 2: file number, 3: number of files. */
		return sprintf( __( '%1$s (file %2$d of %3$d)', 'playpal' ), $title, $number, $count );
	}
}
