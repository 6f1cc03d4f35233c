<?php
/**
 * Issue 20, reproduction 5: the free tier's daily download limit could be
 * passed, and the answer's `url` was a permanent file address a guest could open.
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
 * Serves the phpunit site with several workers and sends a free member's
 * download requests at the same moment over real HTTP (curl_multi), as the
 * review did. No transaction: the server must see the member, the product
 * and the paid WooCommerce order, so this test removes them itself.
 */
final class Reproduction5PaidDownloadsHttpTest extends TestCase {

	private const WORKERS = 10;

	private const PARALLEL = 10;

	private static ?SiteServer $server = null;

	private int $user = 0;

	/**
	 * The product, removed afterwards.
	 *
	 * @var int
	 */
	private int $product = 0;

	/**
	 * The order, removed afterwards (with its download permissions).
	 *
	 * @var int
	 */
	private int $order = 0;

	/**
	 * The newest Action Scheduler action before the test: WooCommerce's saves queue some, removed afterwards.
	 *
	 * @var int
	 */
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
	 * The plugin's settings before the test (the portals flag is switched on for it).
	 *
	 * @var mixed
	 */
	private mixed $settings = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = new SiteServer( self::WORKERS );
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
		$login      = 'repro5_' . wp_generate_password( 8, false );
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
		file_put_contents( $uploads['basedir'] . '/woocommerce_uploads/repro5-kit.pdf', "%PDF-1.4\n% reproduction 5\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test fixture.
		global $wpdb;
		$this->last_action = (int) $wpdb->get_var( "SELECT MAX(action_id) FROM {$wpdb->prefix}actionscheduler_actions" );
		$download          = wp_generate_uuid4();
		$file              = new \WC_Product_Download();
		$file->set_id( $download );
		$file->set_name( 'Printable pages' );
		$file->set_file( $uploads['baseurl'] . '/woocommerce_uploads/repro5-kit.pdf' );
		$kit = new \WC_Product_Simple();
		$kit->set_name( 'Reproduction 5 kit' );
		$kit->set_status( 'publish' );
		$kit->set_regular_price( '5.00' );
		$kit->set_virtual( true );
		$kit->set_downloadable( true );
		$kit->set_download_expiry( 30 );
		$kit->set_downloads( array( $file ) );
		$product       = (int) $kit->save();
		$this->product = $product;
		$order         = wc_create_order( array( 'customer_id' => $this->user ) );
		$order->add_product( $kit, 1 );
		$order->calculate_totals();
		$order->payment_complete();
		$this->order   = (int) $order->get_id();
		$this->file_id = $product . '-' . $download;

		// One download already made today: 2 left, as in the review.
		( new Download_Limiter() )->record( $this->user, $this->file_id, new \DateTimeImmutable( 'now', wp_timezone() ) );

		$cookie        = wp_generate_auth_cookie( $this->user, time() + HOUR_IN_SECONDS, 'logged_in' );
		$this->cookies = array( LOGGED_IN_COOKIE => $cookie );
		// The REST nonce the server expects from this session (it reads the token from the cookie).
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
	 * A curl handle for the served site.
	 *
	 * @param string                $url     Address of the site, or a path of it.
	 * @param array<string, string> $cookies Cookies.
	 * @param string|null           $body    JSON body for a POST; null for a GET.
	 * @param string[]              $headers Extra headers.
	 * @return \CurlHandle
	 */
	private static function handle( string $url, array $cookies, ?string $body = null, array $headers = array() ) {
		// The site's addresses name its configured home, which this test's server stands in for.
		$home   = untrailingslashit( home_url() );
		$url    = str_starts_with( $url, $home . '/' ) ? substr( $url, strlen( $home ) ) : $url;
		$url    = str_starts_with( $url, '/' ) ? self::$server->base . $url : $url;
		$handle = curl_init( $url );
		$pairs  = array();
		foreach ( $cookies as $name => $value ) {
			$pairs[] = $name . '=' . rawurlencode( $value );
		}
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_HEADER         => false,
				CURLOPT_TIMEOUT        => 120,
				CURLOPT_COOKIE         => implode( '; ', $pairs ),
				CURLOPT_HTTPHEADER     => $headers,
			)
		);
		if ( null !== $body ) {
			curl_setopt( $handle, CURLOPT_POST, true );
			curl_setopt( $handle, CURLOPT_POSTFIELDS, $body );
		}
		return $handle;
	}

	/**
	 * Runs handles at the same moment; returns [status, body, content type] of each.
	 *
	 * @param \CurlHandle[] $handles Handles.
	 * @return list<array{0: int, 1: string, 2: string}>
	 */
	private static function run_at_once( array $handles ): array {
		$multi = curl_multi_init();
		foreach ( $handles as $handle ) {
			curl_multi_add_handle( $multi, $handle );
		}
		do {
			$status = curl_multi_exec( $multi, $running );
			if ( $running ) {
				curl_multi_select( $multi, 1.0 );
			}
		} while ( $running && CURLM_OK === $status );
		$results = array();
		foreach ( $handles as $handle ) {
			$results[] = array( (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ), (string) curl_multi_getcontent( $handle ), (string) curl_getinfo( $handle, CURLINFO_CONTENT_TYPE ) );
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );
		return $results;
	}

	/**
	 * The member's parallel POSTs; returns their results.
	 *
	 * @return list<array{0: int, 1: string, 2: string}>
	 */
	private function download_at_once(): array {
		$handles = array();
		for ( $i = 0; $i < self::PARALLEL; $i++ ) {
			$handles[] = self::handle(
				'/wp-json/pp/v1/downloads/' . $this->file_id,
				$this->cookies,
				(string) wp_json_encode( array( 'email' => 'parent@example.test' ) ),
				array( 'Content-Type: application/json', 'X-WP-Nonce: ' . $this->nonce )
			);
		}
		return self::run_at_once( $handles );
	}

	public function test_reproduction_5_parallel_downloads_cannot_pass_the_daily_limit(): void {
		$results  = $this->download_at_once();
		$statuses = array_count_values( array_column( $results, 0 ) );
		ksort( $statuses );
		$this->assertSame(
			array(
				200 => 2,
				429 => self::PARALLEL - 2,
			),
			$statuses,
			'With 2 downloads left, exactly 2 of ' . self::PARALLEL . ' parallel requests pass; the rest hear the limit.'
		);
		foreach ( $results as [ $status, $body ] ) {
			if ( 429 === $status ) {
				$this->assertSame( 'playpal_download_limit', json_decode( $body, true )['code'] ?? null, 'Refused with the limit\'s code.' );
			}
		}
		wp_cache_delete( $this->user, 'user_meta' );
		$this->assertSame( 3, ( new Download_Limiter() )->used_today( $this->user, new \DateTimeImmutable( 'now', wp_timezone() ) ), 'Three downloads today, the limit, and not one more.' );
	}

	public function test_reproduction_5_the_url_answered_is_not_a_file_address_and_a_guest_cannot_open_it(): void {
		$uploads = wp_get_upload_dir();
		$handed  = array_values( array_filter( $this->download_at_once(), static fn( array $result ): bool => 200 === $result[0] ) );
		$this->assertNotEmpty( $handed, 'The member gets a download.' );
		$url = (string) ( json_decode( $handed[0][1], true )['url'] ?? '' );

		$this->assertStringStartsNotWith( $uploads['baseurl'], $url, 'The address is not in the uploads folder.' );
		$this->assertStringNotContainsString( 'repro5-kit.pdf', $url, 'Nor does it name the stored file.' );

		[ [ $guest_status, $guest_body ], [ $raw_status, $raw_body ], [ $owner_status, $owner_body, $owner_type ] ] = self::run_at_once(
			array(
				self::handle( $url, array() ),
				self::handle( $uploads['baseurl'] . '/woocommerce_uploads/repro5-kit.pdf', array() ),
				self::handle( $url, $this->cookies ),
			)
		);
		$this->assertContains( $guest_status, array( 401, 403 ), 'A guest with the address is refused.' );
		$this->assertStringNotContainsString( 'reproduction 5', $guest_body, 'And gets none of the file.' );
		$this->assertContains( $raw_status, array( 403, 404 ), 'The stored file\'s own address is refused to a guest.' );
		$this->assertStringNotContainsString( 'reproduction 5', $raw_body, 'And gives none of the file.' );
		$this->assertSame( 200, $owner_status, 'The member opens the address.' );
		$this->assertSame( "%PDF-1.4\n% reproduction 5\n", $owner_body, 'And gets the file.' );
		$this->assertSame( 'application/pdf', $owner_type, 'With its type.' );
	}
}
