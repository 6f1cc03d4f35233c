<?php
/**
 * The plugin's one option, `playpal_settings`.
 *
 * @package PlayPal
 */

namespace PlayPal\Settings;

use PlayPal\Security\Ip_Range;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the option (sanitizer, default, REST schema) and is the only way
 * the rest of the plugin reads or writes it.
 *
 * Every read goes through the same sanitizer as every write and is merged over
 * the defaults, so a value damaged in the database (by hand, by an old version,
 * by another plugin) can never reach a page or the REST API.
 *
 * @phpstan-type Settings_Values array{base_path: string, flags: array<string, bool>, tokens: array{colors: array<string, string>, radius: string, fonts: array{body: string, heading: string}}, storage: array{local_quota_mb: int}, referral: array{baseUrl: string, programId: string, apiKeySet: bool}, trusted_proxies: string[], double_opt_in: bool, offline_app: bool, delete_data_on_uninstall: bool}
 */
final class Settings {

	/**
	 * The stored value get() last cleaned, and the result.
	 *
	 * @var mixed
	 */
	private mixed $cleaned_from = null;

	/**
	 * Settings as get() last returned them.
	 *
	 * @var Settings_Values|null
	 */
	private ?array $cleaned = null;

	public const OPTION = 'playpal_settings';

	/**
	 * Feature flags (SPEC §4), all off by default.
	 */
	public const FLAGS = array(
		'portals',
		'creator_dashboard',
		'creator_analytics',
		'sharing',
		'referral',
		'member_payments',
		'advanced_portal',
		'debug',
		'mock_data',
	);

	/** Local Storage quota per user, in MB: default and bounds. */
	public const LOCAL_QUOTA_MB_DEFAULT = 50;
	public const LOCAL_QUOTA_MB_MIN     = 1;
	public const LOCAL_QUOTA_MB_MAX     = 10240;

	/** Most trusted proxy entries kept: a CDN publishes a few dozen ranges. */
	public const TRUSTED_PROXIES_MAX = 200;

	/**
	 * Validates token values and the base path.
	 *
	 * @var Token_Validator
	 */
	private Token_Validator $validator;

	/**
	 * The referral provider's fields (the write-only key lives outside this option).
	 *
	 * @var Referral_Fields
	 */
	private Referral_Fields $referral;

	/**
	 * Constructor.
	 *
	 * @param Token_Validator|null $validator Validator; a default one when omitted.
	 * @param Referral_Fields|null $referral  The referral provider's fields; default when omitted.
	 */
	public function __construct( ?Token_Validator $validator = null, ?Referral_Fields $referral = null ) {
		$this->validator = $validator ?? new Token_Validator();
		$this->referral  = $referral ?? new Referral_Fields();
	}

	/**
	 * Registers the setting for the admin screen (init) and for `/wp/v2/settings`
	 * (rest_api_init, which can run without a full admin init).
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_action( 'rest_api_init', array( $this, 'register' ) );
		add_filter( 'rest_pre_get_setting', array( $this, 'filter_rest_value' ), 10, 2 );
		add_filter( 'rest_endpoints', array( $this, 'add_rest_validation' ) );
	}

	/**
	 * The settings a fresh install starts with.
	 *
	 * @return Settings_Values
	 */
	public static function defaults(): array {
		return array(
			'base_path'                => '/',
			'flags'                    => array_fill_keys( self::FLAGS, false ),
			'tokens'                   => Design_Tokens::defaults(),
			'storage'                  => array( 'local_quota_mb' => self::LOCAL_QUOTA_MB_DEFAULT ),
			'referral'                 => Referral_Fields::defaults(),
			'trusted_proxies'          => array(),
			'double_opt_in'            => false,
			'offline_app'              => true,
			'delete_data_on_uninstall' => false,
		);
	}

	/**
	 * Registers the option with the Settings API.
	 */
	public function register(): void {
		register_setting(
			'playpal',
			self::OPTION,
			array(
				'type'              => 'object',
				'label'             => __( 'PlayPal settings', 'playpal' ),
				'description'       => __( 'Base path, feature flags, design tokens, storage, referral provider and uninstall behaviour of PlayPal.', 'playpal' ),
				'default'           => self::defaults(),
				'sanitize_callback' => array( $this, 'sanitize' ),
				'show_in_rest'      => array( 'schema' => $this->schema() ),
			)
		);
	}

