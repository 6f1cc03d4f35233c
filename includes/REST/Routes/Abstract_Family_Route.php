<?php
/**
 * Base of the pp/v1/family routes (docs/FAMILY.md).
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Family\Avatars;
use PlayPal\Family\Child;
use PlayPal\Family\Child_Input;
use PlayPal\Family\Clock;
use PlayPal\Family\Family_Services;
use PlayPal\Family\Parent_Mode;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * A signed-in parent (401 otherwise; writes need WordPress's REST nonce, as
 * every cookie-signed write does), answers that no browser or proxy keeps
 * (`private, no-store`), and the family services. A child is always named
 * by its opaque id in the address and looked up through the signed-in parent.
 * The family's settings (adding, changing and deleting a child, changing the
 * PIN, the weekly e-mail, withdrawing consent) also need parent mode
 * (require_parent_mode(): 403 `playpal_family_parent_mode_required`).
 *
 * @template-covariant TSchema of Abstract_Schema
 * @extends Abstract_Member_Route<TSchema>
 */
abstract class Abstract_Family_Route extends Abstract_Member_Route {

	/**
	 * The header a share link's host page sends its share token in
	 * (docs/FAMILY.md, "Shared Appadoos"); Family\Playable_Appadoos admits it.
	 */
	public const SHARE_HEADER = 'X-PlayPal-Share';

	/** The body fields of a child's profile write (POST and PATCH). */
	protected const PROFILE_FIELDS = array( ...Child_Input::FIELDS, 'consentVersion' );

	/** The address part naming a child (the id itself is checked by Child_Repository). */
	protected const CHILD_PATTERN = '(?P<id>[A-Za-z0-9_-]{1,64})';

