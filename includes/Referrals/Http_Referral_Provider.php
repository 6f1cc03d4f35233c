<?php
/**
 * The referral provider over HTTP, with the site's key, from the server.
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use PlayPal\Errors\Provider_Error;
use PlayPal\Settings\Referral_Fields;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Calls the provider with `wp_remote_*`, `Authorization: Bearer {key}` and a
 * short timeout. Only this class ever holds the key in clear, and only for the
 * length of a call; its errors name the call and the failure, never the key.
 */
final class Http_Referral_Provider implements Referral_Provider {

	/** Seconds a provider call may take (filter `playpal_referral_timeout`). */
	public const TIMEOUT = 3;

	/** Largest answer read, in bytes: the provider's answers are a few fields. */
	private const MAX_BODY = 65536;

	private Settings $settings;

	private Referral_Fields $fields;

	/**
	 * Constructor.
	 *
	 * @param Settings             $settings Settings (address, programme).
	 * @param Referral_Fields|null $fields   The key's keeper.
	 */
	public function __construct( Settings $settings, ?Referral_Fields $fields = null ) {
		$this->settings = $settings;
		$this->fields   = $fields ?? new Referral_Fields();
	}

	public function is_configured(): bool {
		return '' !== $this->base_url() && '' !== $this->settings->referral()['programId'] && $this->fields->key_is_set();
	}

	/**
	 * The provider's address: the setting, unless a filter points elsewhere
	 * (the browser-test site points it at the stub server that way).
	 */
	public function base_url(): string {
		/**
		 * Filters the referral provider's API address.
		 *
		 * @param string $base_url Address from Settings → PlayPal → Referrals, without a trailing slash.
		 */
		return untrailingslashit( (string) apply_filters( 'playpal_referral_base_url', $this->settings->referral()['baseUrl'] ) );
	}

	public function create_partner( string $email, string $name, string $external_id ): string {
		$answer = $this->call(
			'POST',
			'/partners',
			array(
				'program_id'  => $this->settings->referral()['programId'],
				'email'       => $email,
				'name'        => $name,
				'external_id' => $external_id,
			)
		);
		$id     = $answer['id'] ?? null;
		if ( ( ! is_string( $id ) && ! is_int( $id ) ) || ! self::is_partner_id( (string) $id ) ) {
			throw new Provider_Error( 'POST /partners: the answer has no usable id' );
		}
		return (string) $id;
	}

	public function partner_stats( string $partner_id ): array {
		$answer = $this->call( 'GET', '/partners/' . rawurlencode( $partner_id ) . '/stats' );
		$stats  = array();
		foreach ( array( 'total_commission', 'customers_count', 'conversion_rate', 'clicks_count', 'lifetime_value' ) as $field ) {
			$value = $answer[ $field ] ?? null;
			if ( ! is_int( $value ) && ! is_float( $value ) ) {
				throw new Provider_Error( 'GET /partners/{id}/stats: ' . $field . ' is missing or not a number' );
			}
			$stats[ $field ] = $value;
		}
		return array(
			'total_commission' => (float) $stats['total_commission'],
			'customers_count'  => (int) $stats['customers_count'],
			'conversion_rate'  => (float) $stats['conversion_rate'],
			'clicks_count'     => (int) $stats['clicks_count'],
			'lifetime_value'   => (float) $stats['lifetime_value'],
		);
	}

	public function referral_code( string $partner_id ): string {
		$answer = $this->call( 'GET', '/partners/' . rawurlencode( $partner_id ) );
		$code   = $answer['referral_code'] ?? null;
		if ( ! is_string( $code ) || ! Referral_Code::is_valid( $code ) ) {
			throw new Provider_Error( 'GET /partners/{id}: the answer has no usable referral_code' );
		}
		return $code;
	}

	/**
	 * Whether a partner id is safe to keep and to put in a path.
	 *
	 * @param string $id Id.
	 */
	public static function is_partner_id( string $id ): bool {
		return 1 === preg_match( '/^[A-Za-z0-9._:-]{1,100}$/', $id );
	}

	/**
	 * One call; the decoded JSON object of a 2xx answer.
	 *
	 * @param string                    $method GET or POST.
	 * @param string                    $path   Path under the base address.
	 * @param array<string, mixed>|null $body   JSON body (POST).
	 * @return array<string, mixed>
	 * @throws Provider_Error On any failure.
	 */
	private function call( string $method, string $path, ?array $body = null ): array {
		$label = $method . ' ' . preg_replace( '#/partners/[^/]+#', '/partners/{id}', $path );
		$key   = $this->fields->key();
		$base  = $this->base_url();
		if ( null === $key || '' === $base ) {
			throw new Provider_Error( $label . ': the referral provider is not configured' );
		}
		$args = array(
			'method'              => $method,
			/**
			 * Filters how long a referral provider call may take, in seconds.
			 *
			 * @param int $timeout Seconds (default 3).
			 */
			'timeout'             => max( 1, (int) apply_filters( 'playpal_referral_timeout', self::TIMEOUT ) ),
			'redirection'         => 0,
			'limit_response_size' => self::MAX_BODY,
			'headers'             => array(
				'Authorization' => 'Bearer ' . $key,
				'Accept'        => 'application/json',
			),
		);
		if ( null !== $body ) {
			$args['headers']['Content-Type'] = 'application/json';
			$args['body']                    = (string) wp_json_encode( $body );
		}
		$response = wp_remote_request( $base . $path, $args );
		unset( $key, $args );
		if ( is_wp_error( $response ) ) {
			// The transport's message names the host and the failure (timeout, refused), not the headers.
			throw new Provider_Error( $label . ': ' . $response->get_error_message() );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status < 200 || $status > 299 ) {
			throw new Provider_Error( $label . ': HTTP ' . $status );
		}
		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $decoded ) || ( $decoded && array_is_list( $decoded ) ) ) {
			throw new Provider_Error( $label . ': the answer is not a JSON object' );
		}
		return $decoded;
	}
}
