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
	# The archive names one class file with the wrong case: WooCommerce's class
	# map (and its code) load src/Caching/WPCacheEngine.php, the archive holds
	# WpCacheEngine.php. On a case-sensitive disk every order read or write
	# through WooCommerce's own order tables (HPOS, the default of a new store)
	# stopped with a fatal error. A link under the expected name, in the
	# unpacked copy only.
	local caching="$dir/woocommerce/src/Caching"
	if [ -f "$caching/WpCacheEngine.php" ] && [ ! -e "$caching/WPCacheEngine.php" ]; then
		ln -s WpCacheEngine.php "$caching/WPCacheEngine.php"
	fi
	echo "$dir/woocommerce"
}

# Said once per script when no WooCommerce is found.
WOOCOMMERCE_DOUBLE_WARNED=
warn_woocommerce_double() {
	[ -n "$WOOCOMMERCE_DOUBLE_WARNED" ] && return 0
	WOOCOMMERCE_DOUBLE_WARNED=1
	warn "No WooCommerce: $SHARED_VENDOR_DIR/$WOOCOMMERCE_ARCHIVE.tar.xz is missing and PLAYPAL_WOOCOMMERCE_DIR is not set."
	warn "The sites run the Store API test double (tests/woocommerce-double): no real checkout, orders or payments."
}

# dummy_gateway_dir: the Dummy Payments gateway's plugin folder, its
# block-checkout script built (../shared/vendor ships its source only), or
# nothing when the archive is missing. The script is built once with the
# project's @wordpress/scripts (bin/js/dummy-gateway.webpack.config.cjs) and
# again when it is missing or the config changed; a new archive is unpacked
# afresh, so it is built again too. Needs the npm dependencies.
dummy_gateway_dir() {
	local dir config="$ROOT/bin/js/dummy-gateway.webpack.config.cjs" asset
	dir="$( vendor_unpack "$DUMMY_GATEWAY_ARCHIVE" )" || return 0
	dir="$dir/woocommerce-gateway-dummy"
	asset="$dir/assets/js/frontend/blocks.asset.php"
	if [ ! -f "$asset" ] || [ "$config" -nt "$asset" ]; then
		log "Building the Dummy Payments gateway's checkout script"
		( cd "$ROOT" && PLAYPAL_DUMMY_GATEWAY_DIR="$dir" npx wp-scripts build --config "$config" \
			>"$LOG_DIR/build-dummy-gateway.log" 2>&1 ) \
			|| die "building the Dummy Payments gateway failed (see $LOG_DIR/build-dummy-gateway.log)"
	fi
	echo "$dir"
}
