"""Runs a command with its standard output on a pipe whose read end is
already closed, so its first write fails for certain (no buffering or
timing involved), then prints how it ended and what it wrote on stderr:

    status: killed by SIGPIPE
    status: exit 0
    stderr: <line>              (one per line the command wrote)

Usage: closed-pipe.py <command> [<argument>...]
"""
import os
import signal
import subprocess
import sys

read_end, write_end = os.pipe()
os.close(read_end)
# restore_signals (the default) starts the child with SIGPIPE at its
# default action, as a shell does; Rust programs then ignore it unless they
# restore it themselves.
result = subprocess.run(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=write_end, stderr=subprocess.PIPE, timeout=60)
os.close(write_end)
if result.returncode < 0:
    print(f"status: killed by {signal.Signals(-result.returncode).name}")
else:
    print(f"status: exit {result.returncode}")
for line in result.stderr.decode(errors="replace").splitlines():
    print(f"stderr: {line}")
