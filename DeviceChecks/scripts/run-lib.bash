# The logic of DeviceChecks/run, as functions that read recorded tool output on stdin, so that
# DeviceChecks/scripts/run-dry-tests can run them on Linux against recorded `xcodebuild -list`,
# `xcodebuild -showdestinations` and `simctl` outputs. Sourced by DeviceChecks/run.
#
# Written for the bash 3.2 and the BSD awk of macOS as much as for Linux: no associative
# arrays, no mapfile, no empty "${array[@]}" under set -u, POSIX awk only (no gawk extensions).

# Exit statuses of DeviceChecks/run.
DC_EXIT_PASSED=0     # every check passed (hosted: and every one had its host)
DC_EXIT_FAILED=1     # a check failed, or xcodebuild test failed without a result to show
DC_EXIT_SETUP=2      # could not start: a tool, a scheme or a simulator is missing, bad option
DC_EXIT_CRASHED=3    # the test process ended in the middle of a check (named in the summary)
DC_EXIT_TIMEOUT=124  # a step ran past its time limit (as coreutils' timeout)

# Prints why the run stops, then stops it with `status`.
dc_die() {
  local status=$1
  shift
  printf 'DeviceChecks/run: %s\n' "$@" >&2
  exit "$status"
}

# The Xcode these checks need: both packages declare swift-tools-version 6.1, which needs
# Swift 6.1, that is Xcode 16.3 or later. An older Xcode stops at resolving the packages
# ("package '…' is using Swift tools version 6.1.0 but the installed version is 6.0.3").
DC_XCODE_MINIMUM=16.3

# The version of `xcodebuild -version` output on stdin ("Xcode 16.4" then "Build version 16F6"),
# such as 16.4; nothing when it has no "Xcode <version>" line.
dc_xcode_version() {
  awk '
    { sub(/\r$/, "") }
    /^Xcode [0-9]+(\.[0-9]+)*/ { v = $2; sub(/[^0-9.].*$/, "", v); print v; exit }
  '
}

# Whether version `a` is `b` or later (numbers separated by dots, missing parts as 0).
dc_version_at_least() {
  awk -v a="$1" -v b="$2" 'BEGIN {
    split(a, x, "."); split(b, y, ".")
    for (i = 1; i <= 4; i++) if ((x[i] + 0) != (y[i] + 0)) exit !((x[i] + 0) > (y[i] + 0))
    exit 0
  }'
}

# The scheme names of `xcodebuild -list` output (a package, a workspace or a project; Xcode 15
# to 26): the lines after "Schemes:" up to the next blank line, without the leading tabs or
# spaces and trailing blanks (or carriage returns) that surround them.
dc_schemes() {
  awk '
    { sub(/\r$/, "") }
    /^[ \t]*Schemes:[ \t]*$/ { on = 1; next }
    on && /^[ \t]*$/ { on = 0; next }
    on { sub(/^[ \t]+/, ""); sub(/[ \t]+$/, ""); print }
  '
}

# The scheme to test the package with, from `xcodebuild -list` output on stdin: the first of
# the names Xcode gives a package's schemes that is listed. With one library product Xcode
# names the scheme after the package (ResponderEventsDeviceChecks); with several it adds
# <package>-Package for all of them; some versions name one after the product or the test
# target. Failing those, the only scheme listed. Prints nothing when none fits.
dc_pick_package_scheme() {
  local schemes candidate
  schemes=$(dc_schemes)
  for candidate in ResponderEventsDeviceChecks-Package ResponderEventsDeviceChecks \
    DeviceChecks-Package DeviceChecksTests DeviceChecks; do
    if printf '%s\n' "$schemes" | grep -xF "$candidate" > /dev/null; then
      printf '%s\n' "$candidate"
      return 0
    fi
  done
  if [ -n "$schemes" ] && [ "$(printf '%s\n' "$schemes" | wc -l | tr -d ' ')" = 1 ]; then
    printf '%s\n' "$schemes"
  fi
}

