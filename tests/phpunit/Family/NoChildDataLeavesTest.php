<?php
/**
 * Children's data never leaves the site.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Family\Family_Retention;
use PlayPal\Settings\Settings;

/**
 * Every outgoing HTTP request WordPress would send (`pre_http_request`,
 * answered here so nothing leaves the machine) is recorded while a family
 * uses every family route and the daily purge runs — there must be none —
 * and then while the referral provider is called for the same parent: its
 * requests must hold nothing of the children (nickname, id, saved state).
 */
final class NoChildDataLeavesTest extends FamilyTestCase {

	/**
	 * Requests WordPress was asked to send: URL and arguments.
	 *
	 * @var list<array{url: string, args: array<string, mixed>}>
	 */
	private array $sent = array();

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'pre_http_request', array( $this, 'record' ), 1, 3 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'record' ), 1 );
		parent::tearDown();
	}

	/**
	 * Records a request and answers it locally.
	 *
	 * @param mixed                $preempt Earlier answer.
	 * @param array<string, mixed> $args    Request arguments.
	 * @param string               $url     Address.
	 * @return array<string, mixed>
	 */
	public function record( mixed $preempt, array $args, string $url ): array {
		unset( $preempt );
		$this->sent[] = array(
			'url'  => $url,
			'args' => $args,
		);
		return array(
			'headers'  => array(),
			'body'     => '{"id":"partner_1","code":"ABC123","total_commission":0,"customers_count":0,"conversion_rate":0,"clicks_count":0,"lifetime_value":0}',
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}

	public function test_no_family_request_sends_anything_and_the_referral_provider_gets_no_child_data(): void {
		$parent  = $this->parent_signed_in();
		$appadoo = $this->appadoo( $parent );
		$child   = $this->add_child( array( 'nickname' => 'Quokkamarker' ) );
		$path    = '/pp/v1/family/children/' . $child['id'];
		$this->play( $child['id'], $appadoo, self::session(), 90 );
		$this->send_json(
			'PUT',
			$path . '/appadoos/' . $appadoo . '/state',
			array(
				'revision' => 0,
				'state'    => array( 'secret' => 'statemarker-3141' ),
			)
		);
		$this->send_json( 'PATCH', $path, array( 'weekdayMinutes' => 20 ) );
		$this->set_first_pin( '97531864' );
		$this->send_json( 'POST', $path . '/extra-time', array( 'pin' => '97531864' ) );
		$this->dispatch( 'GET', '/pp/v1/family/overview' );
		$this->dispatch( 'GET', $path . '/appadoos/' . $appadoo . '/state' );
		do_action( Family_Retention::HOOK ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- Our own hook, through a constant.

		$this->assertSame( array(), $this->sent, 'The family routes and the purge send no request anywhere.' );

		// The referral provider, configured and called for the same parent.
		$this->set_flags( array( 'referral' => true ) );
		$settings             = (array) get_option( Settings::OPTION, array() );
		$settings['referral'] = array(
			'baseUrl'   => 'https://referrals.example.test',
			'programId' => 'prog_test',
			'apiKey'    => 'key_test_1234567890',
		);
		update_option( Settings::OPTION, $settings );
		$this->dispatch( 'GET', '/pp/v1/referrals/me' );

		$this->assertNotEmpty( $this->sent, 'The referral provider was called (else this proves nothing).' );
		foreach ( $this->sent as $index => $request ) {
			$text = $request['url'] . ' ' . wp_json_encode( $request['args'] );
			foreach ( array( 'Quokkamarker', $child['id'], 'statemarker-3141', '97531864' ) as $secret ) {
				$this->assertStringNotContainsString( $secret, $text, "Request {$index} ({$request['url']}) holds none of the children's data." );
			}
		}
	}
}
