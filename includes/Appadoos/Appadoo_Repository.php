<?php
/**
 * Reading and writing Appadoos.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Errors\Invalid_Input;
use PlayPal\Text\Plain_Text;
use RuntimeException;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that writes Appadoo posts, their meta and their starter file,
 * and turns them into records (docs/APPADOOS.md). It does not check who is
 * asking: Appadoo_Access does, before a route calls it.
 *
 * A record is the Appadoo's data in PHP terms:
 * `{id, name, template, template_name, status, public_url, usage, settings,
 * owner_id, owner_name, created_gmt, modified_gmt}` (dates as MySQL GMT strings);
 * REST\Schemas\Appadoo_Schema turns it into the answer.
 *
 * Deleting goes through WordPress (wp_delete_post), so an Appadoo removed
 * any other way — with its owner, say — loses its files and backups too:
 * see on_before_delete() and on_deleted().
 */
final class Appadoo_Repository {

	/** Longest name, in characters. */
	public const NAME_MAX = 100;

	/** Fires before an Appadoo's post and meta are deleted. */
	public const DELETED_ACTION = 'playpal_appadoo_deleted';

	private Appadoo_Files $files;

	private Templates $templates;

	private Appadoo_Access $access;

	/**
	 * Constructor.
	 *
	 * @param Appadoo_Files|null  $files     Appadoo files.
	 * @param Templates|null      $templates Templates.
	 * @param Appadoo_Access|null $access    Whose Appadoos a list holds.
	 */
	public function __construct( ?Appadoo_Files $files = null, ?Templates $templates = null, ?Appadoo_Access $access = null ) {
		$this->files     = $files ?? new Appadoo_Files();
		$this->templates = $templates ?? new Templates();
		$this->access    = $access ?? new Appadoo_Access();
	}

	/**
	 * Registers the clean-up that follows every deletion of an Appadoo post.
	 */
	public function add_hooks(): void {
		add_action( 'before_delete_post', array( $this, 'on_before_delete' ), 10, 2 );
		add_action( 'deleted_post', array( $this, 'on_deleted' ), 10, 2 );
	}

	/**
	 * Creates an Appadoo from a template: the post, its meta and a starter
	 * `index.html`. If any part cannot be written, nothing is kept.
	 *
	 * @param int    $owner_id    Owner (post author).
	 * @param string $name        Name, already validated (Appadoo_Repository::clean_name()).
	 * @param string $template_id Template id.
	 * @return int The new Appadoo's id.
	 * @throws Invalid_Input `playpal_unknown_template` when the template is unknown (e.g. removed since the route checked it).
	 * @throws RuntimeException When the post, its meta or its file cannot be written.
	 */
	public function create( int $owner_id, string $name, string $template_id ): int {
		$template = $this->templates->find( $template_id );
		if ( null === $template ) {
			throw new Invalid_Input( 'playpal_unknown_template', __( 'That template does not exist. Please choose one from the Template Library.', 'playpal' ) );
		}
		$post_id = $this->insert( $owner_id, $name, $template_id );
		try {
			$this->files->put( $post_id, 'index.html', $this->starter_page( $name, $template ) );
		} catch ( RuntimeException $exception ) {
			$this->remove_half_written( $post_id );
			throw $exception;
		}
		return $post_id;
	}

	/**
	 * Bytes of the starter page create() would write (Storage_Quota counts it before the write).
	 *
	 * @param string $name        Name, already validated.
	 * @param string $template_id Template id.
	 * @return int 0 for an unknown template (create() refuses it).
	 */
	public function starter_size( string $name, string $template_id ): int {
		$template = $this->templates->find( $template_id );
		return null === $template ? 0 : strlen( $this->starter_page( $name, $template ) );
	}

	/**
	 * Creates an Appadoo made by the converter: the post and its meta (template
	 * `converted`), no files. The converter installs the package and, if that
	 * fails, deletes the post again (Converter\Converter).
	 *
	 * @param int    $owner_id Owner.
	 * @param string $name     Name, already validated.
	 * @return int The new Appadoo's id.
	 * @throws RuntimeException When the post or its meta cannot be written.
	 */
	public function create_converted( int $owner_id, string $name ): int {
		return $this->insert( $owner_id, $name, Appadoo_Meta::TEMPLATE_CONVERTED );
	}