# The simulator to run on, from `xcodebuild -showdestinations` output on stdin: among the
# *available* destinations (not the ineligible ones, such as runtimes newer than this Xcode),
# the first iPhone simulator of the newest iOS, as `id<TAB>OS<TAB>name`. Placeholders ("Any
# iOS Simulator Device") have no OS and are left out. Lines read, with or without arch:
#   { platform:iOS Simulator, arch:arm64, id:UDID, OS:18.5, name:iPhone 16 }
dc_pick_destination() {
  awk '
    function newer(a, b,   x, y, i) {
      split(a, x, "."); split(b, y, ".")
      for (i = 1; i <= 3; i++) if ((x[i] + 0) != (y[i] + 0)) return (x[i] + 0) > (y[i] + 0)
      return 0
    }
    function field(line, key,   rest) {
      if (!match(line, "[{,][ \t]*" key ":")) return ""
      rest = substr(line, RSTART + RLENGTH)
      sub(/[ \t]*[,}].*$/, "", rest)
      sub(/^[ \t]+/, "", rest)
      return rest
    }
    { sub(/\r$/, "") }
    /Available destinations/ { on = 1; next }
    /Ineligible destinations/ { on = 0; next }
    on && /platform:iOS Simulator/ && !/placeholder/ {
      id = field($0, "id"); os = field($0, "OS"); name = field($0, "name")
      if (id == "" || os == "" || name !~ /^iPhone/) next
      if (best == "" || newer(os, bestos)) { best = id; bestos = os; bestname = name }
    }
    END { if (best != "") print best "\t" bestos "\t" bestname }
  '
}

# The iOS runtime to create a simulator with, from `xcrun simctl list runtimes` on stdin: the
# newest available one whose major version is at most `sdk_version` (the simulator SDK of the
# Xcode in use; a newer runtime is one this Xcode cannot run), as `identifier<TAB>version`.
dc_pick_runtime() {
  local sdk_version=${1:-999}
  awk -v sdk="$sdk_version" '
    function newer(a, b,   x, y, i) {
      split(a, x, "."); split(b, y, ".")
      for (i = 1; i <= 3; i++) if ((x[i] + 0) != (y[i] + 0)) return (x[i] + 0) > (y[i] + 0)
      return 0
    }
    { sub(/\r$/, "") }
    /^iOS [0-9]/ && !/unavailable/ && /com\.apple\.CoreSimulator\.SimRuntime\.iOS-/ {
      version = $2
      split(version, v, "."); split(sdk, s, ".")
      if ((v[1] + 0) > (s[1] + 0)) next
      id = $0; sub(/.* - /, "", id); sub(/[ \t].*$/, "", id)
      if (best == "" || newer(version, bestversion)) { best = id; bestversion = version }
    }
    END { if (best != "") print best "\t" bestversion }
  '
}

