<?php
/**
 * Base of the tests that ask the served phpunit site for a free member's paid file.
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
 * Serves the phpunit site (nginx with README's rules and PHP-FPM, WORKERS
 * workers) for the class, and gives each test a free member signed in by
 * cookie (with the REST nonce of that session), a paid file in WooCommerce's
 * downloads folder, a published downloadable product of it and the member's
 * paid WooCommerce order. No transaction: the server must see them all, so
 * tearDown() removes them (and the actions WooCommerce's saves queued).
 */
abstract class PaidDownloadHttpTestCase extends TestCase {

	/** PHP workers of the served site. */
	protected const WORKERS = 2;

	/** The stored file's name in woocommerce_uploads/. */
	protected const FILE_NAME = 'paid-kit.pdf';

	/** What the stored file holds. */
	protected const BYTES = "%PDF-1.4\n% paid kit\n";

	/** The product's name. */
	protected const PRODUCT_NAME = 'Paid kit';

	protected static ?SiteServer $server = null;

	protected int $user = 0;

	protected int $product = 0;

	/**
	 * The order, removed afterwards (with its download permissions).
	 *
	 * @var int
	 */
	protected int $order = 0;

	/**
	 * `{productId}-{downloadId}`.
	 *
	 * @var string
	 */
	protected string $file_id = '';

	/**
	 * Cookies of the signed-in member.
	 *
	 * @var array<string, string>
	 */
	protected array $cookies = array();

	/**
	 * The REST nonce the server expects from the member's session.
	 *
	 * @var string
	 */
	protected string $nonce = '';

	/**
	 * The newest Action Scheduler action before the test: WooCommerce's saves queue some, removed afterwards.
	 *
	 * @var int
	 */
	private int $last_action = 0;

	/**
	 * The plugin's settings before the test (the portals flag is switched on for it).
	 *
	 * @var mixed
	 */
	private mixed $settings = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		static::$server = new SiteServer( static::WORKERS );
	}

	public static function tearDownAfterClass(): void {
		static::$server?->stop();
		static::$server = null;
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->settings    = get_option( Settings::OPTION, array() );
		$settings          = (array) $this->settings;
		$settings['flags'] = array_merge( (array) ( $settings['flags'] ?? array() ), array( 'portals' => true ) );
		update_option( Settings::OPTION, $settings );
		$login      = 'paid_' . wp_generate_password( 8, false );
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
		file_put_contents( $uploads['basedir'] . '/woocommerce_uploads/' . static::FILE_NAME, static::BYTES ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test fixture.
		global $wpdb;
		$this->last_action = (int) $wpdb->get_var( "SELECT MAX(action_id) FROM {$wpdb->prefix}actionscheduler_actions" );
		$download          = wp_generate_uuid4();
		$file              = new \WC_Product_Download();
		$file->set_id( $download );
		$file->set_name( 'Printable pages' );
		$file->set_file( $uploads['baseurl'] . '/woocommerce_uploads/' . static::FILE_NAME );
		$kit = new \WC_Product_Simple();
		$kit->set_name( static::PRODUCT_NAME );
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
	 * An address of the served site: the site's addresses name its configured home, which the server stands in for.
	 *
	 * @param string $url Address of the site, or a path of it (another address is left as it is).
	 */
	protected static function served( string $url ): string {
		$home = untrailingslashit( home_url() );
		$url  = str_starts_with( $url, $home . '/' ) ? substr( $url, strlen( $home ) ) : $url;
		return str_starts_with( $url, '/' ) ? static::$server->base . $url : $url;
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
	protected static function handle( string $url, array $cookies, ?string $body = null, array $headers = array() ) {
		$handle = curl_init( self::served( $url ) );
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
	 * The member's downloads today, as the limiter counts them.
	 */
	protected function used_today(): int {
		wp_cache_delete( $this->user, 'user_meta' );
		return ( new Download_Limiter() )->used_today( $this->user, new \DateTimeImmutable( 'now', wp_timezone() ) );
	}
}
