# Third-party software the dev site, the tests and the benches run beside:
# released builds kept in ../shared/vendor (see its README), because no
# registry these machines reach carries them. Each archive is checked against
# SHA256SUMS and unpacked once into .cache/vendor/<archive name>/; the plugin
# zip never ships any of it.
# shellcheck shell=bash

# PLAYPAL_SHARED_VENDOR_DIR: where the archives are (default ../shared/vendor beside the clone).
SHARED_VENDOR_DIR="${PLAYPAL_SHARED_VENDOR_DIR:-$( cd "$ROOT/.." && pwd )/shared/vendor}"
VENDOR_CACHE_DIR="$CACHE_DIR/vendor"

WOOCOMMERCE_ARCHIVE=woocommerce-10.0.2
REDIS_CACHE_ARCHIVE=redis-cache-2.6.3
DUMMY_GATEWAY_ARCHIVE=woocommerce-gateway-dummy-2.0.0

# vendor_unpack NAME: prints the folder NAME.tar.xz was unpacked into, unpacking
# it first when needed. Prints nothing (and returns 1) when the archive is
# missing; stops the script when its checksum is wrong.
vendor_unpack() {
	local name="$1" archive="$SHARED_VENDOR_DIR/$1.tar.xz" target="$VENDOR_CACHE_DIR/$1" expected actual
	[ -f "$archive" ] || return 1
	expected="$( awk -v f="$name.tar.xz" '$2 == f { print $1 }' "$SHARED_VENDOR_DIR/SHA256SUMS" 2>/dev/null )"
	[ -n "$expected" ] || die "$archive is not listed in $SHARED_VENDOR_DIR/SHA256SUMS"
	# The stamp holds the checksum the folder was unpacked from: a new archive under the same name is unpacked again.
	if [ "$( cat "$target/.sha256" 2>/dev/null )" = "$expected" ]; then
		echo "$target"
		return 0
	fi
	actual="$( sha256sum "$archive" | cut -d' ' -f1 )"
	[ "$actual" = "$expected" ] || die "$archive does not match its SHA256SUMS line (got $actual): not using it"
	log "Unpacking $name.tar.xz into .cache/vendor/"
	rm -rf "$target.tmp" "$target"
	mkdir -p "$target.tmp"
	tar -xJf "$archive" -C "$target.tmp" || die "unpacking $archive failed"
	echo "$expected" >"$target.tmp/.sha256"
	mv "$target.tmp" "$target"
	echo "$target"
}

# woocommerce_dir: the WooCommerce the sites use, or nothing (the double then).
# PLAYPAL_WOOCOMMERCE_DIR, when set, is an explicit choice and wins; else the
# release in ../shared/vendor.
woocommerce_dir() {
	if [ -n "${PLAYPAL_WOOCOMMERCE_DIR:-}" ]; then
		[ -f "$PLAYPAL_WOOCOMMERCE_DIR/woocommerce.php" ] \
			|| die "PLAYPAL_WOOCOMMERCE_DIR has no woocommerce.php: $PLAYPAL_WOOCOMMERCE_DIR"
		echo "$PLAYPAL_WOOCOMMERCE_DIR"
		return 0
	fi
	local dir
	dir="$( vendor_unpack "$WOOCOMMERCE_ARCHIVE" )" || return 0
	woocommerce_repair_file_case "$dir/woocommerce"
	echo "$dir/woocommerce"
}

# woocommerce_repair_file_case DIR: the archive's release mirror holds
# src/Caching/WpCacheEngine.php where WooCommerce's class map (and the release
# zip) name WPCacheEngine.php; on a case-sensitive file system the HPOS order
# store then dies loading Automattic\WooCommerce\Caching\WPCacheEngine. A link
# under the expected name, in the unpacked copy only (the archive is untouched).
woocommerce_repair_file_case() {
	local caching="$1/src/Caching"
	if [ -f "$caching/WpCacheEngine.php" ] && [ ! -e "$caching/WPCacheEngine.php" ]; then
		ln -s WpCacheEngine.php "$caching/WPCacheEngine.php"
	fi
}

# Said once per script when no WooCommerce is found.
WOOCOMMERCE_DOUBLE_WARNED=
warn_woocommerce_double() {
	[ -n "$WOOCOMMERCE_DOUBLE_WARNED" ] && return 0
	WOOCOMMERCE_DOUBLE_WARNED=1
	warn "No WooCommerce: $SHARED_VENDOR_DIR/$WOOCOMMERCE_ARCHIVE.tar.xz is missing and PLAYPAL_WOOCOMMERCE_DIR is not set."
	warn "The sites run the Store API test double (tests/woocommerce-double): no real checkout, orders or payments."
}
