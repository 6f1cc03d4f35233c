<?php
/**
 * Turns an upload into an Appadoo package.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Converter;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Errors\Domain_Exception;
use PlayPal\Errors\Operation_Failed;
use RuntimeException;
use Throwable;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Takes an upload Uploads\Upload_Intake has checked (the route checks it once, and
 * sizes it against the quota, before anything is written), builds the
 * package in a staging folder, and only then creates the Appadoo (or takes
 * the existing one) and swaps the package in. On any failure the staging
 * folder goes and a newly created Appadoo is deleted again: a refused or
 * failed conversion leaves no file and no post.
 */
final class Converter {

	private Appadoo_Files $files;

	private Appadoo_Repository $appadoos;

	private Package_Builder $builder;

	/**
	 * Constructor.
	 *
	 * @param Appadoo_Files|null      $files    Appadoo files.
	 * @param Appadoo_Repository|null $appadoos Appadoo storage.
	 * @param Package_Builder|null    $builder  Package builder.
	 */
	public function __construct(
		?Appadoo_Files $files = null,
		?Appadoo_Repository $appadoos = null,
		?Package_Builder $builder = null
	) {
		$this->files    = $files ?? new Appadoo_Files();
		$this->appadoos = $appadoos ?? new Appadoo_Repository( $this->files );
		$this->builder  = $builder ?? new Package_Builder();
	}

	/**
	 * The converter's view of a file Upload_Intake has checked against
	 * Upload_Policy::appadoo_source(): a page or a .zip, by its extension.
	 *
	 * @param array{tmp_name: string, name: string, ext: string, size: int} $file Checked file.
	 * @return array{path: string, name: string, kind: string, size: int}
	 */
	public static function source( array $file ): array {
		return array(
			'path' => $file['tmp_name'],
			'name' => $file['name'],
			'kind' => 'zip' === $file['ext'] ? 'zip' : 'html',
			'size' => $file['size'],
		);
	}

	/**
	 * Converts an upload.
	 *
	 * @param int                                                        $owner_id Owner of a new Appadoo.
	 * @param array{path: string, name: string, kind: string, size: int} $upload   The request's `file`, checked by Upload_Intake (source()).
	 * @param WP_Post|null                                               $existing The Appadoo to give a new version (already access-checked), or null for a new one.
	 * @param string|null                                                $name     Name of a new Appadoo (validated); null: from the file name.
	 * @return array{id: int, conversion: array<string, mixed>}
	 * @throws Operation_Failed `playpal_conversion_failed` for any failure but a refusal (a Domain_Exception, thrown on).
	 * @throws RuntimeException Caught inside and answered as Operation_Failed.
	 * @throws Throwable Never: every other error is answered as Operation_Failed.
	 */
	public function convert( int $owner_id, array $upload, ?WP_Post $existing, ?string $name ): array {
		$staging = null;
		$created = 0;
		try {
			$staging = $this->files->new_staging();
			$package = $this->builder->build( $upload, $staging );
			$post    = $existing;
			if ( null === $post ) {
				$created = $this->appadoos->create_converted( $owner_id, $name ?? self::name_from_file( $upload['name'] ) );
				$post    = $this->appadoos->get( $created );
				if ( null === $post ) {
					throw new RuntimeException( 'The new Appadoo could not be read back.' );
				}
			}
			$this->files->install_staging( $post->ID, $staging );
			$this->appadoos->record_package( $post, $package['entry'], $package['report'] );
			return array(
				'id'         => $post->ID,
				'conversion' => $package['report'] + array( 'entry' => $package['entry'] ),
			);
		} catch ( Throwable $error ) {
			if ( $created > 0 ) {
				$this->appadoos->discard( $created );
			}
			if ( $error instanceof Domain_Exception ) {
				throw $error;
			}
			throw new Operation_Failed( 'playpal_conversion_failed', __( 'The Appadoo could not be saved just now. Please try again in a moment.', 'playpal' ) );
		} finally {
			if ( null !== $staging ) {
				$this->files->discard_staging( $staging );
			}
		}
	}

	/**
	 * A name from the uploaded file's name: "space-quiz.html" gives "space quiz".
	 *
	 * @param string $file_name File name.
	 */
	public static function name_from_file( string $file_name ): string {
		$name = Appadoo_Repository::clean_name( str_replace( array( '-', '_' ), ' ', pathinfo( $file_name, PATHINFO_FILENAME ) ) );
		$name = mb_substr( $name, 0, Appadoo_Repository::NAME_MAX, 'UTF-8' );
		return '' !== $name ? $name : __( 'Converted activity', 'playpal' );
	}
}