	/**
	 * The full, sanitized settings.
	 *
	 * @return Settings_Values
	 */
	public function get(): array {
		$stored = get_option( self::OPTION, array() );
		// Cleaning runs every token through the validator; permalinks ask for
		// the base path once per link, so reuse the result while the stored value is the same.
		if ( null === $this->cleaned || $this->cleaned_from !== $stored ) {
			$errors             = array();
			$this->cleaned      = $this->clean( $stored, self::defaults(), $errors );
			$this->cleaned_from = $stored;
		}
		// Read each time: the key is kept in its own option, which can change without this one.
		$this->cleaned['referral']['apiKeySet'] = $this->referral->key_is_set();
		return $this->cleaned;
	}

	/**
	 * The design tokens: colors, radius and fonts.
	 *
	 * @return array{colors: array<string, string>, radius: string, fonts: array{body: string, heading: string}}
	 */
	public function tokens(): array {
		return $this->get()['tokens'];
	}

	/**
	 * The feature flags by name.
	 *
	 * @return array<string, bool>
	 */
	public function flags(): array {
		return $this->get()['flags'];
	}

	/**
	 * Where the app is mounted, with a leading and a trailing slash ('/' or '/play/').
	 */
	public function base_path(): string {
		return $this->get()['base_path'];
	}

	/**
	 * How much each user may keep in Local Storage (Appadoo files and local backups), in MB.
	 */
	public function local_quota_mb(): int {
		return $this->get()['storage']['local_quota_mb'];
	}

	/**
	 * The referral provider's address and programme (never the key: see Referral_Fields).
	 *
	 * @return array{baseUrl: string, programId: string, apiKeySet: bool}
	 */
	public function referral(): array {
		return $this->get()['referral'];
	}

	/**
	 * Addresses and networks (CIDR) of the reverse proxies or CDN in front of
	 * the site, whose X-Forwarded-For is believed (Http\Client_Address).
	 *
	 * @return string[]
	 */
	public function trusted_proxies(): array {
		return $this->get()['trusted_proxies'];
	}

	/**
	 * Whether a new sign-up waits for the person to confirm it by email (off by default).
	 */
	public function double_opt_in(): bool {
		return $this->get()['double_opt_in'];
	}

	/**
	 * Whether the app installs and works offline (docs/OFFLINE.md). Off, the
	 * service worker's address serves a worker that removes itself and
	 * PlayPal's caches: the site owner's switch for a broken worker.
	 */
	public function offline_app(): bool {
		return $this->get()['offline_app'];
	}

	/**
	 * Whether uninstalling the plugin should delete its options and tables.
	 */
	public function delete_data_on_uninstall(): bool {
		return $this->get()['delete_data_on_uninstall'];
	}

	/**
	 * Saves design tokens. Tokens left out keep their current value.
	 *
	 * @param array<string, mixed> $tokens Any of colors, radius, fonts.
	 * @return array<string, mixed>|WP_Error The saved tokens, or the validation error (nothing is saved then).
	 */
	public function update_tokens( array $tokens ): array|WP_Error {
		$errors   = array();
		$settings = $this->clean( array( 'tokens' => $tokens ), $this->get(), $errors );
		if ( $errors ) {
			return $this->combine( $errors );
		}
		update_option( self::OPTION, $settings );
		return $this->tokens();
	}

	/**
	 * The option's sanitize_callback. Values that fail validation keep their
	 * previously stored value and are reported as settings errors.
	 *
	 * @param mixed $value Submitted value.
	 * @return array<string, mixed>
	 */
	public function sanitize( mixed $value ): array {
		$errors = array();
		$clean  = $this->clean( $value, $this->get(), $errors );
		// The key is write-only: sealed into its own option, never into this one (an absent or empty key keeps the stored one).
		if ( ! $errors ) {
			$this->referral->save_submitted_key( $value );
		}

		// The Settings API's error list is only loaded in wp-admin; REST and cron saves have none.
		if ( function_exists( 'add_settings_error' ) ) {
			foreach ( $errors as $error ) {
				add_settings_error( self::OPTION, (string) $error->get_error_code(), $error->get_error_message() );
			}
		}
		return $clean;
	}

