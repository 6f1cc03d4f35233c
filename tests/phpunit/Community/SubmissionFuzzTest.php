<?php
/**
 * Fuzz test of POST pp/v1/submissions.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Community;

use PlayPal\Tests\RandomBodies;
use WP_REST_Request;

/**
 * Hundreds of malformed bodies, from a fixed seed: multipart forms with one
 * broken field or file, and JSON bodies that are junk, lists, scalars,
 * broken or with wrong types. Each must get a 4xx with a JSON error (never
 * a 500; PHPUnit fails on notices), and none may store a story or a file.
 */
final class SubmissionFuzzTest extends SubmissionTestCase {

	use RandomBodies;

	private const CASES = 320;

	/**
	 * Strings near the valid ones for these fields.
	 *
	 * @return string[]
	 */
	protected static function domain_strings(): array {
		return array(
			'Other',
		);
	}

	/**
	 * A form with one rule surely broken.
	 *
	 * @return array{0: array<string, mixed>, 1: array<int, array{name: string, bytes: string}>}
	 */
	private function broken_form(): array {
		$form  = self::form();
		$files = array();
		switch ( mt_rand( 0, 9 ) ) {
			case 0:
				$form['type'] = array( 'podcast', '', 'Photo', 'photos', null, array( 'photo' ), 1 )[ mt_rand( 0, 6 ) ];
				break;
			case 1:
				$form[ array( 'title', 'description', 'submitter_name' )[ mt_rand( 0, 2 ) ] ] = array( '', ' ', str_repeat( 'x', 6000 ), array( 'x' ), 42, "\xC3\x28", '<img src=x onerror=alert(1)>', "\u{200B}\u{2060}" )[ mt_rand( 0, 7 ) ];
				break;
			case 2:
				$form['product_used'] = array( 'other', 'Space Station', '', array( 'Other' ), 7 )[ mt_rand( 0, 4 ) ];
				break;
			case 3:
				$form['submitter_email'] = array( 'a@', '@b.test', 'a b@c.test', '', str_repeat( 'e', 300 ) . '@x.test', array( 'a@b.test' ) )[ mt_rand( 0, 5 ) ];
				break;
			case 4:
				$form[ array( 'permission_granted', 'marketing_consent' )[ mt_rand( 0, 1 ) ] ] = array( 'false', '0', '', 'nope', array( true ), null )[ mt_rand( 0, 5 ) ];
				break;
			case 5:
				$form['newsletter_signup'] = array( 'maybe', array(), 2, 'TRUE!' )[ mt_rand( 0, 3 ) ];
				break;
			case 6:
				$form['age_of_child'] = array( str_repeat( '9', 60 ), array( 5 ), "\0" )[ mt_rand( 0, 2 ) ];
				break;
			case 7:
				$files[] = self::file( array( 'x.jpg', 'x.png', 'x.mp4', 'x.gif' )[ mt_rand( 0, 3 ) ], array( "<?php system('id');", "GIF89a<?php ?>\0", str_repeat( "\0", 100 ), '%PDF-1.4', "#!/bin/sh\n" )[ mt_rand( 0, 4 ) ] );
				break;
			case 8:
				$count = mt_rand( 6, 9 );
				for ( $i = 0; $i < $count; $i++ ) {
					$files[] = self::file( "p{$i}.png", self::png_bytes() );
				}
				break;
			default:
				$files[] = self::file( array( 'x.exe', 'x.svg', 'x.html', 'x.php' )[ mt_rand( 0, 3 ) ], self::png_bytes() );
		}
		foreach ( array_rand( array_flip( array( 'extra', 'TYPE', '__proto__' ) ), 2 ) as $unknown ) {
			if ( mt_rand( 0, 1 ) ) {
				$form[ $unknown ] = static::junk( 1 );
			}
		}
		return array( array_filter( $form, static fn( $value ): bool => null !== $value ), $files );
	}

	/** A JSON body that cannot be a valid story. */
	private static function bad_json(): string {
		switch ( mt_rand( 0, 5 ) ) {
			case 0:
				return array( '{', '{"type":', '[1,2', '"text"', '42', 'true', 'null', "\xff\xfe", '{"a":1}}' )[ mt_rand( 0, 8 ) ];
			case 1:
				return (string) wp_json_encode( array( static::junk(), static::junk() ) );
			case 2:
				$form = self::form();
				unset( $form[ array_rand( $form ) ] );
				$form['permission_granted'] = false;
				return (string) wp_json_encode( $form );
			case 3:
				$form                        = self::form();
				$form[ array_rand( $form ) ] = array( 'nested' => array( 1 ) );
				$form['marketing_consent']   = 'no';
				return (string) wp_json_encode( $form );
			case 4:
				// Junk everywhere, but an empty honeypot (a filled one is answered like a success, by design).
				return (string) wp_json_encode(
					array_merge(
						array_map( static fn() => static::junk(), self::form() ),
						array(
							'permission_granted' => 0,
							'hp'                 => '',
						)
					)
				);
			default:
				return (string) wp_json_encode( array( 'files' => array( 'name' => 'x.png' ) ) + self::form( array( 'type' => 7 ) ) );
		}
	}

	public function test_malformed_multipart_and_json_bodies_get_4xx_json_errors_and_store_nothing(): void {
		mt_srand( 20261123 );
		$statuses = array();
		for ( $i = 0; $i < self::CASES; $i++ ) {
			if ( 0 === $i % 2 ) {
				list( $form, $files ) = $this->broken_form();
				$response             = $this->submit( $form, $files );
				$label                = 'multipart ' . substr( (string) wp_json_encode( $form ), 150 ) . ' files ' . implode( ',', array_column( $files, 'name' ) ) . ' ' . substr( (string) wp_json_encode( array_column( $files, 'bytes' ) ), 0, 60 );
			} else {
				$body    = self::bad_json();
				$request = new WP_REST_Request( 'POST', '/pp/v1/submissions' );
				$request->set_header( 'Content-Type', 'application/json' );
				$request->set_body( $body );
				$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );
				$label    = 'json ' . substr( $body, 0, 200 );
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
		$this->assertSame( 0, self::count_submissions(), 'No story was stored.' );
		$this->assertSame( 0, self::count_attachments(), 'No attachment was made.' );
		$this->assertSame( array(), $this->new_uploads(), 'No file was written.' );
		$this->assertArrayHasKey( 415, $statuses, 'Some cases were refused for their file type.' );
	}
}
