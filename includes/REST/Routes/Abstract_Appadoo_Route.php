<?php
/**
 * Shared code of the private Appadoo routes.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Appadoos\Templates;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\Settings\Settings;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * What the routes under `pp/v1/appadoos` share: the sign-in check and the
 * owner check (Requires_Sign_In, Appadoo_Portal_Route), and the argument
 * rules for names and play settings. The `portals` flag switches them off.
 *
 * @template-covariant TSchema of Abstract_Schema
 * @extends Abstract_Route<TSchema>
 */
abstract class Abstract_Appadoo_Route extends Abstract_Route {

	use Requires_Sign_In;
	use Appadoo_Portal_Route;

	public const FEATURE_FLAG = 'portals';

	/** A time limit: "unlimited" or a whole number of minutes from 1 to 1440. */
	public const TIME_LIMIT_PATTERN = '^(unlimited|[1-9][0-9]{0,2}|1[0-3][0-9]{2}|14[0-3][0-9]|1440)$';

	protected Appadoo_Repository $appadoos;

	protected Templates $templates;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings                $settings  Plugin settings.
	 * @param Abstract_Schema         $schema    Response schema.
	 * @phpstan-param TSchema $schema
	 * @param Appadoo_Repository|null $appadoos  Appadoo storage.
	 * @param Appadoo_Access|null     $access    Who may touch what.
	 * @param Templates|null          $templates Templates.
	 */
	public function __construct(
		Settings $settings,
		Abstract_Schema $schema,
		?Appadoo_Repository $appadoos = null,
		?Appadoo_Access $access = null,
		?Templates $templates = null
	) {
		parent::__construct( $settings, $schema );
		$this->templates = $templates ?? new Templates();
		$this->appadoos  = $appadoos ?? new Appadoo_Repository( null, $this->templates );
		$this->access    = $access ?? new Appadoo_Access();
	}

	/**
	 * WordPress skips validation of a parameter sent as JSON `null`; here a
	 * null is a wrong type like any other.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string[]        $fields  Body fields.
	 * @throws Route_Exception 400 `rest_invalid_param` naming the null fields.
	 */
	protected function refuse_nulls( WP_REST_Request $request, array $fields ): void {
		$invalid = array();
		foreach ( $fields as $field ) {
			if ( $request->has_param( $field ) && null === $request->get_param( $field ) ) {
				/* translators: %s: parameter name. */
				$invalid[ $field ] = sprintf( __( '%s must not be null.', 'playpal' ), $field );
			}
		}
		if ( $invalid ) {
			throw new Route_Exception(
				'rest_invalid_param',
				/* translators: %s: list of parameter names. */
				sprintf( __( 'Invalid parameter(s): %s', 'playpal' ), implode( ', ', array_keys( $invalid ) ) ),
				400,
				array( 'params' => $invalid )
			);
		}
	}

	/**
	 * {@inheritDoc} A route about one Appadoo (`…/appadoos/{id}/…`) names its id.
	 */
	protected function path_args(): array {
		return ! str_contains( $this->get_path(), '(?P<id>' ) ? array() : array(
			'id' => array(
				'description'       => __( 'Appadoo id.', 'playpal' ),
				'type'              => 'integer',
				'minimum'           => 1,
				'required'          => true,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
		);
	}

	/**
	 * The read's argument of the list routes: `scope`, `mine` (default) or `all`.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function scope_arg(): array {
		return array(
			'scope' => array(
				'description'       => __( 'Whose Appadoos: your own (mine) or, for site managers, everyone\'s (all).', 'playpal' ),
				'type'              => 'string',
				'enum'              => array( 'mine', 'all' ),
				'default'           => 'mine',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
		);
	}

	/**
	 * The `name` argument: plain text, 1–100 characters once trimmed.
	 *
	 * @param bool $for_create Whether the argument belongs to a create (its description differs).
	 * @return array<string, mixed>
	 */
	protected function name_arg( bool $for_create ): array {
		return array(
			'description'       => $for_create
				? __( 'Name, 1 to 100 characters once trimmed; the template\'s name when omitted.', 'playpal' )
				: __( 'New name, 1 to 100 characters once trimmed.', 'playpal' ),
			'type'              => 'string',
			'minLength'         => 1,
			'maxLength'         => Appadoo_Repository::NAME_MAX,
			'validate_callback' => array( self::class, 'validate_name' ),
			'sanitize_callback' => array( self::class, 'sanitize_name' ),
		);
	}

	/**
	 * The `settings` argument: a partial map of play settings, nothing else.
	 *
	 * @return array<string, mixed>
	 */
	protected function settings_arg(): array {
		return array(
			'description'          => __( 'Play settings to change; fields left out keep their values.', 'playpal' ),
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'timeLimit'    => array(
					'description' => __( 'Minutes per session, from "1" to "1440", or "unlimited".', 'playpal' ),
					'type'        => 'string',
					'pattern'     => self::TIME_LIMIT_PATTERN,
				),
				'hdgFilter'    => array(
					'description' => __( 'Whether the content filter is on.', 'playpal' ),
					'type'        => 'boolean',
				),
				'printEnabled' => array(
					'description' => __( 'Whether printing is allowed.', 'playpal' ),
					'type'        => 'boolean',
				),
			),
			'validate_callback'    => array( self::class, 'validate_settings' ),
			'sanitize_callback'    => array( self::class, 'sanitize_settings' ),
		);
	}

