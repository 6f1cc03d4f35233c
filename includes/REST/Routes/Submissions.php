<?php
/**
 * GET and POST pp/v1/submissions
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Community\Submission_Notifier;
use PlayPal\Community\Submission_Repository;
use PlayPal\Community\Submission_Validator;
use PlayPal\Errors\Unavailable;
use PlayPal\Http\Client_Address;
use PlayPal\Limits\Limiter;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Submissions_Schema;
use PlayPal\Settings\Settings;
use PlayPal\Signups\Signup_Lists;
use PlayPal\Database\Signups_Repository;
use PlayPal\Uploads\Media_Uploader;
use PlayPal\Uploads\Upload_Intake;
use PlayPal\Uploads\Upload_Policy;
use Throwable;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Story submissions (SPEC §2 Story submission, Community Love).
 *
 * POST (multipart, fields of SPEC §3 Submission form, honeypot `hp`, files
 * `files[]`) is a public write guarded like POST pp/v1/interest: a filled
 * honeypot is answered like a success and stored nowhere; each client
 * address (hashed) gets a few submissions per hour; every field is checked
 * by Submission_Validator (one stable code per rule), every file by
 * Upload_Intake (type by content, 10 MB, at most 5) before anything is
 * written; the story and its files are stored together or not at all. The
 * story waits, `pending`, for an editor (wp-admin → PlayPal → Stories).
 *
 * GET lists approved and featured stories only, newest first, paged; never
 * an email, never a file of a story not approved.
 *
 * @extends Abstract_Form_Route<Submissions_Schema>
 */
final class Submissions extends Abstract_Form_Route {

	public const IDENTIFIER = 'submissions';

