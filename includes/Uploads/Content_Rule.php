<?php
/**
 * How a field tells a file's type from its bytes.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

use PlayPal\Errors\Domain_Exception;

defined( 'ABSPATH' ) || exit;

/**
 * One rule per kind of content: pictures and printables are judged by
 * `finfo` with WordPress agreeing on the name (Media_Content); a page to
 * convert also passes as plain text when it holds markup (Page_Or_Zip_Content).
 */
interface Content_Rule {

	/**
	 * The file's real type and the extension it is stored under, or null when
	 * the bytes are not a type the policy accepts (or the name disagrees).
	 *
	 * @param string        $path   Temporary file, already known to exist and not be empty.
	 * @param string        $name   The name it was sent under.
	 * @param Upload_Policy $policy The field's policy.
	 * @return array{type: string, ext: string}|null
	 * @throws Domain_Exception For a refusal with its own code (e.g. an SVG that cannot be parsed).
	 */
	public function judge( string $path, string $name, Upload_Policy $policy ): ?array;
}
