<?php
/**
 * Issue 22: a paid file goes through WooCommerce's own protected download
 * (its handler, over real HTTP), with the free tier's daily limit decided by
 * PlayPal on both doors: the portal's hand-over and WooCommerce's address
 * called directly.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PHPUnit\Framework\TestCase;
use PlayPal\Members\Download_Limiter;
use PlayPal\Members\Member_Meta;
use PlayPal\Settings\Settings;
use PlayPal\Tests\SiteServer;

/**
 * Serves the phpunit site (nginx with README's rules and PHP-FPM) and asks
 * for a free member's paid file as a browser would. No transaction: the
 * server must see the member, product and order, so the test removes them.
 */
final class StoreDownloadHandoverHttpTest extends TestCase {

	private const BYTES = "%PDF-1.4\n% issue 22 hand-over\n";

	private static ?SiteServer $server = null;

	private int $user = 0;

	private int $product = 0;

	private int $order = 0;

	private int $last_action = 0;

	private string $file_id = '';

	/**
	 * Cookies of the signed-in member.
	 *
	 * @var array<string, string>
	 */
	private array $cookies = array();

	private string $nonce = '';

	/**
	 * The plugin's settings before the test.
	 *
	 * @var mixed
	 */
	private mixed $settings = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = new SiteServer( 2 );
	}

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->settings    = get_option( Settings::OPTION, array() );
		$settings          = (array) $this->settings;
		$settings['flags'] = array_merge( (array) ( $settings['flags'] ?? array() ), array( 'portals' => true ) );
		update_option( Settings::OPTION, $settings );
		$login      = 'handover_' . wp_generate_password( 8, false );
		$this->user = (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.test',
				'role'       => 'subscriber',
			)
		);
		( new Member_Meta() )->set_tier( $this->user, 'free' );

		$uploads = wp_get_upload_dir();
		wp_mkdir_p( $uploads['basedir'] . '/woocommerce_uploads' );
		file_put_contents( $uploads['basedir'] . '/woocommerce_uploads/handover-kit.pdf', self::BYTES ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test fixture.
		global $wpdb;
		$this->last_action = (int) $wpdb->get_var( "SELECT MAX(action_id) FROM {$wpdb->prefix}actionscheduler_actions" );
		$download          = wp_generate_uuid4();
		$file              = new \WC_Product_Download();
		$file->set_id( $download );
		$file->set_name( 'Printable pages' );
		$file->set_file( $uploads['baseurl'] . '/woocommerce_uploads/handover-kit.pdf' );
		$kit = new \WC_Product_Simple();
		$kit->set_name( 'Hand-over kit' );
		$kit->set_status( 'publish' );
		$kit->set_regular_price( '5.00' );
		$kit->set_virtual( true );
		$kit->set_downloadable( true );
		$kit->set_download_expiry( 30 );
		$kit->set_downloads( array( $file ) );
		$this->product = (int) $kit->save();
		$order         = wc_create_order( array( 'customer_id' => $this->user ) );
		$order->add_product( $kit, 1 );
		$order->set_billing_email( $login . '@example.test' );
		$order->calculate_totals();
		$order->payment_complete();
		$this->order   = (int) $order->get_id();
		$this->file_id = $this->product . '-' . $download;

		$cookie                      = wp_generate_auth_cookie( $this->user, time() + HOUR_IN_SECONDS, 'logged_in' );
		$this->cookies               = array( LOGGED_IN_COOKIE => $cookie );
		$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		wp_set_current_user( $this->user );
		$this->nonce = wp_create_nonce( 'wp_rest' );
		wp_set_current_user( 0 );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
	}

	protected function tearDown(): void {
		update_option( Settings::OPTION, $this->settings );
		\WC_Data_Store::load( 'customer-download' )->delete_by_order_id( $this->order );
		foreach ( array( wc_get_order( $this->order ), wc_get_product( $this->product ) ) as $made ) {
			if ( $made ) {
				$made->delete( true );
			}
		}
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}actionscheduler_actions WHERE action_id > %d", $this->last_action ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}actionscheduler_logs WHERE action_id > %d", $this->last_action ) );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->user );
		parent::tearDown();
	}

	/**
	 * One request to the served site.
	 *
	 * @param string                $url     Address of the site (its home is replaced by the server's), or a path.
	 * @param array<string, string> $cookies Cookies.
	 * @param string|null           $body    JSON body for a POST; null for a GET.
	 * @return array{status: int, body: string, headers: array<string, string>}
	 */
	private function request( string $url, array $cookies, ?string $body = null ): array {
		$home   = untrailingslashit( home_url() );
		$url    = str_starts_with( $url, $home . '/' ) ? substr( $url, strlen( $home ) ) : $url;
		$handle = curl_init( self::$server->base . $url );
		$pairs  = array();
		foreach ( $cookies as $name => $value ) {
			$pairs[] = $name . '=' . rawurlencode( $value );
		}
		$headers = array();
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_TIMEOUT        => 120,
				CURLOPT_COOKIE         => implode( '; ', $pairs ),
				CURLOPT_HTTPHEADER     => array( 'Content-Type: application/json', 'X-WP-Nonce: ' . $this->nonce ),
				CURLOPT_HEADERFUNCTION => static function ( $curl, string $line ) use ( &$headers ): int {
					$parts = explode( ':', $line, 2 );
					if ( 2 === count( $parts ) ) {
						$headers[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
					}
					return strlen( $line );
				},
			)
		);
		if ( null !== $body ) {
			curl_setopt( $handle, CURLOPT_POST, true );
			curl_setopt( $handle, CURLOPT_POSTFIELDS, $body );
		}
		$answer = (string) curl_exec( $handle );
		$status = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
		curl_close( $handle );
		return array(
			'status'  => $status,
			'body'    => $answer,
			'headers' => $headers,
		);
	}

	/**
	 * The member asks the portal for the file; returns the answer.
	 *
	 * @return array{status: int, body: string, headers: array<string, string>}
	 */
	private function ask_portal(): array {
		return $this->request( '/wp-json/pp/v1/downloads/' . $this->file_id, $this->cookies, (string) wp_json_encode( array( 'email' => 'parent@example.test' ) ) );
	}

	private function permission(): \WC_Customer_Download {
		$ids = \WC_Data_Store::load( 'customer-download' )->get_downloads(
			array(
				'order_id' => $this->order,
				'return'   => 'ids',
			)
		);
		$this->assertCount( 1, $ids, 'One permission for the order.' );
		return new \WC_Customer_Download( (int) $ids[0] );
	}

	private function used_today(): int {
		wp_cache_delete( $this->user, 'user_meta' );
		return ( new Download_Limiter() )->used_today( $this->user, new \DateTimeImmutable( 'now', wp_timezone() ) );
	}

	public function test_the_portals_download_is_served_by_woocommerces_handler_with_the_stored_bytes_counted_once_by_each(): void {
		$answer = $this->ask_portal();
		$this->assertSame( 200, $answer['status'], 'The portal grants the download.' );
		$url = (string) ( json_decode( $answer['body'], true )['url'] ?? '' );
		$this->assertStringContainsString( '?download_file=' . $this->product . '&', $url, 'It hands over to WooCommerce\'s protected download.' );

		$file = $this->request( $url, $this->cookies );
		$this->assertSame( 200, $file['status'], 'WooCommerce\'s handler serves the owner.' );
		$this->assertSame( hash( 'sha256', self::BYTES ), hash( 'sha256', $file['body'] ), 'The stored file\'s bytes.' );
		$this->assertMatchesRegularExpression( '/^attachment; filename="handover-kit\.pdf";?$/', $file['headers']['content-disposition'] ?? '', 'Saved as an attachment.' );
		$this->assertSame( 'nosniff', $file['headers']['x-content-type-options'] ?? '', 'Which a browser may not second-guess.' );
		$this->assertMatchesRegularExpression( '/\bno-store\b/', $file['headers']['cache-control'] ?? '', 'No cache keeps it.' );
		$this->assertSame( 1, $this->permission()->get_download_count(), 'WooCommerce counted the download on the permission.' );
		$this->assertSame( 1, $this->used_today(), 'PlayPal counted it once (at the hand-over), not again in the handler.' );

		$guest = $this->request( $url, array() );
		$this->assertSame( 401, $guest['status'], 'A guest with the address is asked to sign in.' );
		$this->assertStringNotContainsString( 'issue 22 hand-over', $guest['body'], 'And gets none of the file.' );
		$uploads = wp_get_upload_dir();
		$raw     = $this->request( $uploads['baseurl'] . '/woocommerce_uploads/handover-kit.pdf', $this->cookies );
		$this->assertContains( $raw['status'], array( 403, 404 ), 'The storage address is refused, even to the owner.' );
		$this->assertStringNotContainsString( 'issue 22 hand-over', $raw['body'], 'With none of the file.' );
		$this->assertSame( 1, $this->permission()->get_download_count(), 'Refusals count nothing with WooCommerce.' );
	}

	public function test_woocommerces_address_called_directly_is_counted_against_the_daily_limit_and_refused_past_it(): void {
		$direct = (string) wc_get_customer_available_downloads( $this->user )[0]['download_url'];
		$this->assertStringNotContainsString( 'playpal_signature', $direct, 'WooCommerce\'s own address (order e-mail, My Account): no PlayPal pass.' );
		$this->assertSame( 200, $this->ask_portal()['status'], 'One download through the portal.' );
		for ( $i = 2; $i <= Download_Limiter::FREE_DAILY_LIMIT; $i++ ) {
			$file = $this->request( $direct, $this->cookies );
			$this->assertSame( 200, $file['status'], "Download {$i} of 3, directly, is served." );
			$this->assertSame( self::BYTES, $file['body'], 'The file.' );
			$this->assertSame( $i, $this->used_today(), 'And counted against the daily limit.' );
		}
		$refused = $this->request( $direct, $this->cookies );
		$this->assertSame( 429, $refused['status'], 'The fourth, directly, is refused.' );
		$this->assertStringNotContainsString( 'issue 22 hand-over', $refused['body'], 'Without the file.' );
		$this->assertSame( 'playpal_download_limit', json_decode( $this->ask_portal()['body'], true )['code'] ?? null, 'And the portal refuses too: one count for both doors.' );
		$this->assertSame( 3, $this->used_today(), 'Refusals count nothing.' );
		$this->assertSame( 2, $this->permission()->get_download_count(), 'WooCommerce counted the two it served (the portal\'s pass was never opened).' );
	}
}
