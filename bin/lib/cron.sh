# Starts and stops a site's cron runner (bin/cron-runner) beside its web server.
# shellcheck shell=bash

# start_cron_runner NAME [INTERVAL]: bin/cron-runner NAME INTERVAL in the background
# (PLAYPAL_CRON_INTERVAL, default 60 s), logging to .dev/logs/cron-NAME.log.
start_cron_runner() {
	local name="$1" interval="${2:-${PLAYPAL_CRON_INTERVAL:-60}}" pid_file="$DEV_DIR/sites/$1/cron.pid"
	if [ -f "$pid_file" ] && kill -0 "$( cat "$pid_file" )" 2>/dev/null; then
		return 0
	fi
	# setsid: its own process group, so stop_cron_runner also ends a pass under way.
	setsid "$ROOT/bin/cron-runner" "$name" "$interval" </dev/null >>"$LOG_DIR/cron-$name.log" 2>&1 &
	echo $! >"$pid_file"
}

stop_cron_runner() {
	local pid_file="$DEV_DIR/sites/$1/cron.pid" pid
	[ -f "$pid_file" ] || return 0
	pid="$( cat "$pid_file" )"
	kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
	rm -f "$pid_file"
}
