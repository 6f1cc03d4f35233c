<?php
/**
 * POST pp/v1/creations: what is stored, and what is refused.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Creators\Creation_Post_Type;

/**
 * The Create New dialog's submission: fields from SPEC §9's lists, tags
 * cleaned, files judged by their bytes, 10 MB each on the server, SVGs
 * stored clean, a `pending` creation owned by the creator — and nothing at
 * all when anything is refused.
 */
final class CreationUploadTest extends CreationTestCase {

	public function test_a_member_submits_a_pdf_and_a_png_and_gets_a_pending_creation_of_their_own(): void {
		$user_id  = $this->sign_in_creator();
		$response = $this->send_creation( self::creation_form(), array( self::file( 'pages.pdf', self::pdf_bytes() ), self::file( 'cover.png', self::png_bytes() ) ) );
		$data     = $response->get_data();

		$this->assertSame( 201, $response->get_status(), 'The creation is stored: ' . wp_json_encode( $data ) );
		$this->assertSame( 'pending', $data['status'], 'It waits for review.' );
		$this->assertSame( array( 'shapes', 'Printable', 'counting' ), $data['tags'], 'Tags are trimmed, empty ones dropped and duplicates removed.' );
		$this->assertSame( array( 'PDF', 'PNG' ), array_column( $data['files'], 'type' ), 'Both files are kept, typed by content.' );
		$this->assertSame( 'math', $data['category'], 'The category is kept.' );
		$this->assertSame( '3-6', $data['ageRange'], 'The age range is kept.' );
		$this->assertSame( 'easy', $data['difficulty'], 'The difficulty is kept.' );
		$this->assertStringEndsWith( '.png', $data['thumbnail'], 'The picture\'s preview is the thumbnail.' );

		$post = get_post( (int) $data['id'] );
		$this->assertSame( Creation_Post_Type::POST_TYPE, $post->post_type, 'It is a creation post.' );
		$this->assertSame( 'pending', $post->post_status, 'Stored as pending.' );
		$this->assertSame( $user_id, (int) $post->post_author, 'Owned by the creator.' );
		$attachments = get_children(
			array(
				'post_parent' => $post->ID,
				'post_type'   => 'attachment',
				'post_status' => 'any',
			)
		);
		$this->assertCount( 3, $attachments, 'Both files, and the picture\'s preview, are attachments of the creation.' );
		$files = ( new \PlayPal\Creators\Creation_Repository() )->file_ids( $post->ID );
		$this->assertCount( 2, $files, 'The creation lists its two files.' );
		foreach ( array_map( 'get_post', $files ) as $attachment ) {
			$this->assertSame( 'private', $attachment->post_status, 'Files stay private until the creation is published.' );
			$this->assertStringNotContainsString( 'pages', (string) get_attached_file( $attachment->ID ), 'The sender\'s file name is not published.' );
		}
	}

	public function test_files_are_judged_by_their_bytes_not_their_names(): void {
		$this->sign_in_creator();
		$cases = array(
			'a PNG named .pdf'          => self::file( 'trick.pdf', self::png_bytes() ),
			'a PHP script named .png'   => self::file( 'shell.png', "<?php system('id');" ),
			'text named .pdf'           => self::file( 'notes.pdf', 'Just some words, not a PDF.' ),
			'an HTML page named .svg'   => self::file( 'page.svg', '<html><body><script>alert(1)</script></body></html>' ),
			'a GIF, a type not offered' => self::file( 'anim.gif', "GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;" ),
		);
		foreach ( $cases as $label => $file ) {
			$response = $this->send_creation( self::creation_form(), array( self::file( 'ok.pdf', self::pdf_bytes() ), $file ) );
			$this->assertSame( 415, $response->get_status(), "{$label} is refused." );
			$this->assertContains( $response->get_data()['code'], array( 'playpal_upload_type', 'playpal_upload_svg_invalid' ), "{$label} says why." );
		}
		$jpeg = $this->send_creation( self::creation_form(), array( self::file( 'photo.jpg', self::jpeg_bytes() ) ) );
		$this->assertSame( 201, $jpeg->get_status(), 'A real JPG is taken.' );
		$this->assertSame( 1, self::count_creations(), 'Only the accepted creation was stored.' );
		$this->assertSame( 2, self::count_attachments(), 'Only its one file, and that picture\'s preview, are attachments.' );
	}

	public function test_a_file_over_10_mb_is_refused_and_nothing_is_stored(): void {
		$this->sign_in_creator();
		$eleven   = self::pdf_bytes() . str_repeat( '%', 11 * 1048576 );
		$response = $this->send_creation( self::creation_form(), array( self::file( 'ok.png', self::png_bytes() ), self::file( 'big.pdf', $eleven ) ) );
		$this->assertSame( 413, $response->get_status(), 'An 11 MB file is refused by the server.' );
		$this->assertSame( 'playpal_upload_too_large', $response->get_data()['code'], 'It says the file is too large.' );
		$this->assertSame( 0, self::count_creations(), 'No creation was stored.' );
		$this->assertSame( 0, self::count_attachments(), 'No attachment was made.' );
		$this->assertSame( array(), $this->new_uploads(), 'No file was written.' );
	}