	/**
	 * Validates a name: a string that is valid UTF-8 and, trimmed, 1–100 characters.
	 *
	 * @param mixed           $value   Value sent.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public static function validate_name( mixed $value, WP_REST_Request $request, string $param ): bool|WP_Error { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Validate callback signature.
		if ( ! is_string( $value ) ) {
			/* translators: 1: parameter name, 2: type name. */
			return new WP_Error( 'rest_invalid_type', sprintf( __( '%1$s is not of type %2$s.', 'playpal' ), $param, 'string' ), array( 'param' => $param ) );
		}
		if ( ! mb_check_encoding( $value, 'UTF-8' ) ) {
			return new WP_Error( 'playpal_invalid_name', __( 'The name contains characters that are not valid text.', 'playpal' ), array( 'param' => $param ) );
		}
		$name = Appadoo_Repository::clean_name( $value );
		if ( '' === $name ) {
			return new WP_Error( 'playpal_invalid_name', __( 'Please give the Appadoo a name.', 'playpal' ), array( 'param' => $param ) );
		}
		if ( ! Appadoo_Repository::is_valid_name( $name ) ) {
			/* translators: %d: largest number of characters. */
			return new WP_Error( 'playpal_invalid_name', sprintf( __( 'The name can be at most %d characters long.', 'playpal' ), Appadoo_Repository::NAME_MAX ), array( 'param' => $param ) );
		}
		return true;
	}

	/**
	 * The name as stored (validated before). A JSON `null`, which WordPress
	 * does not validate, stays null so refuse_nulls() can refuse it.
	 *
	 * @param mixed $value Value sent.
	 * @return ($value is string ? string : null)
	 */
	public static function sanitize_name( mixed $value ): ?string {
		return is_string( $value ) ? Appadoo_Repository::clean_name( $value ) : null;
	}

	/**
	 * Settings as WordPress sanitises them by their schema; a JSON `null`
	 * stays null so refuse_nulls() can refuse it.
	 *
	 * @param mixed           $value   Value sent.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return mixed
	 */
	public static function sanitize_settings( mixed $value, WP_REST_Request $request, string $param ): mixed {
		return null === $value ? null : rest_sanitize_request_arg( $value, $request, $param );
	}

	/**
	 * Validates play settings strictly: an object whose known fields have
	 * their JSON types (no "true" for true, no 30 for "30"), then the schema.
	 *
	 * @param mixed           $value   Value sent.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public static function validate_settings( mixed $value, WP_REST_Request $request, string $param ): bool|WP_Error {
		if ( ! is_array( $value ) ) {
			/* translators: 1: parameter name, 2: type name. */
			return new WP_Error( 'rest_invalid_type', sprintf( __( '%1$s is not of type %2$s.', 'playpal' ), $param, 'object' ), array( 'param' => $param ) );
		}
		$types = array(
			'timeLimit'    => 'is_string',
			'hdgFilter'    => 'is_bool',
			'printEnabled' => 'is_bool',
		);
		foreach ( $types as $key => $is_type ) {
			if ( array_key_exists( $key, $value ) && ! $is_type( $value[ $key ] ) ) {
				$type = 'is_string' === $is_type ? 'string' : 'boolean';
				/* translators: 1: parameter name, 2: type name. */
				return new WP_Error( 'rest_invalid_type', sprintf( __( '%1$s is not of type %2$s.', 'playpal' ), $param . '[' . $key . ']', $type ), array( 'param' => $param . '[' . $key . ']' ) );
			}
		}
		$valid = rest_validate_request_arg( $value, $request, $param );
		// The pattern's "$" would also accept a final line break; the stored rule does not.
		if ( true === $valid && isset( $value['timeLimit'] ) && ! Appadoo_Repository::is_valid_time_limit( $value['timeLimit'] ) ) {
			/* translators: %s: parameter name. */
			return new WP_Error( 'rest_invalid_pattern', sprintf( __( '%s must be "unlimited" or a whole number of minutes from 1 to 1440.', 'playpal' ), $param . '[timeLimit]' ), array( 'param' => $param . '[timeLimit]' ) );
		}
		return $valid;
	}
}