	/**
	 * Serves `/wp/v2/settings` reads from get(), so the REST API shows the
	 * sanitized value rather than whatever is in the database.
	 *
	 * @param mixed  $value Value chosen by earlier filters, null for none.
	 * @param string $name  Setting name.
	 * @return mixed
	 */
	public function filter_rest_value( mixed $value, string $name ): mixed {
		return ( null === $value && self::OPTION === $name ) ? $this->get() : $value;
	}

	/**
	 * Adds our validation to the `playpal_settings` argument of `/wp/v2/settings`.
	 *
	 * Core's settings controller replaces any `arg_options` in a setting's
	 * schema with its own sanitizer, so the endpoint arguments are the only
	 * place a validate_callback survives.
	 *
	 * @param array<string, mixed> $endpoints Registered routes and their handlers.
	 * @return array<string, mixed>
	 */
	public function add_rest_validation( array $endpoints ): array {
		foreach ( $endpoints['/wp/v2/settings'] ?? array() as $key => $handler ) {
			if ( is_array( $handler ) && isset( $handler['args'][ self::OPTION ] ) ) {
				$endpoints['/wp/v2/settings'][ $key ]['args'][ self::OPTION ]['validate_callback'] = array( $this, 'validate_rest_value' );
			}
		}
		return $endpoints;
	}

	/**
	 * Validates a value sent to `/wp/v2/settings`: shape by the JSON schema,
	 * then content by the token validator, so the client gets our stable code
	 * in `data.details.playpal_settings.code`.
	 *
	 * @param mixed           $value   Submitted value.
	 * @param WP_REST_Request $request The request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public function validate_rest_value( mixed $value, WP_REST_Request $request, string $param ): bool|WP_Error {
		$shape = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $shape ) {
			return $shape;
		}
		$errors = array();
		$this->clean( $value, self::defaults(), $errors );
		return $errors ? $this->combine( $errors ) : true;
	}

	/**
	 * Takes every valid field of $value over $fallback; invalid fields keep
	 * the fallback and add an error. Unknown keys are dropped.
	 *
	 * @param mixed                $value    Raw value (submitted or stored).
	 * @param array<string, mixed> $fallback Complete settings to fall back on.
	 * @param WP_Error[]           $errors   Receives one error per invalid field.
	 * @phpstan-param Settings_Values $fallback
	 * @return Settings_Values
	 */
	private function clean( mixed $value, array $fallback, array &$errors ): array {
		$value = is_array( $value ) ? $value : array();
		$clean = $fallback;

		if ( array_key_exists( 'base_path', $value ) ) {
			$valid = $this->validator->validate_base_path( $value['base_path'] );
			if ( true === $valid ) {
				$clean['base_path'] = $this->validator->normalise_base_path( $value['base_path'] );
			} else {
				$errors[] = $valid;
			}
		}

		foreach ( $this->array_at( $value, 'flags' ) as $flag => $enabled ) {
			if ( in_array( $flag, self::FLAGS, true ) ) {
				$clean['flags'][ $flag ] = self::boolean( $enabled );
			}
		}

		$tokens = $this->array_at( $value, 'tokens' );
		foreach ( $this->array_at( $tokens, 'colors' ) as $name => $color ) {
			$valid = $this->validator->validate_color( (string) $name, $color );
			if ( true !== $valid ) {
				$errors[] = $valid;
			} elseif ( in_array( $name, Design_Tokens::COLOR_NAMES, true ) ) {
				// A valid colour has one of the known names (the validator checks it); in_array() says so to PHPStan.
				$clean['tokens']['colors'][ $name ] = trim( $color );
			}
		}
		if ( array_key_exists( 'radius', $tokens ) ) {
			$valid = $this->validator->validate_radius( $tokens['radius'] );
			if ( true === $valid ) {
				$clean['tokens']['radius'] = trim( $tokens['radius'] );
			} else {
				$errors[] = $valid;
			}
		}
		foreach ( $this->array_at( $tokens, 'fonts' ) as $name => $font ) {
			$valid = $this->validator->validate_font( (string) $name, $font );
			if ( true !== $valid ) {
				$errors[] = $valid;
			} elseif ( in_array( $name, Design_Tokens::FONT_NAMES, true ) ) {
				// As for colours: a valid font is body or heading.
				$clean['tokens']['fonts'][ $name ] = trim( $font );
			}
		}

		$storage = $this->array_at( $value, 'storage' );
		if ( array_key_exists( 'local_quota_mb', $storage ) ) {
			$quota = $storage['local_quota_mb'];
			if ( self::is_local_quota( $quota ) ) {
				$clean['storage']['local_quota_mb'] = (int) $quota;
			} else {
				$errors[] = new WP_Error(
					'playpal_invalid_local_quota',
					sprintf(
						/* translators: 1: smallest quota in MB, 2: largest quota in MB. */
						__( 'The Local Storage quota must be a whole number of MB from %1$d to %2$d.', 'playpal' ),
						self::LOCAL_QUOTA_MB_MIN,
						self::LOCAL_QUOTA_MB_MAX
					)
				);
			}
		}

		$clean['referral'] = $this->referral->clean( $this->array_at( $value, 'referral' ), $clean['referral'], $errors );
		if ( array_key_exists( 'trusted_proxies', $value ) ) {
			$proxies = $this->clean_trusted_proxies( $value['trusted_proxies'] );
			if ( $proxies instanceof WP_Error ) {
				$errors[] = $proxies;
			} else {
				$clean['trusted_proxies'] = $proxies;
			}
		}

		if ( array_key_exists( 'double_opt_in', $value ) ) {
			$clean['double_opt_in'] = self::boolean( $value['double_opt_in'] );
		}

		if ( array_key_exists( 'offline_app', $value ) ) {
			$clean['offline_app'] = self::boolean( $value['offline_app'] );
		}

		if ( array_key_exists( 'delete_data_on_uninstall', $value ) ) {
			$clean['delete_data_on_uninstall'] = self::boolean( $value['delete_data_on_uninstall'] );
		}

		return $clean;
	}

