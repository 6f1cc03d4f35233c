<?php
/**
 * Reads and writes story submissions.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

use PlayPal\Uploads\Media_Uploader;
use PlayPal\Uploads\Post_With_Files;
use Throwable;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * The only code that touches `playpal_submission` posts and their meta.
 *
 * A submission is a post (title, description as content) whose moderation
 * status (SPEC §4: pending, approved, featured, rejected) lives in meta and
 * decides its post status: pending → `pending`, approved and featured →
 * `publish` (the post type itself is never public), rejected → `draft`.
 * Its files are attachments of the post, `private` until it is approved or
 * featured, `inherit` afterwards.
 */
final class Submission_Repository {

	public const PENDING  = 'pending';
	public const APPROVED = 'approved';
	public const FEATURED = 'featured';
	public const REJECTED = 'rejected';

	public const STATUSES = array( self::PENDING, self::APPROVED, self::FEATURED, self::REJECTED );

	/** Statuses the public may see (SPEC §2 Community Love). */
	public const PUBLIC_STATUSES = array( self::APPROVED, self::FEATURED );

	private const META = '_playpal_story_';

	/**
	 * Stores a submission with its files, or nothing at all.
	 *
	 * @param array{type: string, title: string, product_used: string, description: string, age_of_child: string, submitter_name: string, submitter_email: string, newsletter_signup: bool} $fields  Validated fields.
	 * @param array<int, array{tmp_name: string, type: string, ext: string, size: int}>                                                                                                     $checked Files from Upload_Intake::check().
	 * @param Media_Uploader                                                                                                                                                                $uploader Stores the files.
	 * @param string                                                                                                                                                                        $ip_hash Hashed client address.
	 * @return int The new post's ID.
	 * @throws Throwable When the post or a file could not be stored (nothing remains then).
	 */
	public function create( array $fields, array $checked, Media_Uploader $uploader, string $ip_hash ): int {
		$now = current_time( 'mysql', true );
		return Post_With_Files::insert(
			array(
				'post_type'     => Submission_Post_Type::POST_TYPE,
				'post_status'   => 'pending',
				'post_title'    => $fields['title'],
				'post_content'  => $fields['description'],
				'post_author'   => 0,
				'post_date_gmt' => $now,
				'post_date'     => get_date_from_gmt( $now ),
				'meta_input'    => array(
					self::META . 'status'        => self::PENDING,
					self::META . 'type'          => $fields['type'],
					self::META . 'product'       => $fields['product_used'],
					self::META . 'age'           => $fields['age_of_child'],
					self::META . 'name'          => $fields['submitter_name'],
					self::META . 'email'         => $fields['submitter_email'],
					self::META . 'email_key'     => strtolower( $fields['submitter_email'] ),
					self::META . 'newsletter'    => $fields['newsletter_signup'] ? '1' : '0',
					self::META . 'permission'    => '1',
					self::META . 'marketing'     => '1',
					self::META . 'consent_text'  => Submission_Consent::licence_text(),
					self::META . 'consented_at'  => $now,
					self::META . 'featured_date' => '',
					self::META . 'ip_hash'       => $ip_hash,
					self::META . 'media'         => array(),
				),
			),
			self::META . 'media',
			$checked,
			$uploader,
			'The submission could not be stored.'
		);
	}

