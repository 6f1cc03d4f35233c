<?php
/**
 * Reads and writes creations.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Uploads\Media_Uploader;
use PlayPal\Uploads\Post_With_Files;
use Throwable;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * The only code that touches `playpal_creation` posts and their meta.
 *
 * A creation is a post authored by its creator (title, description as
 * content) with its form fields in meta and its files as attachments:
 * `private` always, their files kept out of the web server's reach from the
 * moment they are uploaded (Creation_Originals) and shown to the creator and
 * moderators only through Creation_File_Door. A published creation is sold,
 * and its shop product's copies (Creation_File_Copies) are the only files
 * anyone else gets; what the public sees is its preview (Creation_Preview),
 * made with the upload. Its status is the post status (Creation_Post_Type).
 */
final class Creation_Repository {

	/** SPEC §4 Creation status, as the API names them, by post status. */
	public const STATUSES = array(
		'publish'                    => 'published',
		'pending'                    => 'pending',
		Creation_Post_Type::REJECTED => 'rejected',
		'draft'                      => 'draft',
	);

	private const META = '_playpal_creation_';

	/** Creation post meta: the price the creator asks, in dollars ("4.99"). */
	public const PRICE_META = '_playpal_creation_price';

	/**
	 * Constructor.
	 *
	 * @param Creation_Price_Settings $prices   The default price of a creation without one.
	 * @param Creation_Preview        $previews The public preview picture.
	 */
	public function __construct(
		private Creation_Price_Settings $prices = new Creation_Price_Settings(),
		private Creation_Preview $previews = new Creation_Preview()
	) {}

	/**
	 * Stores a creation, `pending`, with its files — or nothing at all.
	 *
	 * @param int                                                                                                                                   $author   Creator (user ID).
	 * @param array{title: string, description: string, category: string, ageRange: string, difficulty: string, tags: string[], price?: float|null} $fields   Validated fields (no price: the default).
	 * @param array<int, array{tmp_name: string, type: string, ext: string, size: int}>                                                             $checked  Files from Upload_Intake::check().
	 * @param Media_Uploader                                                                                                                        $uploader Stores the files.
	 * @return int The new post's ID.
	 * @throws Throwable When the post or a file could not be stored (nothing remains then).
	 */
	public function create( int $author, array $fields, array $checked, Media_Uploader $uploader ): int {
		// WordPress leaves a pending post's GMT date empty: set it, it is the creation's createdAt.
		$now = current_time( 'mysql', true );
		return Post_With_Files::insert(
			array(
				'post_type'     => Creation_Post_Type::POST_TYPE,
				'post_status'   => 'pending',
				'post_title'    => $fields['title'],
				'post_content'  => $fields['description'],
				'post_author'   => $author,
				'post_date_gmt' => $now,
				'post_date'     => get_date_from_gmt( $now ),
				'meta_input'    => array(
					self::META . 'category'   => $fields['category'],
					self::META . 'age_range'  => $fields['ageRange'],
					self::META . 'difficulty' => $fields['difficulty'],
					self::META . 'tags'       => $fields['tags'],
					self::META . 'files'      => array(),
					self::PRICE_META          => self::dollars( $fields['price'] ?? $this->prices->bounds()['default'] ),
				),
			),
			self::META . 'files',
			$checked,
			$uploader->into( Creation_Originals::folder() ),
			'The creation could not be stored.',
			function ( int $post_id, array $files ): void {
				$this->previews->make( $post_id, $files );
			}
		);
	}

	/**
	 * A creation's post, or null when the ID is not a creation.
	 *
	 * @param int $id Post ID.
	 */
	public function post( int $id ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		return $post instanceof WP_Post && Creation_Post_Type::POST_TYPE === $post->post_type ? $post : null;
	}

	/**
	 * Attachment IDs of a creation, in the order they were sent.
	 *
	 * @param int $id Post ID.
	 * @return int[]
	 */
	public function file_ids( int $id ): array {
		$ids = get_post_meta( $id, self::META . 'files', true );
		return is_array( $ids ) ? array_values( array_filter( array_map( 'intval', $ids ) ) ) : array();
	}

	/**
	 * A creation's price in dollars; one stored before prices existed costs today's default.
	 *
	 * @param int $id Post ID.
	 */
	public function price( int $id ): float {
		$stored = Creation_Price_Settings::dollars( get_post_meta( $id, self::PRICE_META, true ) );
		return $stored ?? $this->prices->bounds()['default'];
	}

	/**
	 * A creation's category (SPEC §9 list) or ''.
	 *
	 * @param int $id Post ID.
	 */
	public function category( int $id ): string {
		return (string) get_post_meta( $id, self::META . 'category', true );
	}

	/**
	 * Dollars as stored: a string with two decimals, exact in meta and in WooCommerce.
	 *
	 * @param float $dollars Price.
	 */
	public static function dollars( float $dollars ): string {
		return number_format( $dollars, 2, '.', '' );
	}

	/**
	 * A creator's own creations, newest first, shaped for pp/v1/creations.
	 *
	 * @param int $author Creator.
	 * @return array<int, array<string, mixed>>
	 */
	public function find_by_author( int $author ): array {
		if ( $author <= 0 ) {
			return array();
		}
		return array_map( array( $this, 'shape' ), $this->query( array( 'author' => $author ) ) );
	}

	/**
	 * For wp-admin: creations in one status ('' = pending, published and rejected), newest first.
	 *
	 * @param string $post_status A key of STATUSES, or ''.
	 * @return WP_Post[]
	 */
	public function find_for_review( string $post_status ): array {
		return $this->query( array( 'post_status' => isset( self::STATUSES[ $post_status ] ) ? $post_status : array_keys( self::STATUSES ) ) );
	}