	/**
	 * The package record of a converted Appadoo (Appadoo_Meta::PACKAGE); for
	 * an Appadoo made from a template, its starter page.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return array{entry: string, version: int}
	 */
	public function package_of( int $appadoo_id ): array {
		$stored = get_post_meta( $appadoo_id, Appadoo_Meta::PACKAGE, true );
		$stored = is_array( $stored ) ? $stored : array();
		$entry  = isset( $stored['entry'] ) && is_string( $stored['entry'] ) ? $stored['entry'] : 'index.html';
		try {
			$entry = Appadoo_Files::safe_relative_path( $entry );
		} catch ( RuntimeException $exception ) {
			$entry = 'index.html';
		}
		return array(
			'entry'   => $entry,
			'version' => max( 0, (int) ( $stored['version'] ?? 0 ) ),
		);
	}

	/**
	 * Records a new package version and moves the modified date on.
	 *
	 * @param WP_Post              $post       Appadoo post.
	 * @param string               $entry      Entry page, relative.
	 * @param array<string, mixed> $conversion The conversion report.
	 * @throws RuntimeException When the post cannot be written.
	 */
	public function record_package( WP_Post $post, string $entry, array $conversion ): void {
		$version = $this->package_of( $post->ID )['version'] + 1;
		update_post_meta(
			$post->ID,
			Appadoo_Meta::PACKAGE,
			wp_slash(
				array(
					'entry'       => $entry,
					'version'     => $version,
					'convertedAt' => gmdate( 'Y-m-d\TH:i:s\Z' ),
					'conversion'  => $conversion,
				)
			)
		);
		$this->write_post( array( 'ID' => $post->ID ), $post->post_title );
	}

	/**
	 * Moves the modified date on (a change kept outside the post, such as its status).
	 *
	 * @param WP_Post $post Appadoo post.
	 * @throws RuntimeException When the post cannot be written.
	 */
	public function touch( WP_Post $post ): void {
		$this->write_post( array( 'ID' => $post->ID ), $post->post_title );
	}

	/**
	 * Deletes an Appadoo the converter created when its package could not be
	 * installed: post, meta and any file.
	 *
	 * @param int $post_id Post id.
	 */
	public function discard( int $post_id ): void {
		$this->remove_half_written( $post_id );
	}

	/**
	 * Inserts the post and its meta; if any part cannot be written, nothing is kept.
	 *
	 * @param int    $owner_id    Owner.
	 * @param string $name        Name.
	 * @param string $template_id Template id.
	 * @throws RuntimeException When the post or its meta cannot be written.
	 */
	private function insert( int $owner_id, string $name, string $template_id ): int {
		$post_id = $this->write_post(
			array(
				'post_type'      => Appadoo_Post_Type::POST_TYPE,
				'post_status'    => 'private',
				'post_author'    => $owner_id,
				// A unique slug costs one query; a slug made from the name costs one per Appadoo of that name.
				'post_name'      => 'appadoo-' . wp_generate_uuid4(),
				'comment_status' => 'closed',
				'ping_status'    => 'closed',
			),
			$name
		);

		try {
			$meta = array(
				Appadoo_Meta::TEMPLATE => $template_id,
				Appadoo_Meta::STATUS   => 'active',
				Appadoo_Meta::USAGE    => Appadoo_Meta::default_usage(),
				Appadoo_Meta::SETTINGS => Appadoo_Meta::default_settings(),
				Appadoo_Meta::STORAGE  => Appadoo_Meta::default_storage(),
				Appadoo_Meta::BACKUPS  => array(),
			);
			foreach ( $meta as $key => $value ) {
				if ( false === add_post_meta( $post_id, $key, wp_slash( $value ), true ) ) {
					throw new RuntimeException( 'An Appadoo field could not be stored.' );
				}
			}
		} catch ( RuntimeException $exception ) {
			$this->remove_half_written( $post_id );
			throw $exception;
		}
		return $post_id;
	}

	/**
	 * The Appadoo post, if the id is one (and not in the bin).
	 *
	 * @param int $appadoo_id Appadoo id.
	 */
	public function get( int $appadoo_id ): ?WP_Post {
		$post = $appadoo_id > 0 ? get_post( $appadoo_id ) : null;
		return $post instanceof WP_Post && Appadoo_Post_Type::POST_TYPE === $post->post_type && 'trash' !== $post->post_status ? $post : null;
	}

	/**
	 * The Appadoo with this public key (its `appadoo-{uuid}` slug, as in
	 * `/play/{key}/`), not in the bin.
	 *
	 * @param string $key Public key.
	 */
	public function find_by_key( string $key ): ?WP_Post {
		if ( '' === $key ) {
			return null;
		}
		$posts = get_posts(
			array(
				'name'             => $key,
				'post_type'        => Appadoo_Post_Type::POST_TYPE,
				'post_status'      => 'private',
				'posts_per_page'   => 1,
				'no_found_rows'    => true,
				'suppress_filters' => true,
			)
		);
		return $posts[0] ?? null;
	}

