<?php
/**
 * One address or network (CIDR), IPv4 or IPv6.
 *
 * @package PlayPal
 */

namespace PlayPal\Security;

defined( 'ABSPATH' ) || exit;

/**
 * Parses "203.0.113.7", "203.0.113.0/24", "2001:db8::1" or "2001:db8::/32"
 * and tells whether an address falls inside, comparing the packed bytes
 * (inet_pton), so both families work the same way.
 */
final class Ip_Range {

	/**
	 * Constructor; use parse().
	 *
	 * @param string $network Packed network address (4 or 16 bytes).
	 * @param int    $bits    Prefix length.
	 */
	private function __construct( private string $network, private int $bits ) {}

	/**
	 * The range a written entry stands for, or null when it is not one.
	 *
	 * @param string $entry An address, or an address and a prefix length.
	 */
	public static function parse( string $entry ): ?self {
		$parts   = explode( '/', trim( $entry ), 2 );
		$address = $parts[0];
		if ( false === filter_var( $address, FILTER_VALIDATE_IP ) ) {
			return null;
		}
		$packed = (string) inet_pton( $address );
		$max    = strlen( $packed ) * 8;
		if ( ! isset( $parts[1] ) ) {
			return new self( $packed, $max );
		}
		if ( ! preg_match( '/^[0-9]{1,3}$/', $parts[1] ) || (int) $parts[1] > $max ) {
			return null;
		}
		return new self( self::mask( $packed, (int) $parts[1] ), (int) $parts[1] );
	}

	/**
	 * Whether an address lies in the range (never across families).
	 *
	 * @param string $address An IPv4 or IPv6 address.
	 */
	public function contains( string $address ): bool {
		if ( false === filter_var( $address, FILTER_VALIDATE_IP ) ) {
			return false;
		}
		$packed = (string) inet_pton( $address );
		return strlen( $packed ) === strlen( $this->network ) && self::mask( $packed, $this->bits ) === $this->network;
	}

	/**
	 * The network an address belongs to, written back as an address:
	 * "2001:db8:1:2::" for any address of that /64.
	 *
	 * @param string $address An IPv4 or IPv6 address.
	 * @param int    $bits    Prefix length.
	 */
	public static function network_of( string $address, int $bits ): string {
		$packed = (string) inet_pton( $address );
		return (string) inet_ntop( self::mask( $packed, min( $bits, strlen( $packed ) * 8 ) ) );
	}

	/**
	 * The packed address with every bit after the prefix cleared.
	 *
	 * @param string $packed Packed address.
	 * @param int    $bits   Prefix length.
	 */
	private static function mask( string $packed, int $bits ): string {
		$masked = '';
		foreach ( str_split( $packed ) as $index => $byte ) {
			$keep    = max( 0, min( 8, $bits - $index * 8 ) );
			$masked .= chr( ord( $byte ) & ( 0xFF << ( 8 - $keep ) ) & 0xFF );
		}
		return $masked;
	}
}