	/**
	 * @param array<string, mixed> $args WP_Query arguments to add.
	 * @return WP_Post[]
	 */
	private function query( array $args ): array {
		$query = new WP_Query(
			$args + array(
				'post_type'              => Creation_Post_Type::POST_TYPE,
				'post_status'            => array_keys( self::STATUSES ),
				'orderby'                => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'posts_per_page'         => 100,
				'no_found_rows'          => true,
				'ignore_sticky_posts'    => true,
				'update_post_term_cache' => false,
			)
		);
		return array_values( array_filter( $query->posts ?? array(), static fn( $post ): bool => $post instanceof WP_Post ) );
	}

	/**
	 * A creation as pp/v1/creations answers it (SPEC §3 Creation).
	 *
	 * @param WP_Post $post Creation.
	 * @return array<string, mixed>
	 */
	public function shape( WP_Post $post ): array {
		$meta  = static fn( string $key ): mixed => get_post_meta( $post->ID, self::META . $key, true );
		$files = array();
		foreach ( $this->file_ids( $post->ID ) as $attachment_id ) {
			$path    = (string) get_attached_file( $attachment_id );
			$files[] = array(
				'type' => self::type_label( (string) get_post_mime_type( $attachment_id ) ),
				'size' => is_file( $path ) ? (int) filesize( $path ) : 0,
				// The file itself is refused by the web server: its creator and moderators read it through the door.
				'url'  => Creation_File_Door::url( $attachment_id ),
			);
		}
		$preview = $this->previews->of( $post->ID );
		$thumb   = $preview > 0 ? (string) wp_get_attachment_url( $preview ) : '';
		$tags    = $meta( 'tags' );
		return array(
			'id'          => $post->ID,
			'title'       => $post->post_title,
			'description' => $post->post_content,
			'category'    => (string) $meta( 'category' ),
			'status'      => self::STATUSES[ $post->post_status ] ?? 'draft',
			'downloads'   => 0,
			'earnings'    => 0,
			'rating'      => 0,
			'reviews'     => 0,
			'createdAt'   => mysql_to_rfc3339( $post->post_date_gmt ),
			'updatedAt'   => mysql_to_rfc3339( $post->post_modified_gmt ),
			'thumbnail'   => $thumb,
			'tags'        => is_array( $tags ) ? array_values( array_map( 'strval', $tags ) ) : array(),
			'ageRange'    => (string) $meta( 'age_range' ),
			'difficulty'  => (string) $meta( 'difficulty' ),
			'files'       => $files,
			'price'       => $this->price( $post->ID ),
			'sample'      => false,
		);
	}

	/**
	 * Changes a creation's text fields; it goes back to review (`pending`), its files stay private.
	 *
	 * @param int                                                                                                                                   $id     Creation.
	 * @param array{title: string, description: string, category: string, ageRange: string, difficulty: string, tags: string[], price?: float|null} $fields Validated fields (no price: unchanged).
	 */
	public function update( int $id, array $fields ): bool {
		$updated = wp_update_post(
			array(
				'ID'           => $id,
				'post_title'   => $fields['title'],
				'post_content' => $fields['description'],
				'post_status'  => 'pending',
			),
			true
		);
		if ( is_wp_error( $updated ) ) {
			return false;
		}
		update_post_meta( $id, self::META . 'category', $fields['category'] );
		update_post_meta( $id, self::META . 'age_range', $fields['ageRange'] );
		update_post_meta( $id, self::META . 'difficulty', $fields['difficulty'] );
		update_post_meta( $id, self::META . 'tags', $fields['tags'] );
		if ( isset( $fields['price'] ) ) {
			update_post_meta( $id, self::PRICE_META, self::dollars( $fields['price'] ) );
		}
		$this->keep_files_private( $id );
		return true;
	}

	/**
	 * Makes a creation's attachments `private` (a guest's query by attachment id finds nothing).
	 *
	 * @param int $id Creation.
	 */
	public function keep_files_private( int $id ): void {
		foreach ( $this->file_ids( $id ) as $attachment_id ) {
			if ( 'private' !== get_post_status( $attachment_id ) ) {
				wp_update_post(
					array(
						'ID'          => $attachment_id,
						'post_status' => 'private',
					)
				);
			}
		}
	}

	/**
	 * Publishes or rejects a creation (its files stay private). Publishing also puts it on sale
	 * (Creation_Publisher, on the status change); when that fails the creation stays unpublished.
	 *
	 * @param int    $id          Creation.
	 * @param string $post_status 'publish' or Creation_Post_Type::REJECTED.
	 * @return bool Whether the creation exists and was changed.
	 */
	public function set_status( int $id, string $post_status ): bool {
		if ( ! in_array( $post_status, array( 'publish', Creation_Post_Type::REJECTED ), true ) || null === $this->post( $id ) ) {
			return false;
		}
		$updated = wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => $post_status,
			),
			true
		);
		// Creation_Publisher puts a creation back when its product could not be written: then it is not published.
		if ( is_wp_error( $updated ) || get_post_status( $id ) !== $post_status ) {
			return false;
		}
		// Also closes the files of a creation published before creations were sold (they were `inherit` then).
		$this->keep_files_private( $id );
		return true;
	}

	/**
	 * "PDF", "PNG", "JPG" or "SVG" for a MIME type.
	 *
	 * @param string $mime MIME type.
	 */
	public static function type_label( string $mime ): string {
		return array(
			'application/pdf' => 'PDF',
			'image/png'       => 'PNG',
			'image/jpeg'      => 'JPG',
			'image/svg+xml'   => 'SVG',
		)[ $mime ] ?? strtoupper( (string) preg_replace( '#^.*/#', '', $mime ) );
	}
}
