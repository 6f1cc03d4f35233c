<?php
/**
 * A creation's uploaded files are private from the moment they are uploaded;
 * the public sees its preview, which is also its product's image.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Creators\Creation_File_Upgrade;
use PlayPal\Creators\Creation_Originals;
use PlayPal\Creators\Creation_Post_Type;
use PlayPal\Creators\Creation_Preview;
use PlayPal\Creators\Creation_Product_Writer;
use PlayPal\Creators\Creation_Repository;
use PlayPal\Http\File_Response;
use PlayPal\Uploads\Media_Uploader;
use PlayPal\Uploads\Upload_Policy;
use WC_Product;
use WP_REST_Request;

/**
 * Uploads through pp/v1/creations, the checked door pp/v1/creation-files, the
 * Store API's product answer, and the upgrade step for creations uploaded the
 * old way (public uploader, `uploads/YYYY/MM/` with resized copies).
 */
final class CreationPrivateFilesTest extends CreationTestCase {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		require_once dirname( __DIR__, 3 ) . '/bin/php/static-rules.php';
	}

	/**
	 * A picture, by default larger than the preview, so the preview is a smaller copy.
	 *
	 * @param int $width  Width.
	 * @param int $height Height.
	 */
	private static function big_png_bytes( int $width = 1200, int $height = 900 ): string {
		$image = imagecreatetruecolor( $width, $height );
		imagefill( $image, 0, 0, imagecolorallocate( $image, 30, 120, 200 ) );
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * The path part of a file's address under uploads.
	 *
	 * @param string $path A file under uploads.
	 */
	private static function address_path( string $path ): string {
		$uploads = wp_get_upload_dir();
		return (string) wp_parse_url( $uploads['baseurl'] . substr( $path, strlen( $uploads['basedir'] ) ), PHP_URL_PATH );
	}

	/**
	 * A creator's creation of a PDF and a large PNG, through the route.
	 *
	 * @return array{creator: int, id: int, data: array<string, mixed>}
	 */
	private function uploaded(): array {
		$creator  = $this->sign_in_creator();
		$response = $this->send_creation( self::creation_form(), array( self::file( 'pages.pdf', self::pdf_bytes() ), self::file( 'cover.png', self::big_png_bytes() ) ) );
		$this->assertSame( 201, $response->get_status(), 'Stored: ' . wp_json_encode( $response->get_data() ) );
		return array(
			'creator' => $creator,
			'id'      => (int) $response->get_data()['id'],
			'data'    => (array) $response->get_data(),
		);
	}

	/**
	 * GET pp/v1/creation-files/{id} as whoever is signed in now.
	 *
	 * @param int $attachment_id File.
	 */
	private static function through_the_door( int $attachment_id ): \WP_REST_Response {
		return rest_ensure_response( rest_do_request( new WP_REST_Request( 'GET', '/pp/v1/creation-files/' . $attachment_id ) ) );
	}

	public function test_a_new_creations_files_lie_where_the_web_server_refuses_them_without_public_copies(): void {
		$creation = $this->uploaded();
		$files    = ( new Creation_Repository() )->file_ids( $creation['id'] );
		$this->assertCount( 2, $files );
		foreach ( $files as $file ) {
			$path = (string) get_attached_file( $file );
			$this->assertFileExists( $path, 'The file is stored.' );
			$this->assertStringContainsString( '/' . Creation_Originals::FOLDER . '/', $path, 'In the private folder.' );
			$this->assertTrue( playpal_static_denied( self::address_path( $path ) ), 'Its own address answers 404 (README\'s web server rules).' );
			$this->assertTrue( playpal_static_denied( (string) wp_parse_url( (string) wp_get_attachment_url( $file ), PHP_URL_PATH ) ), 'WordPress\'s address for it too.' );
			$this->assertSame( array(), (array) ( wp_get_attachment_metadata( $file )['sizes'] ?? array() ), 'No resized public copies of it.' );
		}
		$folder = Creation_Originals::folder()->path();
		$this->assertFileExists( $folder . '/.htaccess', 'The folder denies Apache too.' );
		foreach ( $creation['data']['files'] as $file ) {
			$this->assertStringContainsString( '/pp/v1/creation-files/', (string) $file['url'], 'The screens link to the checked door.' );
		}
	}

	public function test_the_creator_and_a_moderator_read_the_files_through_the_door_and_nobody_else(): void {
		$creation = $this->uploaded();
		$pdf      = ( new Creation_Repository() )->file_ids( $creation['id'] )[0];

		$own = self::through_the_door( $pdf );
		$this->assertSame( 200, $own->get_status(), 'The creator reads their file.' );
		$this->assertInstanceOf( File_Response::class, $own, 'As the file itself.' );
		$this->assertSame( 'application/pdf', $own->get_headers()['Content-Type'] );
		$this->assertStringStartsWith( 'attachment;', $own->get_headers()['Content-Disposition'], 'Saved, never shown on the site.' );

		$this->sign_in_creator();
		$this->assertSame( 404, self::through_the_door( $pdf )->get_status(), 'Another member: as if it did not exist.' );
		wp_set_current_user( 0 );
		$this->assertSame( 401, self::through_the_door( $pdf )->get_status(), 'A guest is asked to sign in.' );
		$this->log_in_as( 'editor' );
		$this->assertSame( 200, self::through_the_door( $pdf )->get_status(), 'A moderator reviews it.' );
		$preview = ( new Creation_Preview() )->of( $creation['id'] );
		$this->assertSame( 404, self::through_the_door( $preview )->get_status(), 'The door hands out only a creation\'s own files.' );

		// Published (and so readable as a post by any account), its files stay the creator's and moderators'.
		( new Creation_Repository() )->set_status( $creation['id'], 'publish' );
		$this->assertSame( 'publish', get_post_status( $creation['id'] ) );
		$this->assertSame( 200, self::through_the_door( $pdf )->get_status(), 'The moderator still reads it.' );
		$this->sign_in_creator();
		$this->assertSame( 404, self::through_the_door( $pdf )->get_status(), 'Another member still gets 404: buyers download the product\'s copies.' );
		wp_set_current_user( $creation['creator'] );
		$this->assertSame( 200, self::through_the_door( $pdf )->get_status(), 'The creator still reads it.' );
	}

	public function test_the_thumbnail_is_a_smaller_public_preview_and_a_pdf_only_creation_has_none(): void {
		$creation = $this->uploaded();
		$preview  = ( new Creation_Preview() )->of( $creation['id'] );
		$this->assertGreaterThan( 0, $preview, 'The picture gave a preview.' );
		$this->assertNotContains( $preview, ( new Creation_Repository() )->file_ids( $creation['id'] ), 'A separate picture.' );
		$this->assertSame( (string) wp_get_attachment_url( $preview ), $creation['data']['thumbnail'], 'It is the thumbnail.' );
		$path = (string) get_attached_file( $preview );
		$this->assertFalse( playpal_static_denied( self::address_path( $path ) ), 'It is public.' );
		list( $width, $height ) = (array) getimagesize( $path );
		$this->assertSame( array( Creation_Preview::SIZE, 450 ), array( $width, $height ), 'Resized to the preview size, proportions kept.' );

		$pdf_only = $this->send_creation( self::creation_form(), array( self::file( 'pages.pdf', self::pdf_bytes() ) ) );
		$this->assertSame( '', $pdf_only->get_data()['thumbnail'], 'A PDF has no preview: the screens show their placeholder.' );
		$this->assertSame( 0, ( new Creation_Preview() )->of( (int) $pdf_only->get_data()['id'] ) );
	}

	public function test_a_small_pictures_preview_is_half_its_size_never_the_picture_itself(): void {
		$this->sign_in_creator();
		$response = $this->send_creation( self::creation_form(), array( self::file( 'sticker.png', self::big_png_bytes( 500, 300 ) ) ) );
		$this->assertSame( 201, $response->get_status() );
		list( $width, $height ) = (array) getimagesize( (string) get_attached_file( ( new Creation_Preview() )->of( (int) $response->get_data()['id'] ) ) );
		$this->assertSame( array( 250, 150 ), array( $width, $height ), 'A 500 × 300 sticker sheet is what is sold: its public preview is half of it.' );
	}

	public function test_a_published_creation_with_a_png_shows_its_preview_as_the_products_image_in_the_store_api(): void {
		$creation = $this->uploaded();
		$this->log_in_as( 'editor' );
		( new Creation_Repository() )->set_status( $creation['id'], 'publish' );
		$product = ( new Creation_Product_Writer() )->product_of( $creation['id'] );
		$this->assertInstanceOf( WC_Product::class, $product, 'It is on sale.' );
		$preview = ( new Creation_Preview() )->of( $creation['id'] );

		wp_set_current_user( 0 );
		$answer = $this->dispatch( 'GET', '/wc/store/v1/products/' . $product->get_id() );

		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( $preview, $product->get_image_id() ? (int) $product->get_image_id() : 0, 'The product\'s image is the preview.' );
		$images = json_decode( (string) wp_json_encode( $answer->get_data() ), true )['images'];
		$this->assertCount( 1, $images, 'The shop shows one picture, not an empty tile.' );
		$this->assertSame( (string) wp_get_attachment_url( $preview ), $images[0]['src'], 'The preview, never the creator\'s file.' );
	}

	public function test_a_preview_that_cannot_be_written_leaves_nothing_behind(): void {
		$this->sign_in_creator();
		$before = $this->uploads();
		// An image editor that reads pictures but cannot write one (a full disk): the files are stored, the preview fails.
		require_once ABSPATH . WPINC . '/class-wp-image-editor.php';
		require_once ABSPATH . WPINC . '/class-wp-image-editor-gd.php';
		$failing = get_class(
			new class( '' ) extends \WP_Image_Editor_GD {
				/**
				 * Always fails.
				 *
				 * @param string|null $destfilename Target.
				 * @param string|null $mime_type    Type.
				 */
				public function save( $destfilename = null, $mime_type = null ): \WP_Error { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The parent's signature.
					return new \WP_Error( 'disk_full', 'Disk full.' );
				}
			}
		);
		$editors = static fn(): array => array( $failing );
		add_filter( 'wp_image_editors', $editors );
		try {
			$response = $this->send_creation( self::creation_form(), array( self::file( 'pages.pdf', self::pdf_bytes() ), self::file( 'cover.png', self::png_bytes() ) ) );
		} finally {
			remove_filter( 'wp_image_editors', $editors );
		}
		$this->assertSame( 503, $response->get_status(), 'The creator is asked to try again.' );
		$this->assertSame( 0, self::count_creations(), 'No creation.' );
		$this->assertSame( 0, self::count_attachments(), 'No attachment.' );
		$this->assertSame( array(), array_values( array_diff( $this->uploads(), $before, array( Creation_Originals::folder()->path() . '/.htaccess', Creation_Originals::folder()->path() . '/index.html' ) ) ), 'No file but the folder\'s guards.' );
	}

	/**
	 * A creation stored as before issue 37: its files through the public uploader (`uploads/YYYY/MM/`, resized
	 * copies), published and sold with no image, no preview.
	 *
	 * @return array{id: int, paths: string[], copies: string[]}
	 */
	private function stored_the_old_way(): array {
		$creator = $this->sign_in_creator();
		$id      = (int) wp_insert_post(
			array(
				'post_type'   => Creation_Post_Type::POST_TYPE,
				'post_status' => 'pending',
				'post_title'  => 'Old Colours',
				'post_author' => $creator,
			)
		);
		$checked = array();
		foreach ( array( array( self::pdf_bytes(), 'application/pdf', 'pdf' ), array( self::big_png_bytes(), 'image/png', 'png' ) ) as $file ) {
			$checked[] = array(
				'tmp_name' => $this->temp_file( $file[0] ),
				'type'     => $file[1],
				'ext'      => $file[2],
				'size'     => strlen( $file[0] ),
			);
		}
		$files = ( new Media_Uploader( Upload_Policy::creation_files() ) )->store( $checked, $id, 'private' );
		update_post_meta( $id, '_playpal_creation_files', $files );
		$this->log_in_as( 'editor' );
		( new Creation_Repository() )->set_status( $id, 'publish' );
		$product = ( new Creation_Product_Writer() )->product_of( $id );
		$this->assertInstanceOf( WC_Product::class, $product, 'Sold.' );
		$product->set_image_id( 0 );
		$product->save();
		delete_post_meta( $id, Creation_Preview::META );
		wp_set_current_user( 0 );

		$paths  = array_map( static fn( int $file ): string => (string) get_attached_file( $file ), $files );
		$copies = array();
		foreach ( $files as $file ) {
			foreach ( (array) ( wp_get_attachment_metadata( $file )['sizes'] ?? array() ) as $size ) {
				$copies[] = dirname( (string) get_attached_file( $file ) ) . '/' . $size['file'];
			}
		}
		foreach ( $paths as $path ) {
			$this->assertFalse( playpal_static_denied( self::address_path( $path ) ), 'The old way, the file was public.' );
		}
		$this->assertNotEmpty( $copies, 'With public resized copies.' );
		return array(
			'id'     => $id,
			'paths'  => $paths,
			'copies' => $copies,
		);
	}

	public function test_the_upgrade_moves_old_originals_into_the_private_folder_makes_the_preview_and_the_products_image_once(): void {
		$old   = $this->stored_the_old_way();
		$bytes = array_map( 'file_get_contents', $old['paths'] );
		delete_option( Creation_File_Upgrade::OPTION );

		( new Creation_File_Upgrade() )->maybe_upgrade();

		$this->assertSame( Creation_File_Upgrade::VERSION, get_option( Creation_File_Upgrade::OPTION ), 'The step is recorded.' );
		foreach ( array_merge( $old['paths'], $old['copies'] ) as $path ) {
			$this->assertFileDoesNotExist( $path, 'Nothing is left at an old address: it answers 404.' );
		}
		$files = ( new Creation_Repository() )->file_ids( $old['id'] );
		foreach ( $files as $index => $file ) {
			$path = (string) get_attached_file( $file );
			$this->assertTrue( playpal_static_denied( self::address_path( $path ) ), 'The file now lies where the web server refuses it.' );
			$this->assertSame( $bytes[ $index ], file_get_contents( $path ), 'Unchanged.' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
		}
		$preview = ( new Creation_Preview() )->of( $old['id'] );
		$this->assertGreaterThan( 0, $preview, 'A preview is made.' );
		$product = wc_get_product( ( new Creation_Product_Writer() )->product_of( $old['id'] )->get_id() );
		$this->assertSame( $preview, (int) $product->get_image_id(), 'It is the product\'s image.' );
		$this->log_in_as( 'editor' );
		$this->assertSame( 200, self::through_the_door( $files[0] )->get_status(), 'Moderators still read the file.' );

		// Once: running again changes nothing.
		$moved = array_map( static fn( int $file ): string => (string) get_attached_file( $file ), $files );
		delete_option( Creation_File_Upgrade::OPTION );
		( new Creation_File_Upgrade() )->maybe_upgrade();
		$this->assertSame( $moved, array_map( static fn( int $file ): string => (string) get_attached_file( $file ), $files ), 'The files stay where they are.' );
		$this->assertSame( $preview, ( new Creation_Preview() )->of( $old['id'] ), 'One preview.' );
	}

	public function test_the_plugin_runs_the_upgrade_on_init_after_the_sale_upgrade(): void {
		$priority = false;
		foreach ( $GLOBALS['wp_filter']['init']->callbacks as $at => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof Creation_File_Upgrade ) {
					$priority = $at;
				}
			}
		}
		$this->assertSame( 21, $priority, 'On init, after Creation_Sale_Upgrade (20).' );
	}
}
