<?php
/**
 * POST pp/v1/interest
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Errors\Unavailable;
use PlayPal\Referrals\Referral_Attribution;
use PlayPal\Referrals\Referral_Cookie;
use PlayPal\REST\Domain_Error_Map;
use PlayPal\REST\Route_Exception;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Signups\Confirmation_Mailer;
use PlayPal\Signups\Signup_Lists;
use PlayPal\Signups\Signup_Validator;
use PlayPal\Database\Signups_Repository;
use PlayPal\REST\Schemas\Interest_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Puts a person on a list: the Create It Forward waitlist, the Play It
 * Forward beta, or the newsletter (SPEC §3, §5, §7).
 *
 * A public write. It guards itself in layers: the args schema validates every
 * field; Signups\Signup_Guard refuses oversized or non-object bodies before
 * WordPress parses them; a filled honeypot is answered like a success and
 * stored nowhere; each client address (hashed) gets a few sign-ups per window.
 *
 * @extends Abstract_Form_Route<Interest_Schema>
 */
final class Interest extends Abstract_Form_Route {

	public const IDENTIFIER = 'interest';

	protected const METHODS = array( 'POST' );

	// Anyone may join a list: the guards are the honeypot, the size
	// limit and the per-address rate limit (see the class comment).
	protected const ACCESS = self::ANYONE;

	public const SCHEMA = Interest_Schema::class;

	/** Sign-ups go by the base's rate limits, as `interest`. */
	protected const RATE_SCOPE = 'interest';

	/**
	 * The request fields (SPEC §3 Interest signup). Unknown fields are ignored.
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		$v = new Signup_Validator();
		return array(
			'kind'       => array(
				'description'       => __( 'Which list to join.', 'playpal' ),
				'type'              => 'string',
				'enum'              => Signup_Lists::kinds(),
				'required'          => true,
				'validate_callback' => Domain_Error_Map::answering( array( $v, 'validate_kind' ) ),
				'sanitize_callback' => array( Signup_Validator::class, 'clean_string' ),
			),
			'email'      => array(
				'description'       => __( 'Email address; surrounding spaces are ignored.', 'playpal' ),
				'type'              => 'string',
				'format'            => 'email',
				'maxLength'         => Signup_Validator::EMAIL_MAX,
				'required'          => true,
				'validate_callback' => Domain_Error_Map::answering( array( $v, 'validate_email' ) ),
				'sanitize_callback' => array( Signup_Validator::class, 'clean_email' ),
			),
			'firstName'  => array(
				'description'       => __( 'First name.', 'playpal' ),
				'type'              => 'string',
				'maxLength'         => Signup_Validator::NAME_MAX,
				'required'          => true,
				'validate_callback' => Domain_Error_Map::answering( array( $v, 'validate_first_name' ) ),
				'sanitize_callback' => array( Signup_Validator::class, 'clean_text' ),
			),
			'lastName'   => array(
				'description'       => __( 'Last name.', 'playpal' ),
				'type'              => 'string',
				'maxLength'         => Signup_Validator::NAME_MAX,
				'required'          => true,
				'validate_callback' => Domain_Error_Map::answering( array( $v, 'validate_last_name' ) ),
				'sanitize_callback' => array( Signup_Validator::class, 'clean_text' ),
			),
			'message'    => array(
				'description'       => __( 'An optional note from the person.', 'playpal' ),
				'type'              => 'string',
				'maxLength'         => Signup_Validator::MESSAGE_MAX,
				'default'           => '',
				'validate_callback' => Domain_Error_Map::answering( array( $v, 'validate_message' ) ),
				'sanitize_callback' => array( Signup_Validator::class, 'clean_message' ),
			),
			'hp'         => array(
				'description'       => __( 'Spam trap: a field people never see; it must stay empty.', 'playpal' ),
				'type'              => 'string',
				'maxLength'         => Signup_Validator::HP_MAX,
				'default'           => '',
				'validate_callback' => Domain_Error_Map::answering( array( $v, 'validate_honeypot' ) ),
				'sanitize_callback' => array( Signup_Validator::class, 'clean_string' ),
			),
			'sourcePage' => array(
				'description'       => __( 'The path of the page the form was on.', 'playpal' ),
				'type'              => 'string',
				'default'           => '',
				'validate_callback' => '__return_true', // Information only: a bad value is dropped, never refused.
				'sanitize_callback' => array( Signup_Validator::class, 'clean_source_page' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request, validated and sanitised by the args.
	 * @throws Route_Exception When rate limited or when storage fails.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		// A bot filled the field people cannot see: answer as a sign-up would, keep nothing.
		if ( '' !== trim( (string) $request->get_param( 'hp' ) ) ) {
			return new WP_REST_Response( $this->schema->get_item_response( $this->settings->double_opt_in() ? 'confirmation_sent' : 'created' ) );
		}

		$ip_hash     = $this->throttled_client( __( 'Too many sign-ups from your connection. Please wait a few minutes and try again.', 'playpal' ) );
		$attribution = new Referral_Attribution( new Referral_Cookie( new Feature_Flags( $this->settings ) ) );

		$kind          = (string) $request->get_param( 'kind' );
		$double_opt_in = $this->settings->double_opt_in();
		$result        = self::or_fail(
			fn(): string => $this->signups->add(
				array(
					'kind'          => $kind,
					'email'         => (string) $request->get_param( 'email' ),
					'first_name'    => (string) $request->get_param( 'firstName' ),
					'last_name'     => (string) $request->get_param( 'lastName' ),
					'message'       => (string) $request->get_param( 'message' ),
					'source_page'   => $this->source_page( $request ),
					'consent_text'  => Signup_Lists::consent_text( $kind ),
					'ip_hash'       => $ip_hash,
					// Who sent this person (the `?ref=` cookie), '' for nobody.
					'referral_code' => $attribution->referral_code(),
					// With double opt-in the person confirms through the emailed link.
					'confirmed'     => ! $double_opt_in,
				)
			),
			// Never answer "you're on the list" when the row was not written.
			new Unavailable( 'playpal_interest_unavailable', __( 'We could not save your sign-up just now. Please try again in a moment.', 'playpal' ) )
		);

		if ( Signups_Repository::CREATED === $result ) {
			$attribution->count_share_conversion();
		}
		if ( $double_opt_in && $this->send_confirmation( $kind, (string) $request->get_param( 'email' ) ) ) {
			// New or still unconfirmed: the form says to look for the email, not "you're on the list".
			return new WP_REST_Response( $this->schema->get_item_response( 'confirmation_sent' ) );
		}
		return new WP_REST_Response( $this->schema->get_item_response( Signups_Repository::EXISTS === $result ? 'already' : 'created' ) );
	}

	/**
	 * Emails the confirmation link while the sign-up waits for it (again, to
	 * someone who signs up once more, who may have lost the first email).
	 *
	 * @param string $kind  List.
	 * @param string $email Email as sent.
	 * @return bool Whether the sign-up waits for confirmation (and the email went out).
	 */
	private function send_confirmation( string $kind, string $email ): bool {
		$row = $this->signups->find_on_list( $kind, $email );
		if ( null === $row || '0' !== (string) $row['confirmed'] ) {
			return false;
		}
		( new Confirmation_Mailer() )->send( $row );
		return true;
	}

	/**
	 * The page the form was on: what the client said, else the Referer's path.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function source_page( WP_REST_Request $request ): string {
		$sent = (string) $request->get_param( 'sourcePage' );
		if ( '' !== $sent ) {
			return $sent;
		}
		return Signup_Validator::clean_source_page( (string) $request->get_header( 'referer' ) );
	}
}