	/**
	 * A submission as a plain array (for wp-admin, privacy tools and the public shape), or null.
	 *
	 * @param int $id Post ID.
	 * @return array<string, mixed>|null
	 */
	public function get( int $id ): ?array {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || Submission_Post_Type::POST_TYPE !== $post->post_type ) {
			return null;
		}
		$meta = static fn( string $key ): string => (string) get_post_meta( $post->ID, self::META . $key, true );
		return array(
			'id'              => $post->ID,
			'type'            => $meta( 'type' ),
			'title'           => $post->post_title,
			'description'     => $post->post_content,
			'media'           => $this->media_ids( $post->ID ),
			'submitter_name'  => $meta( 'name' ),
			'submitter_email' => $meta( 'email' ),
			'product_used'    => $meta( 'product' ),
			'age_of_child'    => $meta( 'age' ),
			'submitted_date'  => mysql_to_rfc3339( $post->post_date_gmt ),
			'status'          => $meta( 'status' ),
			'featured_date'   => $meta( 'featured_date' ),
			'newsletter'      => '1' === $meta( 'newsletter' ),
			'consent_text'    => $meta( 'consent_text' ),
			'consented_at'    => $meta( 'consented_at' ),
		);
	}

	/**
	 * Attachment IDs of a submission, in the order they were sent.
	 *
	 * @param int $id Post ID.
	 * @return int[]
	 */
	public function media_ids( int $id ): array {
		$ids = get_post_meta( $id, self::META . 'media', true );
		return is_array( $ids ) ? array_values( array_filter( array_map( 'intval', $ids ) ) ) : array();
	}

	/**
	 * One page of approved and featured submissions, newest first, shaped for the public.
	 *
	 * @param int $page     1-based page.
	 * @param int $per_page Items per page.
	 * @return array{items: array<int, array<string, mixed>>, total: int}
	 */
	public function find_public( int $page, int $per_page ): array {
		$query = new WP_Query(
			array(
				'post_type'              => Submission_Post_Type::POST_TYPE,
				'post_status'            => 'publish',
				'meta_query'             => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- A small, moderated list.
					array(
						'key'     => self::META . 'status',
						'value'   => self::PUBLIC_STATUSES,
						'compare' => 'IN',
					),
				),
				'orderby'                => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'posts_per_page'         => $per_page,
				'paged'                  => $page,
				'no_found_rows'          => false,
				'ignore_sticky_posts'    => true,
				'update_post_term_cache' => false,
			)
		);
		$items = array();
		foreach ( $query->posts ?? array() as $post ) {
			$submission = $this->get( (int) ( $post instanceof WP_Post ? $post->ID : $post ) );
			if ( null !== $submission && in_array( $submission['status'], self::PUBLIC_STATUSES, true ) ) {
				$items[] = self::public_shape( $submission );
			}
		}
		return array(
			'items' => $items,
			'total' => (int) $query->found_posts,
		);
	}

	/**
	 * The fields the public may see: never the email, media URLs only of approved ones.
	 *
	 * @param array<string, mixed> $submission From get().
	 * @return array<string, mixed>
	 */
	public static function public_shape( array $submission ): array {
		$public = in_array( $submission['status'], self::PUBLIC_STATUSES, true );
		$urls   = array();
		foreach ( $public ? $submission['media'] : array() as $attachment_id ) {
			$url = str_starts_with( (string) get_post_mime_type( $attachment_id ), 'image/' )
				? wp_get_attachment_image_url( $attachment_id, 'medium_large' )
				: wp_get_attachment_url( $attachment_id );
			if ( is_string( $url ) && '' !== $url ) {
				$urls[] = $url;
			}
		}
		return array(
			'id'             => (string) $submission['id'],
			'type'           => $submission['type'],
			'title'          => $submission['title'],
			'description'    => $submission['description'],
			'media_urls'     => $urls,
			'submitter_name' => $submission['submitter_name'],
			'product_used'   => $submission['product_used'],
			'age_of_child'   => $submission['age_of_child'],
			'submitted_date' => $submission['submitted_date'],
			'status'         => $submission['status'],
			'featured_date'  => $submission['featured_date'],
			'sample'         => false,
		);
	}

	/**
	 * Sets the moderation status, and with it the post's and its files' visibility.
	 *
	 * @param int    $id     Post ID.
	 * @param string $status One of self::STATUSES.
	 * @return bool Whether the submission exists and was changed.
	 */
	public function set_status( int $id, string $status ): bool {
		if ( ! in_array( $status, self::STATUSES, true ) || null === $this->get( $id ) ) {
			return false;
		}
		$public      = in_array( $status, self::PUBLIC_STATUSES, true );
		$post_status = array(
			self::PENDING  => 'pending',
			self::APPROVED => 'publish',
			self::FEATURED => 'publish',
			self::REJECTED => 'draft',
		)[ $status ];
		$updated     = wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => $post_status,
			),
			true
		);
		if ( is_wp_error( $updated ) ) {
			return false;
		}
		update_post_meta( $id, self::META . 'status', $status );
		if ( self::FEATURED === $status ) {
			update_post_meta( $id, self::META . 'featured_date', gmdate( 'Y-m-d\TH:i:s\Z' ) );
		}
		foreach ( $this->media_ids( $id ) as $attachment_id ) {
			wp_update_post(
				array(
					'ID'          => $attachment_id,
					'post_status' => $public ? 'inherit' : 'private',
				)
			);
		}
		return true;
	}

	/**
	 * Deletes a submission and its files.
	 *
	 * @param int $id Post ID.
	 */
	public function delete( int $id ): bool {
		if ( null === $this->get( $id ) ) {
			return false;
		}
		Media_Uploader::remove( $this->media_ids( $id ) );
		return (bool) wp_delete_post( $id, true );
	}

	/**
	 * Removes the sender's name and email; deletes the files of a submission not (yet) public.
	 *
	 * @param int $id Post ID.
	 * @return bool Whether it held personal data.
	 */
	public function anonymize( int $id ): bool {
		$submission = $this->get( $id );
		if ( null === $submission ) {
			return false;
		}
		foreach ( array( 'name', 'email', 'email_key', 'ip_hash' ) as $key ) {
			update_post_meta( $id, self::META . $key, '' );
		}
		if ( ! in_array( $submission['status'], self::PUBLIC_STATUSES, true ) ) {
			Media_Uploader::remove( $submission['media'] );
			update_post_meta( $id, self::META . 'media', array() );
		}
		return true;
	}

	/**
	 * IDs of a person's submissions (by email, any case), oldest first.
	 *
	 * @param string $email    Email address.
	 * @param int    $per_page How many.
	 * @param int    $page     1-based page.
	 * @return int[]
	 */
	public function ids_by_email( string $email, int $per_page, int $page ): array {
		$email = strtolower( trim( $email ) );
		if ( '' === $email ) {
			return array();
		}
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => Submission_Post_Type::POST_TYPE,
					'post_status'    => 'any',
					'meta_key'       => self::META . 'email_key', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- Privacy requests are rare.
					'meta_value'     => $email, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
					'orderby'        => 'ID',
					'order'          => 'ASC',
					'posts_per_page' => $per_page,
					'paged'          => $page,
					'fields'         => 'ids',
				)
			)
		);
	}

	/**
	 * For the wp-admin list: one page of submissions filtered by status and type, newest first.
	 *
	 * @param string $status   '' or one of self::STATUSES.
	 * @param string $type     '' or one of Submission_Validator::TYPES.
	 * @param int    $per_page Items per page.
	 * @param int    $page     1-based page.
	 * @return array{items: array<int, array<string, mixed>>, total: int}
	 */
	public function find_for_admin( string $status, string $type, int $per_page, int $page ): array {
		$meta_query = array();
		if ( in_array( $status, self::STATUSES, true ) ) {
			$meta_query[] = array(
				'key'   => self::META . 'status',
				'value' => $status,
			);
		}
		if ( in_array( $type, Submission_Validator::TYPES, true ) ) {
			$meta_query[] = array(
				'key'   => self::META . 'type',
				'value' => $type,
			);
		}
		$query = new WP_Query(
			array(
				'post_type'      => Submission_Post_Type::POST_TYPE,
				'post_status'    => 'any',
				'meta_query'     => $meta_query, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- A small, moderated list.
				'orderby'        => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'posts_per_page' => $per_page,
				'paged'          => $page,
				'fields'         => 'ids',
			)
		);
		$items = array();
		foreach ( $query->posts ?? array() as $id ) {
			$submission = $this->get( (int) ( $id instanceof WP_Post ? $id->ID : $id ) );
			if ( null !== $submission ) {
				$items[] = $submission;
			}
		}
		return array(
			'items' => $items,
			'total' => (int) $query->found_posts,
		);
	}
}
