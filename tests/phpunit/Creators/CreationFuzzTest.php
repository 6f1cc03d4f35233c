<?php
/**
 * Fuzz test of POST pp/v1/creations and PUT pp/v1/creations/{id}.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Tests\RandomBodies;
use WP_REST_Request;

/**
 * Hundreds of malformed bodies from a fixed seed, sent by a signed-in
 * member: multipart forms with one broken field or file, JSON bodies (which
 * the route never takes), and broken edits of someone else's or a missing
 * creation. Each must get a 4xx with a JSON error (never a 500; PHPUnit
 * fails on notices), and nothing may be stored: no creation, no attachment,
 * no file.
 */
final class CreationFuzzTest extends CreationTestCase {

	use RandomBodies;

	private const CASES = 330;

	/**
	 * Strings near the valid ones for these fields.
	 *
	 * @return string[]
	 */
	protected static function domain_strings(): array {
		return array(
			'math',
		);
	}

	/** An SVG that cannot be parsed or declares entities. */
	private static function bad_svg(): string {
		return array(
			'<svg xmlns="http://www.w3.org/2000/svg"><g>',
			'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
			'<svg xmlns="http://www.w3.org/2000/svg"></svg><svg/>',
			"<svg xmlns=\"http://www.w3.org/2000/svg\">\xC3\x28</svg>",
		)[ mt_rand( 0, 3 ) ];
	}

	/**
	 * A form with one rule surely broken.
	 *
	 * @return array{0: array<string, mixed>, 1: array<int, array{name: string, bytes: string}>}
	 */
	private function broken_form(): array {
		$form  = self::creation_form();
		$files = array( self::file( 'ok.pdf', self::pdf_bytes() ) );
		switch ( mt_rand( 0, 9 ) ) {
			case 0:
				// Markup alone and characters that show nothing are missing titles once cleaned (issue 20, reproduction 9).
				$form['title'] = array( '', '   ', str_repeat( 'x', 151 ), array( 'x' ), 42, "\xC3\x28", null, "a\0b", '<img src=x onerror=alert(1)>', "\u{200B}\u{FEFF}" )[ mt_rand( 0, 9 ) ];
				break;
			case 1:
				$form['description'] = array( str_repeat( 'd', 5001 ), array( 'd' ), 3.5, "\xff" )[ mt_rand( 0, 3 ) ];
				break;
			case 2:
				$form[ array( 'category', 'ageRange', 'difficulty' )[ mt_rand( 0, 2 ) ] ] = array( 'Math', 'hard', '1-2', 'all', array( 'math' ), 7, ' easy' )[ mt_rand( 0, 6 ) ];
				break;
			case 3:
				$form['tags'] = array( implode( ',', range( 1, 12 ) ), str_repeat( 't', 41 ), array( 'a', 'b' ), 99 )[ mt_rand( 0, 3 ) ];
				break;
			case 4:
				$files = array( self::file( array( 'x.pdf', 'x.png', 'x.jpg', 'x.svg' )[ mt_rand( 0, 3 ) ], array( "<?php system('id');", "GIF89a<?php ?>\0", str_repeat( "\0", 100 ), "#!/bin/sh\n", "MZ\x90\0", '<html><script>x</script></html>' )[ mt_rand( 0, 5 ) ] ) );
				break;
			case 5:
				$files = array( self::file( 'bad.svg', self::bad_svg() ) );
				break;
			case 6:
				$files = array();
				for ( $i = 0, $count = mt_rand( 11, 13 ); $i < $count; $i++ ) {
					$files[] = self::file( "p{$i}.png", self::png_bytes() );
				}
				break;
			case 7:
				$files = array( self::file( array( 'x.exe', 'x.html', 'x.php', 'x.gif', 'x.webp' )[ mt_rand( 0, 4 ) ], self::png_bytes() ), self::file( 'empty.pdf', '' ) );
				$files = array( $files[ mt_rand( 0, 1 ) ] );
				break;
			case 8:
				$files = array();
				break;
			default:
				$files[] = self::file( 'big.pdf', self::pdf_bytes() . str_repeat( ' ', 10 * 1048576 ) );
		}
		if ( mt_rand( 0, 1 ) ) {
			$form[ array( 'extra', 'member', '__proto__' )[ mt_rand( 0, 2 ) ] ] = static::junk( 1 );
		}
		return array( array_filter( $form, static fn( $value ): bool => null !== $value ), $files );
	}

