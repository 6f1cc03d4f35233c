<?php
/**
 * Puts creations published before creations were sold on sale, once.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Database\One_Time_Step;

defined( 'ABSPATH' ) || exit;

/**
 * Before creations were sold (issue 23), an editor's publication made a
 * creation's files public (`inherit`) and no product sold it. Such a creation
 * would stay free to anyone guessing its attachment ids and never be for sale.
 *
 * Like Storage\Schema, the version is an autoloaded option checked on `init`
 * (after the post types, WooCommerce's included, are registered), so updating
 * the plugin by copying files runs it too. It runs once, under a site-wide
 * lock (another request meanwhile leaves it to the first): each published
 * creation's files become `private`, and each one without a product is put on
 * sale through Creation_Publisher, which sends it back to review (`pending`)
 * when its files cannot be sold. Without WooCommerce nothing can be sold, so
 * it waits until WooCommerce is active.
 */
final class Creation_Sale_Upgrade {

	public const VERSION = '1';

	public const OPTION = 'playpal_creation_sale_version';

	/**
	 * Constructor.
	 *
	 * @param Creation_Repository     $creations Creations.
	 * @param Creation_Product_Writer $writer    Finds a creation's product.
	 * @param Creation_Publisher      $publisher Puts a creation on sale, or back to review.
	 */
	public function __construct(
		private Creation_Repository $creations = new Creation_Repository(),
		private Creation_Product_Writer $writer = new Creation_Product_Writer(),
		private Creation_Publisher $publisher = new Creation_Publisher()
	) {}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'maybe_upgrade' ), 20 );
	}

	/**
	 * Runs the step when the stored version is older and WooCommerce is there.
	 */
	public function maybe_upgrade(): void {
		if ( class_exists( 'WC_Product_Simple' ) ) {
			One_Time_Step::run( self::OPTION, self::VERSION, 'creation_sale_upgrade', fn(): bool => $this->run() );
		}
	}

	/**
	 * Closes and sells every published creation.
	 *
	 * @return bool Always true: a creation that cannot be sold goes back to review.
	 */
	private function run(): bool {
		$published = get_posts(
			array(
				'post_type'        => Creation_Post_Type::POST_TYPE,
				'post_status'      => 'publish',
				'posts_per_page'   => -1,
				'fields'           => 'ids',
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'suppress_filters' => true,
			)
		);
		foreach ( array_map( 'intval', $published ) as $creation_id ) {
			$this->creations->keep_files_private( $creation_id );
			if ( null === $this->writer->product_of( $creation_id ) && ! $this->writer->products_naming( $creation_id ) ) {
				$this->publisher->sell_published( $creation_id );
			}
		}
		return true;
	}
}
