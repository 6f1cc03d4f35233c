<?php
/**
 * Fuzz test of the price on pp/v1/creations (POST) and pp/v1/creations/{id} (PUT).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Creators\Creation_Price_Settings;
use PlayPal\Creators\Creation_Repository;
use PlayPal\Tests\RandomBodies;
use WP_REST_Request;

/**
 * Hundreds of otherwise valid creation writes whose price is broken — junk
 * values of every JSON type, near misses ("2.001", "1e1", " 2", "２"), prices
 * just outside the bounds — from a fixed seed, sent by a member as a new
 * creation (multipart) or as an edit of their own creation (JSON). Each must
 * be a 4xx JSON error (PHPUnit fails on notices), and nothing may be
 * stored: no creation, no file, the edited creation unchanged.
 */
final class CreationPriceFuzzTest extends CreationTestCase {

	use RandomBodies;

	private const CASES = 320;

	/**
	 * Strings near the valid prices.
	 *
	 * @return string[]
	 */
	protected static function domain_strings(): array {
		return array( '2.001', '1e1', ' 2', '2 ', '２', '0x3', '+3', '3.', '.5', '3,50', '$3', 'NaN', 'INF', '-0', '1.99', '3.01', '99999999', '3.00.0', "3\0" );
	}

	/**
	 * Whether a value is a price these bounds accept (or no price): such a case is not malformed.
	 *
	 * @param mixed $value Candidate.
	 */
	private static function acceptable( mixed $value ): bool {
		if ( null === $value || '' === $value ) {
			return true;
		}
		if ( ! is_int( $value ) && ! is_float( $value ) && ! is_string( $value ) ) {
			return false;
		}
		$text = is_string( $value ) ? $value : (string) $value;
		return 1 === preg_match( '/^\d+(\.\d{1,2})?\z/', $text ) && (float) $text >= 2.0 && (float) $text <= 3.0;
	}

	/** A broken price. */
	private static function broken_price(): mixed {
		do {
			$value = 0 === mt_rand( 0, 2 ) ? array( '1.99', '3.01', 1.5, 3.5, 0, -2, 2.005, 1000000 )[ mt_rand( 0, 7 ) ] : static::junk();
		} while ( self::acceptable( $value ) );
		return $value;
	}

	public function test_malformed_prices_get_4xx_json_errors_and_store_nothing(): void {
		update_option( Creation_Price_Settings::MIN_OPTION, 2 );
		update_option( Creation_Price_Settings::MAX_OPTION, 3 );
		update_option( Creation_Price_Settings::DEFAULT_OPTION, 2.5 );
		$this->sign_in_creator();
		$own = $this->send_creation( self::creation_form( array( 'price' => '2.75' ) ), array( self::file( 'a.pdf', self::pdf_bytes() ) ) );
		$this->assertSame( 201, $own->get_status(), 'The setup creation is stored.' );
		$own_id     = (int) $own->get_data()['id'];
		$own_before = get_post( $own_id );
		$creations  = self::count_creations();
		$attached   = self::count_attachments();
		$files      = $this->new_uploads();

		mt_srand( 20261127 );
		$codes = array();
		for ( $i = 0; $i < self::CASES; $i++ ) {
			$price = self::broken_price();
			if ( 0 === $i % 2 ) {
				// A form sends strings and lists only: other JSON types arrive as their text.
				$sent     = is_array( $price ) ? $price : ( is_bool( $price ) ? ( $price ? '1' : '0' ) : (string) $price );
				$response = $this->send_creation( self::creation_form( array( 'price' => $sent ) ), array( self::file( 'a.pdf', self::pdf_bytes() ) ) );
				if ( self::acceptable( $sent ) ) {
					// The text a form makes of the value must still be malformed, or the case proves nothing.
					$this->fail( "Case {$i} became a valid price as form text: " . wp_json_encode( $sent ) );
				}
			} else {
				$request = new WP_REST_Request( 'PUT', '/pp/v1/creations/' . $own_id );
				$request->set_header( 'Content-Type', 'application/json' );
				$request->set_body( (string) wp_json_encode( self::creation_form( array( 'price' => $price ) ) ) );
				$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );
			}
			$label = ( 0 === $i % 2 ? 'POST ' : 'PUT ' ) . substr( (string) wp_json_encode( $price ), 0, 120 );
			$data  = $response->get_data();
			$this->assertGreaterThanOrEqual( 400, $response->get_status(), "Case {$i} is refused: {$label}" );
			$this->assertLessThan( 500, $response->get_status(), "Case {$i} is not a server error: {$label}" );
			$this->assertIsArray( $data, "Case {$i} answers a JSON object." );
			$this->assertIsString( $data['code'] ?? null, "Case {$i} carries an error code." );
			$this->assertStringStartsWith( 'playpal_', $data['code'], "Case {$i} carries a PlayPal code: {$label}" );
			$this->assertNotFalse( wp_json_encode( $data ), "Case {$i} encodes as JSON." );
			$codes[ $data['code'] ] = true;
		}
		$this->assertSame( $creations, self::count_creations(), 'No creation was stored.' );
		$this->assertSame( $attached, self::count_attachments(), 'No attachment was made.' );
		$this->assertSame( $files, $this->new_uploads(), 'No file was written.' );
		$this->assertEquals( $own_before, get_post( $own_id ), 'The edited creation is unchanged (and still in its status).' );
		$this->assertSame( '2.75', get_post_meta( $own_id, Creation_Repository::PRICE_META, true ), 'Its price is unchanged.' );
		$this->assertArrayHasKey( 'playpal_creation_price_invalid', $codes, 'Some were refused as no price at all.' );
		$this->assertArrayHasKey( 'playpal_creation_price_out_of_range', $codes, 'Some as out of bounds.' );
	}
}