	public function test_an_svg_is_stored_without_scripts_handlers_or_outside_references(): void {
		$this->sign_in_creator();
		$svg      = '<?xml version="1.0"?>' . "\n"
			. '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">'
			. '<script>alert(document.cookie)</script>'
			. '<circle cx="5" cy="5" r="4" fill="url(#g)" onclick="steal()"/>'
			. '<rect width="2" height="2" style="fill:url(https://evil.test/x.svg#a)"/>'
			. '<use xlink:href="https://evil.test/sprite.svg#icon"/>'
			. '<use href="#local"/>'
			. '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'
			. '<a href="javascript:alert(1)"><text>click</text></a>'
			. '<image href="https://evil.test/pixel.png"/>'
			. '</svg>';
		$response = $this->send_creation( self::creation_form(), array( self::file( 'drawing.svg', $svg ) ) );
		$this->assertSame( 201, $response->get_status(), 'The SVG is taken: ' . wp_json_encode( $response->get_data() ) );
		// Besides the private folder's guard files, written with its first file.
		$files = array_values( array_filter( $this->new_uploads(), static fn( string $file ): bool => ! in_array( basename( $file ), array( '.htaccess', 'index.html' ), true ) ) );
		$this->assertCount( 1, $files, 'One file was written.' );
		$stored = (string) file_get_contents( $files[0] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		foreach ( array( '<script', 'alert', 'onload', 'onclick', 'evil.test', 'foreignObject', 'javascript:', '<image', '<a ' ) as $bad ) {
			$this->assertStringNotContainsString( $bad, $stored, "The stored SVG has no {$bad}." );
		}
		$this->assertStringContainsString( '<circle', $stored, 'The drawing itself is kept.' );
		$this->assertStringContainsString( 'url(#g)', $stored, 'References inside the file are kept.' );
		$this->assertStringContainsString( 'href="#local"', $stored, 'Local uses are kept.' );
	}

	public function test_an_svg_that_is_not_well_formed_or_declares_entities_is_refused(): void {
		$this->sign_in_creator();
		foreach ( array(
			'<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"></svg>',
			'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
		) as $svg ) {
			$response = $this->send_creation( self::creation_form(), array( self::file( 'bad.svg', $svg ) ) );
			$this->assertSame( 415, $response->get_status(), 'A broken or entity-declaring SVG is refused: ' . $svg );
		}
		$this->assertSame( 0, self::count_creations(), 'Nothing was stored.' );
		$this->assertSame( array(), $this->new_uploads(), 'No file was written.' );
	}

	public function test_the_form_rules_answer_their_own_codes(): void {
		$this->sign_in_creator();
		$pdf   = array( self::file( 'ok.pdf', self::pdf_bytes() ) );
		$cases = array(
			'playpal_creation_title_required'     => array( self::creation_form( array( 'title' => '   ' ) ), $pdf ),
			'playpal_creation_category_invalid'   => array( self::creation_form( array( 'category' => 'cooking' ) ), $pdf ),
			'playpal_creation_age_range_invalid'  => array( self::creation_form( array( 'ageRange' => '1-99' ) ), $pdf ),
			'playpal_creation_difficulty_invalid' => array( self::creation_form( array( 'difficulty' => 'hard' ) ), $pdf ),
			'playpal_creation_files_required'     => array( self::creation_form(), array() ),
			'playpal_creation_too_many_tags'      => array( self::creation_form( array( 'tags' => implode( ',', range( 1, 11 ) ) ) ), $pdf ),
		);
		foreach ( $cases as $code => list( $form, $files ) ) {
			$response = $this->send_creation( $form, $files );
			$this->assertSame( 400, $response->get_status(), "{$code} is a 400." );
			$this->assertSame( $code, $response->get_data()['code'], "The rule answers {$code}." );
		}
		$this->assertSame( 0, self::count_creations(), 'Nothing was stored.' );

		// What the dialog sends when only the title is filled in: every optional field empty.
		$bare = $this->send_creation(
			array(
				'title'       => 'Only a title',
				'description' => '',
				'category'    => '',
				'ageRange'    => '',
				'difficulty'  => '',
				'tags'        => ' , ',
			),
			$pdf
		);
		$this->assertSame( 201, $bare->get_status(), 'Only the title is required: ' . wp_json_encode( $bare->get_data() ) );
		$this->assertSame( array(), $bare->get_data()['tags'], 'Empty tags are dropped.' );
	}
}
