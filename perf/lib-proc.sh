# Timing a client process from outside, for perf/compare.sh and perf/tpcc-compare.sh (sourced, not run).

# The time now, in seconds since the epoch with nanoseconds.
now() { date +%s.%N; }
# Sleeps until the epoch time $1, waking early when process $2 exits; false if it exited.
sleep_until() {
  while kill -0 "$2" 2>/dev/null; do
    local d
    d=$(awk -v t="$1" -v n="$(now)" 'BEGIN { d = t - n; if (d <= 0) print 0; else printf "%.3f", (d > 0.5 ? 0.5 : d) }')
    [[ "$d" == 0 ]] && return 0
    sleep "$d"
  done
  return 1
}
# User + system CPU of process $1 so far, in clock ticks (CLK_TCK a second); empty once it has ended.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null || echo ""; }
CLK_TCK="$(getconf CLK_TCK)"
