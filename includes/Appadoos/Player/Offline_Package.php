<?php
/**
 * The "Download offline" zip of an Appadoo.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Player;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Appadoos\Quiet_Io;
use PlayPal\Appadoos\Converter\Html_Rewriter;
use RuntimeException;
use WP_Post;
use ZipArchive;

defined( 'ABSPATH' ) || exit;

/**
 * One zip that plays from the file system with no network
 * (docs/APPADOOS.md, Download offline):
 *
 * - the package's files at their own relative paths (the converter already
 *   took every outside reference out);
 * - every page with the runtime's code inlined in place of its runtime tag,
 *   with the Appadoo's current settings (Runtime_Config::for_offline(): no
 *   token, no address of this site), so the time limit, Print and the HDG
 *   filter still apply and nothing is fetched;
 * - every page under a `<meta>` Content-Security-Policy (self::CSP) that
 *   keeps its scripts off the network, as the player's header does online;
 * - `index.html` at the top: the entry page itself, or, when the entry is
 *   elsewhere (`game/index.html`), a small page that opens it.
 *
 * The zip is written to a temporary file (ZipArchive needs one), read back
 * and the file removed before build() returns, whatever happens.
 */
final class Offline_Package {

	/** Name prefix of the temporary file. */
	public const TEMP_PREFIX = 'playpal-offline-';

	/**
	 * The offline pages' Content-Security-Policy, as a `<meta>` first in the
	 * head: the player's policy for the file system. The package's own files
	 * ('self', and `file:` where a browser does not count a file as 'self')
	 * and inline code run; nothing is fetched from the network, no form is
	 * sent. (`sandbox` and `frame-ancestors` cannot be set from a `<meta>`.)
	 */
	public const CSP = "default-src 'self' file: data: blob: 'unsafe-inline' 'unsafe-eval'; connect-src 'none'; form-action 'none'; base-uri 'none'; object-src 'none'";

	/** The page a browser opens first. */
	public const INDEX = 'index.html';

	private Appadoo_Files $files;

	private Appadoo_Repository $appadoos;

	/**
	 * Constructor.
	 *
	 * @param Appadoo_Files|null      $files    Files.
	 * @param Appadoo_Repository|null $appadoos Repository (the entry page).
	 */
	public function __construct( ?Appadoo_Files $files = null, ?Appadoo_Repository $appadoos = null ) {
		$this->files    = $files ?? new Appadoo_Files();
		$this->appadoos = $appadoos ?? new Appadoo_Repository( $this->files );
	}

	/**
	 * The zip's bytes.
	 *
	 * @param WP_Post $post Appadoo.
	 * @throws RuntimeException When the zip cannot be written.
	 */
	public function build( WP_Post $post ): string {
		$paths  = $this->files->paths( $post->ID );
		$list   = array_keys( $paths );
		$entry  = $this->appadoos->package_of( $post->ID )['entry'];
		$script = Runtime_Config::script( Runtime_Config::for_offline( $post ) );
		$csp    = '<meta http-equiv="Content-Security-Policy" content="' . esc_attr( self::CSP ) . '">';
		$temp   = tempnam( get_temp_dir(), self::TEMP_PREFIX );
		if ( false === $temp ) {
			throw new RuntimeException( 'No temporary file could be created.' );
		}
		try {
			$zip = new ZipArchive();
			if ( true !== $zip->open( $temp, ZipArchive::CREATE | ZipArchive::OVERWRITE ) ) {
				throw new RuntimeException( 'The offline zip could not be created.' );
			}
			foreach ( $paths as $relative => $stored ) {
				$added = self::is_page( $relative )
					? $zip->addFromString( $relative, Html_Rewriter::inline_runtime( $this->files->get( $post->ID, $relative ), $script, $csp ) )
					: $zip->addFile( $stored, $relative );
				if ( ! $added ) {
					throw new RuntimeException( 'A file could not be added to the offline zip.' );
				}
			}
			if ( ! in_array( self::INDEX, $list, true ) && ! $zip->addFromString( self::INDEX, self::opener( (string) $post->post_title, $entry ) ) ) {
				throw new RuntimeException( 'The offline zip\'s first page could not be added.' );
			}
			if ( ! Quiet_Io::run( static fn() => $zip->close() ) ) { // Its warnings would name stored paths.
				throw new RuntimeException( 'The offline zip could not be written.' );
			}
			$bytes = file_get_contents( $temp ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Our own temporary file.
			if ( false === $bytes ) {
				throw new RuntimeException( 'The offline zip could not be read back.' );
			}
			return $bytes;
		} finally {
			wp_delete_file( $temp );
		}
	}

	/**
	 * The download's file name: the Appadoo's name in plain letters, then `-offline.zip`.
	 *
	 * @param WP_Post $post Appadoo.
	 */
	public static function file_name( WP_Post $post ): string {
		$base = trim( (string) preg_replace( '/[^a-z0-9]+/', '-', strtolower( remove_accents( (string) $post->post_title ) ) ), '-' );
		return ( '' !== $base ? substr( $base, 0, 60 ) : 'appadoo-' . $post->ID ) . '-offline.zip';
	}

	/**
	 * Whether a package file is a page (the converter put the runtime tag in every page).
	 *
	 * @param string $relative Path.
	 */
	private static function is_page( string $relative ): bool {
		return in_array( strtolower( pathinfo( $relative, PATHINFO_EXTENSION ) ), array( 'html', 'htm' ), true );
	}

	/**
	 * A first page that opens the entry page kept in a folder.
	 *
	 * @param string $name  Appadoo name.
	 * @param string $entry Entry page, relative.
	 */
	private static function opener( string $name, string $entry ): string {
		$href = esc_attr( implode( '/', array_map( 'rawurlencode', explode( '/', $entry ) ) ) );
		/* translators: %s: Appadoo name. */
		$open = sprintf( __( 'Open %s', 'playpal' ), $name );
		return '<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=' . $href . '"><title>' . esc_html( $name ) . '</title></head>'
			. '<body><p><a href="' . $href . '">' . esc_html( $open ) . '</a></p></body></html>';
	}
}