# The iPhone device types of `xcrun simctl list devicetypes` on stdin, newest first (simctl
# lists them oldest first), as `identifier<TAB>name`, for trying one after another.
dc_iphone_device_types() {
  awk '
    { sub(/\r$/, "") }
    /^iPhone/ && /com\.apple\.CoreSimulator\.SimDeviceType\./ {
      id = $0; sub(/.*\(/, "", id); sub(/\).*$/, "", id)
      name = $0; sub(/[ \t]*\(com\.apple\.CoreSimulator.*$/, "", name)
      lines[++n] = id "\t" name
    }
    END { for (i = n; i >= 1; i--) print lines[i] }
  '
}

# Writes the hosted run's workspace, `path` (HostApp/DeviceChecksHost.xcworkspace): this
# package (the folder above HostApp/) and the project XcodeGen generated next to it. The project
# leaves the package out (`excludeFromProject: true` in HostApp/project.yml), so its test target's
# product dependency on DeviceChecks names no package and Xcode finds the product among the
# workspace's packages, as for a package and a project put in one workspace by hand. Both
# locations are relative to the workspace's folder (`group:`), so the file is the same wherever
# the repository is.
dc_write_host_workspace() {
  local path=$1
  mkdir -p "$path" || return 1
  cat > "$path/contents.xcworkspacedata" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<Workspace
   version = "1.0">
   <FileRef
      location = "group:..">
   </FileRef>
   <FileRef
      location = "group:DeviceChecksHost.xcodeproj">
   </FileRef>
</Workspace>
XML
}

# Runs `command...` with a time limit of `seconds`, without coreutils (macOS has no timeout):
# the command runs in a process group of its own (perl's setpgrp, so that what it started goes
# too: a child left holding a pipe would keep `| tee` waiting), and a watchdog in the
# background sends the group TERM when the time is up, then KILL ten seconds later. An
# interrupt of the script stops the group as well. Returns the command's status, or 124 after
# saying that it timed out.
#   dc_with_timeout SECONDS LABEL COMMAND [ARGUMENT...]
dc_with_timeout() {
  local seconds=$1 label=$2
  shift 2
  local marker target
  marker=$(mktemp "${TMPDIR:-/tmp}/dc-timeout.XXXXXX")
  rm -f "$marker"
  if command -v perl > /dev/null; then
    perl -e 'setpgrp(0, 0); exec { $ARGV[0] } @ARGV or die "cannot run $ARGV[0]: $!\n"' -- "$@" &
    target="-$!"
  else
    "$@" &
    target=$!
  fi
  local pid=$!
  trap 'kill -TERM -- "$target" 2>/dev/null; exit 130' INT TERM
  # The watchdog's output goes nowhere, so that it never holds a pipe open after the command.
  (
    trap - INT TERM
    sleep "$seconds" &
    sleeper=$!
    trap 'kill "$sleeper" 2>/dev/null; exit 0' TERM
    wait "$sleeper"
    : > "$marker"
    kill -TERM -- "$target" 2>/dev/null || exit 0
    sleep 10 &
    sleeper=$!
    wait "$sleeper"
    kill -KILL -- "$target" 2>/dev/null
    exit 0
  ) > /dev/null 2>&1 &
  local watchdog=$!
  local status=0
  wait "$pid" || status=$?
  trap - INT TERM
  kill -TERM "$watchdog" 2>/dev/null || true
  wait "$watchdog" 2>/dev/null || true
  if [ -e "$marker" ]; then
    rm -f "$marker"
    printf 'DeviceChecks/run: %s timed out after %s s and was stopped\n' "$label" "$seconds" >&2
    return "$DC_EXIT_TIMEOUT"
  fi
  return "$status"
}

# Reads the results file the checks append to (DEVICE_CHECKS_RESULTS: one JSON object a line,
# written and flushed as each check starts and ends) and prints a summary: the counts, each
# failed check, and the check that was running when the process ended, if one was. Its last
# line is `results: <state>`, where state is complete, crashed or incomplete.
#   {"area":"Routing","event":"start","index":3,"name":"…","total":120}
#   {"area":"Routing","event":"end","index":3,"message":"…","missingHost":false,"name":"…","status":"passed"}
dc_summarize_results() {
  local file=$1
  if [ ! -s "$file" ]; then
    echo "results: missing (no check started: the test did not get as far as the checks)"
    return 0
  fi
  awk '
    # The value of the string `key` in a JSON object on one line, unescaped.
    function str(line, key,   rest, out, c, i) {
      if (!match(line, "\"" key "\"[ \t]*:[ \t]*\"")) return ""
      rest = substr(line, RSTART + RLENGTH)
      out = ""
      for (i = 1; i <= length(rest); i++) {
        c = substr(rest, i, 1)
        if (c == "\"") break
        if (c == "\\") {
          i++
          c = substr(rest, i, 1)
          if (c == "n") c = " / "
          else if (c == "t") c = " "
          else if (c == "u") { c = "?"; i += 4 }
        }
        out = out c
      }
      return out
    }
    function num(line, key,   rest) {
      if (!match(line, "\"" key "\"[ \t]*:[ \t]*[0-9]+")) return ""
      rest = substr(line, RSTART, RLENGTH)
      sub(/.*:[ \t]*/, "", rest)
      return rest + 0
    }
    { sub(/\r$/, "") }
    /^[ \t]*$/ { next }
    {
      event = str($0, "event")
      if (event == "run-start") { total = num($0, "total"); started_run = 1 }
      else if (event == "start") { running = str($0, "area") " / " str($0, "name"); runs = 1 }
      else if (event == "end") {
        runs = 0
        status = str($0, "status")
        if (status == "passed") passed++
        else if (status == "failed") {
          failed++
          failures[failed] = str($0, "area") " / " str($0, "name") ": " str($0, "message")
        } else {
          na++
          if ($0 ~ /"missingHost"[ \t]*:[ \t]*true/) nohost++
        }
      } else if (event == "run-end") ended = 1
      else bad++
    }
    END {
      done = passed + failed + na
      line = "checks: " (passed + 0) " passed, " (failed + 0) " failed, " (na + 0) \
        " not applicable (" (nohost + 0) " for want of a host), " done " finished"
      if (total != "") line = line " of " total
      print line
      for (i = 1; i <= failed; i++) print "failed: " failures[i]
      if (bad) print "unreadable lines: " bad
      if (runs) print "running when the process ended: " running
      if (ended) print "results: complete"
      else if (runs) print "results: crashed"
      else print "results: incomplete"
    }
  ' "$file"
}

# The run's exit status from xcodebuild's status and the summary of dc_summarize_results,
# with a line saying why on stderr unless every check passed.
#   dc_verdict XCODEBUILD_STATUS SUMMARY_TEXT CONFIGURATION
dc_verdict() {
  local status=$1 summary=$2 configuration=$3 state failed
  state=$(printf '%s\n' "$summary" | sed -n 's/^results: \([a-z]*\).*/\1/p' | tail -n 1)
  failed=$(printf '%s\n' "$summary" | sed -n 's/^checks: [0-9]* passed, \([0-9]*\) failed.*/\1/p')
  if [ "$status" = "$DC_EXIT_TIMEOUT" ]; then
    echo "DeviceChecks/run: the test ran past its time limit; the results above are what finished" >&2
    return "$DC_EXIT_TIMEOUT"
  fi
  case "$state" in
    crashed)
      echo "DeviceChecks/run: the test process ended during a check (see 'running when the process ended')" >&2
      return "$DC_EXIT_CRASHED"
      ;;
    complete)
      if [ "$status" = 0 ] && [ "${failed:-0}" = 0 ]; then
        return "$DC_EXIT_PASSED"
      fi
      if [ "${failed:-0}" != 0 ]; then
        echo "DeviceChecks/run: $failed check(s) failed in the $configuration run" >&2
      else
        echo "DeviceChecks/run: xcodebuild test failed ($status) though no check failed: see the XCTest failures in the log (a hosted run fails on checks that lacked the host)" >&2
      fi
      return "$DC_EXIT_FAILED"
      ;;
    incomplete)
      echo "DeviceChecks/run: the results stop between two checks: the process ended or was stopped (xcodebuild: $status)" >&2
      return "$DC_EXIT_CRASHED"
      ;;
    *)
      echo "DeviceChecks/run: no check started (xcodebuild: $status): the build or the test launch failed, or DEVICE_CHECKS_RESULTS did not reach the test; see the log" >&2
      return "$DC_EXIT_FAILED"
      ;;
  esac
}

# The Xcode to use, from the names of `ls /Applications` on stdin (Xcode_16.4.app,
# Xcode_26.0.app, Xcode.app; betas and release candidates left out): `newest` picks the highest
# version, any other value that version exactly. Prints the app's name, or nothing.
dc_pick_xcode() {
  local wanted=$1
  awk -v wanted="$wanted" '
    function newer(a, b,   x, y, i) {
      split(a, x, "."); split(b, y, ".")
      for (i = 1; i <= 3; i++) if ((x[i] + 0) != (y[i] + 0)) return (x[i] + 0) > (y[i] + 0)
      return 0
    }
    { sub(/\r$/, "") }
    /^Xcode_[0-9]+(\.[0-9]+)*\.app$/ {
      version = $0; sub(/^Xcode_/, "", version); sub(/\.app$/, "", version)
      if (wanted == "newest") {
        if (best == "" || newer(version, bestversion)) { best = $0; bestversion = version }
      } else if (version == wanted) best = $0
    }
    END { if (best != "") print best }
  '
}
