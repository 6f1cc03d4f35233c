# A caching reverse proxy for the benches: Varnish, from Debian's packages,
# with its built-in rules (it keeps what the site marks public, and passes
# requests that carry cookies). Source it after bin/lib/common.sh.
# shellcheck shell=bash

PROXY_DEB=varnish
PROXY_DIR="$DEV_DIR/caching-proxy"

# start_caching_proxy PORT BACKEND_PORT: Varnish on 127.0.0.1:PORT in front of 127.0.0.1:BACKEND_PORT.
start_caching_proxy() {
	local port="$1" backend="$2"
	stop_caching_proxy
	rm -rf "$PROXY_DIR"
	mkdir -p "$PROXY_DIR"
	# -T none: no management port; -s malloc: the cache lives in memory only.
	varnishd -n "$PROXY_DIR/work" -a "127.0.0.1:$port" -b "127.0.0.1:$backend" -T none \
		-s malloc,64m -P "$PROXY_DIR/varnishd.pid" >"$LOG_DIR/caching-proxy.log" 2>&1 \
		|| die "the caching proxy did not start (see $LOG_DIR/caching-proxy.log)"
	wait_for_port "$port" 30 || die "the caching proxy does not listen on 127.0.0.1:$port"
}

# Stops the proxy this script started, if it runs.
stop_caching_proxy() {
	local pid
	pid="$( cat "$PROXY_DIR/varnishd.pid" 2>/dev/null || true )"
	if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
		kill "$pid"
		while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
	fi
	rm -f "$PROXY_DIR/varnishd.pid"
}