	/**
	 * The record of one Appadoo.
	 *
	 * @param WP_Post $post Appadoo post.
	 * @return array<string, mixed>
	 */
	public function read( WP_Post $post ): array {
		return $this->shape( $post, $this->template_names() );
	}

	/**
	 * The records of one owner's Appadoos (or everyone's), newest first, in
	 * a fixed number of queries: the posts, their meta, their owners.
	 *
	 * @param int|null $owner_id Owner, or null for every owner.
	 * @return array<int, array<string, mixed>>
	 */
	public function list( ?int $owner_id ): array {
		$posts = $this->access->posts( $owner_id );
		if ( ! $posts ) {
			return array();
		}
		$names = $this->template_names();
		return array_map( fn( WP_Post $post ): array => $this->shape( $post, $names ), $posts );
	}

	/**
	 * Gives an Appadoo a name exactly as written (a restore puts the archived
	 * name back; WordPress's HTML filter must not turn "&" into "&amp;").
	 *
	 * @param WP_Post $post Appadoo post.
	 * @param string  $name Name.
	 * @throws RuntimeException When the post cannot be written.
	 */
	public function rename( WP_Post $post, string $name ): void {
		$this->write_post( array( 'ID' => $post->ID ), $name );
	}

	/**
	 * Changes the name and/or play settings; the modified date moves on.
	 *
	 * @param WP_Post              $post    Appadoo post.
	 * @param array<string, mixed> $changes `name` (validated) and/or `settings` (a partial, validated map).
	 * @throws RuntimeException When the post cannot be written.
	 */
	public function update( WP_Post $post, array $changes ): void {
		$name = isset( $changes['name'] ) ? (string) $changes['name'] : $post->post_title;
		$this->write_post( array( 'ID' => $post->ID ), $name );

		if ( isset( $changes['settings'] ) && is_array( $changes['settings'] ) ) {
			$settings = array_merge(
				self::settings_of( get_post_meta( $post->ID, Appadoo_Meta::SETTINGS, true ) ),
				array_intersect_key( $changes['settings'], Appadoo_Meta::default_settings() )
			);
			update_post_meta( $post->ID, Appadoo_Meta::SETTINGS, wp_slash( self::settings_of( $settings ) ) );
		}
	}

	/**
	 * Deletes an Appadoo: its post and meta, its files, and (through the
	 * `playpal_appadoo_deleted` action) its backups.
	 *
	 * @param WP_Post $post Appadoo post.
	 * @return bool Whether WordPress deleted the post.
	 */
	public function delete( WP_Post $post ): bool {
		return wp_delete_post( $post->ID, true ) instanceof WP_Post;
	}

	/**
	 * Bytes and files an Appadoo keeps on disk (for the storage screens).
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return array{storageUsed: int, fileCount: int}
	 */
	public function storage_usage( int $appadoo_id ): array {
		$usage = $this->files->usage( $appadoo_id );
		return array(
			'storageUsed' => $usage['bytes'],
			'fileCount'   => $usage['count'],
		);
	}

	/**
	 * Announces the deletion while the Appadoo's meta (its backup index) is
	 * still there.
	 *
	 * @param int          $post_id Post id.
	 * @param WP_Post|null $post    Post.
	 */
	public function on_before_delete( int $post_id, ?WP_Post $post = null ): void {
		$post = $post ?? get_post( $post_id );
		if ( ! $post instanceof WP_Post || Appadoo_Post_Type::POST_TYPE !== $post->post_type ) {
			return;
		}
		/**
		 * Fires before an Appadoo's post and meta are deleted, however it is
		 * deleted (the portal, its owner's removal, wp_delete_post()). The
		 * storage side removes the Appadoo's backups here.
		 *
		 * @param int     $post_id Appadoo id.
		 * @param WP_Post $post    The Appadoo post.
		 */
		do_action( 'playpal_appadoo_deleted', $post_id, $post );
	}

	/**
	 * Removes the files once the post is gone.
	 *
	 * @param int          $post_id Post id.
	 * @param WP_Post|null $post    Post (WordPress 5.5+ passes it).
	 */
	public function on_deleted( int $post_id, ?WP_Post $post = null ): void {
		if ( $post instanceof WP_Post && Appadoo_Post_Type::POST_TYPE === $post->post_type ) {
			try {
				$this->files->delete( $post_id );
			} catch ( RuntimeException $exception ) {
				// The uploads folder is unusable: there are no files to remove.
				unset( $exception );
			}
		}
	}