	protected Family_Services $family;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the services.
	 *
	 * @param Settings             $settings Plugin settings.
	 * @param Abstract_Schema      $schema   Response schema.
	 * @phpstan-param TSchema $schema
	 * @param Family_Services|null $family   The family services.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Family_Services $family = null ) {
		parent::__construct( $settings, $schema );
		$this->family = $family ?? new Family_Services( $settings );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function sign_in_message(): string {
		return __( 'Please sign in to use the Family tab.', 'playpal' );
	}

	/**
	 * The gate of the family's settings: parent mode open for this cookie session (an application
	 * password never passes); a request that passes moves parent mode's idle end.
	 *
	 * @param int $parent_id Signed-in parent.
	 * @throws \PlayPal\Errors\Forbidden 403 `playpal_family_parent_mode_required` otherwise.
	 * @throws \PlayPal\Errors\Unavailable 503 `playpal_family_busy` when parent mode's lock stays busy.
	 */
	protected function require_parent_mode( int $parent_id ): void {
		$this->family->parent_mode->require_open( $parent_id, Clock::now() );
	}

	/**
	 * The start of a write to the family's settings: the signed-in parent, in
	 * parent mode (require_parent_mode()), and the body's fields (body()).
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string[]        $allowed Field names the write takes.
	 * @return array{0: int, 1: array<string, mixed>} The parent's id and the fields.
	 */
	protected function settings_write( WP_REST_Request $request, array $allowed = array() ): array {
		$parent_id = $this->signed_in_user();
		$this->require_parent_mode( $parent_id );
		return array( $parent_id, $this->body( $request, $allowed ) );
	}

	/**
	 * Parent mode as the answers show it: `{open, expiresAt: ISO|null, idleSeconds}`.
	 *
	 * @param int $parent_id Signed-in parent.
	 * @return array{open: bool, expiresAt: string|null, idleSeconds: int}
	 */
	protected function parent_mode_status( int $parent_id ): array {
		$status = $this->family->parent_mode->status( $parent_id, Clock::now() );
		return array(
			'open'        => $status['open'],
			'expiresAt'   => null === $status['expiresAt'] ? null : gmdate( 'Y-m-d\TH:i:s\Z', $status['expiresAt'] ),
			'idleSeconds' => Parent_Mode::IDLE_SECONDS,
		);
	}

	/**
	 * Takes `consentVersion` out of a profile write's fields.
	 *
	 * @param array<string, mixed> $fields The body's fields; left with the profile's fields only.
	 * @return mixed The version as sent, or null when not sent.
	 */
	protected static function take_consent( array &$fields ): mixed {
		$consent = $fields['consentVersion'] ?? null;
		unset( $fields['consentVersion'] );
		return $consent;
	}

	/**
	 * The child id from the address.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected static function child_id( WP_REST_Request $request ): string {
		return (string) $request->get_param( 'id' );
	}

	/**
	 * The share token the request's host page holds, if it sent one (checked by Playable_Appadoos).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected static function share_of( WP_REST_Request $request ): ?string {
		$share = $request->get_header( self::SHARE_HEADER );
		return is_string( $share ) && '' !== $share ? $share : null;
	}

	/**
	 * A child with today's figures, as Family_Child_Schema takes it.
	 *
	 * @param Child $child The child.
	 * @return array{child: Child, today: array<string, mixed>}
	 */
	protected function with_today( Child $child ): array {
		return array(
			'child' => $child,
			'today' => $this->family->budget->today( $child, time() ),
		);
	}

	/**
	 * A child with today's figures, as the parent's private answer.
	 *
	 * @param Child $child  The child.
	 * @param int   $status HTTP status.
	 */
	protected function child_response( Child $child, int $status = 200 ): WP_REST_Response {
		return $this->private_item( $this->with_today( $child ), $status );
	}

	/**
	 * {@inheritDoc} A route under /family/children/{id} names the child's id.
	 */
	protected function path_args(): array {
		return str_contains( $this->get_path(), self::CHILD_PATTERN ) ? array(
			'id' => array(
				'description' => __( 'The child\'s opaque id.', 'playpal' ),
				'type'        => 'string',
			),
		) : array();
	}

	/**
	 * The args schema of a profile's fields (POST and PATCH); the domain checks them again.
	 *
	 * @param bool $create Whether nickname and avatar are required.
	 * @return array<string, array<string, mixed>>
	 */
	protected static function profile_args( bool $create ): array {
		$minutes = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => array( 'integer', 'null' ),
			'minimum'     => 0,
			'maximum'     => Child_Input::MINUTES_MAX,
		);
		return array(
			'nickname'       => array(
				'description' => __( 'Nickname: plain text of 1 to 30 characters.', 'playpal' ),
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => Child_Input::NICKNAME_MAX,
				'required'    => $create,
			),
			'avatar'         => array(
				'description' => __( 'One of the avatar ids.', 'playpal' ),
				'type'        => 'string',
				'enum'        => Avatars::IDS,
				'required'    => $create,
			),
			'ageBand'        => array(
				'description' => __( 'An age band, or null.', 'playpal' ),
				'type'        => array( 'string', 'null' ),
				'enum'        => array_merge( Avatars::AGE_BANDS, array( null ) ),
			),
			'weekdayMinutes' => $minutes( __( 'Daily budget Monday to Friday in minutes; null is unlimited.', 'playpal' ) ),
			'weekendMinutes' => $minutes( __( 'Daily budget on Saturday and Sunday in minutes; null is unlimited.', 'playpal' ) ),
			'consentVersion' => array(
				'description' => __( 'The version of the consent text the parent agreed to (required while consent is needed).', 'playpal' ),
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => 32,
			),
		);
	}

	/**
	 * The body as a JSON object, read as objects (so `{}` and `[]` stay apart),
	 * with only the allowed fields.
	 *
	 * @param WP_REST_Request $request   Request.
	 * @param string[]        $allowed   Field names the route accepts.
	 * @param int             $max_depth Deepest nesting accepted.
	 * @phpstan-param positive-int $max_depth
	 * @return array<string, mixed> Top-level fields; nested objects stay stdClass.
	 * @throws Route_Exception 415 when not JSON, 400 for anything but an object of the allowed fields.
	 */
	protected function object_body( WP_REST_Request $request, array $allowed, int $max_depth = 8 ): array {
		$raw = trim( (string) $request->get_body() );
		self::require_json( $request );
		$decoded = json_decode( $raw, false, $max_depth + 1 );
		$fields  = $decoded instanceof \stdClass ? get_object_vars( $decoded ) : null;
		$unknown = is_array( $fields ) ? array_diff( array_map( 'strval', array_keys( $fields ) ), $allowed ) : array();
		if ( ! is_array( $fields ) || $unknown ) {
			throw new Route_Exception(
				'playpal_invalid_body',
				/* translators: %s: comma-separated field names. */
				sprintf( __( 'The request body must be a JSON object with only these fields: %s.', 'playpal' ), implode( ', ', $allowed ) ),
				400,
				$unknown ? array( 'params' => array_values( $unknown ) ) : array()
			);
		}
		return $fields;
	}
}
