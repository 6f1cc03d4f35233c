<?php
/**
 * A pack's original upload address answers 404 to everyone, over real HTTP (issue 37, item 6).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PHPUnit\Framework\TestCase;
use PlayPal\Creators\Creation_File_Upgrade;
use PlayPal\Creators\Creation_Post_Type;
use PlayPal\Creators\Creation_Repository;
use PlayPal\Tests\SiteServer;
use PlayPal\Uploads\Media_Uploader;
use PlayPal\Uploads\Upload_Policy;

/**
 * Serves the phpunit site (nginx with README's rules) and asks it for a
 * creation's files by their own addresses, as a guest and as another signed-in
 * member: a creation uploaded now, and one uploaded the old way before and
 * after the upgrade step. No transaction: the server must see the users and
 * files, so tearDownAfterClass() removes them.
 */
final class CreationOriginalsHttpTest extends TestCase {

	private static ?SiteServer $server = null;

	/**
	 * Users made for the class: the creator and another member.
	 *
	 * @var int[]
	 */
	private static array $users = array();

	/**
	 * Creations made for the class.
	 *
	 * @var int[]
	 */
	private static array $creations = array();

	/**
	 * The upgrade's recorded version before the test.
	 *
	 * @var mixed
	 */
	private static mixed $version = false;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		Creation_Post_Type::register();
		self::$version = get_option( Creation_File_Upgrade::OPTION );
		self::$server  = new SiteServer( 2, array( 'auto_prepend_file' => dirname( __DIR__ ) . '/fixtures/no-canonical-redirect.php' ) );
		foreach ( array( 'creator', 'other' ) as $who ) {
			self::$users[ $who ] = (int) wp_insert_user(
				array(
					'user_login' => 'originals_' . $who . '_' . wp_generate_password( 6, false ),
					'user_pass'  => wp_generate_password(),
					'user_email' => 'originals-' . $who . '-' . wp_generate_password( 6, false ) . '@example.test',
					'role'       => 'subscriber',
				)
			);
		}
	}

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		foreach ( self::$creations as $creation ) {
			foreach ( get_children(
				array(
					'post_parent' => $creation,
					'post_type'   => 'attachment',
					'post_status' => 'any',
					'fields'      => 'ids',
				)
			) as $attachment ) {
				wp_delete_attachment( (int) $attachment, true );
			}
			wp_delete_post( $creation, true );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( self::$users as $user ) {
			wp_delete_user( $user );
		}
		update_option( Creation_File_Upgrade::OPTION, self::$version, true );
		parent::tearDownAfterClass();
	}

	/**
	 * Files as Upload_Intake::check() hands them on: a PDF and a PNG.
	 *
	 * @return array<int, array{tmp_name: string, type: string, ext: string, size: int}>
	 */
	private static function checked_files(): array {
		$image = imagecreatetruecolor( 40, 30 );
		ob_start();
		imagepng( $image );
		$png     = (string) ob_get_clean();
		$checked = array();
		foreach ( array( array( "%PDF-1.4\n% pack\n", 'application/pdf', 'pdf' ), array( $png, 'image/png', 'png' ) ) as $file ) {
			$path = (string) tempnam( sys_get_temp_dir(), 'playpal-test' );
			file_put_contents( $path, $file[0] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test upload.
			$checked[] = array(
				'tmp_name' => $path,
				'type'     => $file[1],
				'ext'      => $file[2],
				'size'     => strlen( $file[0] ),
			);
		}
		return $checked;
	}

	/**
	 * The status the served site answers for an address, as a guest and as the other member.
	 *
	 * @param string $url Address.
	 * @return array{guest: int, member: int}
	 */
	private function statuses( string $url ): array {
		$answers = array();
		foreach ( array(
			'guest'  => '',
			'member' => LOGGED_IN_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( self::$users['other'], time() + HOUR_IN_SECONDS, 'logged_in' ) ),
		) as $who => $cookie ) {
			$answers[ $who ] = $this->answer_status( (string) wp_parse_url( $url, PHP_URL_PATH ), $cookie );
		}
		return $answers;
	}

	/**
	 * One GET of the served site.
	 *
	 * @param string $path   Path.
	 * @param string $cookie Cookie header value, or ''.
	 */
	private function answer_status( string $path, string $cookie ): int {
		$response = wp_remote_get(
			self::$server->base . $path,
			array(
				'timeout'     => 120,
				'redirection' => 0,
				'headers'     => '' === $cookie ? array() : array( 'Cookie' => $cookie ),
			)
		);
		$this->assertFalse( is_wp_error( $response ), is_wp_error( $response ) ? $response->get_error_message() : '' );
		return (int) wp_remote_retrieve_response_code( $response );
	}

	/**
	 * The addresses of a creation's files.
	 *
	 * @param int $creation Creation.
	 * @return string[]
	 */
	private static function addresses( int $creation ): array {
		return array_map( static fn( int $file ): string => (string) wp_get_attachment_url( $file ), ( new Creation_Repository() )->file_ids( $creation ) );
	}

	public function test_a_packs_original_upload_answers_404_to_a_guest_and_another_member_before_and_after_the_upgrade(): void {
		$fields            = array(
			'title'       => 'Shape Hunt Cards',
			'description' => 'Find shapes.',
			'category'    => 'math',
			'ageRange'    => '3-6',
			'difficulty'  => 'easy',
			'tags'        => array(),
		);
		$new               = ( new Creation_Repository() )->create( self::$users['creator'], $fields, self::checked_files(), new Media_Uploader( Upload_Policy::creation_files() ) );
		self::$creations[] = $new;
		foreach ( self::addresses( $new ) as $url ) {
			$this->assertSame(
				array(
					'guest'  => 404,
					'member' => 404,
				),
				$this->statuses( $url ),
				"A new creation's original ({$url}) is refused."
			);
		}

		// One uploaded the old way: the public uploader, `uploads/YYYY/MM/`.
		$old               = (int) wp_insert_post(
			array(
				'post_type'   => Creation_Post_Type::POST_TYPE,
				'post_status' => 'pending',
				'post_title'  => 'Old Colours',
				'post_author' => self::$users['creator'],
			)
		);
		self::$creations[] = $old;
		update_post_meta( $old, '_playpal_creation_files', ( new Media_Uploader( Upload_Policy::creation_files() ) )->store( self::checked_files(), $old, 'private' ) );
		$before = self::addresses( $old );
		foreach ( $before as $url ) {
			$this->assertSame( 200, $this->statuses( $url )['guest'], 'Uploaded the old way, the file was public (the server does serve uploads).' );
		}
		delete_option( Creation_File_Upgrade::OPTION );

		( new Creation_File_Upgrade() )->maybe_upgrade();

		foreach ( array_merge( $before, self::addresses( $old ), self::addresses( $new ) ) as $url ) {
			$this->assertSame(
				array(
					'guest'  => 404,
					'member' => 404,
				),
				$this->statuses( $url ),
				"After the upgrade step, {$url} is refused."
			);
		}
	}
}