	/**
	 * A list of addresses or CIDR networks, trimmed, blanks and repeats
	 * dropped; an error naming the first entry that is neither.
	 *
	 * @param mixed $proxies A list of strings.
	 * @return string[]|WP_Error
	 */
	private function clean_trusted_proxies( mixed $proxies ): array|WP_Error {
		$invalid = new WP_Error( 'playpal_invalid_trusted_proxy', __( 'Trusted proxies must be a list of IP addresses or networks such as 203.0.113.0/24 or 2001:db8::/32.', 'playpal' ) );
		if ( ! is_array( $proxies ) ) {
			return $invalid;
		}
		$clean = array();
		foreach ( $proxies as $entry ) {
			if ( ! is_string( $entry ) ) {
				return $invalid;
			}
			$entry = trim( $entry );
			if ( '' === $entry ) {
				continue;
			}
			if ( null === Ip_Range::parse( $entry ) ) {
				return new WP_Error(
					'playpal_invalid_trusted_proxy',
					sprintf(
						/* translators: %s: what the site owner typed. */
						__( '"%s" is not an IP address or a network such as 203.0.113.0/24 or 2001:db8::/32.', 'playpal' ),
						wp_html_excerpt( $entry, 60, '…' )
					)
				);
			}
			$clean[] = $entry;
		}
		$clean = array_values( array_unique( $clean ) );
		if ( count( $clean ) > self::TRUSTED_PROXIES_MAX ) {
			return $invalid;
		}
		return $clean;
	}

	/**
	 * Whether a value is a whole number of MB in range (a numeric string from a form counts).
	 *
	 * @param mixed $quota Value.
	 */
	private static function is_local_quota( mixed $quota ): bool {
		if ( is_string( $quota ) && preg_match( '/^\s*[0-9]+\s*$/', $quota ) ) {
			$quota = (int) $quota;
		}
		return is_int( $quota ) && $quota >= self::LOCAL_QUOTA_MB_MIN && $quota <= self::LOCAL_QUOTA_MB_MAX;
	}