	protected const METHODS = array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE );

	// Public. The read lists moderated, approved stories only. Anyone may send
	// a story: the guards are the honeypot, the per-address rate limit and the
	// checks of every field and file (see the class comment); nothing is
	// public until an editor approves it.
	protected const ACCESS = self::ANYONE;

	public const SCHEMA = Submissions_Schema::class;

	/** The rate-limit window in seconds (5 stories per address), unless filtered. */
	public const DEFAULT_RATE_WINDOW = 3600;

	/** Stories from everybody per minute, unless filtered. */
	public const DEFAULT_GLOBAL_RATE_LIMIT = 30;

	protected const RATE_SCOPE = 'submission';

	/** Revalidate every time: a story approved a moment ago shows at once. */
	protected const MAX_AGE = 0;

	public const PER_PAGE_DEFAULT = 12;
	public const PER_PAGE_MAX     = 50;

	private Submission_Repository $submissions;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings                   $settings    Plugin settings.
	 * @param Abstract_Schema            $schema      Response schema.
	 * @phpstan-param Submissions_Schema $schema
	 * @param Submission_Repository|null $submissions Submission storage.
	 * @param Signups_Repository|null    $signups     The newsletter list.
	 * @param Limiter|null               $limiter     Hit counter.
	 * @param Client_Address|null        $client      Client address hashing.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Submission_Repository $submissions = null, ?Signups_Repository $signups = null, ?Limiter $limiter = null, ?Client_Address $client = null ) {
		parent::__construct( $settings, $schema, $signups, $limiter, $client );
		$this->submissions = $submissions ?? new Submission_Repository();
	}

	/**
	 * {@inheritDoc} The read takes a page; the POST fields are documented for
	 * OPTIONS, and Submission_Validator checks them all in the handler (a form
	 * sends every value as text, and each rule answers its own stable code),
	 * so WordPress's own type checks and sanitising are switched off here
	 * (`sanitize_callback` null).
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		if ( WP_REST_Server::READABLE === $methods ) {
			return array(
				'page'     => array(
					'description' => __( 'Page of the list, from 1.', 'playpal' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 10000,
					'default'     => 1,
				),
				'per_page' => array(
					'description' => __( 'Stories per page.', 'playpal' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => self::PER_PAGE_MAX,
					'default'     => self::PER_PAGE_DEFAULT,
				),
			);
		}
		$field = static fn( string $description, string $type, array $extra = array() ): array => array(
			'description'       => $description,
			'type'              => $type,
			'sanitize_callback' => null,
		) + $extra;
		return array(
			'type'               => $field( __( 'What is shared.', 'playpal' ), 'string', array( 'enum' => Submission_Validator::TYPES ) ),
			'title'              => $field( __( 'Title of the story.', 'playpal' ), 'string', array( 'maxLength' => Submission_Validator::TITLE_MAX ) ),
			'description'        => $field( __( 'The story.', 'playpal' ), 'string', array( 'maxLength' => Submission_Validator::DESCRIPTION_MAX ) ),
			'product_used'       => $field( __( 'The play kit used.', 'playpal' ), 'string', array( 'enum' => Submission_Validator::products() ) ),
			'age_of_child'       => $field( __( 'Age of the child, free text (optional).', 'playpal' ), 'string', array( 'maxLength' => Submission_Validator::AGE_MAX ) ),
			'submitter_name'     => $field( __( 'Name of the sender.', 'playpal' ), 'string', array( 'maxLength' => Submission_Validator::NAME_MAX ) ),
			'submitter_email'    => $field( __( 'Email of the sender; never shown publicly.', 'playpal' ), 'string', array( 'format' => 'email' ) ),
			'permission_granted' => $field( __( 'The licence is granted; must be true.', 'playpal' ), 'boolean' ),
			'marketing_consent'  => $field( __( 'Ownership confirmed and featuring agreed; must be true.', 'playpal' ), 'boolean' ),
			'newsletter_signup'  => $field( __( 'Add the sender to the newsletter.', 'playpal' ), 'boolean' ),
			'hp'                 => $field( __( 'Spam trap: a field people never see; it must stay empty.', 'playpal' ), 'string' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$per_page = min( self::PER_PAGE_MAX, max( 1, (int) $request->get_param( 'per_page' ) ) );
		$page     = max( 1, (int) $request->get_param( 'page' ) );
		$found    = $this->submissions->find_public( $page, $per_page );
		$body     = $this->schema->get_item_response( $found + array( 'per_page' => $per_page ) );
		$response = new WP_REST_Response( $body );
		$response->header( 'X-WP-Total', (string) $body['total'] );
		$response->header( 'X-WP-TotalPages', (string) $body['pages'] );
		return $response;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception For every refusal.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$params = $request->get_params();
		$filled = Submission_Validator::honeypot_filled( $params['hp'] ?? null );
		if ( null === $filled ) {
			throw new Route_Exception( 'playpal_submission_invalid_body', __( 'The form was not sent the way it sends itself.', 'playpal' ), 400 );
		}
		// A bot filled the field people cannot see: answer as a success would, keep nothing.
		if ( $filled ) {
			return $this->received();
		}

		$ip_hash = $this->throttled_client( __( 'Too many stories from your connection. Please wait a while and try again.', 'playpal' ) );

		$fields = ( new Submission_Validator() )->validate( $params );

		$policy   = Upload_Policy::story_media();
		$uploader = new Media_Uploader( $policy );
		$id       = self::or_fail(
			fn(): int => $this->submissions->create( $fields, ( new Upload_Intake( $policy ) )->check( $request->get_file_params()['files'] ?? null ), $uploader, $ip_hash ),
			new Unavailable( 'playpal_submission_unavailable', __( 'We could not save your story just now. Please try again in a moment.', 'playpal' ) ),
			array( 'params' => array( 'files' ) )
		);

		if ( $fields['newsletter_signup'] ) {
			$this->join_newsletter( $fields, $ip_hash );
		}
		( new Submission_Notifier() )->notify( $id );

		return $this->received();
	}

	/**
	 * The answer to a received story (and to a bot).
	 */
	private function received(): WP_REST_Response {
		return new WP_REST_Response( $this->schema->received_response( Submission_Repository::PENDING ), 201 );
	}

	/**
	 * Adds the sender to the newsletter list through the sign-ups code; a
	 * failure there never undoes the story.
	 *
	 * @param array<string, mixed> $fields  Validated fields.
	 * @param string               $ip_hash Hashed client address.
	 */
	private function join_newsletter( array $fields, string $ip_hash ): void {
		$name  = preg_split( '/\s+/u', trim( (string) $fields['submitter_name'] ), 2 );
		$name  = is_array( $name ) ? $name : array( '' );
		$first = mb_substr( (string) ( $name[0] ?? '' ), 0, 100 );
		$last  = mb_substr( (string) ( $name[1] ?? '' ), 0, 100 );
		try {
			$this->signups->add(
				array(
					'kind'         => Signup_Lists::NEWSLETTER,
					'email'        => (string) $fields['submitter_email'],
					'first_name'   => $first,
					'last_name'    => $last,
					'message'      => '',
					'source_page'  => '/submit',
					'consent_text' => Signup_Lists::consent_text( Signup_Lists::NEWSLETTER ),
					'ip_hash'      => $ip_hash,
				)
			);
		} catch ( Throwable $error ) {
			unset( $error ); // The story is stored; the sign-up can be repeated from the blog.
		}
	}
}
