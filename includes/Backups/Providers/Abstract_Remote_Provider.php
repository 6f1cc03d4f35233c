<?php
/**
 * Shared plumbing of the cloud providers.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups\Providers;

use PlayPal\Errors\Provider_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Credentials from Provider_Connections, HTTP through wp_remote_request(),
 * errors as Provider_Error, quota cached briefly per user.
 *
 * Authorisation: requests carry `Authorization: Bearer {token}`, where the
 * token is the stored `accessToken` when there is one and otherwise the key
 * the Connect dialog collected (Google API key, Dropbox app key). Real Drive
 * and Dropbox writes need an OAuth access token; the OAuth connect flow that
 * stores one under `accessToken` is a later issue, and access_token() is the
 * only place it has to change.
 */
abstract class Abstract_Remote_Provider implements Storage_Provider {

	/** Stable id (Storage_Provider::id()); subclasses set it. */
	public const ID = '';

	/** Names of the credential fields the Connect dialog sends; subclasses set them. */
	protected const CREDENTIAL_FIELDS = array();

	/** Seconds a provider's quota answer is kept. */
	private const QUOTA_TTL = 300;

	/** Seconds a failed quota answer is remembered, so a provider that is down does not slow every list. */
	private const QUOTA_FAILURE_TTL = 60;

	/** Seconds one HTTP request may take. */
	protected const TIMEOUT = 60;

	/** Seconds a quota request may take: it only decorates the providers list. */
	protected const QUOTA_TIMEOUT = 5;

	/**
	 * Constructor.
	 *
	 * @param Provider_Connections $connections Users' credentials.
	 */
	public function __construct( protected Provider_Connections $connections ) {
	}

	public function id(): string {
		return static::ID;
	}

	public function type(): string {
		return $this->id();
	}

	public function credential_fields(): array {
		return static::CREDENTIAL_FIELDS;
	}

	public function is_connected( int $user_id ): bool {
		return null !== $this->credentials( $user_id );
	}

	public function quota( int $user_id ): array {
		$empty = array(
			'used'  => 0.0,
			'total' => 0.0,
			'unit'  => $this->unit(),
		);
		if ( ! $this->is_connected( $user_id ) ) {
			return $empty;
		}
		$key    = $this->quota_cache_key( $user_id );
		$cached = get_transient( $key );
		if ( is_array( $cached ) && isset( $cached['used'], $cached['total'] ) ) {
			// As this method stored it: floats, in this provider's unit.
			return array(
				'used'  => (float) $cached['used'],
				'total' => (float) $cached['total'],
				'unit'  => $this->unit(),
			);
		}
		try {
			list( $used, $total ) = $this->fetch_quota_bytes( $user_id );
		} catch ( Provider_Error $exception ) {
			// The list of providers must load, and quickly, even when one provider is down.
			set_transient( $key, $empty, self::QUOTA_FAILURE_TTL );
			return $empty;
		}
		$divisor = 'GB' === $this->unit() ? 1073741824 : 1048576;
		$quota   = array(
			'used'  => round( $used / $divisor, 2 ),
			'total' => round( $total / $divisor, 2 ),
			'unit'  => $this->unit(),
		);
		set_transient( $key, $quota, self::QUOTA_TTL );
		return $quota;
	}

	/**
	 * Forgets the cached quota (after a write, a delete or a new connection).
	 *
	 * @param int $user_id User id.
	 */
	public function forget_quota( int $user_id ): void {
		delete_transient( $this->quota_cache_key( $user_id ) );
	}

	/**
	 * The unit quotas are shown in: 'MB' or 'GB'.
	 */
	abstract protected function unit(): string;

	/**
	 * Bytes used and available, from the provider.
	 *
	 * @param int $user_id User id.
	 * @return array{0: int, 1: int}
	 * @throws Provider_Error When the provider does not answer.
	 */
	abstract protected function fetch_quota_bytes( int $user_id ): array;

	/**
	 * The user's stored credentials, or null.
	 *
	 * @param int $user_id User id.
	 * @return array<string, string>|null
	 */
	protected function credentials( int $user_id ): ?array {
		$credentials = $this->connections->get( $user_id, $this->id() );
		if ( null === $credentials || null === $this->clean_credentials( array_intersect_key( $credentials, array_flip( $this->credential_fields() ) ) ) ) {
			return null;
		}
		return $credentials;
	}

	/**
	 * The bearer token requests carry (see the class comment).
	 *
	 * @param int $user_id User id.
	 * @throws Provider_Error When the user is not connected.
	 */
	protected function access_token( int $user_id ): string {
		$credentials = $this->credentials( $user_id );
		if ( null === $credentials ) {
			throw new Provider_Error( $this->name() . ' is not connected.', Provider_Error::NOT_CONNECTED );
		}
		return $credentials['accessToken'] ?? $this->key_credential( $credentials );
	}