	/**
	 * A name as stored: surrounding white space trimmed, runs of white space
	 * and control characters made one space; '' when nothing visible is left.
	 * Plain text, never HTML: markup is kept as typed and escaped wherever
	 * the name is shown.
	 *
	 * @param string $name Name as sent.
	 */
	public static function clean_name( string $name ): string {
		$name = trim( (string) preg_replace( '/[\s\p{Z}\p{Cc}]+/u', ' ', $name ) );
		// A name that shows nothing (only U+200B, a byte-order mark, …) is no name: required means required.
		return Plain_Text::has_visible( $name ) ? $name : '';
	}

	/**
	 * Whether a cleaned name may be stored: valid UTF-8, 1 to 100 characters.
	 *
	 * @param string $name Name after clean_name().
	 */
	public static function is_valid_name( string $name ): bool {
		return '' !== $name && mb_check_encoding( $name, 'UTF-8' ) && mb_strlen( $name, 'UTF-8' ) <= self::NAME_MAX;
	}

	/**
	 * Play settings read back safely: stored values of the wrong type fall
	 * back to the defaults.
	 *
	 * @param mixed $stored Stored meta value.
	 * @return array{timeLimit: string, hdgFilter: bool, printEnabled: bool}
	 */
	public static function settings_of( mixed $stored ): array {
		$settings = Appadoo_Meta::default_settings();
		$stored   = is_array( $stored ) ? $stored : array();
		if ( isset( $stored['timeLimit'] ) && is_string( $stored['timeLimit'] ) && self::is_valid_time_limit( $stored['timeLimit'] ) ) {
			$settings['timeLimit'] = $stored['timeLimit'];
		}
		foreach ( array( 'hdgFilter', 'printEnabled' ) as $key ) {
			if ( isset( $stored[ $key ] ) && is_bool( $stored[ $key ] ) ) {
				$settings[ $key ] = $stored[ $key ];
			}
		}
		return $settings;
	}

	/**
	 * Whether a time limit is "unlimited" or a whole number of minutes from 1 to 1440.
	 *
	 * @param string $limit Time limit.
	 */
	public static function is_valid_time_limit( string $limit ): bool {
		return 'unlimited' === $limit || ( 1 === preg_match( '/^[1-9][0-9]{0,3}\z/', $limit ) && (int) $limit <= 1440 );
	}

	/**
	 * One record.
	 *
	 * @param WP_Post              $post  Appadoo post.
	 * @param array<string,string> $names Template names by id.
	 * @return array<string, mixed>
	 */
	private function shape( WP_Post $post, array $names ): array {
		$template = get_post_meta( $post->ID, Appadoo_Meta::TEMPLATE, true );
		$template = is_string( $template ) ? $template : '';
		$status   = get_post_meta( $post->ID, Appadoo_Meta::STATUS, true );
		$status   = in_array( $status, Appadoo_Meta::STATUSES, true ) ? $status : 'active';
		$owner    = get_userdata( (int) $post->post_author );
		return array(
			'id'            => (int) $post->ID,
			'name'          => (string) $post->post_title,
			'template'      => $template,
			// A template a site owner has since removed keeps its id as its name.
			'template_name' => $names[ $template ] ?? $template,
			'status'        => $status,
			// Where a deployed ("Live") Appadoo plays for anyone (Appadoo_Deployment).
			'public_url'    => Appadoo_Deployment::STATUS === $status ? Player\Player::public_url( $post->post_name ) : null,
			'usage'         => self::usage_of( get_post_meta( $post->ID, Appadoo_Meta::USAGE, true ) ),
			'settings'      => self::settings_of( get_post_meta( $post->ID, Appadoo_Meta::SETTINGS, true ) ),
			'owner_id'      => (int) $post->post_author,
			'owner_name'    => $owner ? (string) $owner->display_name : '',
			'created_gmt'   => (string) $post->post_date_gmt,
			'modified_gmt'  => (string) $post->post_modified_gmt,
		);
	}