	/** A JSON body: never accepted by POST, and broken for PUT. */
	private static function bad_json(): string {
		switch ( mt_rand( 0, 4 ) ) {
			case 0:
				return array( '{', '{"title":', '[1,2', '"text"', '42', 'true', 'null', "\xff\xfe", '{"a":1}}' )[ mt_rand( 0, 8 ) ];
			case 1:
				return (string) wp_json_encode( array( static::junk(), static::junk() ) );
			case 2:
				return (string) wp_json_encode( array_map( static fn() => static::junk(), self::creation_form() ) + array( 'title' => '' ) );
			case 3:
				return (string) wp_json_encode( self::creation_form( array( 'title' => array( 'x' ) ) ) );
			default:
				return (string) wp_json_encode( self::creation_form( array( 'unknown' => 1 ) ) );
		}
	}

	public function test_malformed_bodies_get_4xx_json_errors_and_store_nothing(): void {
		$this->sign_in_creator();
		// Someone else's creation, made before the count: PUTs against it must change nothing.
		$other      = $this->factory_creation();
		$other_post = get_post( $other );
		$this->sign_in_creator();
		$before_creations   = self::count_creations();
		$before_attachments = self::count_attachments();
		$before_files       = $this->new_uploads();

		mt_srand( 20261123 );
		$statuses = array();
		for ( $i = 0; $i < self::CASES; $i++ ) {
			$kind = $i % 3;
			if ( 0 === $kind ) {
				list( $form, $files ) = $this->broken_form();
				$response             = $this->send_creation( $form, $files );
				$label                = 'multipart ' . substr( (string) wp_json_encode( $form ), 0, 150 ) . ' files ' . implode( ',', array_column( $files, 'name' ) );
			} else {
				$body    = self::bad_json();
				$route   = 1 === $kind ? '/pp/v1/creations' : '/pp/v1/creations/' . ( mt_rand( 0, 1 ) ? $other : 999999 );
				$request = new WP_REST_Request( 1 === $kind ? 'POST' : 'PUT', $route );
				$request->set_header( 'Content-Type', 'application/json' );
				$request->set_body( $body );
				$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );
				$label    = $request->get_method() . ' ' . $route . ' json ' . substr( $body, 0, 200 );
			}
			$status = $response->get_status();
			$data   = $response->get_data();
			$this->assertGreaterThanOrEqual( 400, $status, "Case {$i} is refused: {$label}" );
			$this->assertLessThan( 500, $status, "Case {$i} is not a server error: {$label} " . wp_json_encode( $data ) );
			$this->assertIsArray( $data, "Case {$i} answers a JSON object." );
			$this->assertIsString( $data['code'] ?? null, "Case {$i} carries an error code." );
			$this->assertNotFalse( wp_json_encode( $data ), "Case {$i} encodes as JSON." );
			$statuses[ $status ] = true;
		}
		$this->assertSame( $before_creations, self::count_creations(), 'No creation was stored.' );
		$this->assertSame( $before_attachments, self::count_attachments(), 'No attachment was made.' );
		$this->assertSame( $before_files, $this->new_uploads(), 'No file was written.' );
		$this->assertEquals( $other_post, get_post( $other ), 'The other creator\'s creation is unchanged.' );
		foreach ( array( 400, 404, 413, 415 ) as $expected ) {
			$this->assertArrayHasKey( $expected, $statuses, "Some cases were refused with {$expected}." );
		}
	}

	/** A creation of the signed-in member, through the route. */
	private function factory_creation(): int {
		$response = $this->send_creation( self::creation_form(), array( self::file( 'a.pdf', self::pdf_bytes() ) ) );
		$this->assertSame( 201, $response->get_status(), 'The setup creation is stored.' );
		return (int) $response->get_data()['id'];
	}
}
