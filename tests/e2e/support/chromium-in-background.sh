#!/bin/sh
# Chromium at a lower priority, for the page tests that run beside the camera tests (scripts/run-tests.mjs).
# Playwright starts the browser in a session of its own, and Linux shares the CPU between sessions
# (autogroups) whatever a process's nice value: so this session's autogroup is niced as well.
echo 10 > /proc/self/autogroup 2>/dev/null || true
exec nice -n 10 "${POSTURA_CHROMIUM:-/usr/bin/chromium}" "$@"