	/**
	 * A submitted value as a boolean, as rest_sanitize_boolean() reads it
	 * ("false" and "0" are false, else PHP's truth). That function is typed for
	 * strings, integers and booleans only; a form or REST body may hold anything.
	 *
	 * @param mixed $value Submitted value.
	 */
	private static function boolean( mixed $value ): bool {
		return is_string( $value ) ? rest_sanitize_boolean( $value ) : (bool) $value;
	}

	/**
	 * The array under $key, or an empty array when missing or not an array.
	 *
	 * @param array<mixed> $value Parent array.
	 * @param string       $key   Key.
	 * @return array<mixed>
	 */
	private function array_at( array $value, string $key ): array {
		return isset( $value[ $key ] ) && is_array( $value[ $key ] ) ? $value[ $key ] : array();
	}

	/**
	 * One WP_Error carrying every validation error; the first one's code leads.
	 *
	 * @param WP_Error[] $errors At least one error.
	 * @phpstan-param non-empty-array<WP_Error> $errors
	 */
	private function combine( array $errors ): WP_Error {
		$combined = array_shift( $errors );
		foreach ( $errors as $error ) {
			$combined->add( $error->get_error_code(), $error->get_error_message(), $error->get_error_data() );
		}
		return $combined;
	}

	/**
	 * JSON schema of the option, shown by and enforced on `/wp/v2/settings`.
	 *
	 * @return array<string, mixed>
	 */
	private function schema(): array {
		$string = array( 'type' => 'string' );
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'base_path'                => array(
					'description' => __( 'Where the app is mounted: "/" or a sub-path such as "/play/".', 'playpal' ),
					'type'        => 'string',
				),
				'flags'                    => array(
					'description'          => __( 'Feature flags, all off by default.', 'playpal' ),
					'type'                 => 'object',
					'properties'           => array_fill_keys( self::FLAGS, array( 'type' => 'boolean' ) ),
					'additionalProperties' => false,
				),
				'tokens'                   => array(
					'description'          => __( 'Design tokens: colours, corner radius and fonts.', 'playpal' ),
					'type'                 => 'object',
					'properties'           => array(
						'colors' => array(
							'type'                 => 'object',
							'properties'           => array_fill_keys( Design_Tokens::COLOR_NAMES, $string ),
							'additionalProperties' => false,
						),
						'radius' => $string,
						'fonts'  => array(
							'type'                 => 'object',
							'properties'           => array_fill_keys( Design_Tokens::FONT_NAMES, $string ),
							'additionalProperties' => false,
						),
					),
					'additionalProperties' => false,
				),
				'storage'                  => array(
					'description'          => __( 'Appadoo storage: the Local Storage quota of each user.', 'playpal' ),
					'type'                 => 'object',
					'properties'           => array(
						'local_quota_mb' => array(
							'description' => __( 'Local Storage quota per user (Appadoo files and local backups), in MB.', 'playpal' ),
							'type'        => 'integer',
							'minimum'     => self::LOCAL_QUOTA_MB_MIN,
							'maximum'     => self::LOCAL_QUOTA_MB_MAX,
						),
					),
					'additionalProperties' => false,
				),
				'referral'                 => Referral_Fields::schema(),
				'trusted_proxies'          => array(
					'description' => __( 'IP addresses or networks (CIDR) of the reverse proxies or CDN in front of the site; only their X-Forwarded-For header is believed.', 'playpal' ),
					'type'        => 'array',
					'items'       => $string,
					'maxItems'    => self::TRUSTED_PROXIES_MAX,
				),
				'double_opt_in'            => array(
					'description' => __( 'Whether a new sign-up waits for the person to confirm it through a link sent by email.', 'playpal' ),
					'type'        => 'boolean',
				),
				'offline_app'              => array(
					'description' => __( 'Whether the app installs on devices and works offline through its service worker; off, the worker removes itself.', 'playpal' ),
					'type'        => 'boolean',
				),
				'delete_data_on_uninstall' => array(
					'description' => __( 'Whether uninstalling the plugin deletes all PlayPal data.', 'playpal' ),
					'type'        => 'boolean',
				),
			),
			'additionalProperties' => false,
		);
	}
}