	/**
	 * Usage read back safely. `totalSeconds` is what the play-session
	 * reports add up (Play_Sessions); usage written before them has only
	 * minutes, which count as whole minutes of seconds.
	 *
	 * @param mixed $stored Stored meta value.
	 * @return array{sessions: int, totalTime: int, totalSeconds: int, lastPlayed: string|null}
	 */
	public static function usage_of( mixed $stored ): array {
		$stored  = is_array( $stored ) ? $stored : array();
		$last    = $stored['lastPlayed'] ?? null;
		$minutes = max( 0, (int) ( is_numeric( $stored['totalTime'] ?? null ) ? $stored['totalTime'] : 0 ) );
		return array(
			'sessions'     => max( 0, (int) ( is_numeric( $stored['sessions'] ?? null ) ? $stored['sessions'] : 0 ) ),
			'totalTime'    => $minutes,
			'totalSeconds' => is_numeric( $stored['totalSeconds'] ?? null ) ? max( 0, (int) $stored['totalSeconds'] ) : $minutes * 60,
			'lastPlayed'   => is_string( $last ) && '' !== $last ? $last : null,
		);
	}

	/**
	 * Template names by id.
	 *
	 * @return array<string, string>
	 */
	private function template_names(): array {
		return array_column( $this->templates->all(), 'name', 'id' ) + array( Appadoo_Meta::TEMPLATE_CONVERTED => __( 'Converted HTML', 'playpal' ) );
	}

	/**
	 * Inserts or updates the post with exactly this title.
	 *
	 * WordPress runs titles through kses for users without `unfiltered_html`,
	 * which would store "Tom & Jerry" as "Tom &amp; Jerry". A name is plain
	 * text (every screen escapes it), so the title is put back as given.
	 *
	 * @param array<string, mixed> $postarr Post fields (unslashed); with `ID` an update.
	 * @param string               $title   Title.
	 * @return int Post id.
	 * @throws RuntimeException When WordPress refuses the write.
	 */
	private function write_post( array $postarr, string $title ): int {
		$postarr['post_title'] = $title;
		$keep_title            = static function ( array $data ) use ( $title ): array {
			if ( Appadoo_Post_Type::POST_TYPE === ( $data['post_type'] ?? '' ) ) {
				$data['post_title'] = wp_slash( $title );
			}
			return $data;
		};
		add_filter( 'wp_insert_post_data', $keep_title, PHP_INT_MAX );
		try {
			$result = isset( $postarr['ID'] ) ? wp_update_post( wp_slash( $postarr ), true ) : wp_insert_post( wp_slash( $postarr ), true );
		} finally {
			remove_filter( 'wp_insert_post_data', $keep_title, PHP_INT_MAX );
		}
		if ( is_wp_error( $result ) ) {
			throw new RuntimeException( 'The Appadoo could not be saved.' );
		}
		return (int) $result;
	}

	/**
	 * Removes what a failed create() wrote: the post, its meta, any file.
	 *
	 * @param int $post_id Post id.
	 */
	private function remove_half_written( int $post_id ): void {
		wp_delete_post( $post_id, true );
		try {
			$this->files->delete( $post_id );
		} catch ( RuntimeException $exception ) {
			unset( $exception ); // No uploads folder: no files to remove.
		}
	}

	/**
	 * The starter page of a new Appadoo: an honest placeholder that names the
	 * template and says it is waiting for the real activity, with a small
	 * activity that shows the state API at work (Starter_Activity).
	 *
	 * @param string               $name     Appadoo name.
	 * @param array<string, mixed> $template Template.
	 */
	private function starter_page( string $name, array $template ): string {
		$language = (string) get_bloginfo( 'language' );
		/* translators: %s: template name. */
		$made_from = sprintf( __( 'This is a starter page made from the “%s” template.', 'playpal' ), (string) $template['name'] );
		$next      = __( 'The activity itself is not here yet: replace this page with your own HTML activity in the Appadoo portal.', 'playpal' );
		return '<!DOCTYPE html>' . "\n"
			. '<html lang="' . esc_attr( '' !== $language ? $language : 'en' ) . '">' . "\n"
			. "<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
			. '<title>' . esc_html( $name ) . "</title>\n"
			// The Appadoo runtime (time limit, print, HDG filter), served by the player (Player\Player).
			. '<script src="' . esc_attr( Converter\Html_Rewriter::RUNTIME_PATH ) . '" data-playpal-runtime="1"></script>' . "\n" // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- Markup of a package, not of a WordPress page.
			. "<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;line-height:1.5}</style>\n"
			. "</head>\n<body>\n<main>\n"
			. '<h1>' . esc_html( $name ) . "</h1>\n"
			. '<p>' . esc_html( (string) $template['description'] ) . "</p>\n"
			. '<p>' . esc_html( $made_from ) . "</p>\n"
			. '<p>' . esc_html( $next ) . "</p>\n"
			// A small activity that keeps the child's place through the runtime's state API.
			. Starter_Activity::markup()
			. "</main>\n</body>\n</html>\n";
	}
}