	/**
	 * The credential sent while no OAuth token is stored.
	 *
	 * @param array<string, string> $credentials Stored credentials.
	 */
	abstract protected function key_credential( array $credentials ): string;

	/**
	 * One HTTP request; the body of a 2xx answer.
	 *
	 * @param string                $method  HTTP method.
	 * @param string                $url     Address.
	 * @param array<string, string> $headers Headers (Authorization is added).
	 * @param string|null           $body    Body.
	 * @param int                   $user_id User whose token is sent.
	 * @param int                   $timeout Seconds the request may take.
	 * @return array{status: int, body: string, headers: array<string, string>}
	 * @throws Provider_Error On a transport error or a non-2xx status (404 as NOT_FOUND).
	 */
	protected function request( string $method, string $url, array $headers, ?string $body, int $user_id, int $timeout = self::TIMEOUT ): array {
		$headers['Authorization'] = 'Bearer ' . $this->access_token( $user_id );
		$args                     = array(
			'method'      => $method,
			'headers'     => $headers,
			'timeout'     => $timeout,
			'redirection' => 0,
		);
		if ( null !== $body ) {
			$args['body'] = $body;
		}
		$response = wp_remote_request( $url, $args );
		if ( is_wp_error( $response ) ) {
			throw new Provider_Error( $this->name() . ' request failed: ' . $response->get_error_message() );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status < 200 || $status >= 300 ) {
			throw new Provider_Error(
				sprintf( '%s answered HTTP %d.', $this->name(), $status ),
				404 === $status || ( 409 === $status && $this->is_not_found( $response ) ) ? Provider_Error::NOT_FOUND : Provider_Error::REMOTE
			);
		}
		$answer_headers = array();
		foreach ( wp_remote_retrieve_headers( $response ) as $name => $value ) {
			$answer_headers[ strtolower( (string) $name ) ] = is_array( $value ) ? implode( ', ', $value ) : (string) $value;
		}
		return array(
			'status'  => $status,
			'body'    => (string) wp_remote_retrieve_body( $response ),
			'headers' => $answer_headers,
		);
	}

	/**
	 * The remote id an upload answered with; the quota is read afresh next time.
	 *
	 * @param int                 $user_id User who uploaded.
	 * @param array{body: string} $answer  The upload's answer (request()).
	 * @param string              $key     Key of the id in the JSON body.
	 * @param string              $missing Message of the error when there is none.
	 * @throws Provider_Error When the answer holds no id.
	 */
	protected function uploaded( int $user_id, array $answer, string $key, string $missing ): string {
		$this->forget_quota( $user_id );
		$id = $this->json( $answer['body'] )[ $key ] ?? null;
		if ( ! is_string( $id ) || '' === $id ) {
			throw new Provider_Error( $missing );
		}
		return $id;
	}

	/**
	 * Sends a delete request; a file that is already gone counts as deleted.
	 *
	 * @param string                $method  HTTP method.
	 * @param string                $url     Address.
	 * @param array<string, string> $headers Headers (Authorization is added).
	 * @param string|null           $body    Body.
	 * @param int                   $user_id User whose file it is.
	 * @throws Provider_Error On any other failure.
	 */
	protected function delete_remote( string $method, string $url, array $headers, ?string $body, int $user_id ): void {
		try {
			$this->request( $method, $url, $headers, $body, $user_id );
		} catch ( Provider_Error $exception ) {
			if ( Provider_Error::NOT_FOUND !== $exception->reason() ) {
				throw $exception;
			}
		}
		$this->forget_quota( $user_id );
	}

	/**
	 * Whether an error answer means "no such file" (Dropbox says so with 409).
	 *
	 * @param array<string, mixed> $response wp_remote_request() answer.
	 */
	protected function is_not_found( array $response ): bool {
		return str_contains( (string) wp_remote_retrieve_body( $response ), 'not_found' );
	}

	/**
	 * A JSON answer as an array.
	 *
	 * @param string $body Body.
	 * @return array<mixed>
	 * @throws Provider_Error When it is not a JSON object.
	 */
	protected function json( string $body ): array {
		$data = json_decode( $body, true );
		if ( ! is_array( $data ) ) {
			throw new Provider_Error( $this->name() . ' sent an answer that is not JSON.' );
		}
		return $data;
	}

	/**
	 * A base address from a filter, without a trailing slash.
	 *
	 * @param string $filter  Filter name.
	 * @param string $default Address.
	 * @phpstan-param non-empty-string $filter
	 */
	protected static function base( string $filter, string $default ): string {
		return untrailingslashit( (string) apply_filters( $filter, $default ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- Every caller passes a playpal_storage_* name.
	}

	/**
	 * Transient key of a user's cached quota.
	 *
	 * @param int $user_id User id.
	 */
	private function quota_cache_key( int $user_id ): string {
		return 'playpal_quota_' . $this->id() . '_' . $user_id;
	}
}
